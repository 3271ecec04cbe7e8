import { z } from 'zod';
import { TRAINING_TYPES } from '@app/domain/catalogue/training-types';
import { defineContract, fileBytes } from '../contract.ts';
import { emptyToUndefined } from '../query.ts';
import { pageQuery } from '../content/scope.ts';
import { pageOf } from '../page.ts';
import { attestationItem } from '../learning/attestation.ts';
import { ATTESTATION_KINDS, BUNDLE_MAX, bundleItem } from '../profile/attestations.ts';

/**
 * The team's attestations (issue 15 part 6, spec §7 referent `attestations`; docs/decisions.md): those the pharmacy's
 * learners earned in it, DPC ones included, as a filtered page; one PDF, or a selection as one zip.
 */
const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const teamLearnerSchema = z.object({ id, name: z.string(), active: z.boolean() });
export type TeamLearner = z.infer<typeof teamLearnerSchema>;

export const teamAttestationSchema = attestationItem.extend({ learner: teamLearnerSchema });
export type TeamAttestation = z.infer<typeof teamAttestationSchema>;

/** The list's filters, as the screen's URL carries them; an empty field is no filter. */
export const teamAttestationsQuery = pageQuery.extend({
  learnerId: z.preprocess(emptyToUndefined, z.coerce.number().pipe(id).optional()),
  year: z.preprocess(emptyToUndefined, z.coerce.number().int().min(2000).max(2100).optional()),
  type: z.preprocess(emptyToUndefined, z.enum(TRAINING_TYPES).optional()),
  search: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()),
});
export type TeamAttestationsQuery = z.input<typeof teamAttestationsQuery>;

export const listTeamAttestations = defineContract({
  method: 'GET',
  path: '/api/user/referent/attestations',
  changesState: false,
  query: teamAttestationsQuery,
  data: pageOf(teamAttestationSchema).extend({
    /** The filters' choices: every learner of the team (deactivated ones too) and the years with an attestation. */
    learners: z.array(teamLearnerSchema),
    years: z.array(z.number()),
  }),
  errors: [401, 403],
});

/** One PDF (the attestation of an enrolment, or its DPC attestation); an enrolment of another pharmacy's is a 404. */
export const getTeamAttestation = defineContract({
  method: 'GET',
  path: '/api/user/referent/attestations/:id',
  changesState: false,
  params: z.strictObject({ id: z.coerce.number().pipe(id) }),
  query: z.strictObject({ kind: z.enum(ATTESTATION_KINDS).default('training') }),
  file: true,
  data: fileBytes,
  errors: [401, 403, 404],
});

/** The selected PDFs as one zip, a folder per learner; none is a 422, one not of the team a 404 (nothing sent). */
export const downloadTeamAttestations = defineContract({
  method: 'POST',
  path: '/api/user/referent/attestations',
  changesState: true,
  body: z.strictObject({ ids: z.array(bundleItem).min(1, 'attestations.noneSelected').max(BUNDLE_MAX, 'attestations.tooMany') }),
  file: true,
  data: fileBytes,
  errors: [401, 403, 404],
});

import { z } from 'zod';
import { defineContract, fileBytes } from '../contract.ts';

/**
 * Attestations of completed trainings (spec §7 "User": `attestation`, `attestations`; issue "Learning I" part 9): the
 * learner's list, the PDF of one, and the public check of a verification code (docs/decisions.md).
 */
const id = z.number().int().positive();

export const attestationItem = z.object({
  /** The enrolment (courseTrackingId) the attestation is for: the PDF's `id`. */
  courseTrackingId: id,
  code: z.string(),
  training: z.object({ id, name: z.string(), type: z.string() }),
  startedAt: z.string().nullable(),
  completedAt: z.string(),
  issuedAt: z.string(),
  /** Time really spent, in seconds (idle time not counted). */
  secondsSpent: z.number().int(),
  points: z.number().int().nullable(),
  /** The PDF's file name, in the learner's language. */
  fileName: z.string(),
  /** Followed as a DPC programme: its DPC attestation (`attestation/dpc`) can be downloaded too. */
  dpcProgramme: z.boolean(),
});
export type AttestationItem = z.infer<typeof attestationItem>;

/** The learner's completed trainings with their attestation, the latest first. */
export const listAttestations = defineContract({
  method: 'GET',
  path: '/api/user/attestations',
  changesState: false,
  data: z.object({ attestations: z.array(attestationItem) }),
  errors: [401],
});

/** The PDF of one attestation, downloaded (Content-Disposition attachment); another learner's id is a 404. */
export const getAttestation = defineContract({
  method: 'GET',
  path: '/api/user/attestation',
  changesState: false,
  query: z.strictObject({ id: z.coerce.number().int().positive() }),
  file: true,
  data: fileBytes,
  errors: [401, 404],
});

/** Public: whether a code is that of a genuine attestation, with nothing private (the holder's initials only). */
export const verifyAttestation = defineContract({
  method: 'GET',
  path: '/api/attestation/verify/:code',
  changesState: false,
  params: z.strictObject({ code: z.string().min(1).max(40) }),
  data: z.object({
    genuine: z.literal(true),
    code: z.string(),
    holder: z.string(),
    trainingName: z.string(),
    trainingType: z.string(),
    platformName: z.string(),
    completedAt: z.string(),
    issuedAt: z.string(),
  }),
  // 404: no attestation has this code (not genuine).
  errors: [404],
});

import { z } from 'zod';
import { defineContract, fileBytes } from '../contract.ts';

/** The attestations tab's bundle (issue 13 part 6, spec §7 `download`; docs/decisions.md). */
export const ATTESTATION_KINDS = ['training', 'dpc'] as const;
export const BUNDLE_MAX = 100;

/** One PDF of the bundle: the attestation of an enrolment, or the DPC attestation of a completed programme. */
export const bundleItem = z.strictObject({ id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER), kind: z.enum(ATTESTATION_KINDS) });
export type BundleItem = z.infer<typeof bundleItem>;

/** A zip of the selected attestations' PDFs, streamed; an id that is not the learner's is a 404, none a 422. */
export const downloadAttestations = defineContract({
  method: 'POST',
  path: '/api/user/download',
  changesState: true,
  body: z.strictObject({ data: z.array(bundleItem).min(1, 'attestations.noneSelected').max(BUNDLE_MAX, 'attestations.tooMany') }),
  file: true,
  data: fileBytes,
  errors: [401, 404],
});

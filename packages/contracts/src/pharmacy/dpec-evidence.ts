import { z } from 'zod';
import { defineContract, fileBytes } from '../contract.ts';

/**
 * Ours, not in spec §7 (issue 16 part 4, docs/decisions.md "Funding files (DPEC)"): the evidence pack of a funding
 * file, one PDF for the funder assembled from what the platform recorded for the learner's training — attendance per
 * session date, the time really spent with the tracking chain's verification, quiz scores, and the attestation's pages
 * when one was issued. 401 to a guest, 403 to whoever does not manage the account in use, 404 for another pharmacy's file.
 */
export const getDpecEvidence = defineContract({
  method: 'GET',
  path: '/api/user/referent/dpec/:id/evidence',
  changesState: false,
  params: z.strictObject({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
  file: true,
  data: fileBytes,
  errors: [401, 403, 404],
  summary: 'The funding file’s evidence pack for the funder, as one PDF.',
});

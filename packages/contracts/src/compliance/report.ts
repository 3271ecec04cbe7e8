import { defineContract, fileBytes } from '../contract.ts';

/**
 * Issue 19 part 5 `GET /api/user/compliance/report`: the signed-in pharmacist's compliance report as one PDF, for an
 * inspection or a funder — per obligation its period, rule and source, status, the trainings done here that count
 * (DPC programme, dates, time credited by the tracking chain, attestation) and what is missing, with the verification
 * of their tracking chain. 404 where no obligation applies (the Spanish platforms).
 */
export const getComplianceReport = defineContract({
  method: 'GET',
  path: '/api/user/compliance/report',
  changesState: false,
  file: true,
  data: fileBytes,
  errors: [401, 404],
  summary: 'The pharmacist’s continuing-education compliance report, as one PDF.',
});

/**
 * Issue 19 part 5 `GET /api/user/referent/compliance/report`: the same report for every active learner of the pharmacy
 * in use, one section each, after a summary page of who meets each obligation, who is at risk before the period ends
 * and who has to complete it. 401 to a guest, 403 to whoever does not manage the pharmacy, 404 where no obligation applies.
 */
export const getTeamComplianceReport = defineContract({
  method: 'GET',
  path: '/api/user/referent/compliance/report',
  changesState: false,
  file: true,
  data: fileBytes,
  errors: [401, 403, 404],
  summary: 'The pharmacy team’s continuing-education compliance report, as one PDF.',
});

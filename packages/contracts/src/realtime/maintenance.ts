import { lmsMaintenanceSchema } from '@app/domain/realtime/maintenance.schema';
import { defineContract } from '../contract.ts';

/** Spec §3 LMS maintenance state: read by everyone, changed by an administrator and pushed live on a public channel. */
export const getMaintenance = defineContract({
  method: 'GET',
  path: '/api/lms/maintenance',
  changesState: false,
  data: lmsMaintenanceSchema,
  errors: [],
});

export const setMaintenance = defineContract({
  method: 'PUT',
  path: '/api/admin/lms/maintenance',
  changesState: true,
  body: lmsMaintenanceSchema,
  data: lmsMaintenanceSchema,
  errors: [401, 403],
});

import { z } from 'zod';

/** The LMS maintenance state of spec §3: the API's GET /api/lms/maintenance and the live `MaintenanceUpdated` event. */
export const lmsMaintenanceSchema = z.object({
  showMessage: z.boolean(),
  message: z.string().max(2000),
  isActive: z.boolean(),
});

export type LmsMaintenance = z.infer<typeof lmsMaintenanceSchema>;

/** No maintenance: the state before an administrator ever set one. */
export const NO_MAINTENANCE: LmsMaintenance = { showMessage: false, message: '', isActive: false };

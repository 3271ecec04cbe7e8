/** The LMS maintenance state's schema (spec §3), for the maintenance contracts. */
import { z } from 'zod';
import { MAINTENANCE_MESSAGE_MAX, type LmsMaintenance } from './maintenance.ts';

export const lmsMaintenanceSchema = z.object({
  showMessage: z.boolean(),
  message: z.string().max(MAINTENANCE_MESSAGE_MAX),
  isActive: z.boolean(),
}) satisfies z.ZodType<LmsMaintenance>;

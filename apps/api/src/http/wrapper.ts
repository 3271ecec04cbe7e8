import { z } from 'zod';

/** The response wrapper of every call (spec §7): status, message and data, beside the HTTP status. */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal('Success'), message: z.string(), data });
}

export const errorEnvelope = z.object({
  status: z.literal('Error'),
  message: z.string(),
  data: z.unknown(),
});

export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export function success<T>(data: T, message = 'OK') {
  return { status: 'Success' as const, message, data };
}

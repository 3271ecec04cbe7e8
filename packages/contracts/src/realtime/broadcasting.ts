import { z } from 'zod';
import { CHANNEL_NAME } from '@app/domain/realtime/realtime-channels';
import { defineContract } from '../contract.ts';

/**
 * Channel authorisation for pusher-js (`channelAuthorization.endpoint`): it posts `socket_id` and `channel_name`
 * form-encoded and reads the bare `{auth, channel_data?}` (not the wrapper). A write for the CSRF rule: the browser
 * passes the XSRF header through `channelAuthorization.headers`.
 */
export const broadcastingAuth = defineContract({
  method: 'POST',
  path: '/api/broadcasting/auth',
  changesState: true,
  body: z.object({ socket_id: z.string().regex(/^\d+\.\d+$/), channel_name: z.string().regex(CHANNEL_NAME, 'invalid channel name') }),
  data: z.object({ auth: z.string(), channel_data: z.string().optional() }),
  bare: true,
  errors: [401, 403],
});

export const getRealtimeMetrics = defineContract({
  method: 'GET',
  path: '/api/admin/realtime/metrics',
  changesState: false,
  data: z.object({ connections: z.number(), channels: z.number(), messagesPerSecond: z.number(), messagesTotal: z.number(), broadcaster: z.string() }),
  errors: [401, 403],
});

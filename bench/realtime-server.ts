// The realtime server alone on a bare HTTP server, for bench/realtime.ts: GET /mem (after a GC), POST /publish.
import { createServer } from 'node:http';
import { RealtimeServer } from '../apps/api/src/realtime/server.ts';

const realtime = new RealtimeServer({ appKey: 'bench', appSecret: 'bench-secret-0123456789' });
const gc = (globalThis as { gc?: () => void }).gc;
const server = createServer((request, response) => {
  if (request.url === '/mem') {
    gc?.();
    const m = process.memoryUsage();
    response.end(JSON.stringify({ ...m, ...realtime.metrics() }));
  } else if (request.url === '/publish') {
    const started = performance.now();
    realtime.publish(['bench'], 'Tick', { sentAt: Date.now() });
    response.end(JSON.stringify({ publishMs: performance.now() - started }));
  } else {
    response.statusCode = 404;
    response.end();
  }
});
realtime.attach(server);
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('ready\n'));
process.on('SIGTERM', () => void realtime.close({ spreadMs: 0 }).then(() => process.exit(0)));

// The realtime server alone on a bare HTTP server, for bench/realtime.ts: GET /mem (after a GC), POST /publish (a
// broadcast through the server), POST /floor (the same frame written straight to every TCP socket: what the kernel
// costs without any of the server's work).
import { createServer } from 'node:http';
import type { Duplex } from 'node:stream';
import { RealtimeServer } from '../apps/api/src/realtime/server.ts';
import { encodeMessage, textFrame } from '../apps/api/src/realtime/protocol.ts';

const realtime = new RealtimeServer({ appKey: 'bench', appSecret: 'bench-secret-0123456789' });
const sockets = new Set<Duplex>();
const gc = (globalThis as { gc?: () => void }).gc;
const timed = (work: () => void) => {
  const started = performance.now();
  work();
  return JSON.stringify({ ms: performance.now() - started });
};
const server = createServer((request, response) => {
  if (request.url === '/mem') {
    gc?.();
    response.end(JSON.stringify({ ...process.memoryUsage(), ...realtime.metrics() }));
  } else if (request.url === '/publish') {
    response.end(timed(() => realtime.publish(['bench'], 'Tick', { sentAt: Date.now() })));
  } else if (request.url === '/floor') {
    response.end(timed(() => {
      const frame = textFrame(encodeMessage('Floor', { sentAt: Date.now() }, 'bench'));
      for (const socket of sockets) socket.write(frame);
    }));
  } else {
    response.statusCode = 404;
    response.end();
  }
});
server.on('upgrade', (_request, socket: Duplex) => {
  sockets.add(socket);
  socket.on('close', () => sockets.delete(socket));
});
realtime.attach(server);
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('ready\n'));
process.on('SIGTERM', () => void realtime.close({ spreadMs: 0 }).then(() => process.exit(0)));

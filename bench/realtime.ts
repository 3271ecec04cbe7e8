// npm run bench:realtime: opens BENCH_CONNECTIONS (10,000) sockets subscribed to one public channel on one realtime
// server process, reports the server's memory per idle connection and the p50/p99 delivery latency of
// BENCH_BROADCASTS broadcasts (targets, issue 6: p99 ≤ 100 ms, ≤ 20 KB per idle connection).
//
// The clients stand in for 10,000 browsers on other machines, so they must cost less than the server: they are bare
// TCP sockets speaking just enough WebSocket (the handshake, a masked subscribe frame, unmasked frames read back),
// and on a machine with two cores or more the server and the clients run on different cores. Each broadcast is
// also compared with the floor: the same frame written straight to every TCP socket, none of the server's work.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { availableParallelism } from 'node:os';

const N = Number(process.env.BENCH_CONNECTIONS ?? 10_000);
const BROADCASTS = Number(process.env.BENCH_BROADCASTS ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 3903);
const base = `http://127.0.0.1:${PORT}`;
const pinned = availableParallelism() >= 2;

const serverCommand = [process.execPath, '--expose-gc', '--import', 'tsx', 'bench/realtime-server.ts'];
const [command, ...args] = pinned ? ['taskset', '-c', '0', ...serverCommand] : serverCommand;
const server = spawn(command, args, { env: { ...process.env, PORT: String(PORT) }, stdio: ['ignore', 'pipe', 'inherit'] });
if (pinned) spawn('taskset', ['-p', '-c', '1', String(process.pid)], { stdio: 'ignore' });
await new Promise<void>((resolve) => server.stdout.on('data', (d: Buffer) => d.toString().includes('ready') && resolve()));

const call = async <T>(path: string, method = 'GET') => (await (await fetch(`${base}${path}`, { method })).json()) as T;
type Memory = { rss: number; heapUsed: number; external: number; connections: number };
const used = (m: Memory) => m.heapUsed + m.external;

/** A masked client frame (RFC 6455 §5.3); a zero masking key leaves the payload as it is. */
function clientFrame(text: string): Buffer {
  const payload = Buffer.from(text);
  if (payload.length >= 126) throw new Error('bench frames are short');
  return Buffer.concat([Buffer.from([0x81, 0x80 | payload.length, 0, 0, 0, 0]), payload]);
}
const SUBSCRIBE = clientFrame(JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'bench' } }));
const SENT_AT = /sentAt\\":(\d+)/;
const latencies = { Tick: [] as number[], Floor: [] as number[] };

/** One client: resolves once subscribed; records the latency of every Tick and Floor it receives. */
function client(): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(PORT, '127.0.0.1');
    let upgraded = false;
    let pending: Buffer = Buffer.alloc(0);
    socket.on('error', reject);
    socket.on('connect', () => socket.write(
      `GET /app/bench?protocol=7&client=js&version=8.6.0 HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n`
      + `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
    ));
    socket.on('data', (chunk: Buffer) => {
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      if (!upgraded) {
        const end = pending.indexOf('\r\n\r\n');
        if (end < 0) return;
        upgraded = true;
        pending = pending.subarray(end + 4);
      }
      for (;;) {
        if (pending.length < 2) return;
        let length = pending[1] & 0x7f;
        let offset = 2;
        if (length === 126) {
          if (pending.length < 4) return;
          length = pending.readUInt16BE(2);
          offset = 4;
        }
        if (pending.length < offset + length) return;
        const text = pending.toString('latin1', offset, offset + length);
        pending = pending.subarray(offset + length);
        if (text.includes('"Tick"') || text.includes('"Floor"')) {
          latencies[text.includes('"Tick"') ? 'Tick' : 'Floor'].push(Date.now() - Number(SENT_AT.exec(text)?.[1]));
        } else if (text.includes('connection_established')) socket.write(SUBSCRIBE);
        else if (text.includes('subscription_succeeded')) resolve(socket);
      }
    });
  });
}

const before = await call<Memory>('/mem');
const sockets: Socket[] = [];
for (let i = 0; i < N; i += 500) sockets.push(...await Promise.all(Array.from({ length: Math.min(500, N - i) }, client)));
await new Promise((r) => setTimeout(r, 1000));
const after = await call<Memory>('/mem');

const fanOut = { Tick: [] as number[], Floor: [] as number[] };
for (let b = 0; b < BROADCASTS; b++) {
  for (const kind of ['Tick', 'Floor'] as const) {
    fanOut[kind].push((await call<{ ms: number }>(kind === 'Tick' ? '/publish' : '/floor', 'POST')).ms);
    await new Promise((r) => setTimeout(r, 300));
  }
}
await new Promise((r) => setTimeout(r, 1000));

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] * 10) / 10;
};
const summary = (kind: 'Tick' | 'Floor') => ({
  deliveries: latencies[kind].length,
  expected: N * BROADCASTS,
  latencyMs: { p50: pct(latencies[kind], 50), p99: pct(latencies[kind], 99), max: pct(latencies[kind], 100) },
  // Time the server process spends handing one broadcast to every socket.
  fanOutMs: { p50: pct(fanOut[kind], 50), max: pct(fanOut[kind], 100) },
});
console.log(JSON.stringify({
  connections: after.connections,
  pinnedToSeparateCores: pinned,
  bytesPerIdleConnection: { heapAndExternal: Math.round((used(after) - used(before)) / N), rss: Math.round((after.rss - before.rss) / N) },
  broadcast: summary('Tick'),
  floorWritingTheFrameStraightToEachSocket: summary('Floor'),
}, null, 2));
for (const socket of sockets) socket.destroy();
server.kill('SIGTERM');

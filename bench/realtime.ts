// npx tsx bench/realtime.ts: opens BENCH_CONNECTIONS (10,000) sockets subscribed to one public channel on one
// realtime server process, reports the server memory per idle connection and the p50/p99 delivery latency of
// BENCH_BROADCASTS broadcasts (targets, issue 6: p99 ≤ 100 ms, ≤ 20 KB per idle connection).
import { spawn } from 'node:child_process';
import { WebSocket } from 'ws';

const N = Number(process.env.BENCH_CONNECTIONS ?? 10_000);
const BROADCASTS = Number(process.env.BENCH_BROADCASTS ?? 20);
const PORT = 3903;
const base = `http://127.0.0.1:${PORT}`;

const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', 'bench/realtime-server.ts'], {
  env: { ...process.env, PORT: String(PORT) }, stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise<void>((resolve) => child.stdout.on('data', (d: Buffer) => d.toString().includes('ready') && resolve()));
const mem = async () => (await (await fetch(`${base}/mem`)).json()) as { rss: number; heapUsed: number; external: number; arrayBuffers: number; connections: number };
const used = (m: Awaited<ReturnType<typeof mem>>) => m.heapUsed + m.external;

const before = await mem();
const latencies: number[] = [];
const sockets: WebSocket[] = [];
for (let i = 0; i < N; i += 500) {
  await Promise.all(Array.from({ length: Math.min(500, N - i) }, () => new Promise<void>((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${PORT}/app/bench?protocol=7&client=js&version=8.6.0&flash=false`, { perMessageDeflate: false });
    ws.on('error', reject);
    ws.on('message', (raw) => {
      const message = JSON.parse(raw.toString()) as { event: string; data: string };
      if (message.event === 'pusher:connection_established') ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'bench' } }));
      else if (message.event === 'pusher_internal:subscription_succeeded') resolve();
      else if (message.event === 'Tick') latencies.push(Date.now() - (JSON.parse(message.data) as { sentAt: number }).sentAt);
    });
    sockets.push(ws);
  })));
}
await new Promise((r) => setTimeout(r, 1000));
const after = await mem();
const publishMs: number[] = [];
for (let b = 0; b < BROADCASTS; b++) {
  publishMs.push(((await (await fetch(`${base}/publish`, { method: 'POST' })).json()) as { publishMs: number }).publishMs);
  await new Promise((r) => setTimeout(r, 250));
}
await new Promise((r) => setTimeout(r, 1000));
latencies.sort((a, b) => a - b);
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
console.log(JSON.stringify({
  connections: after.connections,
  bytesPerConnection: { heapAndExternal: Math.round((used(after) - used(before)) / N), rss: Math.round((after.rss - before.rss) / N) },
  deliveries: latencies.length, expected: N * BROADCASTS,
  latencyMs: { min: latencies[0], p50: pct(50), p99: pct(99), max: latencies.at(-1) },
  // Time the server spends handing one broadcast to every socket (the rest of the latency is the kernel and the
  // single client process parsing 10,000 frames).
  serverFanOutMs: { median: publishMs.sort((a, b) => a - b)[Math.floor(publishMs.length / 2)], max: publishMs.at(-1) },
}, null, 2));
for (const ws of sockets) ws.terminate();
child.kill('SIGTERM');

/**
 * Runs `act` on `items` in batches spread over `spreadMs` (by default 200 ms per batch, at most 10 s), each batch at a
 * random moment of its own slot, so that what follows (clients reconnecting elsewhere) does not happen all at once.
 */
export async function inJitteredBatches<T>(
  items: readonly T[],
  opts: { batchSize?: number; spreadMs?: number },
  act: (item: T) => void,
): Promise<void> {
  const batchSize = opts.batchSize ?? 500;
  const batches = Math.ceil(items.length / batchSize);
  const spreadMs = opts.spreadMs ?? Math.min(10_000, batches * 200);
  await Promise.all(
    Array.from({ length: batches }, (_, i) => {
      const at = batches <= 1 ? 0 : (spreadMs * i) / batches + Math.random() * (spreadMs / batches);
      return new Promise<void>((resolve) => {
        setTimeout(() => {
          for (const item of items.slice(i * batchSize, (i + 1) * batchSize)) act(item);
          resolve();
        }, at);
      });
    }),
  );
}

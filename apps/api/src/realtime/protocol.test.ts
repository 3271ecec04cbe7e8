import type { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import * as wsModule from 'ws';
import { textFrame } from './protocol.ts';

// ws's frame parser is exported at run time but not in its type declarations.
const { Receiver } = wsModule as unknown as { Receiver: new (options: { isServer: boolean }) => Writable };

/** Reads frames back with ws's own client-side parser. */
function decode(frame: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const receiver = new Receiver({ isServer: false });
    receiver.on('message', (data: Buffer, isBinary: boolean) => (isBinary ? reject(new Error('binary frame')) : resolve(data.toString())));
    receiver.on('error', reject);
    receiver.write(frame);
  });
}

describe('textFrame', () => {
  it.each([0, 5, 125, 126, 65_535, 65_536, 70_000])('frames a %i-byte message as one unmasked text frame', async (size) => {
    const message = 'é'.repeat(Math.floor(size / 2)) + 'x'.repeat(size % 2);
    const frame = textFrame(message);
    expect(frame[0]).toBe(0x81);
    expect(frame[1] & 0x80).toBe(0);
    expect(await decode(frame)).toBe(message);
  });
});

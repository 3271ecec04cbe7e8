import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A reference shown to the sender and quoted in e-mails, e.g. `OFF-7KQ2M9XA` (random, 8 characters without look-alikes). */
export function newReference(prefix: 'OFF' | 'SUR' | 'CON' | 'ADV'): string {
  const bytes = randomBytes(8);
  return `${prefix}-${[...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join('')}`;
}

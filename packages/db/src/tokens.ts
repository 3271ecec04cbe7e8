import { createHash } from 'node:crypto';

/** The stored form of a one-time token or session id: sha256 hex of the raw value (the raw value is never stored). */
export function hashToken(raw: string): string {
  return createHash('sha256').update(raw, 'utf8').digest('hex');
}

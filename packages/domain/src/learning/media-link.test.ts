import { describe, expect, it } from 'vitest';
import { PDF_LINK_TTL_SECONDS, linkExpired, linkExpiry, linkSubject } from './media-link.ts';

describe('pdf links', () => {
  const issued = new Date('2026-11-23T10:00:00.400Z');

  it('work for a few minutes after they are issued', () => {
    const expires = linkExpiry(issued);
    expect(expires).toBe(Date.parse('2026-11-23T10:00:00Z') / 1000 + PDF_LINK_TTL_SECONDS);
    expect(linkExpired(expires, new Date(issued.getTime() + PDF_LINK_TTL_SECONDS * 1000))).toBe(false);
    expect(linkExpired(expires, new Date(issued.getTime() + (PDF_LINK_TTL_SECONDS + 1) * 1000))).toBe(true);
  });

  it('sign the module and the expiry', () => {
    expect(linkSubject(12, 1800000000)).toBe('pdf:12:1800000000');
  });
});

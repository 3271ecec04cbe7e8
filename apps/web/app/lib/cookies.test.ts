import { describe, expect, it } from 'vitest';
import { parseCookies, readCookie, readRawCookie, serializeCookie } from './cookies.ts';

describe('cookies', () => {
  it('serialises JSON-encoded values with path / by default', () => {
    expect(serializeCookie('locale', 'es-ES')).toBe('locale=%22es-ES%22; Path=/; SameSite=Lax');
  });

  it('adds Max-Age and Expires for a lifetime in days', () => {
    const now = Date.UTC(2026, 0, 1);
    const cookie = serializeCookie('farlineMode', true, { days: 365, secure: true }, now);
    expect(cookie).toContain('farlineMode=true');
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('Expires=Fri, 01 Jan 2027 00:00:00 GMT');
    expect(cookie).toContain('Secure');
  });

  it('honours an explicit path', () => {
    expect(serializeCookie('a', 1, { path: '/admin' })).toContain('Path=/admin');
  });

  it('reads JSON values back, and plain values as strings', () => {
    const header = `locale=${encodeURIComponent(JSON.stringify('fr-BE'))}; farlineMode=true; XSRF-TOKEN=abc%3D%3D; plain=hello`;
    expect(readCookie('locale', header)).toBe('fr-BE');
    expect(readCookie('farlineMode', header)).toBe(true);
    expect(readCookie('plain', header)).toBe('hello');
    expect(readRawCookie('XSRF-TOKEN', header)).toBe('abc==');
    expect(readCookie('missing', header)).toBeUndefined();
  });

  it('keeps the first of duplicate names and ignores junk', () => {
    expect(parseCookies('a=1; a=2; junk; =x')).toEqual({ a: '1' });
    expect(parseCookies(undefined)).toEqual({});
  });
});

import { describe, it, expect } from 'vitest';
import {
  FARLINE_COOKIE,
  FARLINE_COOKIE_DAYS,
  farlineModeFromQuery,
  farlineQueryRedirect,
  stripFarlineParams,
} from './farline.ts';

const q = (s: string) => farlineModeFromQuery(new URLSearchParams(s));

describe('farline mode cookie (spec §9)', () => {
  it('is kept 365 days under farlineMode', () => {
    expect(FARLINE_COOKIE).toBe('farlineMode');
    expect(FARLINE_COOKIE_DAYS).toBe(365);
  });
});

describe('farline mode from the query (spec §2 route rules)', () => {
  // [query, expected]
  const table: [string, boolean | undefined][] = [
    ['', undefined],
    ['page=2', undefined],
    ['provider=farline', true],
    ['groupement=farline', true],
    ['farline', true],
    ['farline=1', true],
    ['farline=false', true],
    ['provider=farline&groupement=other', true],
    ['provider=other&groupement=farline', true],
    ['provider=farline&farline', true],
    ['groupement=farline&farline=0', true],
    ['provider=Farline', true],
    ['provider=other', false],
    ['groupement=other', false],
    ['provider=', false],
    ['provider=other&farline', false],
    ['groupement=other&farline', false],
    ['provider=other&groupement=other', false],
    ['provider=cofares&page=2', false],
  ];
  it.each(table)('?%s → %s', (query, expected) => {
    expect(q(query)).toBe(expected);
  });
});

describe('stripping the farline parameters (spec §2 route rules)', () => {
  it('keeps the path and the other query values', () => {
    expect(stripFarlineParams(new URL('http://x.test/catalogue?provider=farline&page=2'))).toBe('/catalogue?page=2');
    expect(stripFarlineParams(new URL('http://x.test/?farline'))).toBe('/');
    expect(stripFarlineParams(new URL('http://x.test/a/b?groupement=x&groupement=y&provider=z&farline&q=1&r=2'))).toBe(
      '/a/b?q=1&r=2',
    );
    expect(stripFarlineParams(new URL('http://x.test/catalogar?page=1'))).toBe('/catalogar?page=1');
  });
  it('gives the cookie value and the redirect location, or null without a farline parameter', () => {
    expect(farlineQueryRedirect(new URL('http://x.test/catalogue?provider=farline&page=2'))).toEqual({
      farlineMode: true,
      location: '/catalogue?page=2',
    });
    expect(farlineQueryRedirect(new URL('http://x.test/?provider=cofares'))).toEqual({ farlineMode: false, location: '/' });
    expect(farlineQueryRedirect(new URL('http://x.test/catalogue?page=2'))).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { CUSTOM_PAGE_SLUG, customPageKey, customPageState, isPublished, slugFromTitle } from './custom-pages.ts';

describe('custom page slugs', () => {
  it('takes lower-case words joined by hyphens with at least one letter', () => {
    for (const slug of ['mentions-legales', 'offre-2026', 'a', '2026-offre']) expect(CUSTOM_PAGE_SLUG.test(slug)).toBe(true);
    for (const slug of ['', '2026', '12-34', 'Majuscule', 'double--tiret', '-debut', 'fin-', 'accentué', 'avec espace', 'a/b']) {
      expect(CUSTOM_PAGE_SLUG.test(slug)).toBe(false);
    }
  });
});

describe('customPageKey', () => {
  it('reads digits as an id and anything else as a slug', () => {
    expect(customPageKey('42')).toEqual({ id: 42 });
    expect(customPageKey('mentions-legales')).toEqual({ slug: 'mentions-legales' });
    expect(customPageKey('offre-2026')).toEqual({ slug: 'offre-2026' });
  });
});

describe('customPageState', () => {
  const page = (startDate: string | null, endDate: string | null, published?: boolean) => ({ startDate, endDate, options: published === undefined ? {} : { published } });
  it('is online inside its window, both days included, and when a bound is open', () => {
    expect(customPageState(page('2026-03-01', '2026-03-31'), '2026-03-01')).toBe('online');
    expect(customPageState(page('2026-03-01', '2026-03-31'), '2026-03-31')).toBe('online');
    expect(customPageState(page(null, null), '2026-03-15')).toBe('online');
    expect(customPageState(page(null, '2026-03-31'), '2026-01-01')).toBe('online');
  });
  it('is scheduled before its start and ended after its end', () => {
    expect(customPageState(page('2026-03-02', null), '2026-03-01')).toBe('scheduled');
    expect(customPageState(page(null, '2026-02-28'), '2026-03-01')).toBe('ended');
  });
  it('is a draft when unpublished, whatever its window; absent counts as published', () => {
    expect(customPageState(page(null, null, false), '2026-03-01')).toBe('draft');
    expect(isPublished({})).toBe(true);
    expect(isPublished({ published: true })).toBe(true);
    expect(isPublished({ published: false })).toBe(false);
  });
});

describe('slugFromTitle', () => {
  it('suggests a valid slug from a French or Spanish title', () => {
    expect(slugFromTitle('Offre d’été 2026 !')).toBe('offre-d-ete-2026');
    expect(slugFromTitle('Campaña de vacunación')).toBe('campana-de-vacunacion');
    expect(CUSTOM_PAGE_SLUG.test(slugFromTitle('  Nos engagements — qualité  '))).toBe(true);
    expect(slugFromTitle('!!!')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { createsRedirectLoop, isExternalTarget, isLocalTarget, isRedirectSource, isSitePath, normalizeRulePath } from './redirect-rules.ts';

describe('redirect rule paths', () => {
  it('compares paths without their trailing slash, the root kept', () => {
    expect(normalizeRulePath('/blog/')).toBe('/blog');
    expect(normalizeRulePath(' /blog ')).toBe('/blog');
    expect(normalizeRulePath('/')).toBe('/');
    expect(normalizeRulePath('//')).toBe('/');
  });

  it('takes an absolute path of this site, without host, query, fragment or blank', () => {
    expect(isSitePath('/formation-continue')).toBe(true);
    expect(isSitePath('/pages/été-2026')).toBe(true);
    for (const bad of ['blog', '//evil.example/x', '/a b', '/a?b=1', '/a#top', 'https://x.test/', '/a\\b', `/${'a'.repeat(500)}`]) {
      expect(isSitePath(bad), bad).toBe(false);
    }
  });

  it('refuses the API and the back-office as a source, not paths that only start alike', () => {
    expect(isRedirectSource('/back')).toBe(false);
    expect(isRedirectSource('/back/api/faq')).toBe(false);
    expect(isRedirectSource('/admin/')).toBe(false);
    expect(isRedirectSource('/admin/faq')).toBe(false);
    expect(isRedirectSource('/backstage')).toBe(true);
    expect(isRedirectSource('/administration')).toBe(true);
  });

  it('sends to a local path outside the API, or to an https URL', () => {
    expect(isLocalTarget('/catalogue')).toBe(true);
    expect(isLocalTarget('/admin/faq')).toBe(true);
    expect(isLocalTarget('/back/api/faq')).toBe(false);
    expect(isLocalTarget('catalogue')).toBe(false);
    expect(isExternalTarget('https://www.ordre.pharmacien.fr/')).toBe(true);
    expect(isExternalTarget('http://www.ordre.pharmacien.fr/')).toBe(false);
    expect(isExternalTarget('javascript:alert(1)')).toBe(false);
    expect(isExternalTarget('https://')).toBe(false);
    expect(isExternalTarget('/catalogue')).toBe(false);
  });
});

describe('createsRedirectLoop', () => {
  const rules = [
    { id: 1, fromPath: '/a', toPath: '/b' },
    { id: 2, fromPath: '/b', toPath: '/c' },
    { id: 3, fromPath: '/x', toPath: null },
  ];

  it('finds a rule to itself and a circle through other rules, whatever the trailing slashes', () => {
    expect(createsRedirectLoop(rules, { fromPath: '/d', toPath: '/d/' })).toBe(true);
    expect(createsRedirectLoop(rules, { fromPath: '/c', toPath: '/a' })).toBe(true);
    expect(createsRedirectLoop(rules, { fromPath: '/c/', toPath: '/a/' })).toBe(true);
  });

  it('lets a chain that ends, an external target and an unrelated rule through', () => {
    expect(createsRedirectLoop(rules, { fromPath: '/c', toPath: '/d' })).toBe(false);
    expect(createsRedirectLoop(rules, { fromPath: '/z', toPath: '/a' })).toBe(false);
    expect(createsRedirectLoop(rules, { fromPath: '/c', toPath: null })).toBe(false);
    expect(createsRedirectLoop(rules, { fromPath: '/y', toPath: '/x' })).toBe(false);
  });

  it('judges an edited rule without its own former version', () => {
    // Rule 2 edited to point back at /a: a circle. Rule 1 edited to point elsewhere: none, though /b led to it before.
    expect(createsRedirectLoop(rules, { id: 2, fromPath: '/b', toPath: '/a' })).toBe(true);
    expect(createsRedirectLoop([...rules, { id: 4, fromPath: '/c', toPath: '/a' }], { id: 1, fromPath: '/a', toPath: '/e' })).toBe(false);
  });
});

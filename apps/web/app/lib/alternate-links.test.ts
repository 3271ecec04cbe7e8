import { describe, expect, it } from 'vitest';
import { alternateLinks } from './alternate-links.ts';

const demo = { fr: 'demo.localhost', es: 'demo-es.localhost' };

describe('alternateLinks', () => {
  it("lists fr-FR and es-ES, each on that language's host with the translated path", () => {
    expect(alternateLinks('http://localhost:3000', '/catalogue', 'fr', demo)).toEqual([
      { hrefLang: 'fr-FR', href: 'http://localhost:3000/catalogue' },
      { hrefLang: 'es-ES', href: 'http://demo-es.localhost:3000/catalogar' },
    ]);
    expect(alternateLinks('https://demo-es.localhost', '/catalogar', 'es', demo)).toEqual([
      { hrefLang: 'fr-FR', href: 'https://demo.localhost/catalogue' },
      { hrefLang: 'es-ES', href: 'https://demo-es.localhost/catalogar' },
    ]);
    expect(alternateLinks('http://demo.localhost', '/', 'fr', demo).map((l) => l.href)).toEqual(['http://demo.localhost/', 'http://demo-es.localhost/']);
  });

  it('lists only the own language when the platform has no host in the other one, or the route no path there', () => {
    expect(alternateLinks('http://mfo-be.localhost', '/catalogue', 'fr', { fr: 'mfo.localhost' })).toEqual([
      { hrefLang: 'fr-FR', href: 'http://mfo-be.localhost/catalogue' },
    ]);
    expect(alternateLinks('http://demo-es.localhost', '/bonificacion', 'es', demo).map((l) => l.hrefLang)).toEqual(['es-ES']);
  });
});

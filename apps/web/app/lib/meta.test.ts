import { describe, expect, it } from 'vitest';
import '../i18n/i18n.server.ts';
import { pageDescription } from './meta.ts';

const rootOf = (lang: 'fr' | 'es', name: string | null) => [{ id: 'root', loaderData: { lang, platform: name === null ? null : { name } } }];

describe('pageDescription', () => {
  it("gives the page's description in the platform's language, with the platform's name", () => {
    const fr = pageDescription(rootOf('fr', 'Demo Campus'), 'catalogue');
    expect(fr.name).toBe('description');
    expect(fr.content).toMatch(/^Le catalogue des formations Demo Campus /);
    expect(pageDescription(rootOf('es', 'Cofares'), 'catalogue').content).toMatch(/^El catálogo de formaciones de Cofares /);
  });

  it('falls back to the default text, and to the global title without a platform', () => {
    expect(pageDescription(rootOf('fr', null)).content).toMatch(/^Formation continue des professionnels de la pharmacie : /);
  });
});

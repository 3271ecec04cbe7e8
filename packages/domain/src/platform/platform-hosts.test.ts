import { describe, expect, it } from 'vitest';
import { mainHostIn } from './platform-hosts.ts';

describe('mainHostIn', () => {
  const demo = [
    { host: '127.0.0.1', locale: 'fr-FR' },
    { host: 'localhost', locale: 'fr-FR' },
    { host: 'demo.localhost', locale: 'fr-FR' },
    { host: 'demo-es.localhost', locale: 'es-ES' },
  ] as const;

  it("prefers a host naming the platform to an IP address or localhost, in the language's default locale", () => {
    expect(mainHostIn(demo, 'fr')).toBe('demo.localhost');
    expect(mainHostIn(demo, 'es')).toBe('demo-es.localhost');
    expect(mainHostIn([{ host: 'mfo-be.localhost', locale: 'fr-BE' }, { host: 'mfo.localhost', locale: 'fr-FR' }], 'fr')).toBe('mfo.localhost');
    expect(mainHostIn([{ host: 'a-long-name.example', locale: 'fr-FR' }, { host: 'b.example', locale: 'fr-BE' }], 'fr')).toBe('a-long-name.example');
  });

  it('is null when the platform has no host in the language', () => {
    expect(mainHostIn([{ host: 'mfo.localhost', locale: 'fr-FR' }], 'es')).toBeNull();
  });
});

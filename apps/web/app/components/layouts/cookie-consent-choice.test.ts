import { describe, expect, it } from 'vitest';
import { consentVariant, heatmapIds, parseConsent, requiresCookieConsent } from './cookie-consent-choice.ts';

const platform = (code_name: string, hotjar_id: string | null = null, hotjar_sv: string | number | null = null) => ({
  code_name,
  hotjar_id,
  hotjar_sv,
});

describe('cookie consent (spec §9)', () => {
  it('is asked on cofares, farline, mfo and any platform with a heat-map id', () => {
    for (const code of ['cofares', 'farline', 'mfo']) expect(requiresCookieConsent(platform(code))).toBe(true);
    for (const code of ['demo', 'mfa', 'mfm', 'totum']) expect(requiresCookieConsent(platform(code))).toBe(false);
    expect(requiresCookieConsent(platform('mfa', '123'))).toBe(true);
  });

  it('has one variant for cofares and farline, another for the rest', () => {
    expect(consentVariant(platform('cofares'))).toBe('cofares');
    expect(consentVariant(platform('farline'))).toBe('cofares');
    expect(consentVariant(platform('mfo'))).toBe('default');
  });

  it('reads the stored choice', () => {
    expect(parseConsent({ analytics: true, date: '2026-01-01' })).toEqual({ analytics: true, date: '2026-01-01' });
    expect(parseConsent(false)).toEqual({ analytics: false, date: '' });
    expect(parseConsent('yes')).toBeNull();
    expect(parseConsent(undefined)).toBeNull();
  });

  it('loads the heat-map only in production, with both ids, after acceptance', () => {
    const mfo = platform('mfo', '3712345', 6);
    const yes = { analytics: true, date: '' };
    expect(heatmapIds(mfo, yes, true)).toEqual({ id: '3712345', sv: '6' });
    expect(heatmapIds(mfo, yes, false)).toBeNull();
    expect(heatmapIds(mfo, { analytics: false, date: '' }, true)).toBeNull();
    expect(heatmapIds(mfo, null, true)).toBeNull();
    expect(heatmapIds(platform('mfo', '3712345'), yes, true)).toBeNull();
    expect(heatmapIds(platform('mfo', null, 6), yes, true)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { BONIFICABLE_LABEL, FUNDINGS, fundingLabel, fundingLabels, hasCredits, isFirstAid, isFunding, parseFirstAidIds } from './fundings.ts';

describe('funding label (spec §9: FUNDAE is shown as BONIFICABLE when the training has credits)', () => {
  it('shows FUNDAE as BONIFICABLE for a training with credits', () => {
    expect(fundingLabel('FUNDAE', { credits: 6 })).toBe('BONIFICABLE');
    expect(BONIFICABLE_LABEL).toBe('BONIFICABLE');
  });

  it('keeps FUNDAE when the training has no credits', () => {
    expect(fundingLabel('FUNDAE', { credits: null })).toBe('FUNDAE');
    expect(fundingLabel('FUNDAE', { credits: 0 })).toBe('FUNDAE');
    expect(fundingLabel('FUNDAE', {})).toBe('FUNDAE');
    expect(hasCredits({ credits: Number.NaN })).toBe(false);
  });

  it('never renames other fundings', () => {
    expect(fundingLabel('DPC', { credits: 8 })).toBe('DPC');
    expect(fundingLabels(['DPC', 'FIFPL'], { credits: 8 })).toEqual(['DPC', 'FIFPL']);
    expect(fundingLabels(['FUNDAE', 'FUNDAE'], { credits: 2 })).toEqual(['BONIFICABLE']);
  });

  it('knows the stored funding codes', () => {
    expect([...FUNDINGS]).toEqual(['DPC', 'FIFPL', 'OPCO', 'FUNDAE']);
    expect(isFunding('OPCO')).toBe(true);
    expect(isFunding('BONIFICABLE')).toBe(false);
    expect(isFunding('dpc')).toBe(false);
  });
});

describe('first aid (spec §9: premier secours trainings are identified by a configured id list)', () => {
  const configured = parseFirstAidIds(' 12, 57;gestes-soins-urgence-afgsu-2  primeros-auxilios-farmacia,12 ');

  it('parses the configured list', () => {
    expect(configured).toEqual(['12', '57', 'gestes-soins-urgence-afgsu-2', 'primeros-auxilios-farmacia']);
    expect(parseFirstAidIds(undefined)).toEqual([]);
    expect(parseFirstAidIds('')).toEqual([]);
  });

  it('recognises a training by id or slug', () => {
    expect(isFirstAid(12, configured)).toBe(true);
    expect(isFirstAid('57', configured)).toBe(true);
    expect(isFirstAid('gestes-soins-urgence-afgsu-2', configured)).toBe(true);
    expect(isFirstAid({ id: 99, slug: 'primeros-auxilios-farmacia' }, configured)).toBe(true);
    expect(isFirstAid({ id: 57, slug: null }, [57])).toBe(true);
  });

  it('is false for other trainings and for an empty configuration', () => {
    expect(isFirstAid(13, configured)).toBe(false);
    expect(isFirstAid({ id: 1, slug: 'dermocosmetique-conseil-cutane' }, configured)).toBe(false);
    expect(isFirstAid(12, [])).toBe(false);
    expect(isFirstAid('', [''])).toBe(false);
  });
});

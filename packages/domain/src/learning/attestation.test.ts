import { describe, expect, it } from 'vitest';
import { ATTESTATION_CODE_PATTERN, attestationCode, attestationFileName, holderInitials, normalizeAttestationCode } from './attestation.ts';

describe('attestation code', () => {
  it('is four groups of four Crockford symbols, one per random byte', () => {
    const code = attestationCode(Uint8Array.from({ length: 16 }, (_, i) => i * 17));
    expect(code).toMatch(ATTESTATION_CODE_PATTERN);
    expect(attestationCode(new Uint8Array(16))).toBe('0000-0000-0000-0000');
    expect(attestationCode(new Uint8Array(16).fill(255))).toBe('ZZZZ-ZZZZ-ZZZZ-ZZZZ');
  });
  it('needs sixteen random bytes', () => {
    expect(() => attestationCode(new Uint8Array(8))).toThrow(/16/);
  });
  it('reads a typed code as stored', () => {
    expect(normalizeAttestationCode(' abcd efgh-jkmn pqrs ')).toBe('ABCD-EFGH-JKMN-PQRS');
    expect(normalizeAttestationCode('o1l0-0000-0000-0000')).toBe('0110-0000-0000-0000');
  });
});

describe('attestation file name', () => {
  it('is in the learner’s language, without accents', () => {
    expect(attestationFileName('fr', 'Vaccination : l’essentiel à l’officine', '2027-03-14')).toBe('attestation-vaccination-l-essentiel-a-l-officine-2027-03-14.pdf');
    expect(attestationFileName('es', 'Atención farmacéutica', '2027-03-14')).toBe('certificado-atencion-farmaceutica-2027-03-14.pdf');
  });
});

describe('holder initials', () => {
  it('shows initials only', () => {
    expect(holderInitials('Camille  Martin')).toBe('C. M.');
    expect(holderInitials('élodie de la Tour')).toBe('É. D. L. T.');
  });
});

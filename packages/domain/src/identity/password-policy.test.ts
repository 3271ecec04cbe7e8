import { describe, it, expect } from 'vitest';
import { PASSWORD_MIN_LENGTH, passwordProblems } from './password-policy.ts';
import { passwordSchema } from './password-policy.schema.ts';

describe('password policy (issue "Security")', () => {
  it('needs 10 characters, a letter and a digit', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(10);
    expect(passwordProblems('Pharma-Demo-2026')).toEqual([]);
    expect(passwordProblems('abcdefghi1')).toEqual([]);
    expect(passwordProblems('abcdefgh1')).toEqual(['tooShort']);
    expect(passwordProblems('abcdefghij')).toEqual(['noDigit']);
    expect(passwordProblems('1234567890')).toEqual(['noLetter']);
    expect(passwordProblems('')).toEqual(['tooShort', 'noLetter', 'noDigit']);
    expect(passwordProblems('----------')).toEqual(['noLetter', 'noDigit']);
  });
  it('counts characters, not UTF-16 units, and accepts letters of any script', () => {
    expect(passwordProblems('é'.repeat(9) + '1')).toEqual([]);
    expect(passwordProblems('😀'.repeat(8) + 'a1')).toEqual([]);
    expect(passwordProblems('😀'.repeat(4) + 'a1')).toEqual(['tooShort']);
    expect(passwordProblems('contraseña1')).toEqual([]);
  });
  it('zod schema gives translation keys as messages', () => {
    expect(passwordSchema.safeParse('Pharma-Demo-2026').success).toBe(true);
    const r = passwordSchema.safeParse('abc');
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toEqual(['password.tooShort', 'password.noDigit']);
    const all = passwordSchema.safeParse('');
    expect(all.error?.issues.map((i) => i.message)).toEqual(['password.tooShort', 'password.noLetter', 'password.noDigit']);
    expect(passwordSchema.safeParse(1234567890).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validatorCompiler } from './validator.ts';

const validate = (schema: z.ZodType, data: unknown) =>
  validatorCompiler({ schema, method: 'POST', url: '/', httpPart: 'body' })(data) as { value?: unknown; error?: { instancePath: string; message: string }[] };

describe('the request validator', () => {
  it('refuses a text with a NUL character by field, which the database cannot store (found by fuzzing)', () => {
    const { error } = validate(z.object({ code: z.string(), tags: z.array(z.string()) }), { code: 'a\u0000b', tags: ['ok', '\u0000'] });
    expect(error?.map((e) => [e.instancePath, e.message])).toEqual([['/tags/1', 'validation.nulCharacter'], ['/code', 'validation.nulCharacter']]);
  });

  it('refuses a text holding half of a surrogate pair, which a jsonb column refuses (found by fuzzing)', () => {
    const { error } = validate(z.object({ message: z.string(), title: z.string(), emoji: z.string() }), { message: '\ud800', title: 'a\udc00b', emoji: 'ok 😀' });
    expect(error?.map((e) => [e.instancePath, e.message])).toEqual([['/title', 'validation.nulCharacter'], ['/message', 'validation.nulCharacter']]);
  });

  it('walks a free-form value nested 10,000 deep without overflowing the stack', () => {
    const deep = JSON.parse(`${'{"a":'.repeat(10_000)}"\\u0000"${'}'.repeat(10_000)}`);
    const { error } = validate(z.record(z.string(), z.unknown()), deep);
    expect(error?.[0].instancePath).toBe(`/${Array(10_000).fill('a').join('/')}`);
  });

  it('passes a valid value through as zod gives it', () => {
    expect(validate(z.object({ id: z.coerce.number() }), { id: '7' })).toEqual({ value: { id: 7 } });
  });
});

import { describe, expect, it } from 'vitest';
import { fieldErrors } from './error-handler.ts';

describe('field errors', () => {
  it('keys fields named like an object property (constructor, __proto__) as any other (found by fuzzing)', () => {
    const errors = fieldErrors([{ keyword: 'unrecognized_keys', instancePath: '/', params: { keys: ['constructor', '__proto__', 'toString'] } }], 'querystring', 'fr');
    expect(Object.keys(errors)).toEqual(['constructor', '__proto__', 'toString']);
    expect(JSON.parse(JSON.stringify(errors)).constructor).toHaveLength(1);
  });
});

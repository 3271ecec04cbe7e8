import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';

/** Half of a surrogate pair without its other half: text that is not well-formed Unicode. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/**
 * Where a value holds a string PostgreSQL cannot store: a NUL character (no text column takes it), or a lone surrogate
 * (a jsonb column refuses its escape). Walked with a stack of its own: a body nested 10,000 deep that a free-form field
 * accepts must not overflow the call stack.
 */
export function unstorablePaths(value: unknown): (string | number)[][] {
  type At = { item: unknown; key?: string | number; parent?: At };
  const pathOf = (at: At) => {
    const path: (string | number)[] = [];
    for (let step: At | undefined = at; step?.parent; step = step.parent) path.unshift(step.key!);
    return path;
  };
  const found: (string | number)[][] = [];
  const pending: At[] = [{ item: value }];
  for (let at = pending.pop(); at; at = pending.pop()) {
    const { item } = at;
    if (typeof item === 'string' && unstorable(item)) found.push(pathOf(at));
    else if (Array.isArray(item)) item.forEach((child, key) => pending.push({ item: child, key, parent: at }));
    else if (typeof item === 'object' && item !== null && !(item instanceof Date)) {
      for (const [key, child] of Object.entries(item)) pending.push({ item: child, key, parent: at });
    }
  }
  return found;
}

const issue = (code: string, path: (string | number)[], message: string, params: Record<string, unknown> = {}) => ({
  keyword: code,
  instancePath: `/${path.join('/')}`,
  schemaPath: `#/${path.join('/')}/${code}`,
  message,
  params,
});

/**
 * Validates with zod and reports each issue in Fastify's validation shape. Unlike the type provider's own
 * compiler it asks zod to keep the input on the issue, so that a translated message can say what was received
 * ("boolean expected, string received") rather than "undefined". A text with a NUL character or a lone surrogate is
 * refused here, by field, for every endpoint at once: the database would otherwise fail on it with a 500.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema }) => (data) => {
  const result = schema.safeParse(data, { reportInput: true });
  if (!result.success) {
    return { error: result.error.issues.map(({ code, path, message, ...params }) => issue(code, path as (string | number)[], message, params)) as unknown as Error };
  }
  const refused = unstorablePaths(result.data);
  if (refused.length) return { error: refused.map((path) => issue('custom', path, 'validation.nulCharacter')) as unknown as Error };
  return { value: result.data };
};

/**
 * A small valid input for a contract's params, query or body, built from its zod schema alone, so a sweep can call
 * an endpoint it has never seen and get past validation to the handler's own checks.
 */
import { z } from 'zod';

interface JsonSchema {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
}

/** What to put in a field instead of a made-up value (a real id of someone else); undefined keeps the made-up one. */
export type FieldValue = (field: string) => unknown;

/** Strings that satisfy the patterns the contracts use (a day, a digest, a stored picture's key, a socket id …). */
const PATTERN_SAMPLES = ['sample', 'sample-ref-0001', '2026-01-15', 'a'.repeat(64), 'sample-key-0001.webp', '1.1'];

function sampleString(schema: JsonSchema, field: string): string {
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (schema.format === 'date-time') return '2026-01-15T09:00:00.000Z';
  if (schema.format === 'email' || /email/i.test(field)) return 'nobody@example.test';
  const fits = (value: string) =>
    value.length >= (schema.minLength ?? 0) && value.length <= (schema.maxLength ?? Infinity) && (!schema.pattern || new RegExp(schema.pattern).test(value));
  // A pattern of a fixed length (`[A-Za-z0-9_-]{43}`, a signature) takes that many letters.
  const fixedLengths = [...(schema.pattern ?? '').matchAll(/\{(\d+)\}/g)].map((match) => 'a'.repeat(Number(match[1])));
  return [...PATTERN_SAMPLES, ...fixedLengths].find(fits) ?? 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
}

/**
 * Values tried, in order, in a field the schema still refuses for a check JSON Schema cannot say (a calendar day, a
 * time after another, a strong password, a web address, one of a few numbers, a field required with another).
 */
const REPAIRS: unknown[] = ['2026-01-15', '09:00', '10:00', 'https://example.test/sample', 'Sample-Password-2026', 301, ''];

function setAt(target: unknown, path: readonly PropertyKey[], value: unknown): unknown {
  if (!path.length) return value;
  const [head, ...rest] = path;
  const copy = (Array.isArray(target) ? [...target] : { ...(target as object) }) as Record<PropertyKey, unknown>;
  copy[head!] = setAt(copy[head!], rest, value);
  return copy;
}

const refusalsAt = (result: z.ZodSafeParseResult<unknown>, path: string) =>
  result.error?.issues.filter((issue) => issue.path.join('.') === path).length ?? 0;

/**
 * Replaces, field by field, what the schema refuses with the first of REPAIRS it accepts there; a few rounds, as a
 * repaired field may raise another's check (a confirmation that must match).
 */
function repaired(schema: z.ZodType, value: unknown): unknown {
  let current = value;
  for (let round = 0; round < 3; round++) {
    const issues = schema.safeParse(current).error?.issues ?? [];
    for (const issue of issues) {
      const path = issue.path.join('.');
      if (!refusalsAt(schema.safeParse(current), path)) continue;
      const fix = REPAIRS.map((candidate) => setAt(current, issue.path, candidate)).find((candidate) => !refusalsAt(schema.safeParse(candidate), path));
      if (fix !== undefined) current = fix;
    }
  }
  return current;
}

function sample(schema: JsonSchema, field: string, valueOf: FieldValue): unknown {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  // A list of ids gets the given id as its item, not in its place.
  const given = type === 'array' || type === 'object' ? undefined : valueOf(field);
  if (given !== undefined) return given;
  if ('const' in schema) return schema.const;
  if (schema.enum) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return sample(options.find((option) => option.type !== 'null') ?? options[0]!, field, valueOf);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => sample(part, field, valueOf)));
  switch (type) {
    case 'object': {
      const object: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        // Only what is required, and the ids someone else owns: the smallest body that reaches the handler.
        if (schema.required?.includes(name) || valueOf(name) !== undefined) object[name] = sample(property, name, valueOf);
      }
      return object;
    }
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () => sample(schema.items ?? {}, field, valueOf));
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum === undefined ? 1 : Math.floor(schema.exclusiveMinimum) + 1);
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'string':
      return sampleString(schema, field);
    default:
      return 'sample';
  }
}

/** A value for the schema with `valueOf`'s values in it, and what the schema finds wrong with it (if anything). */
export function sampleInput(schema: z.ZodType, valueOf: FieldValue): { value: unknown; refused?: string } {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const value = repaired(schema, sample(json, '', valueOf));
  const parsed = schema.safeParse(value);
  return { value, refused: parsed.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ') };
}

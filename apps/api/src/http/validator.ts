import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';

/**
 * Validates with zod and reports each issue in Fastify's validation shape. Unlike the type provider's own
 * compiler it asks zod to keep the input on the issue, so that a translated message can say what was received
 * ("boolean expected, string received") rather than "undefined".
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema }) => (data) => {
  const result = schema.safeParse(data, { reportInput: true });
  if (result.success) return { value: result.data };
  return {
    error: result.error.issues.map(({ code, path, message, ...params }) => ({
      keyword: code,
      instancePath: `/${path.join('/')}`,
      schemaPath: `#/${path.join('/')}/${code}`,
      message,
      params,
    })) as unknown as Error,
  };
};

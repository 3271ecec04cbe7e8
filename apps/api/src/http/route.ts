import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import type { BodyOf, Contract, ParamsOf, QueryOf } from '@app/contracts/contract';

/** A request validated against its contract. */
export type ContractRequest<C extends Contract> = FastifyRequest<{ Params: ParamsOf<C>; Querystring: QueryOf<C>; Body: BodyOf<C> }>;

/** The successful answer a handler gives: the wrapper of spec §7 around the contract's data. */
export type ContractAnswer<C extends Contract> = C extends { bare: true }
  ? z.input<C['data']>
  : { status: 'Success'; message: string; data: z.input<C['data']> };

export type ContractHandler<C extends Contract> = (request: ContractRequest<C>, reply: FastifyReply) => Promise<ContractAnswer<C>>;

/** Route options a module may add to its contract's (e.g. a cached answer's serializer). */
type Extra = Pick<RouteOptions, 'serializerCompiler' | 'bodyLimit'> & { config?: { anyHost?: boolean } };

/** A file answer's bytes are sent as they are (a stream or a buffer): only its failures have a JSON schema. */
const failuresOf = (responses: Contract['responses']) => Object.fromEntries(Object.entries(responses).filter(([status]) => Number(status) >= 400));

/**
 * Registers the route of a contract: its method and path, the schemas that validate the request and serialise every
 * answer (also the OpenAPI page), and the CSRF flag. Handlers stay thin: they call one use case.
 */
export function route<C extends Contract>(app: FastifyInstance, contract: C, handler: ContractHandler<C>, { config, ...extra }: Extra = {}): void {
  app.route({
    method: contract.method,
    url: contract.path,
    config: { ...config, changesState: contract.changesState },
    schema: {
      ...(contract.summary ? { summary: contract.summary } : {}),
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.body && !contract.upload ? { body: contract.body } : {}),
      response: contract.file ? failuresOf(contract.responses) : contract.responses,
    },
    handler: handler as unknown as RouteOptions['handler'],
    ...extra,
  });
}

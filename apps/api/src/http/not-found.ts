import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.ts';

/** The 404 of spec §8 for the path asked (without its query string). */
export function notFound(request: FastifyRequest): never {
  throw new AppError('NOT_FOUND', 'errors.notFound', null, { path: request.url.split('?')[0] });
}

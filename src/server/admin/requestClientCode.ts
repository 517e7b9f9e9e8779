import type { FastifyRequest } from 'fastify';
import { ClientNotConfiguredError } from '../clientSettings';
import { clientCodeOf } from '../clientHost';

/**
 * The code of the client a request is served for, for back-office records (connection log,
 * accounts created by staff): the client its host maps to (clientHost.ts); null on a server
 * without any client (nothing to record it under).
 */
export async function requestClientCode(request: FastifyRequest): Promise<string | null> {
  try {
    return await clientCodeOf(request);
  } catch (error) {
    if (error instanceof ClientNotConfiguredError) return null;
    throw error;
  }
}

import type { FastifyRequest } from 'fastify';
import { evaluateFeatures, getClient, getClientConfiguration, type ClientConfiguration } from '../clientSettings';
import type { FormContext } from '../validation';

/** The client configuration and the form context the schemas branch on (CONTRIBUTING.md). */
export async function loadFormContext(request: FastifyRequest): Promise<{ config: ClientConfiguration; context: FormContext }> {
  const db = request.server.db;
  const [config, client] = await Promise.all([getClientConfiguration(db), getClient(db)]);
  const header = request.headers['x-numcontrat'];
  const contrat = typeof header === 'string' && header.length > 0 && header.length <= 50 ? header : null;
  return {
    config,
    context: {
      config,
      features: evaluateFeatures(client, contrat),
      roles: request.user?.roles ?? [],
      contrat,
    },
  };
}

/**
 * Where mail links point: the configured PUBLIC_URL (envConfig.ts), never the request's Host
 * header, which whoever sends the request chooses (a reset link pointing to their site).
 */
export function publicOrigin(request: FastifyRequest): string {
  return request.server.config.publicUrl.replace(/\/+$/, '');
}

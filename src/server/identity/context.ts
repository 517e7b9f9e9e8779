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

/** Where mail links point: PUBLIC_URL, else the origin the request came to. */
export function publicOrigin(request: FastifyRequest): string {
  const configured = request.server.config.publicUrl;
  if (configured) return configured.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
}

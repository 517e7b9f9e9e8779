import type { FastifyRequest } from 'fastify';
import { evaluateFeatures, getClient, getClientConfiguration, type ClientConfiguration } from '../clientSettings';
import type { FormContext } from '../validation';
import { currentContrat } from './currentContrat';

/** The client configuration and the form context the schemas branch on (CONTRIBUTING.md). */
export async function loadFormContext(request: FastifyRequest): Promise<{ config: ClientConfiguration; context: FormContext }> {
  const db = request.server.db;
  const [config, client, current] = await Promise.all([getClientConfiguration(db), getClient(db), currentContrat(request)]);
  const contrat = current?.numero ?? null;
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

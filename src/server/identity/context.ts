import type { FastifyRequest } from 'fastify';
import { evaluateFeatures, getClient, getClientConfiguration, type ClientConfiguration } from '../clientSettings';
import type { FormContext } from '../validation';
import { currentContrat } from './currentContrat';
import { clientCodeOf } from '../clientHost';

/** The client configuration and the form context the schemas branch on (CONTRIBUTING.md). */
export async function loadFormContext(request: FastifyRequest): Promise<{ config: ClientConfiguration; context: FormContext }> {
  const db = request.server.db;
  const clientCode = await clientCodeOf(request);
  const [config, client, current] = await Promise.all([getClientConfiguration(db, clientCode), getClient(db, clientCode), currentContrat(request)]);
  const contrat = current?.numero ?? null;
  return {
    config,
    context: {
      config,
      features: evaluateFeatures(client, contrat),
      roles: request.user?.roles ?? [],
      contrat,
      isDonneesROMonegasquesActivated: client.isDonneesROMonegasquesActivated,
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

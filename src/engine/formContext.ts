import type { PortalEnvironment } from './PortalContext';
import { evaluateAllFeatures } from '../language/featureVisibility';

/**
 * Configuration as data (DESIGN.md): the read-only `context` the engine puts into every acte's
 * form data, so one static schema covers every client with if/then/else. The server builds its
 * own from the same function before validating, and never trusts the browser's.
 */
export interface ActeContext {
  config: PortalEnvironment['config'];
  features: Record<string, boolean>;
  roles: string[];
  contrat: string | null;
  /** The client takes Monegasque social-security numbers (acte donneesro). */
  isDonneesROMonegasquesActivated?: boolean;
}

export function buildActeContext(env: Pick<PortalEnvironment, 'client' | 'config' | 'user' | 'contrat'>): ActeContext {
  return {
    config: env.config,
    features: evaluateAllFeatures(env.client.fonctionnalites, env.contrat),
    roles: env.user?.roles ?? [],
    contrat: env.contrat,
    isDonneesROMonegasquesActivated: env.client.isDonneesROMonegasquesActivated,
  };
}

/** The data as the server receives it: everything but the context. */
export function stripContext<T extends Record<string, unknown>>(formData: T): Omit<T, 'context'> {
  const { context: _context, ...body } = formData;
  return body;
}

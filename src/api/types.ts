import type { ActeBodies } from '../generated/types';

/** Shapes of the reads the shell and the engine use (CONTRIBUTING.md). */
// The reads the shell makes at start: generated from schemas/api (also the routes' Fastify
// response schemas), so the browser and the server share one definition.
export type { CurrentClient, FeatureFlag, Fonctionnalites } from '../generated/api/current-client';
export type { ClientConfiguration, CreateAccountAuthMode } from '../generated/api/client-configuration';
export type { CurrentUser, Role } from '../generated/api/current-user';
export type { Contrat, ContratsReply } from '../generated/api/contrats';

export interface CmsItem {
  id: string;
  title: string;
  content: string;
  name: string;
  itemName?: string | null;
}

export interface FaqQuestion {
  title: string;
  content: string;
  rateCode: string;
  clickCode?: string;
  related?: FaqQuestion[];
  order?: number;
}
export interface FaqCategory {
  name: string;
  items: FaqQuestion[];
  order: number;
}

/**
 * A write of an acte: the screen file names the endpoint under /api; the body is the acte's
 * request type generated from its schema (`ActeBodies`, `npm run gen`), so a body that does not
 * fit its acte does not compile.
 */
export type SubmitActeArgs = {
  [N in keyof ActeBodies]: { acte: N; endpoint: string; method?: 'POST' | 'PUT' | 'PATCH' | 'DELETE'; body: ActeBodies[N] };
}[keyof ActeBodies];

/** The arguments of `submitActe` for one acte: `submitActe(submitActeArgs('login', body, 'identity/login'))`. */
export function submitActeArgs<N extends keyof ActeBodies>(
  acte: N,
  body: ActeBodies[N],
  endpoint: string,
  method?: SubmitActeArgs['method'],
): SubmitActeArgs {
  return { acte, body, endpoint, method } as SubmitActeArgs;
}

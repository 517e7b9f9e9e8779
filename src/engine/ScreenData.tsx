import { createContext, useContext, useMemo } from 'react';
import { featureTest, type ConditionScope } from './conditions';
import { usePortal, type PortalEnvironment } from './PortalContext';

/** The outcome of a screen check, as blocks see it (`{ "$check": "status" }`, `"code"`, `"data.x"`). */
export type CheckOutcome = { status: 'pending' } | { status: 'ok'; data: unknown } | { status: 'failed'; code?: string; message: string };

/** What the blocks of a screen may read besides the portal: its route values and its check. */
export interface ScreenData {
  query: Record<string, string>;
  params: Record<string, string | undefined>;
  /** null when the screen has no check. */
  check: CheckOutcome | null;
}

export const ScreenDataContext = createContext<ScreenData>({ query: {}, params: {}, check: null });

export function useScreenData(): ScreenData {
  return useContext(ScreenDataContext);
}

/**
 * The scope of values and conditions on a screen: the route, the check, the visitor, the current
 * contract, the configuration, and the feature test for that contract. Blocks add what is theirs
 * ($data, $response, $item, $read) on top.
 */
export function screenScope(env: Pick<PortalEnvironment, 'client' | 'config' | 'user' | 'contrat'>, data: ScreenData): ConditionScope {
  return {
    query: data.query,
    params: data.params,
    check: data.check ?? undefined,
    user: env.user,
    contrat: env.contrat ? { numeroContrat: env.contrat } : null,
    config: env.config,
    feature: featureTest(env.client.fonctionnalites, env.contrat),
  };
}

export function useScreenScope(): ConditionScope {
  const env = usePortal();
  const data = useScreenData();
  return useMemo(() => screenScope(env, data), [env, data]);
}

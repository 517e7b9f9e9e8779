import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { featureTest, type ConditionScope } from '../language/conditions';
import type { ValueScope } from '../language/values';
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
 * contract, the client and its configuration, the build, and the feature test for that contract.
 * Blocks add what is theirs ($form, $response, $item, $read) on top.
 */
export function screenScope(env: Pick<PortalEnvironment, 'client' | 'config' | 'user' | 'contrat'> & { production?: boolean }, data: ScreenData): ConditionScope {
  return {
    query: data.query,
    params: data.params,
    check: data.check ?? undefined,
    user: env.user,
    contrat: env.contrat ? { numeroContrat: env.contrat } : null,
    config: env.config,
    client: env.client,
    // Unknown build: count it as the production one (developer-only parts stay hidden).
    app: { production: env.production ?? true },
    feature: featureTest(env.client.fonctionnalites, env.contrat),
  };
}

/** Values a block gives the blocks inside it: the row a dialog was opened from ($item), its reads ($read). */
export type ScopeLayer = Pick<ValueScope, 'item' | 'reads'>;

const ScopeLayerContext = createContext<ScopeLayer>({});

/** Adds `item` and named `reads` for the blocks inside (lists, dialogs, summaries); inner reads join outer ones. */
export function ScopeLayerProvider({ value, children }: { value: ScopeLayer; children: ReactNode }) {
  const parent = useContext(ScopeLayerContext);
  const merged = useMemo<ScopeLayer>(
    () => ({ item: 'item' in value ? value.item : parent.item, reads: { ...parent.reads, ...value.reads } }),
    [parent, value],
  );
  return <ScopeLayerContext.Provider value={merged}>{children}</ScopeLayerContext.Provider>;
}

/** The scope of values and conditions where a block stands: the screen's, plus the layers around it. */
export function useScreenScope(): ConditionScope {
  const env = usePortal();
  const data = useScreenData();
  const layer = useContext(ScopeLayerContext);
  return useMemo(() => ({ ...screenScope(env, data), ...layer }), [env, data, layer]);
}

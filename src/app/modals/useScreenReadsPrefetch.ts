import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { matchPath, useLocation } from 'react-router-dom';
import { readApi } from '../../api/readEndpoint';
import type { Contrat } from '../../api/types';
import { pickCurrentContrat } from '../../domain/contrat';
import { evaluateGuards } from '../../engine/guards';
import type { PortalEnvironment } from '../../engine/PortalContext';
import { loadScreenFile, screens } from '../../engine/registries/screens';
import { screenScope } from '../../engine/ScreenData';
import { screenReadsOnArrival } from '../../engine/screenReads';
import { queryObject } from '../../engine/screenValues';
import type { AppDispatch } from '../store';
import { storageKeys } from '../storageKeys';
import { rememberContrat } from '../currentContrat';

/**
 * Issue 18 (accueil usable ≤ 1.5 s on a slow link): once the contracts are known, the reads of the
 * blocks the current screen draws on arrival start at once (screenReadsOnArrival), beside the
 * blocks' code instead of after it has arrived and drawn. Each goes into the API slice's cache
 * under the key the block will use, so it travels once. The contract they are read for (sent as
 * X-NumContrat) is the one the contract selector would keep: the rule's choice is stored first.
 */
export function useScreenReadsPrefetch(env: PortalEnvironment, contrats: { contrats: Contrat[] } | undefined) {
  const dispatch = useDispatch<AppDispatch>();
  const { pathname, search } = useLocation();
  useEffect(() => {
    const current = contrats && pickCurrentContrat(contrats.contrats, localStorage.getItem(storageKeys.currentContrat));
    if (!current || !env.user) return;
    rememberContrat(current.numeroContratIndividuel);
    const query = queryObject(search);
    const found = screens
      .filter((screen) => screen.pattern !== '/*' && !screen.guards?.devOnly)
      .map((screen) => ({ screen, match: matchPath({ path: screen.pattern, end: true }, pathname) }))
      .find(({ match }) => match);
    if (!found || !evaluateGuards(found.screen.guards, { ...env, route: `${pathname}${search}`, query }).allow) return;
    let live = true;
    loadScreenFile(found.screen.file).then(
      (file) => {
        // A screen with a check draws its blocks once the check has answered.
        if (!live || file.check) return;
        const scope = screenScope(env, { query, params: found.match!.params, check: null });
        for (const args of screenReadsOnArrival(file.blocks, scope)) void dispatch(readApi.util.prefetch('read', args, {}));
      },
      () => undefined, // the screen shows its own error
    );
    return () => void (live = false);
  }, [contrats, env, pathname, search, dispatch]);
}

import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { readApi } from '../../api/readEndpoint';
import type { Contrat } from '../../api/types';
import { pickCurrentContrat } from '../../domain/contrat';
import { arrivalReads } from '../../engine/arrivalReads';
import type { PortalEnvironment } from '../../engine/PortalContext';
import type { AppDispatch } from '../store';
import { storageKeys } from '../../api/storageKeys';
import { rememberContrat } from '../../engine/currentContrat';

/**
 * So that the member home is usable within 1.5 s on a slow link: once the contracts are known,
 * the reads of the blocks the current screen draws on arrival start at once (arrivalReads), beside the
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
    let live = true;
    arrivalReads(env, pathname, search).then(
      (arrival) => {
        if (!live || !arrival) return;
        for (const args of arrival.reads) void dispatch(readApi.util.prefetch('read', args, {}));
      },
      () => undefined, // the screen shows its own error
    );
    return () => void (live = false);
  }, [contrats, env, pathname, search, dispatch]);
}

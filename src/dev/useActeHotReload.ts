import { useEffect, useState } from 'react';

/** Sent by scripts/vite/acteHotReload.ts (the same name there and in src/engine/validation/index.ts). */
const ACTE_CHANGED_EVENT = 'ea:acte-changed';

interface ActeChanged {
  acte: string;
  kind: string;
  timestamp: number;
  error?: string;
  /** The API restarts with this change: the same change comes again once the new API answers. */
  redemarrage?: boolean;
}

export interface ActeHotReload {
  revision: number;
  error: string | null;
  /** The API is restarting with a change of this acte: the preview reads it again once it answers. */
  restarting: boolean;
}

/**
 * `npm run dev`: when a file of this acte is saved, the engine has already imported its chunk
 * (schema, validators, UI schema) again (src/engine/validation/index.ts); here `reread` fetches the
 * sample and manifest again, and `revision` goes up so the preview draws its form anew — no page
 * reload. When the API restarts with the change (a regenerated schema, a manifest), the reread
 * waits for the new API (an earlier one would find none). A regeneration that failed (a schema
 * error) is shown instead. Nothing in a production build.
 */
export function useActeHotReload(acte: string, reread: () => void): ActeHotReload {
  const [state, setState] = useState<ActeHotReload>({ revision: 0, error: null, restarting: false });
  useEffect(() => {
    const hot = import.meta.hot;
    if (!hot) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let awaited: number | null = null;
    const listener = (change: ActeChanged) => {
      if (change.acte !== acte && change.acte !== '*') return;
      if (change.error) return setState((previous) => ({ ...previous, error: change.error!, restarting: false }));
      if (change.redemarrage) {
        awaited = change.timestamp;
        clearTimeout(timer);
        return setState((previous) => ({ ...previous, restarting: true }));
      }
      // While the API restarts, only the awaited change (sent again once it answers) reads the acte.
      if (awaited !== null && change.timestamp !== awaited) return;
      awaited = null;
      // A schema change brings several files (schema, validators, chunk): one update for all.
      clearTimeout(timer);
      timer = setTimeout(() => {
        reread();
        setState((previous) => ({ revision: previous.revision + 1, error: null, restarting: false }));
      }, 200);
    };
    hot.on(ACTE_CHANGED_EVENT, listener);
    return () => {
      clearTimeout(timer);
      hot.off(ACTE_CHANGED_EVENT, listener);
    };
  }, [acte, reread]);
  return state;
}

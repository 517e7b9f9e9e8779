import { useEffect, useState } from 'react';

/** Sent by scripts/vite/acteHotReload.ts (the same name there and in src/engine/validation/index.ts). */
const ACTE_CHANGED_EVENT = 'ea:acte-changed';

interface ActeChanged {
  acte: string;
  kind: string;
  error?: string;
}

/**
 * `npm run dev`: when a file of this acte is saved, the engine has already imported its chunk
 * (schema, validators, UI schema) again (src/engine/validation/index.ts); here `reread` fetches the
 * sample and manifest again, and `revision` goes up so the preview draws its form anew — no page
 * reload. A regeneration that failed (a schema error) is shown instead. Nothing in a production build.
 */
export function useActeHotReload(acte: string, reread: () => void): { revision: number; error: string | null } {
  const [state, setState] = useState<{ revision: number; error: string | null }>({ revision: 0, error: null });
  useEffect(() => {
    const hot = import.meta.hot;
    if (!hot) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const listener = (change: ActeChanged) => {
      if (change.acte !== acte && change.acte !== '*') return;
      if (change.error) return setState((previous) => ({ ...previous, error: change.error! }));
      // A schema change brings several files (schema, validators, chunk): one update for all.
      clearTimeout(timer);
      timer = setTimeout(() => {
        reread();
        setState((previous) => ({ revision: previous.revision + 1, error: null }));
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

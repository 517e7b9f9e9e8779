import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { portalApi } from '../api/portalApi';
import type { EngineDispatch } from './engineDispatch';

export type PreviewModeGestion = 'automatique' | 'manuel';

/**
 * A preview's management mode (manuel / automatique), chosen by whoever previews the form, not the
 * server's: put in the slice's cache before the form asks for it (no call). False until then, so
 * the form is drawn only once it reads the chosen mode. Used by the dev preview and the back
 * office's preview of an acte's words.
 */
export function usePreviewModeGestion(id: string | null, mode: PreviewModeGestion): boolean {
  const dispatch = useDispatch<EngineDispatch>();
  const [ready, setReady] = useState<string | null>(null);
  const key = id ? `${id}:${mode}` : 'none';
  useEffect(() => {
    if (!id) return setReady('none');
    setReady(null);
    void Promise.resolve(dispatch(portalApi.util.upsertQueryData('getModeGestion', id, { modeGestion: mode }))).then(() => setReady(`${id}:${mode}`));
  }, [dispatch, id, mode]);
  return ready === key;
}

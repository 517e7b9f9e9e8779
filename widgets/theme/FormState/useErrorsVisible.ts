import { useCallback, useContext, useSyncExternalStore } from 'react';
import { ErrorVisibilityContext } from './ErrorVisibilityContext';

const alwaysVisible = () => true;
const noSubscription = () => () => undefined;

/** Whether the field `id` may show its errors: it was left by the user, or a submit was tried. */
export function useErrorsVisible(id: string): boolean {
  const store = useContext(ErrorVisibilityContext);
  const getSnapshot = useCallback(() => (store ? store.isVisible(id) : true), [store, id]);
  return useSyncExternalStore(store ? store.subscribe : noSubscription, store ? getSnapshot : alwaysVisible);
}

/** Whether a submit was attempted (always true outside a `BlueprintForm`). */
export function useSubmitted(): boolean {
  const store = useContext(ErrorVisibilityContext);
  const getSnapshot = useCallback(() => (store ? store.isSubmitted() : true), [store]);
  return useSyncExternalStore(store ? store.subscribe : noSubscription, getSnapshot);
}

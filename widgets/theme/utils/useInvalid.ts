import { useErrorsVisible } from '../FormState';

/**
 * `aria-invalid` for the input of field `id`: true only when it has errors AND they are shown,
 * so that a screen reader never says « invalide » about a message the user cannot see.
 */
export function useInvalid(id: string, rawErrors: readonly string[] | undefined, hideError?: boolean): boolean {
  const visible = useErrorsVisible(id);
  return !hideError && visible && !!rawErrors && rawErrors.length > 0;
}

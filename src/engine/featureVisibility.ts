import type { Fonctionnalites } from '../api/types';

/**
 * Spec §6 feature visibility, shared by the browser and the server.
 *
 * - A key the client does not configure is shown.
 * - A configured key is shown when it is activated globally AND for the current contract.
 *   "For the current contract" reads isActivatedPerContract[numeroContrat]; when the client has no
 *   per-contract map, or no contract is current (public pages), the global switch decides alone.
 *   A per-contract map that does not list the current contract means "not activated for it".
 * - A comma list ("a,b") is shown when any of its keys is.
 */
export function isFeatureVisible(
  fonctionnalites: Fonctionnalites | undefined,
  keys: string,
  numeroContrat: string | null | undefined,
): boolean {
  return keys
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key !== '')
    .some((key) => isSingleFeatureVisible(fonctionnalites, key, numeroContrat));
}

function isSingleFeatureVisible(fonctionnalites: Fonctionnalites | undefined, key: string, numeroContrat: string | null | undefined): boolean {
  const flag = fonctionnalites?.[key];
  if (!flag) return true;
  if (!flag.isActivated) return false;
  const perContract = flag.isActivatedPerContract;
  if (!perContract || !numeroContrat) return true;
  return perContract[numeroContrat] === true;
}

/** Every configured key, evaluated: the `features` part of the form context. */
export function evaluateAllFeatures(fonctionnalites: Fonctionnalites | undefined, numeroContrat: string | null | undefined): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  for (const key of Object.keys(fonctionnalites ?? {}).sort()) out[key] = isFeatureVisible(fonctionnalites, key, numeroContrat);
  return out;
}

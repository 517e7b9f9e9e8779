import type { Fonctionnalites } from '../generated/api/current-client';

/**
 * Feature visibility, shared by the browser and the server.
 *
 * - A key the client does not configure is shown.
 * - A configured key is shown when it is activated globally AND for the current contract.
 *   "For the current contract" reads isActivatedPerContract[numeroContrat]; when the client has no
 *   per-contract map, or no contract is current (public pages), the global switch decides alone.
 *   A per-contract map that does not list the current contract means "not activated for it".
 * Several keys are combined by the condition language (`any`/`all` of `feature` conditions).
 */
export function isFeatureVisible(fonctionnalites: Fonctionnalites | undefined, key: string, numeroContrat: string | null | undefined): boolean {
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

/** One level of the precedence global → client → contract, as the « pourquoi ? » shows it. */
export interface FeatureVisibilityStep {
  niveau: 'Portail' | 'Client' | 'Contrat';
  valeur: string;
  decide: boolean;
}

/**
 * Why one key is shown or hidden for a contract (the back office's « pourquoi ? »): the same
 * rule as isFeatureVisible, read level by level, with the level that decides marked. The effective
 * value is isFeatureVisible's own answer, so the explanation cannot disagree with the screens.
 */
export function explainFeatureVisibility(
  fonctionnalites: Fonctionnalites | undefined,
  key: string,
  numeroContrat: string | null | undefined,
): { visible: boolean; steps: FeatureVisibilityStep[]; explication: string } {
  const visible = isFeatureVisible(fonctionnalites, key, numeroContrat);
  const flag = fonctionnalites?.[key];
  const perContract = flag?.isActivatedPerContract;
  const listed = numeroContrat && perContract ? perContract[numeroContrat] : undefined;
  const steps: FeatureVisibilityStep[] = [
    { niveau: 'Portail', valeur: 'Affichée : une fonctionnalité non configurée est affichée', decide: !flag },
    {
      niveau: 'Client',
      valeur: !flag ? 'Non configurée' : flag.isActivated ? 'Activée' : 'Désactivée',
      decide: Boolean(flag) && (!flag!.isActivated || !perContract || !numeroContrat),
    },
    {
      niveau: 'Contrat',
      valeur: !numeroContrat
        ? 'Aucun contrat choisi'
        : !perContract
          ? 'Pas de réglage par contrat'
          : listed === undefined
            ? `Contrat ${numeroContrat} absent de la liste des contrats : désactivée pour lui`
            : listed
              ? `Activée pour ${numeroContrat}`
              : `Désactivée pour ${numeroContrat}`,
      decide: Boolean(flag?.isActivated && perContract && numeroContrat),
    },
  ];
  const decisive = steps.find((step) => step.decide)!;
  const explication = `${visible ? 'Affichée' : 'Masquée'}${numeroContrat ? ` pour le contrat ${numeroContrat}` : ''} : décidé au niveau « ${decisive.niveau} » (${decisive.valeur.charAt(0).toLowerCase()}${decisive.valeur.slice(1)}).`;
  return { visible, steps, explication };
}

/**
 * Contract states: eninstance, valide, resilie, suspendu. A non-valid state is shown in
 * brackets beside the contract. Shared by the data blocks' `etat` format and the contract selector.
 */
export type ContratEtat = 'eninstance' | 'valide' | 'resilie' | 'suspendu';

export const CONTRAT_ETAT_LABELS: Record<ContratEtat, string> = {
  eninstance: 'en instance',
  valide: 'valide',
  resilie: 'résilié',
  suspendu: 'suspendu',
};

/** '(résilié)' for a non-valid state, '' for a valid one; an unknown state is shown as it came. */
export function etatSuffix(etat: string): string {
  if (etat === 'valide') return '';
  return `(${CONTRAT_ETAT_LABELS[etat as ContratEtat] ?? etat})`;
}

/** 'Santé Jeunes – n° DEMO1002 (résilié)'. */
export function contratLabel(contrat: { nomOffre: string; numeroContratIndividuel: string; etat: string }): string {
  const base = `${contrat.nomOffre} – n° ${contrat.numeroContratIndividuel}`;
  const suffix = etatSuffix(contrat.etat);
  return suffix ? `${base} ${suffix}` : base;
}

/**
 * The current contract is the stored one if it is active (or the only one), else the
 * first of the list. null when the member has none.
 */
export function pickCurrentContrat<T extends { numeroContratIndividuel: string; isActif: boolean }>(contrats: readonly T[], stored: string | null): T | null {
  const kept = contrats.find((contrat) => contrat.numeroContratIndividuel === stored);
  if (kept && (kept.isActif || contrats.length === 1)) return kept;
  return contrats[0] ?? null;
}

/**
 * Prices shown to a member before they confirm an option or a level (VEL options and
 * garanties): a monthly price per insured person, times the people the contract covers.
 */
const euros = new Intl.NumberFormat('fr-FR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** '9,90 €' */
export function formatEuros(montant: number): string {
  return `${euros.format(montant)} €`;
}

/** The monthly price of the contract: per person × people, in cents-exact euros. */
export function tarifContrat(tarifParAssure: number, nombreAssures: number): number {
  return Math.round(tarifParAssure * 100 * nombreAssures) / 100;
}

/** 'Renfort hospitalisation – 25,60 € par mois (4 assurés)' */
export function libelleTarif(libelle: string, tarifParAssure: number, nombreAssures: number): string {
  const assures = nombreAssures > 1 ? `${nombreAssures} assurés` : '1 assuré';
  return `${libelle} – ${formatEuros(tarifContrat(tarifParAssure, nombreAssures))} par mois (${assures})`;
}

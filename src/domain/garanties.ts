/**
 * A garantie of an offer for one poste de soins, and the reimbursement example the garanties
 * table shows (as the UNOCAM harmonised tables do: a typical expense split into
 * Sécurité sociale, mutuelle and reste à charge). Pure, in cents, so browser, server and the
 * reimbursement simulator give the same euros.
 *
 * - `pourcentBR`: Sécurité sociale + mutuelle together up to `valeur` % of the base (BR).
 * - `forfait`: the mutuelle adds up to `valeur` € to the Sécurité sociale share.
 * - `integral`: the mutuelle pays what is left (100 % Santé, frais réels).
 * The participation forfaitaire stays with the member (contrat responsable).
 */
export type GarantieType = 'pourcentBR' | 'forfait' | 'integral';

export interface GarantieRule {
  type: GarantieType;
  /** % of the base for pourcentBR, euros for forfait, unused for integral. */
  valeur: number | null;
  /** The expense of the example, in euros. */
  depense: number;
  /** Base de remboursement of the Sécurité sociale, in euros. */
  baseRemboursement: number;
  /** Sécurité sociale rate, in % of the base. */
  tauxSecu: number;
  participationForfaitaire?: number;
}

export interface Remboursement {
  secu: number;
  mutuelle: number;
  resteACharge: number;
}

const cents = (euros: number) => Math.round(euros * 100);
const euros = (amount: number) => amount / 100;

export function remboursementExemple(rule: GarantieRule): Remboursement {
  const depense = cents(rule.depense);
  const secuBrute = Math.min(depense, Math.round((cents(rule.baseRemboursement) * rule.tauxSecu) / 100));
  const secu = Math.max(0, secuBrute - cents(rule.participationForfaitaire ?? 0));
  const rest = depense - secuBrute;
  let mutuelle: number;
  switch (rule.type) {
    case 'pourcentBR':
      mutuelle = Math.max(0, Math.round((cents(rule.baseRemboursement) * (rule.valeur ?? 0)) / 100) - secuBrute);
      break;
    case 'forfait':
      mutuelle = cents(rule.valeur ?? 0);
      break;
    case 'integral':
      mutuelle = rest;
      break;
  }
  mutuelle = Math.min(mutuelle, rest);
  return { secu: euros(secu), mutuelle: euros(mutuelle), resteACharge: euros(depense - secu - mutuelle) };
}

const amount = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/** '150 % BR', '60 €', 'Frais réels'. */
export function libelleGarantie(type: GarantieType, valeur: number | null): string {
  switch (type) {
    case 'pourcentBR':
      return `${amount.format(valeur ?? 0)} % BR`;
    case 'forfait':
      return `${amount.format(valeur ?? 0)} €`;
    case 'integral':
      return 'Frais réels';
  }
}

/** The practitioner's sector, where it changes the Sécurité sociale base (médecins' fees). */
export type SecteurPraticien = 'secteur1' | 'optam' | 'nonOptam';

/** A garantie's scale, as the garanties table stores it: the rule without the example's expense. */
export interface GarantieBareme extends Omit<GarantieRule, 'depense'> {
  /** The base for a secteur 2 practitioner outside OPTAM/DPTAM (lower), or null when the sector does not matter. */
  baseNonOptam: number | null;
  /** The base is the price itself (médicaments: the Sécurité sociale's base is the price paid). */
  baseSelonPrix: boolean;
}

/**
 * The reimbursement simulator: the same split as the garanties table's example
 * (remboursementExemple), for the price the member types — and, where it matters, the base of the
 * practitioner's sector.
 */
export function simulerRemboursement(bareme: GarantieBareme, prix: number, secteur?: SecteurPraticien): Remboursement {
  const baseRemboursement = bareme.baseSelonPrix
    ? prix
    : secteur === 'nonOptam' && bareme.baseNonOptam !== null
      ? bareme.baseNonOptam
      : bareme.baseRemboursement;
  return remboursementExemple({ ...bareme, depense: prix, baseRemboursement });
}

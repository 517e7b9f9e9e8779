import type { Queryable } from '../db/types';
import { formatDateFr, fromIsoDate, toIsoDate } from '../../domain/dates';

/**
 * A contract's cotisations schedule and what is paid of it — one rule for the échéancier the
 * member reads and for the échéances the card payment offers, so the two never disagree: an
 * échéance is paid on its date once that date has come (the contract's own payment mode takes
 * it), or on the day a card payment of it was accepted, whichever came first. The others are
 * still to pay.
 */
export interface Echeance {
  /** ISO day of the échéance. */
  date: string;
  montant: number;
  /** ISO day it was paid, null while it is still to pay. */
  payeeLe: string | null;
}

export const ECHEANCE_STATUTS = {
  aVenir: 'À venir',
  payee: (le: string) => `Payée le ${formatDateFr(fromIsoDate(le))}`,
} as const;

export async function echeancierOf(db: Queryable, numeroContrat: string, now: Date): Promise<Echeance[]> {
  const today = toIsoDate(now);
  const { rows } = await db.query<{ date: string; montant: string; paye_par_carte: Date | null }>(
    `SELECT to_char(e.date_echeance, 'YYYY-MM-DD') AS date, e.montant::text AS montant,
            (SELECT min(p.retour_le) FROM paiements_monext p
              WHERE p.numero_contrat = k.numero_contrat_individuel AND p.date_echeance = e.date_echeance AND p.statut = 'paye') AS paye_par_carte
       FROM echeances_cotisations e JOIN contrats k ON k.id = e.contrat_id
      WHERE k.numero_contrat_individuel = $1
      ORDER BY e.date_echeance`,
    [numeroContrat],
  );
  return rows.map((row) => {
    const byCard = row.paye_par_carte ? toIsoDate(new Date(row.paye_par_carte)) : null;
    const onItsDate = row.date <= today ? row.date : null;
    const payeeLe = [byCard, onItsDate].filter((day): day is string => day !== null).sort()[0] ?? null;
    return { date: row.date, montant: Number(row.montant), payeeLe };
  });
}

/** The échéances still to pay, oldest first: the only ones the card payment offers. */
export async function echeancesARegler(db: Queryable, numeroContrat: string, now: Date): Promise<Echeance[]> {
  return (await echeancierOf(db, numeroContrat, now)).filter((echeance) => echeance.payeeLe === null);
}

export const libelleStatut = (echeance: Echeance): string => (echeance.payeeLe ? ECHEANCE_STATUTS.payee(echeance.payeeLe) : ECHEANCE_STATUTS.aVenir);

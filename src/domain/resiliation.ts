import { computeDateEffet, type DateEffetRule } from './dateEffet';
import type { DateInput } from './dates';

/**
 * When a contract ends after the member asks to terminate it (issue 15, « Résilier votre contrat »).
 *
 * Sources:
 * - Loi n° 2022-1158 du 16 août 2022, art. 17, and décret n° 2023-182 du 16 mars 2023 (in force
 *   since 1 June 2023): a permanent, free, easy-to-reach « Résilier votre contrat » function,
 *   and an acknowledgement that states the date the contract ends.
 * - Code de la mutualité, art. L. 221-10-2 (loi n° 2019-733, « résiliation infra-annuelle »):
 *   once one year has passed since the first subscription, the member may terminate at any time,
 *   and the termination takes effect one month after the mutuelle receives the notification.
 *
 * The rule: the contract ends on the later of (request day + 1 month) and (contract start +
 * 1 year) — one month's notice, never before the first year is over. Expressed as a date-effet
 * rule (spec §3) so the form, the server and the acknowledgement compute it with the same
 * `computeDateEffet`; migration 340 stores it as every client's default rule for the acte
 * « resiliation » (field dateEffet), and a client may store a later one of its own.
 */
export const LEGAL_RESILIATION_RULE: DateEffetRule = {
  id: 'resiliation',
  plages: [
    {
      libelle: 'Date de fin du contrat',
      contraintes: [
        { detail: { dateReference: 'AUJ', modificateurMois: 1, borne: '>=' } },
        { detail: { dateReference: 'CDEB', modificateurAnnee: 1, borne: '>=' } },
      ],
    },
  ],
};

/** The earliest day the contract may end for a request made on `requestDate` (see above). */
export function resiliationEndDate(dateDebutContrat: DateInput | null, requestDate: Date): Date {
  const result = computeDateEffet(LEGAL_RESILIATION_RULE, { today: requestDate, dateDebutContrat });
  const interval = result.intervals[0];
  if (!interval?.minDate) throw new Error('Règle de résiliation sans date de fin');
  return interval.minDate;
}

import { computeDateEffet, type DateEffetRule } from '../domain/dateEffet';
import type { DateInput } from '../domain/dates';
import { dateEffetCondition } from './conditions';
import { dateEffetRulesOf } from './acteManifest';
import resiliationManifest from '../../schemas/actes/resiliation/resiliation.acte.json' with { type: 'json' };
import type { ActeManifest } from '../generated/acteManifest';

/**
 * When a contract ends after the member asks to terminate it (« Résilier votre contrat »).
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
 * 1 year) — one month's notice, never before the first year is over. A member who terminates
 * « à l'échéance annuelle » (motif ECHEANCE) keeps the contract to its next anniversary: that
 * date too is a lower bound then. Expressed as a date-effet rule so the form, the
 * server and the acknowledgement compute it with the same `computeDateEffet` (the motif is a
 * condition of the file language on the form's data). The rule is written once, in the acte's
 * manifest (schemas/actes/resiliation/resiliation.acte.json, `dateEffet`), every client's rule for
 * the field dateEffet; a client may store a later one of its own (table date_effet_rules).
 * This is the manifest's rule for the field dateEffet (motif ECHEANCE: its condition on the data).
 */
export const LEGAL_RESILIATION_RULE: DateEffetRule = dateEffetRulesOf(resiliationManifest as unknown as ActeManifest).dateEffet;

/** The earliest day the contract may end for a request made on `requestDate` for this motif (see above). */
export function resiliationEndDate(dateDebutContrat: DateInput | null, requestDate: Date, motif?: string): Date {
  const result = computeDateEffet(LEGAL_RESILIATION_RULE, { today: requestDate, dateDebutContrat, donnees: { motif }, evaluateCondition: dateEffetCondition });
  const interval = result.intervals[0];
  if (!interval?.minDate) throw new Error('Règle de résiliation sans date de fin');
  return interval.minDate;
}

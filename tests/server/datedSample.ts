import type { Queryable } from '../../src/server/db/types';
import { computeDateEffet } from '../../src/domain/dateEffet';
import { toIsoDate } from '../../src/domain/dates';
import { dateEffetFormContext, loadDateEffetRules } from '../../src/server/actes/dateEffetRules';

/**
 * Samples are static files and their dates d'effet go stale as the calendar moves on: each field a
 * date-effet rule governs is set to the date the member's form would propose today (the rule's
 * default for the contract and the sample's own answers), so a test posting a sample passes on any day.
 */
export async function withDateEffetToday<T extends Record<string, unknown>>(
  db: Queryable,
  acte: string,
  numeroContrat: string,
  today: Date,
  sample: T,
): Promise<T> {
  const rules = await loadDateEffetRules(db, acte);
  const context = await dateEffetFormContext(db, numeroContrat, today, sample);
  const dated: Record<string, unknown> = { ...sample };
  for (const [champ, rule] of Object.entries(rules)) {
    const { defaultDate } = computeDateEffet(rule, context);
    if (!defaultDate) throw new Error(`${acte}: no date d'effet is open today for ${champ} on ${numeroContrat}`);
    dated[champ] = toIsoDate(defaultDate);
  }
  return dated as T;
}

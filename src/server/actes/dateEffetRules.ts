import type { Queryable } from '../db/types';
import { dateEffetCondition } from '../../language/conditions';
import { dateEffetRulesOf } from '../../language/acteManifest';
import { computeDateEffet, dateEffetRefusal, type DateEffetContext, type DateEffetRule } from '../../domain/dateEffet';
import { toIsoDate } from '../../domain/dates';
import { manifestIfAny } from './manifests';
import { DEFAULT_CLIENT_SQL } from '../clientSettings';

/**
 * Date-effet rules are files: the acte's manifest (`dateEffet`, one rule per field, checked by
 * `npm run check`) gives every client's rule. A client may still have its own, stored in table
 * date_effet_rules under its code, and a '*' row an administrator kept from before the rules were
 * files (migration 740 removed the shipped ones) still comes before the file. A request gets its
 * client's rules (clientHost.ts), in the screen's read and in the server's check alike. The acte's
 * screen reads them (GET /api/forms/<acte>/date-effet) and the generic acte route refuses a date
 * outside them — both with src/domain/dateEffet.ts, so browser and server cannot disagree.
 */
export type DateEffetRules = Record<string, DateEffetRule>;

/**
 * The rules of an acte for a client — the request's (`clientCodeOf(request)`); omitted, the default
 * client — its own rule for a field winning over a stored default ('*'), which wins over the manifest's.
 */
export async function loadDateEffetRules(db: Queryable, acte: string, clientCode?: string): Promise<DateEffetRules> {
  const { rows } = await db.query<{ champ: string; regle: DateEffetRule }>(
    `SELECT DISTINCT ON (r.champ) r.champ, r.regle
       FROM date_effet_rules r
      WHERE r.acte = $1
        AND (r.client_code = '*' OR r.client_code = coalesce($2, ${DEFAULT_CLIENT_SQL}))
      ORDER BY r.champ, (r.client_code = '*')`,
    [acte, clientCode ?? null],
  );
  return { ...dateEffetRulesOf(manifestIfAny(acte)), ...Object.fromEntries(rows.map((row) => [row.champ, row.regle])) };
}

/** The reference dates of a contract (CDEB, CFIN) as ISO days, for the rules. */
export async function dateEffetContextOf(db: Queryable, numeroContrat: string | null): Promise<Pick<DateEffetContext, 'dateDebutContrat' | 'dateFinContrat'>> {
  if (!numeroContrat) return {};
  const { rows } = await db.query<{ debut: string | null; fin: string | null }>(
    `SELECT to_char(date_debut, 'YYYY-MM-DD') AS debut, to_char(date_fin, 'YYYY-MM-DD') AS fin
       FROM contrats WHERE numero_contrat_individuel = $1`,
    [numeroContrat],
  );
  return { dateDebutContrat: rows[0]?.debut ?? null, dateFinContrat: rows[0]?.fin ?? null };
}

/**
 * What the acte's screen reads: the rules, the contract they are computed for (its number and
 * offer, shown by the form) with its reference dates, and the server's today.
 */
export async function dateEffetRead(db: Queryable, acte: string, numeroContrat: string | null, now: Date, clientCode?: string) {
  const { rows } = await db.query<{ numero: string; nom_offre: string }>(
    'SELECT numero_contrat_individuel AS numero, nom_offre FROM contrats WHERE numero_contrat_individuel = $1',
    [numeroContrat ?? ''],
  );
  return {
    rules: await loadDateEffetRules(db, acte, clientCode),
    contrat: rows[0] ? { numero: rows[0].numero, nomOffre: rows[0].nom_offre } : null,
    context: await dateEffetContextOf(db, numeroContrat),
    today: toIsoDate(now),
  };
}

/** What a rule is computed against for a filed form: the contract's dates, the server's today and the form's data (its conditions read it). */
export async function dateEffetFormContext(db: Queryable, numeroContrat: string | null, now: Date, data: Record<string, unknown>): Promise<DateEffetContext> {
  return { ...(await dateEffetContextOf(db, numeroContrat)), today: now, donnees: data, evaluateCondition: dateEffetCondition };
}

/** The field errors (the product's messages) of the submitted dates d'effet, empty when every one is allowed. */
export async function dateEffetErrors(
  db: Queryable,
  acte: string,
  data: Record<string, unknown>,
  numeroContrat: string | null,
  now: Date,
  clientCode?: string,
): Promise<Array<{ path: string; message: string }>> {
  const rules = await loadDateEffetRules(db, acte, clientCode);
  const fields = Object.keys(rules);
  if (fields.length === 0) return [];
  const context = await dateEffetFormContext(db, numeroContrat, now, data);
  const errors: Array<{ path: string; message: string }> = [];
  for (const field of fields) {
    const value = data[field];
    if (value === undefined) continue; // the schema says whether the field is required
    const message = dateEffetRefusal(value as string, computeDateEffet(rules[field], context).intervals);
    if (message) errors.push({ path: `/${field}`, message });
  }
  return errors;
}

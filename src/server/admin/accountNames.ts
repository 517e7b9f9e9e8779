import type { Queryable } from '../db/types';
import { ACCOUNT_NAME_SQL } from '../identity/users';
import { SEARCH_COUNT_LIMIT } from './cappedCount';

/** « prénom nom » and « nom prénom » of a row of noms_comptes (migration 960): an account's, as ACCOUNT_NAME_SQL has them. */
const NAME_ROW_SQL = { prenomNom: "(n.prenom || ' ' || n.nom)", nomPrenom: "(n.nom || ' ' || n.prenom)" } as const;

export type NameForm = keyof typeof NAME_ROW_SQL;

/** The condition « one of these forms of the name holds $1 », on an account (u) or on a name (n). */
export const nameHolds = (forms: readonly NameForm[], of: 'u' | 'n') =>
  `(${forms.map((form) => `${of === 'u' ? ACCOUNT_NAME_SQL[form] : NAME_ROW_SQL[form]} ILIKE $1`).join(' OR ')})`;

/**
 * The ids of the first `count` accounts a search finds, in the accounts list's order (name, then
 * identifier), and perhaps a few more, when more than SEARCH_COUNT_LIMIT accounts, and more than
 * `count`, bear a name that holds it; null otherwise (the caller then collects every account found, which are then few by
 * name), or when a name it needs is missing on some account ('' in noms_comptes).
 *
 * Through noms_comptes (migration 960): the names that hold the search, in order, give the first
 * `count` accounts found by name (users_nom_compte_idx, a few index entries per name). An account
 * found by its identifier alone comes first only if its name is before the last of those; such
 * names are those whose accounts' identifiers have every three characters of the search
 * (`trigrammes`, a GIN index), or, for a search of one or two characters (the start of the
 * identifier), the identifiers starting with it (users_user_name_lower_prefix). So a common piece
 * (« martin »: 103 811 accounts by name, as many identifiers) costs a few names and twenty
 * accounts, not the tenth of a million identifiers.
 */
export async function firstAccountsByName(
  db: Queryable,
  { pattern, typed, forms, count }: { pattern: string; typed: string; forms: readonly NameForm[]; count: number },
): Promise<string[] | null> {
  const { rows: named } = await db.query<{ comptes: number; incomplets: boolean; noms: string[]; prenoms: string[] }>(
    `WITH n AS MATERIALIZED (SELECT nom, prenom, comptes FROM noms_comptes n WHERE ${nameHolds(forms, 'n')}),
          c AS (SELECT nom, prenom, sum(comptes) OVER (ORDER BY nom, prenom) - comptes AS avant FROM n)
     SELECT (SELECT coalesce(sum(comptes), 0)::int FROM n) AS comptes,
            (SELECT coalesce(bool_or(nom = '' OR prenom = ''), false) FROM n) AS incomplets,
            (SELECT coalesce(array_agg(nom ORDER BY nom, prenom), '{}') FROM c WHERE avant < $2) AS noms,
            (SELECT coalesce(array_agg(prenom ORDER BY nom, prenom), '{}') FROM c WHERE avant < $2) AS prenoms`,
    [pattern, count],
  );
  const { comptes, incomplets, noms, prenoms } = named[0]!;
  // more accounts than the page's last: the page after it exists (the table offers it)
  if (comptes <= SEARCH_COUNT_LIMIT || comptes <= count || incomplets) return null;
  const { rows: first } = await db.query<{ id: string; nom: string; prenom: string }>(
    `SELECT u.id::text AS id, u.nom_compte AS nom, u.prenom_compte AS prenom
       FROM unnest($1::text[], $2::text[]) WITH ORDINALITY g(nom, prenom, o)
       CROSS JOIN LATERAL (SELECT u.id, u.nom_compte, u.prenom_compte, u.user_name FROM users u
                            WHERE u.nom_compte = g.nom AND u.prenom_compte = g.prenom ORDER BY u.user_name LIMIT $3) u
      ORDER BY g.o, u.user_name LIMIT $3`,
    [noms, prenoms, count],
  );
  const last = first.at(-1);
  // the accounts changed between the two reads: the caller's way is right whatever they are
  if (first.length < count || !last) return null;
  const byIdentifier = await foundByIdentifierBefore(db, { pattern, typed, forms, before: last });
  if (!byIdentifier) return null;
  return [...first.map((row) => row.id), ...byIdentifier];
}

/**
 * The accounts whose identifier holds the search but not their name, among the names before
 * `before`'s; null when one of them lacks a name ('' in noms_comptes: its accounts are not found
 * by =).
 */
async function foundByIdentifierBefore(
  db: Queryable,
  { pattern, typed, forms, before }: { pattern: string; typed: string; forms: readonly NameForm[]; before: { nom: string; prenom: string } },
): Promise<string[] | null> {
  if (!pattern.startsWith('%')) {
    // The start of the identifier: a range of users_user_name_lower_prefix, said with its operators
    // so that a plan made for any text uses it (LIKE with a parameter does not).
    const { rows } = await db.query<{ id: string }>(
      `SELECT u.id::text AS id FROM users u, (SELECT lower($4) AS debut) d
        WHERE lower(u.user_name) ~>=~ d.debut AND lower(u.user_name) ~<~ (left(d.debut, -1) || chr(ascii(right(d.debut, 1)) + 1))
          AND lower(u.user_name) LIKE lower($1) AND (u.nom_compte, u.prenom_compte) < ($2, $3) AND NOT ${nameHolds(forms, 'u')}`,
      [pattern, before.nom, before.prenom, typed],
    );
    return rows.map((row) => row.id);
  }
  const { rows } = await db.query<{ incomplets: boolean; ids: string[] }>(
    `WITH g AS MATERIALIZED (SELECT nom, prenom FROM noms_comptes n
                               WHERE n.trigrammes @> trigrammes($2) AND (n.nom, n.prenom) < ($3, $4) AND NOT ${nameHolds(forms, 'n')})
     SELECT (SELECT coalesce(bool_or(nom = '' OR prenom = ''), false) FROM g) AS incomplets,
            (SELECT coalesce(array_agg(u.id::text), '{}') FROM g JOIN users u ON (u.nom_compte, u.prenom_compte) = (g.nom, g.prenom)
              -- tested on each of the name's accounts, not through the trigram index (its thousands of entries)
              WHERE lower(u.user_name) LIKE lower($1)) AS ids`,
    [pattern, typed, before.nom, before.prenom],
  );
  return rows[0]!.incomplets ? null : rows[0]!.ids;
}

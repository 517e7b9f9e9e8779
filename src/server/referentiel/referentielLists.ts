import type { Queryable } from '../db/types';
import { foldText } from '../content/faqSearch';
import { allCommunes, communesOf } from './communes';
import { paysItems } from './pays';
import { referentielLabels, referentielListExists, searchReferentiel, type ReferentielItemRow } from './referentielItems';

/**
 * Every reference list, wherever it is kept: the lists an official source publishes come from its
 * package (code-postal: La Poste's postal codes and communes; pays: ISO 3166 in French), the
 * mutuelle's own lists from the database (referentiel_items). The same reads for both, so the
 * route, the recap's labels and the server's checks never ask where a list lives.
 */
const OFFICIAL: Record<string, { all: () => ReferentielItemRow[]; byCode?: (q: string) => ReferentielItemRow[] | null }> = {
  // A full postal code is looked up, not searched (the commune picker's one request).
  'code-postal': { all: allCommunes, byCode: (q) => (/^\d{5}$/.test(q) ? communesOf(q) : null) },
  pays: { all: paysItems },
};

// Each label folded once: a search runs through 39 000 communes.
const folded = new WeakMap<ReferentielItemRow, string>();
function foldedLabel(item: ReferentielItemRow): string {
  let label = folded.get(item);
  if (label === undefined) folded.set(item, (label = foldText(item.libelle)));
  return label;
}

const valueOf = (item: ReferentielItemRow, key: string): string | undefined =>
  key === 'code' ? item.code : key === 'libelle' ? item.libelle : (item.extra?.[key] as string | undefined);

/**
 * A list's items, in display order, at most `limit`; `q` (null for all) keeps those whose code
 * (or postal code) starts with it or whose label holds it, accent-insensitive.
 */
export async function searchList(db: Queryable, listName: string, q: string | null, limit: number): Promise<ReferentielItemRow[]> {
  const official = OFFICIAL[listName];
  if (!official) return searchReferentiel(db, listName, q, limit);
  if (q === null) return official.all().slice(0, limit);
  const exact = official.byCode?.(q);
  if (exact) return exact.slice(0, limit);
  const wanted = foldText(q);
  const found: ReferentielItemRow[] = [];
  for (const item of official.all()) {
    if (item.code.startsWith(q) || valueOf(item, 'codePostal')?.startsWith(q) || foldedLabel(item).includes(wanted)) found.push(item);
    if (found.length >= limit) break;
  }
  return found;
}

export async function listExists(db: Queryable, listName: string): Promise<boolean> {
  return listName in OFFICIAL || referentielListExists(db, listName);
}

/**
 * The labels of the items of `listName` whose `valueKey` is one of `values`, read at `labelKey`
 * (code, libelle or a list-specific key); a value no item has is left out, the first item wins.
 */
export async function listLabels(db: Queryable, listName: string, valueKey: string, labelKey: string, values: string[]): Promise<Record<string, string>> {
  const official = OFFICIAL[listName];
  if (!official) return referentielLabels(db, listName, valueKey, labelKey, values);
  const wanted = new Set(values);
  const labels: Record<string, string> = {};
  for (const item of official.all()) {
    const value = valueOf(item, valueKey);
    const label = valueOf(item, labelKey);
    if (value !== undefined && label && wanted.has(value) && !(value in labels)) labels[value] = label;
  }
  return labels;
}

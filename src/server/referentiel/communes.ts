import { createRequire } from 'node:module';
import { normalizeName } from '../identity/matchMember';
import type { ReferentielItemRow } from './referentielItems';

/**
 * The communes of each French postal code, from La Poste's official base (package codes-postaux:
 * metropolitan France, Corsica and overseas). Read on first use (4 MB of JSON), so the
 * server starts without it. An item is one commune of a postal code: `code` its INSEE code,
 * `localite` the line the post office delivers to (libellé d'acheminement, as an address is written).
 */
interface CodePostalEntry {
  codePostal: string;
  codeCommune: string;
  nomCommune: string;
  libelleAcheminement: string;
}

let entries: CodePostalEntry[] | undefined;
let byPostalCode: Map<string, CodePostalEntry[]> | undefined;

function index(): Map<string, CodePostalEntry[]> {
  if (!byPostalCode) {
    // Loaded as data, not imported: its type would be inferred from 39 000 lines.
    entries = createRequire(import.meta.url)('codes-postaux/codes-postaux.json') as CodePostalEntry[];
    byPostalCode = new Map();
    for (const entry of entries) {
      const list = byPostalCode.get(entry.codePostal);
      if (list) list.push(entry);
      else byPostalCode.set(entry.codePostal, [entry]);
    }
  }
  return byPostalCode;
}

function item(entry: CodePostalEntry): ReferentielItemRow {
  return {
    code: entry.codeCommune,
    libelle: `${entry.codePostal} ${entry.libelleAcheminement}`,
    extra: { codePostal: entry.codePostal, localite: entry.libelleAcheminement, nomCommune: entry.nomCommune, codeCommune: entry.codeCommune },
  };
}

/** The communes of one postal code (none for a code La Poste does not have). */
export function communesOf(codePostal: string): ReferentielItemRow[] {
  return (index().get(codePostal) ?? []).map(item);
}

let items: ReferentielItemRow[] | undefined;

/** All the communes, in La Poste's order (by postal code), for the list's prefix or label search. */
export function allCommunes(): ReferentielItemRow[] {
  index();
  items ??= entries!.map(item);
  return items;
}

/**
 * Whether `localite` names a commune of `codePostal`: its delivery line or its name, whatever the
 * case, accents, hyphens or apostrophes (« Saint-Denis » is « SAINT DENIS »).
 */
export function isCommuneOf(codePostal: string, localite: string): boolean {
  const wanted = normalizeName(localite);
  return (index().get(codePostal) ?? []).some((entry) => normalizeName(entry.libelleAcheminement) === wanted || normalizeName(entry.nomCommune) === wanted);
}

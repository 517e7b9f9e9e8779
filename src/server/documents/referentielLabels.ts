import type { Queryable } from '../db/types';
import { referenceKey, type ReferenceLabels, type ReferenceSource } from '../../language/recap';
import { beneficiaireLabel, peopleOfContrat } from '../contrats/beneficiaires';
import { listLabels, searchList } from '../referentiel/referentielLists';
import { optionChoicesOf } from '../actes/contratOffres';
import { formReadResource } from '../actes/formReads';
import { sinistresByIds } from '../actes/demandes';
import { sinistreLibelle } from '../actes/sinistreLibelle';

/**
 * The labels a demande's recap shows for its reference codes, read where the form read them: the
 * server's lists (GET /api/referentiel/<list>: `valueKey`/`labelKey` as the field uses them) and
 * the persons of the demande's contract (`adherent/beneficiaires`: code = numPers, label as
 * GET /api/adherent/beneficiaires names them), the member's declared sinistres (`adherent/sinistres`, as pj-sinistre lists them), and the reads the acte's member form took its choices
 * from (`"items": { "$read": "motifs" }`: a reference list, the contract's options). A code no list
 * has, or another read: no label, the recap shows the code as it is.
 */
export async function referenceLabels(
  db: Queryable,
  acte: string,
  numeroContrat: string | null,
  references: ReadonlyArray<{ source: ReferenceSource; codes: string[] }>,
): Promise<ReferenceLabels> {
  const labels: ReferenceLabels = {};
  for (const { source, codes } of references) {
    const found: Record<string, string> = {};
    if (source.read) {
      for (const choice of await readChoices(db, acte, source.read, numeroContrat)) if (codes.includes(choice.code)) found[choice.code] ??= choice.libelle;
    } else if (source.list) {
      const valueKey = source.valueKey ?? 'code';
      const labelKey = source.labelKey ?? 'libelle';
      Object.assign(found, await listLabels(db, source.list, valueKey, labelKey, codes));
    } else if (source.resource === 'adherent/beneficiaires' && numeroContrat) {
      for (const person of await peopleOfContrat(db, numeroContrat)) if (codes.includes(person.code)) found[person.code] = beneficiaireLabel(person);
    } else if (source.resource === 'adherent/sinistres' && numeroContrat) {
      const ids = codes.filter((code) => /^\d{1,15}$/.test(code)).map(Number);
      for (const sinistre of await sinistresByIds(db, ids, numeroContrat)) found[String(sinistre.id)] = sinistreLibelle(sinistre);
    }
    if (Object.keys(found).length > 0) labels[referenceKey(source)] = found;
  }
  return labels;
}

/** The `{ code, libelle }` items of the form's read `ref` (« motifs », « options »): as the member's form read them. */
async function readChoices(db: Queryable, acte: string, ref: string, numeroContrat: string | null): Promise<Array<{ code: string; libelle: string }>> {
  const resource = formReadResource(acte, ref.split('.')[0]);
  if (!resource || ref.includes('.')) return [];
  if (resource.startsWith('referentiel/')) return searchList(db, resource.slice('referentiel/'.length), null, 10000);
  return (numeroContrat && (await optionChoicesOf(db, numeroContrat, resource))) || [];
}

import fs from 'node:fs';
import path from 'node:path';
import type { Queryable } from '../db/types';
import { formatDateFr, fromIsoDate } from '../../domain/dates';
import { recapPdfTexts as T } from '../../i18n/recapPdf';
import { recapModel, referencesOf, type RecapGroup, type ReferenceLabels } from '../../language/recap';
import { acteLibelle, acteWordRevisionOfDemande, demandeToRecap } from '../actes/demandes';
import { acteFilesWithWords, wordsOfRevision } from '../actes/acteWords';
import type { ActeWords } from '../../language/acteWords';
import { asCurrentVersion } from '../actes/acteVersions';
import { DEMANDE_MESSAGE_AUTEURS, demandeMessages } from '../actes/demandeMessages';
import { ACTES_ROOT, readManifests } from '../actes/manifests';
import { bundledSchemaOf } from '../validation';
import { recapPdf } from './recapPdf';
import { referenceLabels } from './referentielLabels';
import type { FastifyReply } from 'fastify';
import { contentDisposition } from './attachment';

/**
 * A demande's recap on the server: the data as the acte's current version reads it (migrated from
 * the version it was filed under), the labels of its reference codes, and the recap model drawn
 * with the acte's schema (the same bundled file the server validates with) and UI schema (the file
 * the form is drawn from). The PDF prints it; the back office gets the same data and labels and
 * draws the same model. An acte whose files are gone still gets its recap: every field under its own name.
 */
export interface DemandeRecapFile {
  fileName: string;
  pdf: Buffer;
}

type Obj = Record<string, unknown>;

function readJson(read: () => unknown): Obj {
  try {
    const value = read();
    return typeof value === 'object' && value !== null ? (value as Obj) : {};
  } catch {
    return {};
  }
}

const uiSchemaOf = (acte: string) => readJson(() => JSON.parse(fs.readFileSync(path.join(ACTES_ROOT, acte, `${acte}.ui.json`), 'utf8')));
const schemaOf = (acte: string) => readJson(() => bundledSchemaOf(acte));

export interface DemandeRecapData {
  /** The data as filed, migrated to the acte's current version. */
  donnees: Obj;
  /** The labels of the reference codes it holds (a beneficiary's name). */
  libelles: ReferenceLabels;
  sections: RecapGroup[];
}

/** The recap of a demande of `acte` filed under `version` with `donnees` on the contract `numeroContrat`, in the words it was filed under. */
export async function demandeRecapData(
  db: Queryable,
  acte: string,
  version: number,
  donnees: Obj | null,
  numeroContrat: string | null,
  words: ActeWords = {},
): Promise<DemandeRecapData> {
  const data = asCurrentVersion(acte, version, donnees ?? {});
  const worded = Object.keys(words).length > 0 ? acteFilesWithWords(acte, words) : undefined;
  const input = worded ? { schema: worded.schema, uiSchema: worded.ui, data } : { schema: schemaOf(acte), uiSchema: uiSchemaOf(acte), data };
  const libelles = await referenceLabels(db, acte, numeroContrat, referencesOf(input));
  return { donnees: data, libelles, sections: recapModel({ ...input, labels: libelles }) };
}

/** The manifests, read once (the files ship with the server). */
let manifests: ReturnType<typeof readManifests> | undefined;

/** The recap PDF of one demande, for the member's route and the back office's; `owner` limits it to one member's demandes, null: any (staff). */
export async function demandeRecap(db: Queryable, id: number, owner: string | null): Promise<DemandeRecapFile | null> {
  const demande = await demandeToRecap(db, id, owner);
  if (!demande) return null;
  manifests ??= readManifests();
  const words = await wordsOfRevision(db, await acteWordRevisionOfDemande(db, id));
  const worded = acteFilesWithWords(demande.acte, words)?.manifest;
  const manifest = manifests.get(demande.acte);
  const { sections } = await demandeRecapData(db, demande.acte, demande.acte_version, demande.donnees, demande.numero_contrat, words);
  const pdf = await recapPdf({
    title: typeof worded?.libelle === 'string' ? worded.libelle : manifest ? acteLibelle(manifest) : demande.acte,
    id,
    date: formatDateFr(fromIsoDate(demande.date)),
    numeroContrat: demande.numero_contrat,
    sections,
    documents: demande.documents ?? [],
    // Printed for staff and member alike: each side is named, not « Vous ».
    echanges: (await demandeMessages(db, id)).map((m) => ({
      auteur: DEMANDE_MESSAGE_AUTEURS.gestion[m.auteur],
      date: formatDateFr(fromIsoDate(m.date)),
      texte: m.texte,
    })),
  });
  return { fileName: T.fileName(demande.acte, id), pdf };
}

/** Sends a recap as the download « Télécharger le récapitulatif » gets: a private PDF, never cached. */
export function sendRecap(reply: FastifyReply, recap: DemandeRecapFile): FastifyReply {
  return reply
    .type('application/pdf')
    .header('content-disposition', contentDisposition(recap.fileName))
    .header('cache-control', 'private, no-store')
    .send(recap.pdf);
}

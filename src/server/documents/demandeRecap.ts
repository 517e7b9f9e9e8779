import fs from 'node:fs';
import path from 'node:path';
import type { Queryable } from '../db/types';
import { formatDateFr, fromIsoDate } from '../../domain/dates';
import { recapPdfTexts as T } from '../../i18n/recapPdf';
import { acteLibelle } from '../actes/demandes';
import { DEMANDE_MESSAGE_AUTEURS, demandeMessages } from '../actes/demandeMessages';
import { ACTES_ROOT, readManifests } from '../actes/manifests';
import { bundledSchemaOf } from '../validation';
import { recapSections } from './recapContent';
import { recapPdf } from './recapPdf';
import { referentielLookup } from './referentielLabels';
import type { FastifyReply } from 'fastify';
import { contentDisposition } from './attachment';

/**
 * The recap PDF of one demande, for the member's route and the back office's:
 * the demande as filed (its data, its number and day, its contract, the names of its documents)
 * laid out with the acte's schema (the same bundled file the server validates with) and UI schema
 * (the file the form is drawn from). `owner` limits it to one member's demandes; null: any (staff).
 * An acte whose files are gone still gets its recap: every field under its own name.
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

/** The manifests, read once (the files ship with the server). */
let manifests: ReturnType<typeof readManifests> | undefined;

export async function demandeRecap(db: Queryable, id: number, owner: string | null): Promise<DemandeRecapFile | null> {
  const { rows } = await db.query<{ acte: string; date: string; numero_contrat: string | null; donnees: Obj | null; documents: string[] | null }>(
    `SELECT d.acte, to_char(d.created_at, 'YYYY-MM-DD') AS date, d.numero_contrat, d.donnees,
            (SELECT array_agg(dd.local_file_name ORDER BY dd.id) FROM demande_documents dd WHERE dd.demande_id = d.id) AS documents
       FROM demandes d WHERE d.id = $1 AND ($2::uuid IS NULL OR d.user_id = $2::uuid)`,
    [id, owner],
  );
  const demande = rows[0];
  if (!demande) return null;
  manifests ??= readManifests();
  const manifest = manifests.get(demande.acte);
  const { context: _context, ...data } = demande.donnees ?? {};
  void _context;
  const sections = await recapSections(schemaOf(demande.acte), uiSchemaOf(demande.acte), data, referentielLookup(db, demande.numero_contrat));
  const pdf = await recapPdf({
    title: manifest ? acteLibelle(manifest) : demande.acte,
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

import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/types';
import { publicOrigin } from '../identity/context';
import { demandeAckMail } from '../mail/demandeMails';
import { queueMail } from '../mail/outbox';
import { bankDetailsChangedMail } from '../mail/templates';
import { deleteBrouillon } from './brouillons';
import { isBeneficiaireAccount } from '../identity/beneficiaireScope';
import { applicationOf } from './application';
import { acknowledgementSentence, acteLibelle, addDocuments, insertDemande, recordActeWordRevision, recordStatut, TRAITEE_AUTOMATIQUEMENT, type UploadedDocument } from './demandes';
import { manifestInClientWords } from './acteWords';
import { clientCodeOf } from '../clientHost';
import type { ModeGestion } from './modeGestion';
import type { ActeManifest } from './manifests';

export interface FiledDemande {
  demandeId: number;
  /** Outbox rows to deliver once the caller's transaction has committed. */
  mailIds: number[];
  /**
   * The change is already made (automatic mode, applied). Otherwise a person processes the demande —
   * whatever the mode, for a beneficiary's account — and the member is told so.
   */
  applied: boolean;
}

/**
 * What every sent acte leaves behind, whichever route took it (the generic one or an acte's own):
 * the demande with its management mode and documents, in automatic mode the change applied to the
 * member's data (the manifest's `application`) and the demande « Traitée », the member's draft gone, the
 * acknowledgement, and — for a change of bank details — the mail that tells the member their
 * bank details changed, so a change they did not make does not go unnoticed. Runs inside the
 * caller's transaction, with the effect of the acte's own route if it has one.
 */
export async function fileDemande(
  tx: Queryable,
  request: FastifyRequest,
  input: {
    manifest: ActeManifest;
    data: Record<string, unknown>;
    numeroContrat: string | null;
    modeGestion: ModeGestion;
    documents: UploadedDocument[];
    /** The request's client (requestClientCode): its back office and mail templates. */
    clientCode: string | null;
  },
): Promise<FiledDemande> {
  const { data, numeroContrat, modeGestion, documents, clientCode } = input;
  const user = request.user!;
  // The acte in the client's words of the moment: the demande records them, its acknowledgement uses them.
  const { manifest, revision } = await manifestInClientWords(tx, clientCode ?? (await clientCodeOf(request)), input.manifest);
  const id = await insertDemande(tx, { acte: manifest.acte, userId: user.id, numeroContrat, data, modeGestion, acteVersion: manifest.version, clientCode });
  if (revision !== null) await recordActeWordRevision(tx, id, revision);
  // Filed: the member's draft of this acte on this contract has served.
  await deleteBrouillon(tx, user.id, manifest.acte, numeroContrat);
  await addDocuments(tx, id, documents);
  // Automatic mode: the server is the system of record, so the change is made now, with the demande,
  // on the holder's own record only (a beneficiary's account asks the gestion to change the household's data).
  const holder = user.adherentId !== null && !isBeneficiaireAccount(user.roles) ? user.adherentId : null;
  const application = modeGestion === 'automatique' && holder ? applicationOf(manifest) : undefined;
  if (application && holder) {
    await application(tx, { userId: user.id, adherentId: holder, numeroContrat, data });
    // « Traitée » at once, by nobody (the server): in its history and where the member reads it.
    await recordStatut(tx, id, { avant: 'envoyee', apres: 'traitee', message: TRAITEE_AUTOMATIQUEMENT, byUserId: null, messageToMember: TRAITEE_AUTOMATIQUEMENT });
  }
  const applied = application !== undefined;
  const libelle = acteLibelle(manifest);
  const ack = demandeAckMail(
    user.userName,
    { id, libelle, numeroContrat, applied, extra: acknowledgementSentence(manifest, { ...data, numeroContrat }) },
    publicOrigin(request),
  );
  const mailIds = [await queueMail(tx, ack, clientCode)];
  if (manifest.coordonneesBancaires) mailIds.push(await queueMail(tx, bankDetailsChangedMail(user.userName, { libelle, numeroContrat }), clientCode));
  return { demandeId: id, mailIds, applied };
}

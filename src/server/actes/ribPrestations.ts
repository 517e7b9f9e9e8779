import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/types';
import { fileDemande, type FiledDemande } from './fileDemande';
import { journalSecurity } from '../admin/securityJournal';

/**
 * Files a change of the contract's bank details for prestations, in one transaction: in automatic
 * mode fileDemande applies it (the contract pays on the new account at once), in manual mode the
 * back office does it from the demande.
 */
export async function fileRibChange(db: Db, request: FastifyRequest, demande: Parameters<typeof fileDemande>[2]): Promise<FiledDemande> {
  return db.transaction(async (tx) => {
    const filed = await fileDemande(tx, request, demande);
    await journalSecurity(tx, request, 'coordonnees_bancaires', `RIB de prestations du contrat ${demande.numeroContrat}${filed.applied ? ' (appliqué)' : ' (demande à traiter)'}`);
    return filed;
  });
}

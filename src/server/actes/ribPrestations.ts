import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/types';
import { fileDemande, type FiledDemande } from './fileDemande';

/**
 * Files a change of the contract's bank details for prestations, in one transaction: in automatic
 * mode fileDemande applies it (the contract pays on the new account at once), in manual mode the
 * back office does it from the demande.
 */
export async function fileRibChange(db: Db, request: FastifyRequest, demande: Parameters<typeof fileDemande>[2]): Promise<FiledDemande> {
  return db.transaction((tx) => fileDemande(tx, request, demande));
}

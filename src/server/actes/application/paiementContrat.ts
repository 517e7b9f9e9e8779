import { maskIban } from '../../../domain/iban';
import { ownContratEtat, setModalitePaiementPrestation } from '../../contrats/memberContrats';
import type { Application } from './types';

/**
 * rib, rib-prestations: the contract the demande was filed on pays the member on the new account at
 * once (stored masked, as every IBAN the member reads back).
 */
export const applyPaiementContrat: Application = async (tx, { adherentId, numeroContrat, data }) => {
  const contrat = await ownContratEtat(tx, numeroContrat, adherentId);
  if (!contrat) throw new Error('paiementContrat: contrat introuvable');
  await setModalitePaiementPrestation(tx, contrat.id, maskIban(data.iban));
};

import { maskIban } from '../../../domain/iban';
import { ownContratEtat, setCompteCotisations } from '../../contrats/memberContrats';
import { referentielLabels } from '../../referentiel/referentielItems';
import { textOf, type Application } from './types';

/** The reference list the form chooses the debit day from (« Le 10 du mois »). */
const JOURS = 'frequence-prelevement';

/**
 * ribcotisations: the contract the demande was filed on is debited from the new account at once, on
 * the chosen day (the contract's « Cotisations » read it back: the account masked, as every IBAN the
 * member reads, and « Prélèvement le 10 du mois » as its payment mode).
 */
export const applyCompteCotisations: Application = async (tx, { adherentId, numeroContrat, data }) => {
  const contrat = await ownContratEtat(tx, numeroContrat, adherentId);
  if (!contrat) throw new Error('compteCotisations: contrat introuvable');
  const jour = textOf(data, 'jourPrelevement');
  if (!jour) throw new Error('compteCotisations: données sans jour de prélèvement');
  const libelle = (await referentielLabels(tx, JOURS, 'code', 'libelle', [jour]))[jour] ?? `Le ${jour} du mois`;
  await setCompteCotisations(tx, contrat.id, maskIban(data.iban), `Prélèvement ${libelle.charAt(0).toLowerCase()}${libelle.slice(1)}`);
};

import { setSituationFamiliale } from '../../identity/adherentProfil';
import ui from '../../../../schemas/actes/situation-familiale/situation-familiale.ui.json';
import { textOf, type Application } from './types';

/** « Pacsé(e) » for PACSE: the profile keeps the situation as the member reads it, named as the acte's form names it. */
const LIBELLES = new Map(ui.situation['ui:options'].items.map((item) => [item.code, item.libelle]));

/** situation-familiale: the holder's situation familiale becomes the one declared. */
export const applySituationFamiliale: Application = async (tx, { adherentId, data }) => {
  const situation = textOf(data, 'situation');
  if (!situation) throw new Error('situation-familiale: données sans situation');
  await setSituationFamiliale(tx, adherentId, LIBELLES.get(situation) ?? situation);
};

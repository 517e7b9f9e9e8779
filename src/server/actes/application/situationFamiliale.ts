import { setSituationFamiliale } from '../../identity/adherentProfil';
import { textOf, type Application } from './types';

/** situation-familiale: the holder's situation familiale becomes the one declared. */
export const applySituationFamiliale: Application = async (tx, { adherentId, data }) => {
  const situation = textOf(data, 'situation');
  if (!situation) throw new Error('situation-familiale: données sans situation');
  await setSituationFamiliale(tx, adherentId, situation);
};

import { setTelephones } from '../../identity/adherentProfil';
import { textOf, type Application } from './types';

/** communication-tel: the member's contact phones become the ones sent (an empty landline: none). */
export const applyTelephones: Application = async (tx, { adherentId, data }) => {
  await setTelephones(tx, adherentId, { mobile: textOf(data, 'telephoneMobile'), fixe: textOf(data, 'telephoneFixe') });
};

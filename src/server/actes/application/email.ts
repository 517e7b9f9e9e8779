import { setContactEmail } from '../../identity/adherentProfil';
import { textOf, type Application } from './types';

/** communication-mail: the member's contact e-mail address becomes the one sent (the login does not change). */
export const applyEmail: Application = async (tx, { adherentId, data }) => {
  const email = textOf(data, 'email');
  if (!email) throw new Error('communication-mail: données sans adresse e-mail');
  await setContactEmail(tx, adherentId, email);
};

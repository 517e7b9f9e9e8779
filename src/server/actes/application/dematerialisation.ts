import { setDematerialisation } from '../../identity/adherentProfil';
import type { Application } from './types';

/** dematerialisation: the account's documents are sent by e-mail only, or by post again. */
export const applyDematerialisation: Application = async (tx, { userId, data }) => {
  await setDematerialisation(tx, userId, data.dematerialisation === true);
};

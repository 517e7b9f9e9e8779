import { setAbonnements } from '../../identity/adherentProfil';
import type { Application } from './types';

/** abonnement: the account's subscriptions become the three answers sent (« Mon profil » reads them back). */
export const applyAbonnements: Application = async (tx, { userId, data }) => {
  await setAbonnements(tx, userId, {
    lettreInformation: data.lettreInformation === true,
    alertesRemboursement: data.alertesRemboursement === true,
    offresPartenaires: data.offresPartenaires === true,
  });
};

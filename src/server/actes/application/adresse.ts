import { setAdresse } from '../../identity/adherentProfil';
import type { Application } from './types';

/** adresse: the member's postal address becomes the one sent (« Mon profil » reads it back). */
export const applyAdresse: Application = async (tx, { adherentId, data }) => {
  const adresse = data.adresse;
  if (typeof adresse !== 'object' || adresse === null || Array.isArray(adresse)) throw new Error('adresse: données sans adresse');
  await setAdresse(tx, adherentId, adresse as Record<string, unknown>);
};

import type { Queryable } from '../db/types';
import { restoreCotisationsDemo1001, SOPHIE_PROFIL } from './seedContratDetails';
import { SOPHIE_CONTACTS } from './seedIdentity';
import { DEMANDE_CONVERSATION_MESSAGES } from '../actes/demandeConversation';

/**
 * Puts the demo member's own data back as seeded — address, phones, contact e-mail, situation
 * familiale, dématérialisation, subscriptions, the cotisations account of DEMO1001: what an automatic acte changes — and her notifications as seeded
 * (an answer of the gestion adds one). A browser test that changes them leaves the next tests the
 * member they expect (the address « Mon profil » shows, the mobile the security codes go to, her
 * notifications).
 */
export async function restoreDemoMember(db: Queryable): Promise<void> {
  const { rows } = await db.query<{ id: string; adherent_id: string }>("SELECT id, adherent_id FROM users WHERE user_name = 'adherent@demo.fr'");
  const user = rows[0];
  if (!user?.adherent_id) return;
  await db.query('UPDATE adherents SET email = $2, telephone_mobile = $3, telephone_confirme = $4 WHERE id = $1', [
    user.adherent_id,
    SOPHIE_CONTACTS.email,
    SOPHIE_CONTACTS.telephone_mobile,
    SOPHIE_CONTACTS.telephone_confirme,
  ]);
  await db.query('UPDATE adherent_profils SET adresse = $2, telephone_fixe = $3, situation_familiale = $4 WHERE adherent_id = $1', [
    user.adherent_id,
    JSON.stringify(SOPHIE_PROFIL.adresse),
    SOPHIE_PROFIL.telephoneFixe,
    SOPHIE_PROFIL.situationFamiliale,
  ]);
  await db.query(
    'UPDATE users SET dematerialisation = true, abonnement_lettre_information = false, abonnement_alertes_remboursement = false, abonnement_offres_partenaires = false WHERE id = $1',
    [user.id],
  );
  await restoreCotisationsDemo1001(db);
  await db.query('DELETE FROM notifications WHERE user_id = $1 AND titre = $2', [user.id, DEMANDE_CONVERSATION_MESSAGES.notification.titre]);
  // As seeded, her newest notification is unread (a scenario may have read them all).
  await db.query('UPDATE notifications SET lue = false WHERE id = (SELECT id FROM notifications WHERE user_id = $1 ORDER BY date_envoi DESC, id DESC LIMIT 1)', [user.id]);
}

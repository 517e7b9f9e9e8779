import type { Queryable } from '../db/types';
import { seedRemboursements } from './seedRemboursements';

/**
 * The demo family's member area (Mes remboursements, Mes documents, Notifications), on
 * Sophie DURAND's active contract DEMO1001:
 * - a fourth beneficiary, Emma (04), so the family of 4 has 2 years of décomptes (seedRemboursements);
 * - documents filed in the GED (contract, garanties, notice);
 * - a few notifications on adherent@demo.fr, the newest unread;
 * - beneficiaire@demo.fr / Demo#2026pass — Thomas DURAND (02), role Beneficiaire: sees only his own
 *   reimbursements.
 */

const GED: Array<[date: string, categorie: string, titre: string, contenu: string]> = [
  ['2026-01-02', 'Contrat', 'Certificat d’adhésion 2026',
    'Nous certifions que Sophie DURAND est adhérente du contrat Santé Famille Confort pour l’année 2026, du 1er janvier au 31 décembre 2026.\n\nSont couverts par ce contrat : Sophie DURAND, Thomas DURAND, Léo DURAND et Emma DURAND.\n\nCe contrat est un contrat responsable et solidaire.'],
  ['2026-01-02', 'Garanties', 'Tableau des garanties 2026 - Santé Famille Confort',
    'Les garanties de votre contrat Santé Famille Confort, poste par poste, avec pour chacune un exemple de remboursement : la part de la Sécurité sociale, celle de votre mutuelle et ce qui reste à votre charge.'],
  ['2025-01-03', 'Garanties', 'Tableau des garanties 2025 - Santé Famille Confort',
    'Les garanties de votre contrat Santé Famille Confort, poste par poste, avec pour chacune un exemple de remboursement : la part de la Sécurité sociale, celle de votre mutuelle et ce qui reste à votre charge.'],
  ['2025-01-03', 'Notice', 'Notice d’information - réseau de soins',
    'Votre contrat vous donne accès à un réseau d’opticiens, de chirurgiens-dentistes et d’audioprothésistes partenaires. Chez eux, vous bénéficiez de tarifs négociés et du tiers payant : vous n’avancez ni la part de la Sécurité sociale ni celle de votre mutuelle.\n\nTrouvez un professionnel du réseau dans la rubrique « Réseaux de soins » de votre espace adhérent.'],
  ['2021-01-01', 'Contrat', 'Bulletin d’adhésion signé',
    'Bulletin d’adhésion au contrat Santé Famille Confort signé par Sophie DURAND le 1er janvier 2021, avec prise d’effet à cette date. Il porte sur Sophie DURAND et Thomas DURAND ; les enfants ont été ajoutés depuis par avenant.'],
];

const NOTIFICATIONS: Array<[date: string, titre: string, message: string, lue: boolean]> = [
  ['2026-10-21T08:30:00Z', 'Nouveau remboursement', 'Un remboursement de 250,00 € a été versé à Optique Part-Dieu.', false],
  ['2026-10-05T07:00:00Z', 'Nouveau courrier', 'Votre échéancier de cotisations 2027 est disponible dans Mes documents.', false],
  ['2026-09-12T07:00:00Z', 'Relevé disponible', 'Votre relevé de remboursements d’août 2026 est disponible.', true],
  ['2026-07-03T07:00:00Z', 'Carte de tiers payant', 'Votre attestation de tiers payant est disponible.', true],
];

export async function seedMemberArea(tx: Queryable, contratId: string, passwordHash: string): Promise<void> {
  await tx.query(
    `INSERT INTO beneficiaires (contrat_id, code_civilite, nom, prenom, num_pers, date_naissance)
     VALUES ($1, 'MME', 'DURAND', 'Emma', '04', '2019-09-08')`,
    [contratId],
  );
  await seedRemboursements(tx, contratId, 'Sophie DURAND');
  for (const [date, categorie, titre, contenu] of GED) {
    await tx.query('INSERT INTO documents_ged (contrat_id, date_depot, categorie, titre, contenu) VALUES ($1, $2, $3, $4, $5)', [contratId, date, categorie, titre, contenu]);
  }
  const { rows } = await tx.query<{ id: string; adherent_id: string }>(
    "SELECT id, adherent_id FROM users WHERE user_name = 'adherent@demo.fr'",
  );
  for (const [date, titre, message, lue] of NOTIFICATIONS) {
    await tx.query('INSERT INTO notifications (user_id, date_envoi, titre, message, lue) VALUES ($1, $2, $3, $4, $5)', [
      rows[0].id,
      date,
      titre,
      message,
      lue,
    ]);
  }
  await tx.query(
    `INSERT INTO users (user_name, password_hash, roles, adherent_id, num_pers, code_civilite, nom, prenom, status, email_confirmed, cgu_accepted_at, password_changed_at)
     VALUES ('beneficiaire@demo.fr', $1, ARRAY['Beneficiaire'], $2, '02', 'M', 'DURAND', 'Thomas', 'active', true, now(), now())`,
    [passwordHash, rows[0].adherent_id],
  );
}

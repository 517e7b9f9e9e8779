import { seedSimulateur } from './seedSimulateur';
import type { Db, Queryable } from '../db/types';
import { hashPassword, type Argon2Cost } from '../auth/passwords';
import { nirKey } from '../../domain/nir';
import { maskIban } from '../../domain/iban';
import { seedCourriers } from './seedCourriers';
import { seedContratDetails } from './seedContratDetails';
import { seedDemandes } from './seedDemandes';
import { seedMemberArea } from './seedMemberArea';
import { seedCouvertures } from './seedCouvertures';
import { seedNiveauxOptions } from './seedNiveauxOptions';
import { seedClients } from './seedClients';
import { seedBrands } from './seedBrands';
import { seedOidcClient } from './seedOidcClient';
import { seedComptes } from './seedComptes';

/**
 * Demo members and accounts (README "Données de démonstration"):
 * - Camille MARTIN, no account yet — try registration: contract DEMO0001, NIR 1850775112345
 *   (key 61), born 14/07/1985, postal code 75011, IBAN FR76 3000 2005 5000 0012 4310 189 (last 4: 0189).
 * - adherent@demo.fr / Demo#2026pass — Sophie DURAND, contracts DEMO1001 (valide) and DEMO1002
 *   (resilie), with beneficiaries and a dozen courriers on DEMO1001 (2025, 2026).
 * - gestion@demo.fr / Demo#2026pass — BackEndUser, no contract.
 * - admin@demo.fr / Demo#2026pass — Admin.
 * - consultant@demo.fr / Demo#2026pass — Consultant, no contract: reads the demandes and statistics.
 * Runs once: does nothing when any user or member exists. Safe when two instances start together.
 */
export const DEMO_PASSWORD = 'Demo#2026pass';
export const DEMO_IBAN = 'FR7630002005500000124310189';
const SOPHIE_IBAN = 'FR1420041010050500013M02606';
/** The demo member's contacts as seeded (demoMemberReset.ts puts them back between browser tests). */
export const SOPHIE_CONTACTS = { email: 'adherent@demo.fr', telephone_mobile: '0698765432', telephone_confirme: true } as const;

const SEED_LOCK_KEY = 4_815_162_343;

export async function seedIdentity(db: Db, cost: Argon2Cost): Promise<boolean> {
  const passwordHash = await hashPassword(DEMO_PASSWORD, cost);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    const { rows } = await tx.query<{ n: number }>('SELECT (SELECT count(*) FROM users) + (SELECT count(*) FROM adherents) AS n');
    if (Number(rows[0].n) > 0) return false;
    await insertDemo(tx, passwordHash);
    return true;
  });
}

async function adherent(tx: Queryable, values: Record<string, unknown>): Promise<string> {
  const keys = Object.keys(values);
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO adherents (${keys.join(', ')}) VALUES (${keys.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    Object.values(values),
  );
  return rows[0].id;
}

async function contrat(
  tx: Queryable,
  adherentId: string,
  iban: string,
  numero: string,
  nomOffre: string,
  etat: string,
  isActif: boolean,
  dateDebut: string,
  dateFin: string | null,
) {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO contrats (numero_contrat_individuel, adherent_id, nom_offre, etat, is_actif, date_debut, date_fin, modalite_paiement)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [numero, adherentId, nomOffre, etat, isActif, dateDebut, dateFin, JSON.stringify({ rib: maskIban(iban), codeModePaiement: 'VIR', isMissing: false })],
  );
  return rows[0].id;
}

async function insertDemo(tx: Queryable, passwordHash: string): Promise<void> {
  // Member without account: anyone can try registration with these values.
  const camille = await adherent(tx, {
    civilite: 'MME',
    nom: 'MARTIN',
    prenom: 'Camille',
    date_naissance: '1985-07-14',
    nir: '1850775112345',
    nir_cle: nirKey('1850775112345'),
    code_postal: '75011',
    iban: DEMO_IBAN,
    email: null,
    telephone_mobile: '0612345689',
    telephone_confirme: false,
  });
  await contrat(tx, camille, DEMO_IBAN, 'DEMO0001', 'Santé Essentielle', 'valide', true, '2022-01-01', null);

  // Member with an active account, two contracts and beneficiaries.
  const sophie = await adherent(tx, {
    civilite: 'MME',
    nom: 'DURAND',
    prenom: 'Sophie',
    date_naissance: '1990-05-12',
    nir: '2900575056078',
    nir_cle: nirKey('2900575056078'),
    code_postal: '69003',
    iban: SOPHIE_IBAN,
    ...SOPHIE_CONTACTS,
  });
  const valide = await contrat(tx, sophie, SOPHIE_IBAN, 'DEMO1001', 'Santé Famille Confort', 'valide', true, '2021-01-01', null);
  const resilie = await contrat(tx, sophie, SOPHIE_IBAN, 'DEMO1002', 'Santé Jeunes', 'resilie', false, '2015-01-01', '2020-12-31');
  const beneficiaires: [string, string, string, string, string, string][] = [
    [valide, 'MME', 'DURAND', 'Sophie', '01', '1990-05-12'],
    [valide, 'M', 'DURAND', 'Thomas', '02', '1988-11-03'],
    [valide, 'M', 'DURAND', 'Léo', '03', '2016-04-21'],
    [resilie, 'MME', 'DURAND', 'Sophie', '01', '1990-05-12'],
  ];
  await seedCourriers(tx, valide, 'DURAND');
  for (const b of beneficiaires) {
    await tx.query(
      'INSERT INTO beneficiaires (contrat_id, code_civilite, nom, prenom, num_pers, date_naissance) VALUES ($1, $2, $3, $4, $5, $6)',
      b,
    );
  }
  await seedContratDetails(tx, sophie);
  // The simulator's bases first: the demo's reimbursement history is computed with its rule.
  await seedSimulateur(tx);
  await tx.query(
    `INSERT INTO users (user_name, password_hash, roles, adherent_id, status, email_confirmed, cgu_accepted_at, password_changed_at)
     VALUES ('adherent@demo.fr', $1, ARRAY['User'], $2, 'active', true, now(), now())`,
    [passwordHash, sophie],
  );
  await tx.query(
    `INSERT INTO users (user_name, password_hash, roles, code_civilite, nom, prenom, status, email_confirmed, password_changed_at)
     VALUES ('gestion@demo.fr', $1, ARRAY['BackEndUser'], 'M', 'BERNARD', 'Julien', 'active', true, now()),
            ('admin@demo.fr', $1, ARRAY['Admin'], 'MME', 'PETIT', 'Claire', 'active', true, now()),
            ('consultant@demo.fr', $1, ARRAY['Consultant'], 'M', 'LAMBERT', 'Marc', 'active', true, now())`,
    [passwordHash],
  );
  await seedDemandes(tx, 'adherent@demo.fr');
  await seedMemberArea(tx, valide, passwordHash);
  await seedNiveauxOptions(tx);
  await seedCouvertures(tx);
  await seedClients(tx);
  await seedComptes(tx);
  await seedOidcClient(tx);
  await seedBrands(tx);
}

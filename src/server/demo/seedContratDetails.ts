import type { Queryable } from '../db/types';
import { maskIban } from '../../domain/iban';

/**
 * The demo member's contracts in detail, for Sophie DURAND:
 * - the garanties of "Santé Famille Confort" (DEMO1001) by poste de soins, with UNOCAM labels;
 * - the 2026 cotisations schedule of DEMO1001, paid monthly from her account;
 * - DEMO1003 "Santé Entreprise", her employer's company contract, with her fiche salarié;
 * - DEMO1004 "Santé Sérénité", suspendu (cotisations unpaid), kept after DEMO1001 in the list;
 * - her address, landline and civil status, and Thomas's refused télétransmission (NOEMIE).
 * DEMO1001 stays first (active, smallest number) so it stays the current contract.
 */
const COMPTE_ENCAISSEMENT = 'FR1420041010050500013M02606';
const COMPTE_ENTREPRISE = 'FR7610278073000002032650175';

/** The demo member's profile as seeded (demoMemberReset.ts puts it back between browser tests). */
export const SOPHIE_PROFIL = {
  adresse: {
    codePays: 'FR',
    adresseEtrangere: false,
    libellePays: 'France',
    pointRemiseCourrier: 'Appartement 34, 3e étage',
    numVoie: '12',
    libelleCourtBtq: 'B',
    libelleCourtNatureVoie: 'RUE',
    libelleVoie: 'de la Part-Dieu',
    complementGeographique: 'Résidence Les Tilleuls',
    codeCedex: null,
    nomCedex: null,
    bureauCedex: null,
    mentionParticuliere: null,
    lieuDit: null,
    codePostal: '69003',
    localite: 'LYON',
  },
  telephoneFixe: '0478123456',
  nomPatronymique: 'MARTIN',
  situationFamiliale: 'Mariée',
};

type Garantie = [poste: string, libelle: string, type: 'pourcentBR' | 'forfait' | 'integral', valeur: number | null, exemple: string, depense: number, br: number, tauxSecu: number, pf: number];

const GARANTIES_FAMILLE_CONFORT: Garantie[] = [
  ['Hospitalisation', 'Honoraires des médecins – actes de chirurgie (adhérents DPTAM)', 'pourcentBR', 200, 'Opération de la cataracte avec dépassement', 520, 271.7, 100, 0],
  ['Hospitalisation', 'Forfait journalier hospitalier', 'integral', null, 'Une journée d’hospitalisation en service de médecine', 20, 0, 0, 0],
  ['Hospitalisation', 'Chambre particulière', 'forfait', 60, 'Une nuit en chambre particulière', 80, 0, 0, 0],
  ['Soins courants', 'Honoraires des médecins généralistes – consultations et visites (adhérents DPTAM)', 'pourcentBR', 150, 'Consultation d’un médecin généraliste sans dépassement', 30, 30, 60, 2],
  ['Soins courants', 'Honoraires des médecins spécialistes – consultations et visites (non adhérents DPTAM)', 'pourcentBR', 130, 'Consultation d’un dermatologue avec dépassement', 60, 31.5, 60, 2],
  ['Soins courants', 'Médicaments remboursés à 65 % par la Sécurité sociale', 'pourcentBR', 100, 'Une boîte d’antibiotiques', 8.4, 8.4, 65, 0],
  ['Optique', 'Équipement 100 % Santé (classe A) – monture et verres simples', 'integral', null, 'Lunettes 100 % Santé à verres simples', 105, 105, 60, 0],
  ['Optique', 'Équipement à tarifs libres (classe B) – monture et verres simples', 'forfait', 250, 'Lunettes à verres simples à tarifs libres', 350, 0.09, 60, 0],
  ['Dentaire', 'Soins dentaires – détartrage', 'pourcentBR', 100, 'Un détartrage complet', 28.92, 28.92, 60, 0],
  ['Dentaire', 'Prothèses dentaires 100 % Santé – couronne céramo-métallique sur dent visible', 'integral', null, 'Une couronne 100 % Santé sur une incisive', 500, 120, 60, 0],
  ['Dentaire', 'Prothèses dentaires à tarifs libres – couronne céramique sur molaire', 'pourcentBR', 300, 'Une couronne céramique à tarifs libres sur une molaire', 700, 120, 60, 0],
  ['Aides auditives', 'Aides auditives 100 % Santé (classe I) – par oreille', 'integral', null, 'Une aide auditive 100 % Santé', 950, 400, 60, 0],
];

const GARANTIES_ENTREPRISE: Garantie[] = [
  ['Hospitalisation', 'Forfait journalier hospitalier', 'integral', null, 'Une journée d’hospitalisation en service de médecine', 20, 0, 0, 0],
  ['Soins courants', 'Honoraires des médecins généralistes – consultations et visites (adhérents DPTAM)', 'pourcentBR', 100, 'Consultation d’un médecin généraliste sans dépassement', 30, 30, 60, 2],
  ['Optique', 'Équipement 100 % Santé (classe A) – monture et verres simples', 'integral', null, 'Lunettes 100 % Santé à verres simples', 105, 105, 60, 0],
];

/** DEMO1001's cotisations debited monthly from her account, as seeded (the acte ribcotisations changes them). */
export async function restoreCotisationsDemo1001(db: Queryable): Promise<void> {
  await db.query(
    `UPDATE contrats SET mode_paiement_cotisation = 'Prélèvement mensuel', compte_encaissement = $1 WHERE numero_contrat_individuel = 'DEMO1001'`,
    [maskIban(COMPTE_ENCAISSEMENT)],
  );
}

async function contratId(tx: Queryable, numero: string): Promise<string> {
  const { rows } = await tx.query<{ id: string }>('SELECT id FROM contrats WHERE numero_contrat_individuel = $1', [numero]);
  return rows[0].id;
}

async function newContrat(tx: Queryable, adherentId: string, values: Record<string, unknown>): Promise<string> {
  const row = { adherent_id: adherentId, ...values };
  const keys = Object.keys(row);
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO contrats (${keys.join(', ')}) VALUES (${keys.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    Object.values(row),
  );
  return rows[0].id;
}

export async function seedContratDetails(tx: Queryable, sophieId: string): Promise<void> {
  for (const [offre, garanties] of [['Santé Famille Confort', GARANTIES_FAMILLE_CONFORT], ['Santé Entreprise', GARANTIES_ENTREPRISE]] as const) {
    for (const [ordre, g] of garanties.entries()) {
      await tx.query(
        `INSERT INTO garanties (nom_offre, ordre, poste, libelle, garantie_type, garantie_valeur, exemple_libelle, exemple_depense, base_remboursement, taux_secu, participation_forfaitaire)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [offre, ordre + 1, ...g],
      );
    }
  }

  const famille = await contratId(tx, 'DEMO1001');
  await restoreCotisationsDemo1001(tx);
  for (let month = 1; month <= 12; month++) {
    await tx.query('INSERT INTO echeances_cotisations (contrat_id, date_echeance, montant) VALUES ($1, $2, $3)', [
      famille,
      `2026-${String(month).padStart(2, '0')}-05`,
      187.4,
    ]);
  }
  await tx.query(
    `UPDATE beneficiaires SET teletransmission = false,
       motif_refus_teletransmission = 'Télétransmission déjà active auprès d’un autre organisme complémentaire'
     WHERE contrat_id = $1 AND num_pers = '02'`,
    [famille],
  );

  const entreprise = await newContrat(tx, sophieId, {
    numero_contrat_individuel: 'DEMO1003',
    nom_offre: 'Santé Entreprise',
    etat: 'valide',
    is_actif: true,
    date_debut: '2023-09-01',
    type_contrat: 'collectif',
    mode_paiement_cotisation: 'Précompte sur salaire',
    compte_encaissement: maskIban(COMPTE_ENTREPRISE),
    modalite_paiement: JSON.stringify({ rib: maskIban(COMPTE_ENCAISSEMENT), codeModePaiement: 'VIR', isMissing: false }),
    fiche_salarie: JSON.stringify({
      entreprise: 'Transports Rhône-Alpes SAS',
      siret: '81234567800027',
      matricule: 'TRA-004512',
      dateEmbauche: '2023-09-01',
      categorie: 'Cadre',
      partEmployeur: 50,
    }),
  });
  await tx.query(
    `INSERT INTO beneficiaires (contrat_id, code_civilite, nom, prenom, num_pers, date_naissance) VALUES ($1, 'MME', 'DURAND', 'Sophie', '01', '1990-05-12')`,
    [entreprise],
  );
  for (let month = 1; month <= 12; month++) {
    await tx.query('INSERT INTO echeances_cotisations (contrat_id, date_echeance, montant) VALUES ($1, $2, $3)', [
      entreprise,
      `2026-${String(month).padStart(2, '0')}-28`,
      42.15,
    ]);
  }

  const suspendu = await newContrat(tx, sophieId, {
    numero_contrat_individuel: 'DEMO1004',
    nom_offre: 'Santé Sérénité',
    etat: 'suspendu',
    is_actif: false,
    date_debut: '2024-01-01',
    mode_paiement_cotisation: 'Prélèvement trimestriel',
    compte_encaissement: maskIban(COMPTE_ENCAISSEMENT),
    modalite_paiement: JSON.stringify({ rib: maskIban(COMPTE_ENCAISSEMENT), codeModePaiement: 'VIR', isMissing: false }),
  });
  await tx.query(
    `INSERT INTO beneficiaires (contrat_id, code_civilite, nom, prenom, num_pers, date_naissance) VALUES ($1, 'MME', 'DURAND', 'Sophie', '01', '1990-05-12')`,
    [suspendu],
  );

  await tx.query(`INSERT INTO adherent_profils (adherent_id, adresse, telephone_fixe, nom_patronymique, situation_familiale) VALUES ($1, $2, $3, $4, $5)`, [
    sophieId,
    JSON.stringify(SOPHIE_PROFIL.adresse),
    SOPHIE_PROFIL.telephoneFixe,
    SOPHIE_PROFIL.nomPatronymique,
    SOPHIE_PROFIL.situationFamiliale,
  ]);
}

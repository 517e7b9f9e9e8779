import type { Queryable } from '../db/types';

/**
 * The demo family's reimbursements on DEMO1001 (screen "Mes remboursements"): 27 months of care,
 * August 2024 to October 2026, for Sophie (01), Thomas (02), Léo (03) and Emma (04) — consultations,
 * pharmacie, dentaire, optique, hospitalisation, in tiers payant (the professional is paid) or not
 * (the member is). Amounts follow the usual French split: the Sécurité sociale pays its rate of the
 * base, the mutuelle a share under the contract's garanties, the rest is the member's.
 * Deterministic (no Math.random): tests and the bench see the same rows on every database.
 */

type TypeSoin = 'consultation' | 'pharmacie' | 'dentaire' | 'optique' | 'hospitalisation';

interface Soin {
  type: TypeSoin;
  libelle: string;
  professionnel: string;
  depense: number;
  ss: number;
  mutuelle: number;
  tiersPayant: boolean;
}

const SOINS: Soin[] = [
  { type: 'consultation', libelle: 'Consultation médecin généraliste', professionnel: 'Dr Martine LEROY', depense: 30, ss: 19, mutuelle: 9, tiersPayant: false },
  { type: 'consultation', libelle: 'Consultation pédiatre', professionnel: 'Dr Karim BENALI', depense: 35, ss: 22.5, mutuelle: 10.5, tiersPayant: false },
  { type: 'consultation', libelle: 'Consultation dermatologue (secteur 2)', professionnel: 'Dr Anne FAURE', depense: 70, ss: 24, mutuelle: 36, tiersPayant: false },
  { type: 'pharmacie', libelle: 'Médicaments remboursés à 65 %', professionnel: 'Pharmacie des Brotteaux', depense: 24.6, ss: 15.99, mutuelle: 8.61, tiersPayant: true },
  { type: 'pharmacie', libelle: 'Médicaments remboursés à 30 %', professionnel: 'Pharmacie des Brotteaux', depense: 12.4, ss: 3.72, mutuelle: 8.68, tiersPayant: true },
  { type: 'dentaire', libelle: 'Détartrage', professionnel: 'Dr Paul MOREAU, chirurgien-dentiste', depense: 28.92, ss: 20.24, mutuelle: 8.68, tiersPayant: false },
  { type: 'dentaire', libelle: 'Couronne céramo-métallique', professionnel: 'Dr Paul MOREAU, chirurgien-dentiste', depense: 540, ss: 84, mutuelle: 336, tiersPayant: true },
  { type: 'optique', libelle: 'Verres progressifs et monture', professionnel: 'Optique Part-Dieu', depense: 420, ss: 0.09, mutuelle: 300, tiersPayant: true },
  { type: 'optique', libelle: 'Lentilles de contact', professionnel: 'Optique Part-Dieu', depense: 180, ss: 0, mutuelle: 100, tiersPayant: false },
  { type: 'hospitalisation', libelle: 'Forfait journalier hospitalier (3 jours)', professionnel: 'Clinique du Parc', depense: 60, ss: 0, mutuelle: 60, tiersPayant: true },
  { type: 'hospitalisation', libelle: 'Chambre particulière (2 nuits)', professionnel: 'Clinique du Parc', depense: 150, ss: 0, mutuelle: 120, tiersPayant: true },
];

const FAMILLE = ['01', '02', '03', '04'];
const FIRST_MONTH = { year: 2024, month: 8 };
const MONTHS = 27;

/** A small fixed-seed generator (Park–Miller), so the demo is the same everywhere. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 48_271) % 2_147_483_647;
    return state / 2_147_483_647;
  };
}

const iso = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The care of one month: common care every month, the expensive kinds now and then. */
function soinsOfMonth(index: number, next: () => number): Soin[] {
  const pick = (types: TypeSoin[]) => {
    const candidates = SOINS.filter((soin) => types.includes(soin.type));
    return candidates[Math.floor(next() * candidates.length)];
  };
  const soins = [pick(['consultation']), pick(['pharmacie']), pick(['consultation', 'pharmacie']), pick(['pharmacie'])];
  if (index % 4 === 1) soins.push(pick(['dentaire']));
  if (index % 9 === 3) soins.push(pick(['optique']));
  if (index === 7 || index === 20) soins.push(pick(['hospitalisation']));
  return soins;
}

export async function seedRemboursements(tx: Queryable, contratId: string, titulaire: string): Promise<void> {
  const next = generator(1001);
  let counter = 0;
  for (let index = 0; index < MONTHS; index++) {
    const month0 = FIRST_MONTH.month - 1 + index;
    const year = FIRST_MONTH.year + Math.floor(month0 / 12);
    const month = (month0 % 12) + 1;
    for (const soin of soinsOfMonth(index, next)) {
      counter += 1;
      const numPers = FAMILLE[Math.floor(next() * FAMILLE.length)];
      const day = 1 + Math.floor(next() * 20);
      const dateSoins = iso(year, month, day);
      // Paid a few days after the care: tiers payant by the next week, otherwise once the feuille de soins is in.
      const paid = new Date(Date.UTC(year, month - 1, day + (soin.tiersPayant ? 5 : 8)));
      const datePaiement = paid.toISOString().slice(0, 10);
      const { rows } = await tx.query<{ id: string }>(
        `INSERT INTO decomptes (contrat_id, numero, date_paiement, tiers_payant, destinataire, nom_destinataire)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [
          contratId,
          `D${year}-${String(counter).padStart(6, '0')}`,
          datePaiement,
          soin.tiersPayant,
          soin.tiersPayant ? 'professionnel' : 'adherent',
          soin.tiersPayant ? soin.professionnel : titulaire,
        ],
      );
      await tx.query(
        `INSERT INTO actes_remboursement (decompte_id, contrat_id, num_pers, date_soins, type_soin, libelle, professionnel,
                                          montant_depense, montant_ss, montant_mutuelle)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [rows[0].id, contratId, numPers, dateSoins, soin.type, soin.libelle, soin.professionnel, soin.depense, soin.ss, soin.mutuelle],
      );
    }
  }
}

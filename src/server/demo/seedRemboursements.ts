import type { Queryable } from '../db/types';
import { simulerRemboursement, type SecteurPraticien } from '../../domain/garanties';
import { baremeOf, garantieBareme } from '../contrats/garanties';

/**
 * The demo family's reimbursements on DEMO1001 (screen "Mes remboursements"): 27 months of care,
 * August 2024 to October 2026, for Sophie (01), Thomas (02), Léo (03) and Emma (04) — consultations,
 * pharmacie, dentaire, optique, hospitalisation, in tiers payant (the professional is paid) or not
 * (the member is). Each line's split (Sécurité sociale, mutuelle, reste à charge) is computed by
 * the reimbursement simulator's rule from the contract's own garanties — the rule of the garanties
 * table's examples — so history, examples and simulator agree. A pédiatre sees only the children.
 * Deterministic (no Math.random): tests and the bench see the same rows on every database.
 */

type TypeSoin = 'consultation' | 'pharmacie' | 'dentaire' | 'optique' | 'hospitalisation';
type Pour = 'adulte' | 'enfant' | 'tous';

/** A kind of care: the garantie of the offer it falls under (its order), the price, the practitioner's sector. */
interface Soin {
  type: TypeSoin;
  libelle: string;
  professionnel: string;
  garantie: number;
  depense: number;
  secteur?: SecteurPraticien;
  pour: Pour;
  tiersPayant: boolean;
}

export const OFFRE_DEMO = 'Santé Famille Confort';

export const SOINS_DEMO: Soin[] = [
  { type: 'consultation', libelle: 'Consultation médecin généraliste', professionnel: 'Dr Martine LEROY', garantie: 4, depense: 30, pour: 'tous', tiersPayant: false },
  { type: 'consultation', libelle: 'Consultation pédiatre', professionnel: 'Dr Karim BENALI', garantie: 5, depense: 35, secteur: 'optam', pour: 'enfant', tiersPayant: false },
  { type: 'consultation', libelle: 'Consultation dermatologue (secteur 2)', professionnel: 'Dr Anne FAURE', garantie: 5, depense: 70, secteur: 'nonOptam', pour: 'adulte', tiersPayant: false },
  { type: 'pharmacie', libelle: 'Médicaments remboursés à 65 %', professionnel: 'Pharmacie des Brotteaux', garantie: 6, depense: 24.6, pour: 'tous', tiersPayant: true },
  { type: 'pharmacie', libelle: 'Médicaments remboursés à 65 % (antibiotiques)', professionnel: 'Pharmacie des Brotteaux', garantie: 6, depense: 12.4, pour: 'tous', tiersPayant: true },
  { type: 'dentaire', libelle: 'Détartrage', professionnel: 'Dr Paul MOREAU, chirurgien-dentiste', garantie: 9, depense: 28.92, pour: 'tous', tiersPayant: false },
  { type: 'dentaire', libelle: 'Couronne céramique sur molaire', professionnel: 'Dr Paul MOREAU, chirurgien-dentiste', garantie: 11, depense: 540, pour: 'adulte', tiersPayant: true },
  { type: 'optique', libelle: 'Lunettes à verres simples à tarifs libres', professionnel: 'Optique Part-Dieu', garantie: 8, depense: 420, pour: 'tous', tiersPayant: true },
  { type: 'optique', libelle: 'Lunettes 100 % Santé à verres simples', professionnel: 'Optique Part-Dieu', garantie: 7, depense: 105, pour: 'tous', tiersPayant: false },
  { type: 'hospitalisation', libelle: 'Forfait journalier hospitalier (1 jour)', professionnel: 'Clinique du Parc', garantie: 2, depense: 20, pour: 'tous', tiersPayant: true },
  { type: 'hospitalisation', libelle: 'Chambre particulière (1 nuit)', professionnel: 'Clinique du Parc', garantie: 3, depense: 80, pour: 'tous', tiersPayant: true },
];

/** The family on DEMO1001: the adults, then the children (born 2016 and 2019). */
const FAMILLE: Array<[numPers: string, age: Exclude<Pour, 'tous'>]> = [
  ['01', 'adulte'],
  ['02', 'adulte'],
  ['03', 'enfant'],
  ['04', 'enfant'],
];
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
    const candidates = SOINS_DEMO.filter((soin) => types.includes(soin.type));
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
      const famille = FAMILLE.filter(([, age]) => soin.pour === 'tous' || soin.pour === age);
      const numPers = famille[Math.floor(next() * famille.length)][0];
      const bareme = await baremeOf(tx, OFFRE_DEMO, soin.garantie);
      if (!bareme) throw new Error(`${OFFRE_DEMO} has no garantie ${soin.garantie}`);
      const split = simulerRemboursement(garantieBareme(bareme), soin.depense, soin.secteur);
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
        [rows[0].id, contratId, numPers, dateSoins, soin.type, soin.libelle, soin.professionnel, soin.depense, split.secu, split.mutuelle],
      );
    }
  }
}

import type { Queryable } from '../db/types';
import { nirKey } from '../../domain/nir';

/**
 * Members without account for the back office's « créer le compte d'un adhérent »: a
 * gestionnaire finds them by contract number (DEMO2001, DEMO2002) and creates their
 * account; they then activate it from the mail, accepting the CGU and their consents.
 */
const MEMBERS: Array<{ numero: string; civilite: string; nom: string; prenom: string; naissance: string; nir: string; email: string; offre: string }> = [
  { numero: 'DEMO2001', civilite: 'MME', nom: 'LEROY', prenom: 'Nadia', naissance: '1979-03-08', nir: '2790375114321', email: 'nadia.leroy@demo.fr', offre: 'Santé Essentielle' },
  { numero: 'DEMO2002', civilite: 'M', nom: 'FABRE', prenom: 'Hugo', naissance: '1994-10-21', nir: '1941069123456', email: 'hugo.fabre@demo.fr', offre: 'Santé Jeunes' },
];

export async function seedComptes(tx: Queryable): Promise<void> {
  for (const member of MEMBERS) {
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO adherents (civilite, nom, prenom, date_naissance, nir, nir_cle, email)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [member.civilite, member.nom, member.prenom, member.naissance, member.nir, nirKey(member.nir), member.email],
    );
    await tx.query(
      `INSERT INTO contrats (numero_contrat_individuel, adherent_id, nom_offre, etat, is_actif, date_debut)
       VALUES ($1, $2, $3, 'valide', true, '2024-01-01')`,
      [member.numero, rows[0].id, member.offre],
    );
  }
}

import type { Queryable } from '../db/types';
import { clientBrand, type ClientBrand } from '../branding/clientBrand';

/** The client as its documents name it: legal identity, and what the carte de tiers payant prints for professionals. */
export interface ClientIdentite {
  raisonSociale: string;
  adresse: string | null;
  immatriculation: string | null;
  numeroAmc: string | null;
  codeAiguillage: string | null;
  telephoneProfessionnels: string | null;
  /** Its look (logo, colour) over the letterhead; a document drawn for no stored client has none. */
  brand?: ClientBrand;
}

/** The identity of the client `clientCode` (clientCodeOf(request)); its libellé stands for a name nobody set. */
export async function clientIdentite(db: Queryable, clientCode: string): Promise<ClientIdentite> {
  const { rows } = await db.query<ClientIdentite>(
    `SELECT coalesce(raison_sociale, libelle) AS "raisonSociale", adresse_siege AS adresse, immatriculation,
            numero_amc AS "numeroAmc", code_aiguillage AS "codeAiguillage", telephone_professionnels AS "telephoneProfessionnels"
       FROM clients WHERE code = $1`,
    [clientCode],
  );
  return rows[0];
}

/** The client as a document's letterhead draws it: its identity and its look (the logo's bytes: read for a PDF only). */
export async function letterheadClient(db: Queryable, clientCode: string): Promise<ClientIdentite> {
  return { ...(await clientIdentite(db, clientCode)), brand: await clientBrand(db, clientCode) };
}

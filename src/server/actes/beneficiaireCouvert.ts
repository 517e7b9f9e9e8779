import type { Queryable } from '../db/types';
import { badRequest } from '../errors';
import type { ActeManifest } from './manifests';

/**
 * Who is covered on a day (declarationsinistre, pec-hospi): a beneficiary's own coverage
 * dates, else the contract's (migration 480). The list of the acte (GET /api/adherent/beneficiaires?date=)
 * and the server's check of the chosen person use the same condition, on `b` (beneficiaires) and
 * `k` (contrats), the day being the parameter `$n`.
 */
export const coveredOn = (param: string) =>
  `(coalesce(b.date_debut_couverture, k.date_debut) IS NULL OR coalesce(b.date_debut_couverture, k.date_debut) <= ${param}::date)
   AND (coalesce(b.date_fin_couverture, k.date_fin) IS NULL OR coalesce(b.date_fin_couverture, k.date_fin) >= ${param}::date)`;

export const COUVERTURE_MESSAGE = "Cette personne n'est pas couverte par le contrat à cette date. Merci de choisir un bénéficiaire dans la liste.";

const at = (data: unknown, pointer: string): unknown =>
  pointer.split('/').reduce<unknown>((value, key) => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined), data);

/** The manifest's `beneficiaireCouvert` { beneficiaire, date } (paths in the data): the person must be covered that day. */
export async function assertBeneficiaireCouvert(db: Queryable, manifest: ActeManifest, data: unknown, numeroContrat: string | null): Promise<void> {
  if (!manifest.beneficiaireCouvert) return;
  const { beneficiaire, date } = manifest.beneficiaireCouvert;
  const day = String(at(data, date) ?? '');
  const { rows } = !/^\d{4}-\d{2}-\d{2}$/.test(day) ? { rows: [] } : await db.query(
    `SELECT 1 FROM beneficiaires b JOIN contrats k ON k.id = b.contrat_id
      WHERE k.numero_contrat_individuel = $1 AND b.num_pers = $2 AND ${coveredOn('$3')}`,
    [numeroContrat, String(at(data, beneficiaire) ?? ''), day],
  );
  if (rows.length === 0) throw badRequest(COUVERTURE_MESSAGE, 'BeneficiaireNonCouvert', { errors: [{ path: `/${beneficiaire}`, message: COUVERTURE_MESSAGE }] });
}

import type { Queryable } from '../db/types';
import type { CreateAccountAuthMode } from '../clientSettings';
import { normalizeIban } from '../../domain/iban';

/**
 * Finds the member a registration (or forgotten-identifier) form describes:
 * the identifiers the client's createAccountAuthMode asks for, plus nom, prénom, birth date,
 * and the postal code / IBAN last 4 when the client verifies them. Returns null when any
 * given piece disagrees: the caller never says which one.
 */
export interface IdentityForm {
  numeroContrat?: string | null;
  nir?: string | null;
  nom?: string;
  prenom?: string;
  dateNaissance?: string;
  codePostal?: string | null;
  iban?: string | null;
}

export interface MatchRules {
  createAccountAuthMode: CreateAccountAuthMode;
  isCodePostalVerifiedOnAccountCreation: boolean;
  isRegisterVerifyIban: boolean;
  isRegisterIbanObligatoire: boolean;
}

export interface MatchedMember {
  id: string;
  civilite: string;
  nom: string;
  prenom: string;
  email: string | null;
  telephone_mobile: string | null;
  telephone_confirme: boolean;
  user_id: string | null;
  user_name: string | null;
}

/** Case, accents, hyphens, apostrophes and repeated spaces do not matter. */
export function normalizeName(value: string | null | undefined): string {
  return (value ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[-'’\s]+/g, ' ')
    .trim();
}

const clean = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, '').toUpperCase();

export async function matchMember(db: Queryable, form: IdentityForm, rules: MatchRules): Promise<MatchedMember | null> {
  const contrat = clean(form.numeroContrat);
  const nir = clean(form.nir);
  const mode = rules.createAccountAuthMode;
  const useContrat = mode === 'individual' || mode === 'all' || (mode === 'oneOfTwo' && contrat !== '');
  const useNir = mode === 'nir' || mode === 'all' || (mode === 'oneOfTwo' && nir !== '');
  if ((useContrat && !contrat) || (useNir && !nir) || (!useContrat && !useNir)) return null;

  const conditions: string[] = ['a.date_naissance = $1'];
  const params: unknown[] = [form.dateNaissance ?? null];
  if (!/^\d{4}-\d{2}-\d{2}$/.test(String(form.dateNaissance))) return null;
  if (useContrat) {
    params.push(contrat);
    conditions.push(`EXISTS (SELECT 1 FROM contrats c WHERE c.adherent_id = a.id AND upper(c.numero_contrat_individuel) = $${params.length})`);
  }
  if (useNir) {
    params.push(nir);
    conditions.push(`a.nir = $${params.length}`);
  }
  const { rows } = await db.query<MatchedMember & { code_postal: string | null; iban: string | null }>(
    `SELECT a.id, a.civilite, a.nom, a.prenom, a.email, a.telephone_mobile, a.telephone_confirme, a.code_postal, a.iban,
            u.id AS user_id, u.user_name
       FROM adherents a LEFT JOIN users u ON u.adherent_id = a.id AND u.num_pers IS NULL
      WHERE ${conditions.join(' AND ')}`,
    params,
  );
  const found = rows.find(
    (row) => normalizeName(row.nom) === normalizeName(form.nom) && normalizeName(row.prenom) === normalizeName(form.prenom),
  );
  if (!found) return null;
  if (rules.isCodePostalVerifiedOnAccountCreation && clean(found.code_postal) !== clean(form.codePostal)) return null;
  const last4 = clean(form.iban);
  if (rules.isRegisterVerifyIban && (last4 !== '' || rules.isRegisterIbanObligatoire)) {
    if (!found.iban || normalizeIban(found.iban).slice(-4) !== last4) return null;
  }
  const { code_postal: _cp, iban: _iban, ...member } = found;
  void _cp;
  void _iban;
  return member;
}

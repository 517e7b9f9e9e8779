/**
 * The requests of the scale part: every read a member's pages make, and every back-office list,
 * search and statistic, each as a path built for one member (the member reads) or a rotation of
 * searches (the back office), so that ten connections never ask the same thing ten times.
 */
export type Audience = 'membre' | 'gestion';
export type Kind = 'member' | 'list' | 'statistic';

/** A member of the sample: his contract number (for the reads that name it). */
export interface SampleMember {
  numero: string;
  cookie: string;
}

export interface ScaleRequest {
  name: string;
  kind: Kind;
  /** the path for one call: the member (member reads) or the call's number (back office) */
  path(member: SampleMember, call: number): string;
}

const isoDay = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const rotate = <T>(values: readonly T[], call: number) => values[call % values.length];

const member = (name: string, path: string | ((m: SampleMember) => string)): ScaleRequest => ({
  name,
  kind: 'member',
  path: typeof path === 'string' ? () => path : (m) => path(m),
});
const list = (name: string, paths: readonly string[], kind: Kind = 'list'): ScaleRequest => ({ name, kind, path: (_m, call) => rotate(paths, call) });

const REMBOURSEMENTS = '/api/v1/adherent/remboursements?periode=24&taille=50';
const PRESTATIONS = 'periode=24&page=1&taille=20';

export const MEMBER_REQUESTS: ScaleRequest[] = [
  member('utilisateur connecté', '/api/identity/current-user'),
  member('contrats', '/api/adherent/contrats'),
  member('contrats v2', '/api/v2/adherent/contrats'),
  member('contrat courant', '/api/v2/adherent/contrat-courant'),
  member('détail du contrat', (m) => `/api/v2/adherent/contrats/${m.numero}`),
  member('bénéficiaires', '/api/adherent/beneficiaires'),
  member('remboursements 24 mois', REMBOURSEMENTS),
  member('remboursements, page 3', `${REMBOURSEMENTS}&page=3`),
  member('remboursements, pharmacie', `${REMBOURSEMENTS}&typeSoin=pharmacie`),
  member('remboursements, bénéficiaire 01', `${REMBOURSEMENTS}&beneficiaire=01`),
  member('remboursements, tiers payant', `${REMBOURSEMENTS}&tiersPayant=true`),
  member('remboursements, par date de paiement', `${REMBOURSEMENTS}&tri=datePaiement&ordre=asc`),
  member('décomptes (actes)', `/api/v2/adherent/prestations/decomptes/actes?${PRESTATIONS}`),
  member('paiements', `/api/v2/adherent/prestations/paiements?${PRESTATIONS}`),
  member('tiers payant, décomptes', `/api/v2/adherent/tiers-prestations/decomptes?${PRESTATIONS}`),
  member('tiers payant, actes', `/api/v2/adherent/tiers-prestations/actes?${PRESTATIONS}`),
  member('courriers', '/api/adherent/courriers'),
  member('carte TP', '/api/cgdm-svc/carte-tp'),
  member('profil', '/api/adherent/profil/v2'),
  member('demandes', '/api/adherent/demandes'),
  member('notifications', '/api/notification'),
];

/** Searches typed by staff: a common name, a rare one, the start of an identifier, a piece inside one. */
const SEARCHES = ['martin', 'oyharcabal', 'camille.m', 'ard123', 'du'];

export function backOfficeRequests(): ScaleRequest[] {
  const month = `du=${isoDay(30)}&au=${isoDay(0)}`;
  const year = `du=${isoDay(365)}&au=${isoDay(0)}`;
  return [
    list('demandes (file)', ['/api/admin/demandes?page=1&taille=20']),
    list('demandes, par statut', ['envoyee', 'en_cours', 'document_manquant', 'traitee'].map((s) => `/api/admin/demandes?statut=${s}&page=1&taille=20`)),
    list('demandes, par acte', ['adresse', 'rib-prestations', 'abonnement'].map((a) => `/api/admin/demandes?acte=${a}&page=1&taille=20`)),
    list('demandes, par client', ['mutuelle-demo', 'mutuelle-azur'].map((c) => `/api/admin/demandes?client=${c}&page=1&taille=20`)),
    list('demandes, 30 jours', [`/api/admin/demandes?${month}&page=1&taille=20`]),
    list('demandes, triées', ['libelle', 'statut', 'numeroContrat', 'adherent'].map((t, i) => `/api/admin/demandes?tri=${t}&ordre=${i % 2 ? 'asc' : 'desc'}&page=1&taille=20`)),
    list('demandes, page 200', ['/api/admin/demandes?page=200&taille=20']),
    list('comptes, recherche', SEARCHES.map((q) => `/api/admin/users/roles?recherche=${encodeURIComponent(q)}&page=1&taille=20`)),
    list('comptes, liste', ['/api/admin/users/roles?page=1&taille=20']),
    list('titulaires par numéro de contrat', ['C0001', 'C00123', 'C0045678'].map((n) => `/api/admin/comptes/adherents?numeroContrat=${n}`)),
    list('comptes créés par le personnel', ['/api/admin/comptes?page=1&taille=20']),
    list('connexions', ['/api/admin/connections-logs?page=1&taille=20']),
    list('connexions, échouées', ['/api/admin/connections-logs?succes=false&page=1&taille=20']),
    list('connexions, identifiant', SEARCHES.map((q) => `/api/admin/connections-logs?identifiant=${encodeURIComponent(q)}&page=1&taille=20`)),
    list('connexions, 30 jours', [`/api/admin/connections-logs?${month}&page=1&taille=20`]),
    list('historique des fonctionnalités', ['/api/admin/history?page=1&taille=20', '/api/admin/history?client=mutuelle-azur&page=1&taille=20']),
    list('historique, un contrat', ['C00000003', 'C00004242'].map((c) => `/api/admin/history?contrat=${c}&page=1&taille=20`)),
    list('envois non distribués', ['/api/admin/envois/non-distribues?page=1&taille=20']),
    list('connexions par jour, 30 jours', [`/api/admin/connexion-counter?${month}`], 'statistic'),
    list('connexions par jour, un an', [`/api/admin/connexion-counter?${year}`], 'statistic'),
    list('statistiques des comptes', ['/api/admin/statistiques-users'], 'statistic'),
    list('audiences (effectifs)', ['/api/admin/audiences'], 'statistic'),
  ];
}

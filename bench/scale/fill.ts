/**
 * The scale part's data: a mutuelle of `members` members, written by PostgreSQL itself
 * (generate_series), on top of the demo's seed. Deterministic: every "random" choice is a hash of
 * the row's number (hashint8), so two fills are the same and a statement can find again what
 * another one chose (the member of a décompte, the beneficiaries of a contract) without a join.
 *
 * Distributions, at one million members:
 * - 2 clients (mutuelle-demo 70 %, mutuelle-azur 30 %); surnames and first names drawn with a
 *   skew (MARTIN is common, a few names are rare), identifiers « prenom.nomN@exemple.fr »;
 * - a contract per member, a second one (ended) for a quarter; 1 to 4 persons per contract;
 * - 15 000 000 décomptes of 2 actes (30 000 000 lines) over 27 months: the first 100 members
 *   (« heavy ») share 1 % of them (≈ 3 000 lines each), the others ≈ 30 lines each;
 * - 2 000 000 demandes (a tenth of the members file most of them) with their status history;
 * - 10 000 000 connection-log rows over 13 months (one past the retention, for the purge);
 * - 500 000 courriers, 1 000 000 notifications, 100 000 toggles in the history, and an outbox
 *   backlog of 100 000 mails.
 *
 * Indexes are dropped before the big tables are written and built again after (the same
 * definitions, read from pg_indexes): much faster than keeping 30 million random-keyed index
 * entries up to date row by row. Triggers are off while writing (session_replication_role): what
 * each acte keeps (its JSON text, its décompte's tiers payant and payment date) and each account's
 * kept name are written here set-wise, and `verifyTriggerColumns` checks a sample of them against
 * the database's own triggers, so the fill cannot drift from the product.
 */
/** How many rows the fill writes, by what: the targets its statements are built from. */
export interface FillTargets {
  decomptes: number;
  demandes: number;
  connectionLogs: number;
  courriers: number;
  notifications: number;
  featureChanges: number;
  outboxBacklog: number;
}

export const HEAVY_MEMBERS = 100;

/** The account id the fill gives member n (scale_fill.usr). */
export const fillUserId = (n: number) => `00000000-0000-4000-8200-${n.toString(16).padStart(12, '0')}`;

export function fillTargets(members: number): FillTargets {
  const k = members / 1_000_000;
  return {
    decomptes: Math.round(15_000_000 * k), // two lines each
    demandes: Math.round(2_000_000 * k),
    connectionLogs: Math.round(10_000_000 * k),
    courriers: Math.round(500_000 * k),
    notifications: Math.round(1_000_000 * k),
    featureChanges: Math.round(100_000 * k),
    outboxBacklog: 100_000,
  };
}

/** The tables whose secondary indexes are dropped during the fill and built again after it. */
export const FILLED_TABLES = [
  'adherents', 'users', 'contrats', 'beneficiaires', 'decomptes', 'actes_remboursement', 'demandes', 'demande_statuts',
  'connection_logs', 'courriers', 'notifications', 'feature_changes', 'outbox',
];

const NOMS = [
  'MARTIN', 'BERNARD', 'THOMAS', 'PETIT', 'ROBERT', 'RICHARD', 'DURAND', 'DUBOIS', 'MOREAU', 'LAURENT', 'SIMON', 'MICHEL', 'LEFEBVRE',
  'LEROY', 'ROUX', 'DAVID', 'BERTRAND', 'MOREL', 'FOURNIER', 'GIRARD', 'BONNET', 'DUPONT', 'LAMBERT', 'FONTAINE', 'ROUSSEAU', 'VINCENT',
  'MULLER', 'LEFEVRE', 'FAURE', 'ANDRE', 'MERCIER', 'BLANC', 'GUERIN', 'BOYER', 'GARNIER', 'CHEVALIER', 'FRANCOIS', 'LEGRAND', 'GAUTHIER',
  'GARCIA', 'PERRIN', 'ROBIN', 'CLEMENT', 'MORIN', 'NICOLAS', 'HENRY', 'ROUSSEL', 'MATHIEU', 'GAUTIER', 'MASSON', 'MARCHAND', 'DUVAL',
  'DENIS', 'DUMONT', 'MARIE', 'LEMAIRE', 'NOEL', 'MEYER', 'DUFOUR', 'MEUNIER', 'BRUN', 'BLANCHARD', 'GIRAUD', 'JOLY', 'RIVIERE', 'LUCAS',
  'BRUNET', 'GAILLARD', 'BARBIER', 'ARNAUD', 'MARTINEZ', 'GERARD', 'ROCHE', 'RENARD', 'SCHMITT', 'ROY', 'LEROUX', 'COLIN', 'VIDAL',
  'CARON', 'PICARD', 'ROGER', 'FABRE', 'AUBERT', 'LEMOINE', 'RENAUD', 'DUMAS', 'LACROIX', 'OLIVIER', 'PHILIPPE', 'BOURGEOIS', 'PIERRE',
  'BENOIT', 'REY', 'LECLERC', 'PAYET', 'ROLLAND', 'LECLERCQ', 'GUILLAUME', 'LECOMTE', 'KERGUELEN', 'ABGRALL', 'OYHARCABAL', 'ETCHEVERRY',
];
const PRENOMS = [
  'Marie', 'Jean', 'Pierre', 'Michel', 'Philippe', 'Nathalie', 'Isabelle', 'Catherine', 'Sylvie', 'Alain', 'Nicolas', 'Christophe',
  'Sophie', 'Patrick', 'Christine', 'Stéphane', 'Sandrine', 'Laurent', 'David', 'Valérie', 'Julien', 'Céline', 'Camille', 'Léa', 'Manon',
  'Chloé', 'Emma', 'Inès', 'Lucas', 'Hugo', 'Louis', 'Gabriel', 'Arthur', 'Jules', 'Nadia', 'Karim', 'Sarah', 'Thomas', 'Anne', 'Paul',
];
const OFFRES = ['Santé Essentielle', 'Santé Famille Confort', 'Santé Jeunes', 'Santé Sérénité', 'Santé Entreprise'];
const ACTES = ['rib-prestations', 'communication-mail', 'communication-tel', 'adresse', 'demande-remboursement', 'declarationsinistre-v2', 'demande-document', 'abonnement', 'consentement', 'dematerialisation'];
const SOINS = [
  ['consultation', 'Consultation médecin généraliste', 30, 16, 12],
  ['pharmacie', 'Médicaments remboursés à 65 %', 24.5, 15.93, 8.57],
  ['dentaire', 'Détartrage', 28.92, 17.35, 11.57],
  ['optique', 'Verres et monture', 420, 0.09, 300],
  ['hospitalisation', 'Forfait journalier hospitalier', 20, 0, 20],
] as const;

const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;
const sqlArray = (values: readonly string[]) => `ARRAY[${values.map(sqlText).join(',')}]`;

/**
 * The fill's helper functions, in a schema of their own (dropped at the end): a uniform number in
 * [0, 1) from a row number and a salt, a skewed index into a list, the member of a décompte.
 */
export function helpersSql(members: number): string {
  // STABLE, not IMMUTABLE: a text built with || is stable, and PostgreSQL inlines a SQL function
  // only when its body is no more volatile than it says (a function called per row cost 10×).
  return `
CREATE SCHEMA IF NOT EXISTS scale_fill;
CREATE OR REPLACE FUNCTION scale_fill.u(n bigint, salt int) RETURNS float8 STABLE PARALLEL SAFE LANGUAGE sql
  AS $$ SELECT (hashint8(n * 1000003 + salt) & 2147483647)::float8 / 2147483648 $$;
-- an index in 1..len, the first ones more often (square of a uniform number)
CREATE OR REPLACE FUNCTION scale_fill.skewed(n bigint, salt int, len int) RETURNS int STABLE PARALLEL SAFE LANGUAGE sql
  AS $$ SELECT 1 + floor(len * scale_fill.u(n, salt) ^ 2)::int $$;
CREATE OR REPLACE FUNCTION scale_fill.nom(n bigint) RETURNS text STABLE PARALLEL SAFE LANGUAGE sql
  AS $$ SELECT (${sqlArray(NOMS)})[scale_fill.skewed(n, 1, ${NOMS.length})] $$;
CREATE OR REPLACE FUNCTION scale_fill.prenom(n bigint) RETURNS text STABLE PARALLEL SAFE LANGUAGE sql
  AS $$ SELECT (${sqlArray(PRENOMS)})[scale_fill.skewed(n, 2, ${PRENOMS.length})] $$;
CREATE OR REPLACE FUNCTION scale_fill.user_name(n bigint) RETURNS text STABLE PARALLEL SAFE LANGUAGE sql
  AS $$ SELECT lower(translate(scale_fill.prenom(n), 'éèëï', 'eeei')) || '.' || lower(scale_fill.nom(n)) || n || '@exemple.fr' $$;
-- persons on member n's contract: 1 to 4
CREATE OR REPLACE FUNCTION scale_fill.persons(n bigint) RETURNS int STABLE PARALLEL SAFE LANGUAGE sql
  AS $$ SELECT 1 + (n % 4)::int $$;
-- the member of décompte d: one in a hundred goes to the heavy members
CREATE OR REPLACE FUNCTION scale_fill.member_of(d bigint) RETURNS bigint STABLE PARALLEL SAFE LANGUAGE sql
  AS $$ SELECT CASE WHEN d % 100 = 0 THEN 1 + (d / 100) % ${HEAVY_MEMBERS} ELSE 1 + floor(scale_fill.u(d, 3) * ${members})::bigint END $$;
-- a member who files demandes: a tenth of them file most
CREATE OR REPLACE FUNCTION scale_fill.active_member(d bigint, salt int) RETURNS bigint STABLE PARALLEL SAFE LANGUAGE sql
  AS $$ SELECT CASE WHEN scale_fill.u(d, salt) < 0.7 THEN 1 + floor(scale_fill.u(d, salt + 1) * ${Math.max(1, Math.floor(members / 10))})::bigint
                    ELSE 1 + floor(scale_fill.u(d, salt + 1) * ${members})::bigint END $$;
-- ids that say what they are and whose: …-8<kind>00-<n in hex> (an md5 per row cost five times more)
CREATE OR REPLACE FUNCTION scale_fill.id(kind int, n bigint) RETURNS uuid STABLE PARALLEL SAFE LANGUAGE sql
  AS $$ SELECT ('00000000-0000-4000-8' || kind || '00-' || lpad(to_hex(n), 12, '0'))::uuid $$;
CREATE OR REPLACE FUNCTION scale_fill.adherent(n bigint) RETURNS uuid STABLE PARALLEL SAFE LANGUAGE sql AS $$ SELECT scale_fill.id(1, n) $$;
CREATE OR REPLACE FUNCTION scale_fill.usr(n bigint) RETURNS uuid STABLE PARALLEL SAFE LANGUAGE sql AS $$ SELECT scale_fill.id(2, n) $$;
CREATE OR REPLACE FUNCTION scale_fill.contrat(n bigint) RETURNS uuid STABLE PARALLEL SAFE LANGUAGE sql AS $$ SELECT scale_fill.id(3, n) $$;
CREATE OR REPLACE FUNCTION scale_fill.ancien_contrat(n bigint) RETURNS uuid STABLE PARALLEL SAFE LANGUAGE sql AS $$ SELECT scale_fill.id(4, n) $$;
-- person p of member n's contract: the holder (1) is the member
CREATE OR REPLACE FUNCTION scale_fill.person_prenom(n bigint, p int) RETURNS text STABLE PARALLEL SAFE LANGUAGE sql
  AS $$ SELECT CASE WHEN p = 1 THEN scale_fill.prenom(n) ELSE scale_fill.prenom(n * 7 + p) END $$;
`;
}

/** Two streams of statements, run on two connections at once (the machine has two cores). */
export function fillStreams(members: number, demoPasswordHash: string): { people: [string, string][]; activity: [string, string][] } {
  const c = fillTargets(members);
  const days = 27 * 30; // 27 months of care and payments
  const soin = (i: number) => `(ARRAY[${SOINS.map((s) => sqlText(s[i] as string)).join(',')}])`;
  const amount = (i: number) => `(ARRAY[${SOINS.map((s) => s[i]).join(',')}]::numeric(10,2)[])`;
  /** Décomptes number `from`…`to` and their lines: the fill writes them in two halves, one per connection. */
  const decomptesAndLines = (half: string, from: number, to: number): [string, string][] => [
      [`décomptes ${half}`, `INSERT INTO decomptes (id, contrat_id, numero, date_paiement, tiers_payant, destinataire, nom_destinataire)
        SELECT d + 1000000, scale_fill.contrat(scale_fill.member_of(d)), 'S' || lpad(d::text, 9, '0'), current_date - floor(scale_fill.u(d, 60) * ${days})::int,
               d % 3 = 0, CASE WHEN d % 3 = 0 THEN 'professionnel' ELSE 'adherent' END,
               CASE WHEN d % 3 = 0 THEN 'Pharmacie du Centre' ELSE scale_fill.prenom(scale_fill.member_of(d)) || ' ' || scale_fill.nom(scale_fill.member_of(d)) END
          FROM generate_series(${from}, ${to}) d`],
      // What the acte's trigger keeps (migrations 580 and 930), written here from the décompte and the
      // member's numbers: its décompte's tiers payant and payment date, and its stored JSON text, whose
      // names, dates and codes hold nothing JSON escapes, so they are quoted as they are (to_json on
      // 30 million rows cost minutes). verifyTriggerColumns compares.
      [`lignes de remboursement ${half}`, `INSERT INTO actes_remboursement (id, decompte_id, contrat_id, num_pers, date_soins, type_soin, libelle, professionnel,
                                        montant_depense, montant_ss, montant_mutuelle, tiers_payant, date_paiement, json_item)
        SELECT l.id, l.decompte_id, l.contrat_id, l.num_pers, l.date_soins, ${soin(0)}[l.s], ${soin(1)}[l.s], l.professionnel,
               ${amount(2)}[l.s], ${amount(3)}[l.s], ${amount(4)}[l.s], l.tiers_payant, l.date_paiement,
               '"id":' || l.id || ',"decompteId":' || l.decompte_id || ',"numeroDecompte":"' || l.numero
               || '","dateSoins":"' || l.date_soins || '","numPers":"' || l.num_pers
               || '","beneficiaire":"' || scale_fill.person_prenom(l.n, l.p) || ' ' || scale_fill.nom(l.n)
               || '","typeSoin":"' || ${soin(0)}[l.s] || '","libelle":"' || ${soin(1)}[l.s]
               || '","professionnel":"' || l.professionnel
               || '","montantDepense":' || ${amount(2)}[l.s] || ',"montantSS":' || ${amount(3)}[l.s] || ',"montantMutuelle":' || ${amount(4)}[l.s]
               || ',"resteACharge":' || (${amount(2)}[l.s] - ${amount(3)}[l.s] - ${amount(4)}[l.s])
               || ',"datePaiement":"' || l.date_paiement || '","tiersPayant":' || l.tiers_payant
               || ',"destinataire":"' || l.destinataire || '","payeA":"' || l.nom_destinataire || '"}'
          FROM (SELECT 1000000 + (d.id - 1000000) * 2 + k AS id, d.id AS decompte_id, d.contrat_id, d.numero, d.date_paiement, d.tiers_payant,
                       d.destinataire, d.nom_destinataire, m.n, m.p, lpad(m.p::text, 2, '0') AS num_pers, d.date_paiement - k * 3 AS date_soins,
                       1 + floor(scale_fill.u(d.id * 2 + k, 61) * 5)::int AS s, 'Dr ' || scale_fill.nom(d.id * 2 + k) AS professionnel
                  FROM decomptes d CROSS JOIN generate_series(0, 1) k
                  CROSS JOIN LATERAL (SELECT scale_fill.member_of(d.id - 1000000) AS n) mm
                  CROSS JOIN LATERAL (SELECT mm.n, 1 + ((d.id + k) % scale_fill.persons(mm.n))::int AS p) m
                 WHERE d.id BETWEEN 1000000 + ${from} AND 1000000 + ${to}) l`],
  ];
  const people: [string, string][] = [
    ['adhérents', `INSERT INTO adherents (id, civilite, nom, prenom, date_naissance, code_postal, email, created_at)
      SELECT scale_fill.adherent(n), CASE WHEN n % 2 = 0 THEN 'MME' ELSE 'M' END, scale_fill.nom(n), scale_fill.prenom(n),
             date '1940-01-01' + floor(scale_fill.u(n, 4) * 25000)::int, lpad((1000 + floor(scale_fill.u(n, 5) * 94000))::int::text, 5, '0'),
             scale_fill.user_name(n), now() - make_interval(days => floor(scale_fill.u(n, 6) * 3650)::int)
        FROM generate_series(1, ${members}) n`],
    ['comptes', `INSERT INTO users (id, user_name, password_hash, roles, adherent_id, nom_compte, prenom_compte, status, email_confirmed, cgu_accepted_at,
                        client_code, last_login_at, created_at, password_changed_at)
      SELECT scale_fill.usr(n), scale_fill.user_name(n), ${sqlText(demoPasswordHash)}, ARRAY['User'], scale_fill.adherent(n), scale_fill.nom(n), scale_fill.prenom(n),
             CASE WHEN n % 10 = 9 THEN 'created' ELSE 'active' END, true, now(),
             CASE WHEN n % 10 < 7 THEN 'mutuelle-demo' ELSE 'mutuelle-azur' END,
             CASE WHEN scale_fill.u(n, 8) < 0.6 THEN now() - make_interval(secs => scale_fill.u(n, 9) * 86400 * 400) END,
             now() - make_interval(days => floor(scale_fill.u(n, 6) * 3000)::int), now()
        FROM generate_series(1, ${members}) n`],
    ['contrats', `INSERT INTO contrats (id, numero_contrat_individuel, adherent_id, nom_offre, etat, is_actif, date_debut, date_fin)
      SELECT scale_fill.contrat(n), 'C' || lpad(n::text, 8, '0'), scale_fill.adherent(n), (${sqlArray(OFFRES)})[1 + (n % ${OFFRES.length})::int],
             'valide', true, date '2015-01-01' + floor(scale_fill.u(n, 10) * 3000)::int, NULL
        FROM generate_series(1, ${members}) n
      UNION ALL
      SELECT scale_fill.ancien_contrat(n), 'R' || lpad(n::text, 8, '0'), scale_fill.adherent(n), (${sqlArray(OFFRES)})[1 + ((n + 1) % ${OFFRES.length})::int],
             'resilie', false, date '2010-01-01', date '2014-12-31'
        FROM generate_series(4, ${members}, 4) n`],
    ['bénéficiaires', `INSERT INTO beneficiaires (contrat_id, code_civilite, nom, prenom, num_pers, date_naissance, rang_naissance)
      SELECT scale_fill.contrat(n), CASE WHEN (n + p) % 2 = 0 THEN 'MME' ELSE 'M' END, scale_fill.nom(n),
             scale_fill.person_prenom(n, p), lpad(p::text, 2, '0'),
             date '1940-01-01' + floor(scale_fill.u(n * 10 + p, 4) * 25000)::int, 1
        FROM generate_series(1, ${members}) n, generate_series(1, scale_fill.persons(n)) p
      UNION ALL
      SELECT scale_fill.ancien_contrat(n), 'M', scale_fill.nom(n), scale_fill.prenom(n), '01', date '1960-01-01', 1
        FROM generate_series(4, ${members}, 4) n`],
    ['courriers', `INSERT INTO courriers (contrat_id, date_envoi, objet, contenu, lu, created_at)
      SELECT scale_fill.contrat(scale_fill.active_member(i, 20)), current_date - floor(scale_fill.u(i, 22) * ${days})::int,
             (ARRAY['Échéancier de cotisations','Attestation de droits','Votre carte de tiers payant','Relevé de prestations'])[1 + (i % 4)::int],
             'Madame, Monsieur,' || chr(10) || chr(10) || 'Veuillez trouver ci-dessous les informations relatives à votre contrat.', i % 3 = 0, now()
        FROM generate_series(1, ${c.courriers}) i`],
    ['notifications', `INSERT INTO notifications (user_id, date_envoi, titre, message, lue)
      SELECT scale_fill.usr(scale_fill.active_member(i, 30)), now() - make_interval(secs => scale_fill.u(i, 32) * 86400 * ${days}),
             'Nouveau remboursement', 'Un remboursement a été effectué sur votre compte.', i % 4 <> 0
        FROM generate_series(1, ${c.notifications}) i`],
    ['demandes', `INSERT INTO demandes (id, acte, user_id, numero_contrat, donnees, created_at, statut, statut_le, client_code, mode_gestion, processed_at)
      SELECT i, (${sqlArray(ACTES)})[scale_fill.skewed(i, 40, ${ACTES.length})], scale_fill.usr(m), 'C' || lpad(m::text, 8, '0'), '{}'::jsonb, t,
             s, t + interval '2 days', CASE WHEN m % 10 < 7 THEN 'mutuelle-demo' ELSE 'mutuelle-azur' END,
             CASE WHEN i % 5 = 0 THEN 'automatique' ELSE 'manuel' END, CASE WHEN s = 'traitee' THEN t + interval '2 days' END
        FROM (SELECT i + 1000 AS i, scale_fill.active_member(i, 41) AS m, now() - make_interval(secs => scale_fill.u(i, 43) * 86400 * ${days}) AS t,
                     (ARRAY['traitee','traitee','traitee','traitee','traitee','refusee','envoyee','en_cours','document_manquant','traitee'])[1 + floor(scale_fill.u(i, 44) * 10)::int] AS s
                FROM generate_series(1, ${c.demandes}) i) g`],
    ['historique des demandes', `INSERT INTO demande_statuts (demande_id, avant, apres, message, created_at)
      SELECT d.id, 'envoyee', d.statut, NULL, d.statut_le FROM demandes d WHERE d.id > 1000 AND d.statut <> 'envoyee'
      UNION ALL
      SELECT d.id, 'envoyee', 'en_cours', NULL, d.created_at + interval '1 day' FROM demandes d WHERE d.id > 1000 AND d.statut IN ('traitee', 'refusee') AND d.id % 2 = 0`],
    ['historique des fonctionnalités', `INSERT INTO feature_changes (changed_at, user_name, client_code, feature_key, numero_contrat_individuel, before_value, after_value, comment)
      SELECT now() - make_interval(secs => scale_fill.u(i, 50) * 86400 * ${days}), 'gestion@demo.fr', CASE WHEN i % 10 < 7 THEN 'mutuelle-demo' ELSE 'mutuelle-azur' END,
             (ARRAY['carteTp','rib','teletransmission','demandes','simulateur'])[1 + (i % 5)::int],
             CASE WHEN i % 3 = 0 THEN NULL ELSE 'C' || lpad((1 + floor(scale_fill.u(i, 51) * ${members}))::bigint::text, 8, '0') END, i % 2 = 0, i % 2 = 1, 'Réglage'
        FROM generate_series(1, ${c.featureChanges}) i`],
    ['audiences', `INSERT INTO audiences (nom, client_code, offre, etat) VALUES
      ('Tous les adhérents', NULL, NULL, NULL), ('Famille Confort', NULL, 'Santé Famille Confort', 'valide'),
      ('Jeunes de Mutuelle Azur', 'mutuelle-azur', 'Santé Jeunes', NULL), ('Contrats résiliés', NULL, NULL, 'resilie'),
      ('Entreprise, Mutuelle Démo', 'mutuelle-demo', 'Santé Entreprise', 'valide')`],
    ['courriels en attente', `INSERT INTO outbox (channel, recipient, subject, text_body, created_at, next_attempt_at)
      SELECT 'mail', scale_fill.user_name(i), 'Votre demande a été traitée', 'Bonjour, votre demande a été traitée.', now() - interval '10 minutes', now() - interval '1 minute'
        FROM generate_series(1, ${c.outboxBacklog}) i`],
    ['journal des connexions', `INSERT INTO connection_logs (at, success, motif, identifier, user_id, client_code, ip, user_agent)
      SELECT t, ok, CASE WHEN ok THEN 'succes' ELSE 'identifiants' END,
             CASE WHEN ok OR i % 2 = 0 THEN scale_fill.user_name(m) ELSE 'inconnu' || i || '@exemple.fr' END,
             CASE WHEN ok OR i % 2 = 0 THEN scale_fill.usr(m) END, CASE WHEN m % 10 < 7 THEN 'mutuelle-demo' ELSE 'mutuelle-azur' END,
             '10.' || (i % 250) || '.' || (i / 250 % 250) || '.1', 'Mozilla/5.0 (Linux; Android 14) Mobile'
        FROM (SELECT i, scale_fill.active_member(i, 70) AS m, scale_fill.u(i, 72) < 0.92 AS ok,
                     now() - make_interval(secs => scale_fill.u(i, 73) * 86400 * 396) AS t
                FROM generate_series(1, ${c.connectionLogs}) i) g
       -- written in time order, as the portal writes it: the newest attempts share the last pages,
       -- and the purge empties the first ones (in random order, it cleared every page's visibility)
       ORDER BY t`],
  ];
  const half = Math.floor(c.decomptes / 2);
  return { people: [...people, ...decomptesAndLines('(2/2)', half + 1, c.decomptes)], activity: decomptesAndLines('(1/2)', 1, half) };
}

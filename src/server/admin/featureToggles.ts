import type { Db, Queryable } from '../db/types';
import { HttpError } from '../errors';
import { getClient, loadFonctionnalites } from '../clientSettings';
import { explainFeatureVisibility } from '../../language/featureVisibility';
import { featureLibelle, isLockedFeature, knownFeatures, LOCKED_FEATURE_MESSAGE } from './featureCatalogue';
import { cappedCount } from './cappedCount';

/**
 * Feature toggles per client and per contract. The values live where the
 * members' reads find them (client_features, client_feature_contracts: clientSettings.ts reads
 * them at every request, nothing is cached), so a change is seen at the member's next read.
 * Every change writes one row of feature_changes (who, when, before, after, comment) in the same
 * transaction: no change without its history line.
 */
export const TOGGLE_MESSAGES = {
  unknownClient: 'Client inconnu.',
  unknownFeature: 'Fonctionnalité inconnue.',
  unknownContrat: 'Contrat inconnu.',
  locked: LOCKED_FEATURE_MESSAGE,
} as const;

export interface ClientChoice {
  code: string;
  libelle: string;
  isDefault: boolean;
}

export async function listClients(db: Queryable): Promise<ClientChoice[]> {
  const { rows } = await db.query<{ code: string; libelle: string; is_default: boolean }>(
    'SELECT code, libelle, is_default FROM clients ORDER BY is_default DESC, libelle',
  );
  return rows.map((row) => ({ code: row.code, libelle: row.libelle, isDefault: row.is_default }));
}

export async function clientExists(db: Queryable, code: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM clients WHERE code = $1', [code]);
  return rows.length > 0;
}

/** The client asked for (`?client=`), else the default one; an unknown code is a 404. */
export async function chosenClient(db: Queryable, code: string | undefined): Promise<ClientChoice> {
  const clients = await listClients(db);
  const client = code ? clients.find((c) => c.code === code) : clients[0];
  if (!client) throw new HttpError(404, TOGGLE_MESSAGES.unknownClient, 'UnknownClient');
  return client;
}

/** Every key the portal knows (featureCatalogue.ts) and every key the client configures. */
export async function featureRows(db: Queryable, clientCode: string, search: string | undefined) {
  const fonctionnalites = await loadFonctionnalites(db, clientCode);
  const known = new Map(knownFeatures().map((feature) => [feature.key, feature]));
  const keys = [...new Set([...known.keys(), ...Object.keys(fonctionnalites)])].sort((a, b) => a.localeCompare(b));
  const needle = search?.trim().toLowerCase() ?? '';
  const libelleOf = (key: string) => known.get(key)?.libelle ?? featureLibelle(key);
  return keys
    .filter((key) => !needle || key.toLowerCase().includes(needle) || libelleOf(key).toLowerCase().includes(needle))
    .sort((a, b) => libelleOf(a).localeCompare(libelleOf(b), 'fr'))
    .map((key) => {
      const flag = fonctionnalites[key];
      const overrides = Object.entries(flag?.isActivatedPerContract ?? {}).map(([numeroContrat, isActivated]) => ({ numeroContrat, isActivated }));
      const feature = known.get(key);
      return {
        key,
        libelle: libelleOf(key),
        client: clientCode,
        etat: !flag ? 'NON_CONFIGUREE' : flag.isActivated ? 'ACTIVEE' : 'DESACTIVEE',
        isActivated: flag ? flag.isActivated : null,
        overrides,
        overrideCount: overrides.length,
        locked: feature?.locked ?? false,
        usedBy: feature?.usedBy ?? [],
      };
    });
}

/**
 * The per-contract overrides of one feature, searchable by contract number, paged in SQL, counted
 * up to SEARCH_COUNT_LIMIT (a feature can be set for a great many contracts).
 */
export async function overrideRows(db: Queryable, clientCode: string, featureKey: string, contrat: string | undefined, page: number, taille: number) {
  const where = ['client_code = $1', 'feature_key = $2'];
  const params: unknown[] = [clientCode, featureKey];
  if (contrat?.trim()) {
    params.push(`%${contrat.trim().replace(/[\\%_]/g, '\\$&')}%`);
    where.push(`numero_contrat_individuel ILIKE $${params.length}`);
  }
  const [{ rows }, counted] = await Promise.all([
    db.query<{ numero: string; is_activated: boolean }>(
      `SELECT numero_contrat_individuel AS numero, is_activated
         FROM client_feature_contracts WHERE ${where.join(' AND ')}
        ORDER BY numero_contrat_individuel LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, taille, (page - 1) * taille],
    ),
    cappedCount(db, `SELECT 1 FROM client_feature_contracts WHERE ${where.join(' AND ')}`, params),
  ]);
  return { items: rows.map((row) => ({ numeroContrat: row.numero, isActivated: row.is_activated })), ...counted, page, taille };
}

/** « Pourquoi ? »: the effective value for a contract, level by level (the members' rule). */
export async function whyFeature(db: Queryable, clientCode: string, featureKey: string, numeroContrat: string | undefined) {
  const client = await getClient(db, clientCode);
  const why = explainFeatureVisibility(client.fonctionnalites, featureKey, numeroContrat || null);
  // The same, as rows for a table: each level, then the effective value.
  const lignes = [
    ...why.steps.map((step) => ({ niveau: step.niveau, valeur: step.valeur, decide: step.decide })),
    { niveau: 'Valeur effective', valeur: why.explication, decide: true },
  ];
  return { feature: featureKey, numeroContrat: numeroContrat || null, ...why, lignes };
}

function assertKnownKey(key: string, configured: boolean): void {
  if (!configured && !knownFeatures().some((feature) => feature.key === key)) throw new HttpError(400, TOGGLE_MESSAGES.unknownFeature, 'UnknownFeature');
}

async function record(tx: Queryable, change: { userName: string; clientCode: string; featureKey: string; numero: string | null; before: boolean | null; after: boolean | null; comment: string }) {
  if (change.before === change.after) return;
  await tx.query(
    `INSERT INTO feature_changes (user_name, client_code, feature_key, numero_contrat_individuel, before_value, after_value, comment)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [change.userName, change.clientCode, change.featureKey, change.numero, change.before, change.after, change.comment],
  );
}

async function clientValue(tx: Queryable, clientCode: string, featureKey: string): Promise<boolean | null> {
  const { rows } = await tx.query<{ is_activated: boolean }>('SELECT is_activated FROM client_features WHERE client_code = $1 AND feature_key = $2 FOR UPDATE', [clientCode, featureKey]);
  return rows[0] ? rows[0].is_activated : null;
}

/**
 * The client's value of a feature: true / false, or null (not configured: shown, and its
 * per-contract overrides go with it — each one recorded).
 */
export async function setClientValue(db: Db, userName: string, clientCode: string, featureKey: string, value: boolean | null, comment: string): Promise<void> {
  if (isLockedFeature(featureKey) && value === false) throw new HttpError(403, TOGGLE_MESSAGES.locked, 'ComplianceLocked');
  await db.transaction(async (tx) => {
    const before = await clientValue(tx, clientCode, featureKey);
    assertKnownKey(featureKey, before !== null);
    if (value === null) {
      const { rows } = await tx.query<{ numero: string; is_activated: boolean }>(
        'DELETE FROM client_feature_contracts WHERE client_code = $1 AND feature_key = $2 RETURNING numero_contrat_individuel AS numero, is_activated',
        [clientCode, featureKey],
      );
      for (const row of rows) await record(tx, { userName, clientCode, featureKey, numero: row.numero, before: row.is_activated, after: null, comment });
      await tx.query('DELETE FROM client_features WHERE client_code = $1 AND feature_key = $2', [clientCode, featureKey]);
    } else {
      await tx.query(
        `INSERT INTO client_features (client_code, feature_key, is_activated) VALUES ($1, $2, $3)
         ON CONFLICT (client_code, feature_key) DO UPDATE SET is_activated = EXCLUDED.is_activated`,
        [clientCode, featureKey, value],
      );
    }
    await record(tx, { userName, clientCode, featureKey, numero: null, before, after: value, comment });
  });
}

/**
 * A contract's override: true / false, or null (no override). A first override of a feature the
 * client does not configure configures it as activated (the value "not configured" stands for),
 * recorded too. Once a feature has overrides, a contract absent from them does not have it.
 */
export async function setContractOverride(
  db: Db,
  userName: string,
  clientCode: string,
  featureKey: string,
  numero: string,
  value: boolean | null,
  comment: string,
): Promise<void> {
  // A locked feature takes no per-contract list at all: any list hides it from the unlisted contracts.
  if (isLockedFeature(featureKey) && value !== null) throw new HttpError(403, TOGGLE_MESSAGES.locked, 'ComplianceLocked');
  await db.transaction(async (tx) => {
    const { rows: contrats } = await tx.query('SELECT 1 FROM contrats WHERE numero_contrat_individuel = $1', [numero]);
    if (contrats.length === 0) throw new HttpError(400, TOGGLE_MESSAGES.unknownContrat, 'UnknownContrat');
    const clientBefore = await clientValue(tx, clientCode, featureKey);
    assertKnownKey(featureKey, clientBefore !== null);
    const { rows } = await tx.query<{ is_activated: boolean }>(
      'SELECT is_activated FROM client_feature_contracts WHERE client_code = $1 AND feature_key = $2 AND numero_contrat_individuel = $3',
      [clientCode, featureKey, numero],
    );
    const before = rows[0] ? rows[0].is_activated : null;
    if (value === null) {
      await tx.query('DELETE FROM client_feature_contracts WHERE client_code = $1 AND feature_key = $2 AND numero_contrat_individuel = $3', [clientCode, featureKey, numero]);
    } else {
      if (clientBefore === null) {
        await tx.query('INSERT INTO client_features (client_code, feature_key, is_activated) VALUES ($1, $2, true)', [clientCode, featureKey]);
        await record(tx, { userName, clientCode, featureKey, numero: null, before: null, after: true, comment });
      }
      await tx.query(
        `INSERT INTO client_feature_contracts (client_code, feature_key, numero_contrat_individuel, is_activated) VALUES ($1, $2, $3, $4)
         ON CONFLICT (client_code, feature_key, numero_contrat_individuel) DO UPDATE SET is_activated = EXCLUDED.is_activated`,
        [clientCode, featureKey, numero, value],
      );
    }
    await record(tx, { userName, clientCode, featureKey, numero, before, after: value, comment });
  });
}

const HISTORY_VALUE = (value: boolean | null, numero: string | null) =>
  value === null ? (numero ? 'Aucun réglage' : 'Non configurée') : value ? 'Activée' : 'Désactivée';

/**
 * The history of one client, newest first, filtered and paged in SQL, counted up to
 * SEARCH_COUNT_LIMIT: a client's changes are tens of thousands, and counting them all at each page
 * read them all (`count(*) OVER ()`).
 */
export async function historyRows(
  db: Queryable,
  clientCode: string,
  filters: { feature?: string; contrat?: string; du?: string; au?: string },
  page: number,
  taille: number,
) {
  const where = ['client_code = $1'];
  const params: unknown[] = [clientCode];
  const add = (sql: (n: number) => string, value: unknown) => {
    params.push(value);
    where.push(sql(params.length));
  };
  const like = (text: string) => `%${text.trim().replace(/[\\%_]/g, '\\$&')}%`;
  if (filters.feature?.trim()) add((n) => `feature_key ILIKE $${n}`, like(filters.feature));
  if (filters.contrat?.trim()) add((n) => `numero_contrat_individuel ILIKE $${n}`, like(filters.contrat));
  // Dates are Paris days (the screens' JJ/MM/AAAA): both ends included.
  if (filters.du) add((n) => `changed_at >= ($${n}::date::timestamp AT TIME ZONE 'Europe/Paris')`, filters.du);
  if (filters.au) add((n) => `changed_at < (($${n}::date + 1)::timestamp AT TIME ZONE 'Europe/Paris')`, filters.au);
  const [{ rows }, counted] = await Promise.all([
    db.query<{
      id: number;
      changed_at: Date;
      user_name: string;
      feature_key: string;
      numero_contrat_individuel: string | null;
      before_value: boolean | null;
      after_value: boolean | null;
      comment: string;
    }>(
      `SELECT id, changed_at, user_name, feature_key, numero_contrat_individuel, before_value, after_value, comment
         FROM feature_changes WHERE ${where.join(' AND ')}
        ORDER BY changed_at DESC, id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, taille, (page - 1) * taille],
    ),
    cappedCount(db, `SELECT 1 FROM feature_changes WHERE ${where.join(' AND ')}`, params),
  ]);
  return {
    items: rows.map((row) => ({
      id: Number(row.id),
      date: new Date(row.changed_at).toISOString(),
      quand: new Date(row.changed_at).toLocaleString('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'short', timeStyle: 'short' }),
      qui: row.user_name,
      client: clientCode,
      fonctionnalite: row.feature_key,
      libelle: featureLibelle(row.feature_key),
      contrat: row.numero_contrat_individuel ?? 'Client (tous les contrats)',
      avant: HISTORY_VALUE(row.before_value, row.numero_contrat_individuel),
      apres: HISTORY_VALUE(row.after_value, row.numero_contrat_individuel),
      commentaire: row.comment,
    })),
    ...counted,
    page,
    taille,
  };
}

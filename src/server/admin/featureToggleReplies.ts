import { pageReply } from '../schemas/paging';
import { errorReply, replies } from '../schemas/replies';
import { totalAuMoinsReply } from './cappedCount';

/** The reply schemas of the feature-toggle routes (featureToggles.ts makes the answers). */

const nullableBoolean = { type: ['boolean', 'null'] } as const;
const clientChoice = {
  type: 'object',
  properties: { code: { type: 'string' }, libelle: { type: 'string' }, isDefault: { type: 'boolean' } },
  required: ['code', 'libelle', 'isDefault'],
} as const;
const clients = { type: 'array', items: clientChoice } as const;
const override = { type: 'object', properties: { numeroContrat: { type: 'string' }, isActivated: { type: 'boolean' } }, required: ['numeroContrat', 'isActivated'] } as const;

/** GET /api/admin/fonctionnalites */
export const featureListReply = {
  type: 'object',
  properties: {
    clients,
    client: { type: 'string' },
    libelle: { type: 'string' },
    items: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          key: { type: 'string' },
          libelle: { type: 'string' },
          client: { type: 'string' },
          etat: { type: 'string', enum: ['NON_CONFIGUREE', 'ACTIVEE', 'DESACTIVEE'] },
          isActivated: nullableBoolean,
          overrides: { type: 'array', items: override },
          overrideCount: { type: 'integer' },
          locked: { type: 'boolean' },
          usedBy: { type: 'array', items: { type: 'string' } },
        },
        required: ['key', 'libelle', 'client', 'etat', 'isActivated', 'overrides', 'overrideCount', 'locked', 'usedBy'],
      },
    },
    total: { type: 'integer' },
  },
  required: ['clients', 'client', 'libelle', 'items', 'total'],
} as const;

/** GET /api/admin/fonctionnalites/contrats */
export const overridePageReply = pageReply(override, totalAuMoinsReply);

const step = { type: 'object', properties: { niveau: { type: 'string' }, valeur: { type: 'string' }, decide: { type: 'boolean' } }, required: ['niveau', 'valeur', 'decide'] } as const;

/** GET /api/admin/fonctionnalites/pourquoi */
export const whyFeatureReply = {
  type: 'object',
  properties: {
    feature: { type: 'string' },
    numeroContrat: { type: ['string', 'null'] },
    visible: { type: 'boolean' },
    steps: { type: 'array', items: step },
    explication: { type: 'string' },
    lignes: { type: 'array', items: step },
  },
  required: ['feature', 'numeroContrat', 'visible', 'steps', 'explication', 'lignes'],
} as const;

/** GET /api/admin/history */
export const historyPageReply = pageReply(
  {
    type: 'object',
    properties: {
      id: { type: 'integer' },
      date: { type: 'string', format: 'date-time' },
      quand: { type: 'string' },
      qui: { type: 'string' },
      client: { type: 'string' },
      fonctionnalite: { type: 'string' },
      libelle: { type: 'string' },
      contrat: { type: 'string' },
      avant: { type: 'string' },
      apres: { type: 'string' },
      commentaire: { type: 'string' },
    },
    required: ['id', 'date', 'quand', 'qui', 'client', 'fonctionnalite', 'libelle', 'contrat', 'avant', 'apres', 'commentaire'],
  },
  { client: { type: 'string' }, clients, ...totalAuMoinsReply },
);

/** The staff reads' errors: bad filter, anonymous, without the right. */
export const staffReadReplies = (ok: Record<string, unknown>) => replies(ok, [400, 401, 403]);
/** The staff writes: no content, or the acte's errors. */
export const staffWriteReplies = replies(null, [400, 401, 403], 204, errorReply);

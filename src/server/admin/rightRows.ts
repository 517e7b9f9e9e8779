import type { Queryable } from '../db/types';
import { RIGHT_ACTIONS, type AdminResource, type RightScope, type Rights } from './rights';

/**
 * Rights as the back-office screens show them: one row per resource, in the
 * order and with the French label of `right_resources` (migration 410), the four actions held or
 * not, and the scope they reach. Shared by a role's rights (#/admin/droits) and a user's
 * effective rights (#/admin/utilisateurs).
 */
export interface RightRow {
  resource: AdminResource;
  libelle: string;
  creation: boolean;
  visualisation: boolean;
  modification: boolean;
  suppression: boolean;
  /** The scope of the actions held (two different scopes reach both); null when none is held. */
  portee: RightScope | null;
}

export interface ResourceLabel {
  resource: AdminResource;
  libelle: string;
}

export async function resourceLabels(db: Queryable): Promise<ResourceLabel[]> {
  const { rows } = await db.query<ResourceLabel>('SELECT resource, libelle FROM right_resources ORDER BY ordre, resource');
  return rows;
}

export function rightRows(resources: readonly ResourceLabel[], rights: Rights): RightRow[] {
  return resources.map(({ resource, libelle }) => {
    const held = rights[resource] ?? {};
    const scopes = new Set(Object.values(held));
    return {
      resource,
      libelle,
      creation: held.creation !== undefined,
      visualisation: held.visualisation !== undefined,
      modification: held.modification !== undefined,
      suppression: held.suppression !== undefined,
      portee: scopes.size === 0 ? null : scopes.size === 1 ? [...scopes][0]! : 'Both',
    };
  });
}

/** The actions a row holds, in the order of the four actions. */
export const actionsOf = (row: RightRow) => RIGHT_ACTIONS.filter((action) => row[action]);

/** JSON schema of a row in the routes' replies. */
export const rightRowSchema = {
  type: 'object',
  properties: {
    resource: { type: 'string' },
    libelle: { type: 'string' },
    creation: { type: 'boolean' },
    visualisation: { type: 'boolean' },
    modification: { type: 'boolean' },
    suppression: { type: 'boolean' },
    portee: { type: ['string', 'null'], enum: ['Contrat', 'Benef', 'Both', null] },
  },
  required: ['resource', 'libelle', 'creation', 'visualisation', 'modification', 'suppression', 'portee'],
} as const;

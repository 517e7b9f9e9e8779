import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PortalEnvironment } from '../../../../../src/engine/PortalContext';
import type { Block } from '../../../../../src/language/screenTypes';
import { drawBlock } from '../support/drawBlock';
import { scriptApi, type ScriptedCall } from '../support/scriptedApi';

// The back office edits a row of a table — the form starts from the row's values
// (`initial`, changeable, unlike `data`) — and a table in a list item is named after its item.

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

const portal = {
  client: { fonctionnalites: {} },
  config: {},
  user: { roles: ['Admin'], rights: { roles: { visualisation: 'Both', modification: 'Both' } } },
  contrat: null,
  production: false,
} as unknown as PortalEnvironment;

const GESTION = { id: '0b6f1c1e-4d0a-4c7e-9a51-2f6d3c8e9b10', identifiant: 'gestion@demo.fr', nom: 'BERNARD', prenom: 'Julien', roles: ['BackEndUser'], libellesRoles: 'Gestionnaire' };
let calls: ScriptedCall[];
let replies: Record<string, unknown>;

beforeEach(() => {
  // Reads answer from `replies`; a write answers with the user as saved.
  calls = scriptApi((url, request) => {
    const body = request.method === 'GET' ? replies[url.pathname] : { ...GESTION, roles: ['BackEndUser', 'Consultant'] };
    return { status: body === undefined ? 404 : 200, body: body ?? null };
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const draw = (block: Block) => drawBlock(block, portal);

describe('a form that edits a row', () => {
  it('starts from the row (initial), lets it be changed, and sends the row id (data) with it', async () => {
    replies = { '/api/admin/users/roles': { items: [GESTION], total: 1 } };
    draw({
      type: 'table',
      label: 'Utilisateurs',
      source: { resource: 'admin/users/roles', items: 'items', total: 'total' },
      columns: [{ key: 'identifiant', label: 'Identifiant' }],
      rowBlocks: [
        {
          type: 'dialog',
          label: 'Modifier les rôles',
          title: 'Modifier les rôles',
          blocks: [
            {
              type: 'form',
              acte: 'admin-roles-utilisateur',
              submit: { endpoint: 'admin/users/roles', method: 'PUT' },
              submitLabel: 'Enregistrer les rôles',
              data: { userId: { $item: 'id' } },
              initial: { roles: { $item: 'roles' } },
              onSuccess: [{ close: true }],
            },
          ],
        },
      ],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Modifier les rôles — / }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier les rôles' });
    expect(await within(dialog).findByRole('checkbox', { name: 'Gestionnaire' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Consultant' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Consultant' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer les rôles' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    const sent = calls.find((call) => call.method === 'PUT')!;
    expect(sent.url.pathname).toBe('/api/admin/users/roles');
    expect(sent.body).toEqual({ userId: GESTION.id, roles: ['BackEndUser', 'Consultant'] });
  });
});

describe('a table in a list item', () => {
  it('is named after its item: every table of the page keeps a name of its own', async () => {
    const row = { resource: 'roles', libelle: 'Rôles et droits', creation: false, visualisation: true, modification: false, suppression: false, portee: 'Both' };
    replies = {
      '/api/settings/role': { roles: [{ role: 'Admin', libelle: 'Administrateur Digital' }, { role: 'BackEndUser', libelle: 'Gestionnaire' }] },
      '/api/settings/role/Admin': { droits: [row] },
      '/api/settings/role/BackEndUser': { droits: [row] },
    };
    draw({
      type: 'list',
      label: 'Rôles',
      source: { resource: 'settings/role', items: 'roles' },
      title: { key: 'libelle', label: 'Rôle' },
      itemBlocks: [
        {
          type: 'table',
          label: 'Droits du rôle {item.libelle}',
          source: { resource: 'settings/role/{item.role}', items: 'droits' },
          columns: [
            { key: 'libelle', label: 'Ressource' },
            { key: 'visualisation', label: 'Visualisation', format: 'badge', labels: { true: 'Oui', false: 'Non' } },
          ],
        },
      ],
    });
    expect(await screen.findByRole('table', { name: 'Droits du rôle Administrateur Digital' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Droits du rôle Gestionnaire' })).toBeInTheDocument();
    expect(screen.getAllByRole('region', { name: /^Droits du rôle / })).toHaveLength(2);
  });
});

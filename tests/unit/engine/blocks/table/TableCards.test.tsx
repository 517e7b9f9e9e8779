import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PortalEnvironment } from '../../../../../src/engine/PortalContext';
import type { Block } from '../../../../../src/language/screenTypes';
import { drawBlock } from '../support/drawBlock';
import { scriptApi } from '../support/scriptedApi';

// On a phone a table with `cards` draws a card per row: the title column as its heading, the chosen
// fields, the other columns in a « Détail » disclosure, the row's actions named after the row.

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

const portal = { client: { fonctionnalites: {} }, config: {}, user: { roles: ['User'] }, contrat: null, production: false } as unknown as PortalEnvironment;

const TABLE: Block = {
  type: 'table',
  label: 'Mes demandes',
  source: { resource: 'adherent/demandes', items: 'items', total: 'total' },
  columns: [
    { key: 'date', label: 'Date', format: 'date' },
    { key: 'libelle', label: 'Demande' },
    { key: 'statut', label: 'Statut', format: 'badge', labels: { en_cours: 'En cours' } },
    { key: 'numeroContrat', label: 'Contrat' },
  ],
  rowBlocks: [{ type: 'dialog', label: 'Échanges', title: 'Échanges avec votre mutuelle', blocks: [{ type: 'text', text: 'Aucun échange.' }] }],
  cards: { below: 768, title: 'libelle', fields: ['statut', 'date'] },
};

/** A window `width` pixels wide, as matchMedia answers the max-width queries. */
function windowWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: Number(/max-width: (\d+)px/.exec(query)?.[1] ?? Infinity) >= width,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

beforeEach(() => {
  scriptApi(() => ({
    status: 200,
    body: { items: [{ id: 7, date: '2026-11-10', libelle: 'Mise à jour du RIB', statut: 'en_cours', numeroContrat: 'DEMO1001' }], total: 1 },
  }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('table cards on a phone', () => {
  it('at 390 px: one card per row, the useful fields first, the rest in a keyboard-usable « Détail »', async () => {
    windowWidth(390);
    drawBlock(TABLE, portal);
    const list = await screen.findByRole('list', { name: 'Mes demandes' });
    expect(screen.queryByRole('table')).toBeNull();
    const card = within(list).getByRole('listitem');
    expect(within(card).getByRole('heading', { name: 'Mise à jour du RIB' })).toBeTruthy();
    expect(card.textContent).toContain('StatutEn cours');
    expect(card.textContent).toContain('Date10/11/2026');
    const detail = card.querySelector('details')!;
    expect(detail.open).toBe(false);
    expect(within(detail).getByText('Contrat')).toBeTruthy();
    expect(within(detail).queryByText('Statut')).toBeNull();
    // A native disclosure: the browser opens it from the keyboard too, and announces it as one.
    const user = userEvent.setup();
    await user.click(within(card).getByText('Détail'));
    expect(detail.open).toBe(true);
    // The row's action keeps the name it has in the table (its first cell names the row).
    expect(await within(card).findByRole('button', { name: 'Échanges avec votre mutuelle — 10/11/2026' })).toBeTruthy();
  });

  it('at 1280 px: the table, every column in it', async () => {
    windowWidth(1280);
    drawBlock(TABLE, portal);
    const table = await screen.findByRole('table', { name: 'Mes demandes' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Date', 'Demande', 'Statut', 'Contrat', 'Actions']);
    expect(document.querySelector('details')).toBeNull();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Block } from '../../../../src/language/screenTypes';
import { drawBlock, memberPortal } from './support/drawBlock';
import { answerByPath, scriptApi, type ScriptedCall } from './support/scriptedApi';

// A grid holds named reads without a heading (the member home's release note
// shows only when there is one), a section title and a dialog title name what they are about.

const portal = memberPortal();
let answers: Record<string, unknown>;
let calls: ScriptedCall[];
const paths = () => calls.map((call) => call.url.pathname);

beforeEach(() => {
  calls = scriptApi((url) => answerByPath(answers, url));
});
afterEach(() => vi.unstubAllGlobals());

const draw = (block: Block, params: Record<string, string> = {}) => drawBlock(block, portal, params);

describe('blocks that name what they show', () => {
  it('a grid with a read: the section inside shows only when the read has a note, titled with it', async () => {
    answers = { '/api/adherent/release-note': { note: { id: 3, titre: 'Mes demandes', contenu: 'Suivez vos demandes.' } } };
    const block: Block = {
      type: 'grid',
      label: 'Nouveautés',
      reads: { nouveaute: { resource: 'adherent/release-note' } },
      blocks: [
        {
          type: 'section',
          title: 'Nouveauté : {read.nouveaute.note.titre}',
          when: { value: { $read: 'nouveaute.note.id' }, exists: true },
          blocks: [{ type: 'text', text: '{read.nouveaute.note.contenu}' }],
        },
      ],
    };
    const first = draw(block);
    const region = await screen.findByRole('region', { name: 'Nouveauté : Mes demandes' });
    expect(within(region).getByText('Suivez vos demandes.')).toBeTruthy();
    first.unmount();

    answers = { '/api/adherent/release-note': { note: null } };
    draw(block);
    await waitFor(() => expect(paths().filter((url) => url === '/api/adherent/release-note')).toHaveLength(2));
    await waitFor(() => expect(document.querySelector('.ea-grid')).not.toBeNull());
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('a dialog opened from a row is titled with the row', async () => {
    answers = { '/api/settings/mail': { items: [{ id: 1, key: 'activation', libelle: 'Activation du compte' }] } };
    draw({
      type: 'table',
      label: 'Modèles',
      source: { resource: 'settings/mail', items: 'items' },
      columns: [{ key: 'libelle', label: 'Courriel' }],
      rowBlocks: [{ type: 'dialog', label: 'Aperçu', title: 'Aperçu : {item.libelle}', blocks: [{ type: 'text', text: 'Texte' }] }],
    });
    (await screen.findByRole('button', { name: /^Aperçu — / })).click();
    expect(await screen.findByRole('dialog', { name: 'Aperçu : Activation du compte' })).toBeTruthy();
  });
});

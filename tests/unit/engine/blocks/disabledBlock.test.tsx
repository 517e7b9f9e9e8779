import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createStore } from '../../../../src/app/store';
import { BlockView } from '../../../../src/engine/BlockView';
import { PortalContext, type PortalEnvironment } from '../../../../src/engine/PortalContext';
import type { Block } from '../../../../src/language/screenTypes';

// A control the user's rights do not allow is shown greyed out, with the reason.
const withRights = (rights: Record<string, Record<string, string>>) =>
  ({ client: { fonctionnalites: {} }, config: {}, user: { roles: ['BackEndUser'], rights }, contrat: null, production: false }) as unknown as PortalEnvironment;

const block: Block = {
  type: 'dialog',
  label: 'Modifier',
  title: 'Modifier la fonctionnalité',
  blocks: [{ type: 'text', text: 'Dans la fenêtre' }],
  disabled: { when: { value: { $user: 'rights.fonctionnalites.modification' }, exists: false }, reason: 'Votre rôle ne permet pas de modifier les fonctionnalités.' },
};

function draw(portal: PortalEnvironment) {
  render(
    <Provider store={createStore()}>
      <PortalContext.Provider value={portal}>
        <MemoryRouter>
          <BlockView block={block} />
        </MemoryRouter>
      </PortalContext.Provider>
    </Provider>,
  );
}

describe('a block disabled by its condition', () => {
  it('without the right: the button cannot be used, and says why', async () => {
    draw(withRights({ fonctionnalites: { visualisation: 'Both' } }));
    const button = await screen.findByRole('button', { name: 'Modifier' });
    expect(button).toBeDisabled();
    expect(screen.getByRole('group')).toHaveAccessibleDescription('Votre rôle ne permet pas de modifier les fonctionnalités.');
    await userEvent.click(button);
    expect(screen.queryByText('Dans la fenêtre')).toBeNull();
  });

  it('with the right: usable, no reason shown', async () => {
    draw(withRights({ fonctionnalites: { visualisation: 'Both', modification: 'Both' } }));
    await userEvent.click(await screen.findByRole('button', { name: 'Modifier' }));
    expect(await screen.findByText('Dans la fenêtre')).toBeVisible();
    expect(screen.queryByText(/Votre rôle/)).toBeNull();
  });
});

describe('the × of a dialog', () => {
  it('is named « Fermer » (Blueprint says « Close »), closes the dialog and gives the focus back', async () => {
    draw(withRights({ fonctionnalites: { visualisation: 'Both', modification: 'Both' } }));
    const opener = await screen.findByRole('button', { name: 'Modifier' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Modifier la fonctionnalité' });
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});

import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { BlockView } from '../../../src/engine/BlockView';
import { PortalContext, type PortalEnvironment } from '../../../src/engine/PortalContext';
import { ScopeLayerProvider } from '../../../src/engine/ScreenData';
import type { Block } from '../../../src/language/screenTypes';

const env = (over: Partial<PortalEnvironment> = {}): PortalEnvironment =>
  ({
    client: { fonctionnalites: { ribPrestationsActe: { isActivated: true, isActivatedPerContract: { 'C-1': true, 'C-2': false } } } },
    config: { createAccountAuthMode: 'nir' },
    user: { roles: ['User'] },
    contrat: 'C-1',
    production: true,
    ...over,
  }) as PortalEnvironment;

function draw(blocks: Block[], portal = env(), item?: unknown) {
  const tree = blocks.map((block, index) => <BlockView key={index} block={block} />);
  return render(
    <PortalContext.Provider value={portal}>{item === undefined ? tree : <ScopeLayerProvider value={{ item }}>{tree}</ScopeLayerProvider>}</PortalContext.Provider>,
  );
}

describe('BlockView: a lookup in the block registry, with one visibility rule', () => {
  it('draws a registered block type', () => {
    draw([{ type: 'link', label: 'Identifiant oublié', to: '/forgot-username' }]);
    expect(screen.getByRole('link', { name: 'Identifiant oublié' }).getAttribute('href')).toBe('#/forgot-username');
  });

  it('refuses an unknown type by name', () => {
    // React logs the error it rethrows: keep the output quiet, the assertion is the throw.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => draw([{ type: 'tabel' } as never])).toThrow('Type de bloc inconnu dans un écran : tabel');
    quiet.mockRestore();
  });

  it('shows a block only when its `when` holds, for the current contract', () => {
    const blocks: Block[] = [
      { type: 'text', text: 'RIB', when: { feature: 'ribPrestationsActe' } },
      { type: 'text', text: 'Connecté', when: { value: { $user: 'roles' }, exists: true } },
      { type: 'text', text: 'Mode NIR', when: { value: { $config: 'createAccountAuthMode' }, in: ['nir', 'all'] } },
    ];
    const { unmount } = draw(blocks);
    expect(screen.getByText('RIB')).toBeTruthy();
    expect(screen.getByText('Connecté')).toBeTruthy();
    expect(screen.getByText('Mode NIR')).toBeTruthy();
    unmount();
    draw(blocks, env({ contrat: 'C-2', user: null }));
    expect(screen.queryByText('RIB')).toBeNull();
    expect(screen.queryByText('Connecté')).toBeNull();
    expect(screen.getByText('Mode NIR')).toBeTruthy();
  });

  it('blocks inside a layer read its $item', () => {
    const block: Block = { type: 'text', text: 'Remboursé', when: { value: { $item: 'etat' }, eq: 'paye' } };
    const { unmount } = draw([block], env(), { etat: 'paye' });
    expect(screen.getByText('Remboursé')).toBeTruthy();
    unmount();
    draw([block], env(), { etat: 'attente' });
    expect(screen.queryByText('Remboursé')).toBeNull();
  });
});

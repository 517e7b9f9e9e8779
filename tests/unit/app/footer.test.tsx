import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Footer } from '../../../src/app/Footer';
import { PortalContext, type PortalEnvironment } from '../../../src/engine/PortalContext';

// « Résilier votre contrat » is one click away from every page of a logged-in member (loi n° 2022-1158).
const env = (user: PortalEnvironment['user']) =>
  ({ client: { libelle: 'Mutuelle Démo', fonctionnalites: {} }, config: {}, user, contrat: 'DEMO1001', production: true }) as unknown as PortalEnvironment;

describe('Footer', () => {
  it('links a logged-in member to the résiliation screen', () => {
    render(
      <PortalContext.Provider value={env({ roles: ['User'] } as PortalEnvironment['user'])}>
        <Footer />
      </PortalContext.Provider>,
    );
    expect(screen.getByRole('link', { name: 'Résilier votre contrat' }).getAttribute('href')).toBe('#/actes/resiliation');
  });

  it('has no such link for a visitor or a back-office user', () => {
    const { unmount } = render(
      <PortalContext.Provider value={env(null)}>
        <Footer />
      </PortalContext.Provider>,
    );
    expect(screen.queryByRole('link', { name: 'Résilier votre contrat' })).toBeNull();
    unmount();
    render(
      <PortalContext.Provider value={env({ roles: ['BackEndUser'] } as PortalEnvironment['user'])}>
        <Footer />
      </PortalContext.Provider>,
    );
    expect(screen.queryByRole('link', { name: 'Résilier votre contrat' })).toBeNull();
  });
});

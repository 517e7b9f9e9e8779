import { lazy, Suspense, useEffect } from 'react';
import { Alignment, Button, Navbar, NavbarGroup, NavbarHeading } from '@blueprintjs/core';
import { shellTexts } from '../i18n/messages';
import { usePortal } from '../engine/PortalContext';

// The request's client's logo (clients are told apart by the host): served by the API, per host.
const CLIENT_LOGO_URL = '/api/identity/client/logo';

// Logged-in visitors only: the landing page does not carry them.
const MemberNavigation = lazy(() => import('./MemberNavigation'));
const LogoutButton = lazy(() => import('../engine/blocks/button/LogoutButton'));

export function Header() {
  const { client, user } = usePortal();
  // The client's main colour is the page's accent (--ea-primary): set through the CSSOM, which the
  // Content-Security-Policy allows where an inline style attribute would not be.
  useEffect(() => {
    if (client.couleurPrincipale) document.documentElement.style.setProperty('--ea-primary', client.couleurPrincipale);
  }, [client.couleurPrincipale]);
  return (
    <header className="ea-header">
      <Navbar>
        <NavbarGroup align={Alignment.START}>
          <a href="#/" className="ea-header__home">
            <img src={CLIENT_LOGO_URL} alt={`${shellTexts.headerLogoAlt} ${client.libelle}`} width={160} height={40} />
          </a>
          <NavbarHeading className="ea-header__title">{shellTexts.appName}</NavbarHeading>
        </NavbarGroup>
        {user && (
          <NavbarGroup align={Alignment.END}>
            <span className="ea-header__user">{`${user.prenom} ${user.nom}`}</span>
            {/* Always within reach once logged in (the landing page, which had it, now leads to the member home). */}
            {/* `ea-pending`: a stand-in, not yet the app's (src/app/pagePreview.ts). */}
            <Suspense fallback={<Button text={shellTexts.logout} disabled className="ea-button ea-pending" size="medium" />}>
              <LogoutButton label={shellTexts.logout} intent="none" size="medium" />
            </Suspense>
          </NavbarGroup>
        )}
      </Navbar>
      {user && <Suspense fallback={<span className="ea-pending" hidden />}><MemberNavigation /></Suspense>}
    </header>
  );
}

import { useState } from 'react';
import { AnchorButton, Button } from '@blueprintjs/core';
import { Cross, MobilePhone } from '@blueprintjs/icons';
import Cookies from 'js-cookie';
import { usePortal } from '../engine/PortalContext';
import { mobileBannerTexts as T } from '../i18n/sharedUi';
import { storageKeys } from '../api/storageKeys';
import { MOBILE_BANNER_COOKIE, MOBILE_BANNER_COOKIE_DAYS, mobileBannerTarget } from './mobileBannerRules';
import './sharedUi.css';

/**
 * Mobile-app install banner: Android or iPhone, enabled in the client
 * configuration, not closed before. 'Fermer' hides it for good on this browser (local storage
 * isMobileAppClosed); 'Ne plus afficher' also sets a 365-day cookie.
 */
export function MobileBanner() {
  const { config } = usePortal();
  const [closed, setClosed] = useState(false);
  const target = mobileBannerTarget({
    userAgent: navigator.userAgent,
    mobileApp: config.mobileApp,
    closedInStorage: localStorage.getItem(storageKeys.isMobileAppClosed) === 'true',
    closedCookie: Cookies.get(MOBILE_BANNER_COOKIE) === 'true',
  });
  if (closed || !target) return null;

  const close = (forever: boolean) => {
    localStorage.setItem(storageKeys.isMobileAppClosed, 'true');
    if (forever) Cookies.set(MOBILE_BANNER_COOKIE, 'true', { expires: MOBILE_BANNER_COOKIE_DAYS, sameSite: 'lax', path: '/' });
    setClosed(true);
  };

  return (
    <aside className="ea-mobile-banner" aria-label={T.label}>
      <MobilePhone aria-hidden />
      <span className="ea-mobile-banner__text">{T.text}</span>
      <AnchorButton intent="primary" size="small" href={target.url} target="_blank" rel="noopener noreferrer" text={T.install} />
      <Button size="small" variant="minimal" text={T.neverAgain} onClick={() => close(true)} />
      <Button size="small" variant="minimal" icon={<Cross />} aria-label={T.close} onClick={() => close(false)} />
    </aside>
  );
}

export default MobileBanner;

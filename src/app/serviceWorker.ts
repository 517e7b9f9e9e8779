import { useEffect } from 'react';

/**
 * Registers the portal's service worker (dist/sw.js: the carte TP offline) once a member is
 * logged in: from the logged-in shell's lazy chunk, so neither it nor workbox-window weighs on
 * the landing page. Only on the built portal (the development server has no sw.js).
 */
export function useServiceWorker(member: boolean): void {
  useEffect(() => {
    if (!member || !import.meta.env.PROD || import.meta.env.EA_PREVIEW || !('serviceWorker' in navigator)) return;
    void import('workbox-window').then(({ Workbox }) => new Workbox('/sw.js', { scope: '/' }).register()).catch(() => undefined);
  }, [member]);
}

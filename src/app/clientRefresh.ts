import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useGetClientQuery } from '../api/portalApi';

/**
 * Feature toggles take effect at the member's next read: the shell reads the
 * client again on each navigation after the first screen (and, through the App's query option
 * `refetchOnFocus`, when the tab comes back), so a page left open picks up a change made in the
 * back office. The first screen is not read twice (the landing page's budget).
 */
export function useClientReadFollowsNavigation(): void {
  const { pathname } = useLocation();
  const { refetch } = useGetClientQuery();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void refetch();
  }, [pathname, refetch]);
}

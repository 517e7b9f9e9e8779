import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Plain '#/…' links (link and button blocks, CMS content, the footer) go through the router like
 * its own <Link>s: the browser's own hash change would reach the router as a "pop" it cannot
 * block, so leaving a form with unsaved data would not ask first.
 */
export function useHashLinksThroughRouter(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href^="#/"]');
      if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      event.preventDefault();
      navigate(anchor.getAttribute('href')!.slice(1));
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}

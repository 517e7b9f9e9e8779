import { useEffect } from 'react';
import { shellTexts } from '../i18n/messages';

/** The browser tab names the page shown: '<title> – Espace Adhérent', or the portal's name alone. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} – ${shellTexts.appName}` : shellTexts.appName;
  }, [title]);
}

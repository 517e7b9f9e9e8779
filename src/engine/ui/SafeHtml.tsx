import { useMemo } from 'react';
import { sanitizeCms } from '../../../widgets/blocks/sanitizeCms';

/** Content from the CMS, sanitised before it reaches the DOM. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeCms(html), [html]);
  return <div className={className ?? 'ea-cms'} dangerouslySetInnerHTML={{ __html: clean }} />;
}

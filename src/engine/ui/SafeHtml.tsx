import { useMemo } from 'react';
import { sanitizeCms } from '../../../widgets/blocks/sanitizeCms';
import { outlineHeadings } from '../../../widgets/blocks/outlineHeadings';
import { useHeadingLevel } from '../../../widgets/blocks/headingLevel';

/** Content from the CMS, sanitised before it reaches the DOM; its headings continue the outline where it stands. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const level = useHeadingLevel();
  const clean = useMemo(() => outlineHeadings(sanitizeCms(html), level), [html, level]);
  return <div className={className ?? 'ea-cms'} dangerouslySetInnerHTML={{ __html: clean }} />;
}

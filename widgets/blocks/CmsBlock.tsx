import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import { Callout, Classes } from '@blueprintjs/core';
import { fillPlaceholders as fillTemplate } from '../../src/language/placeholders';
import { widgetTexts } from '../../src/i18n/widgets';

/**
 * Tags kept from content-system HTML: the editor's block formats (p, h4, h5, h6) and
 * inline formatting, links and lists. Everything else (script, style, iframe, img, forms,
 * event handlers, javascript: links) is removed.
 */
export const CMS_ALLOWED_TAGS = ['p', 'h4', 'h5', 'h6', 'strong', 'em', 'b', 'i', 'u', 'a', 'br', 'ul', 'ol', 'li', 'span'];
export const CMS_ALLOWED_ATTR = ['href', 'title'];

export function sanitizeCms(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS: CMS_ALLOWED_TAGS, ALLOWED_ATTR: CMS_ALLOWED_ATTR });
}

/**
 * Renders a content-system item (title, content) as sanitised HTML. `name` is the CMS message
 * name, used in the load-error text; `loading` shows 'Chargement en cours...'.
 */
export function CmsBlock({
  html,
  title,
  name,
  loading,
  error,
  className,
}: {
  html?: string | null;
  title?: string;
  name?: string;
  loading?: boolean;
  error?: boolean;
  className?: string;
}) {
  const clean = useMemo(() => sanitizeCms(html ?? ''), [html]);
  if (loading) return <div className={Classes.TEXT_MUTED}>{widgetTexts.common.loading}</div>;
  if (error) {
    return (
      <Callout intent="danger" role="alert">
        {fillTemplate(widgetTexts.cms.loadError, { name: name ?? '' })}
      </Callout>
    );
  }
  return (
    <div className={`ea-cms ${Classes.RUNNING_TEXT} ${className ?? ''}`}>
      {title && <h4>{title}</h4>}
      <div dangerouslySetInnerHTML={{ __html: clean }} />
    </div>
  );
}

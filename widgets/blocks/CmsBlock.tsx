import { useMemo } from 'react';
import { Callout, Classes } from '@blueprintjs/core';
import { fillPlaceholders as fillTemplate } from '../../src/language/placeholders';
import { widgetTexts } from '../../src/i18n/widgets';
import { sanitizeCms } from './sanitizeCms';

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

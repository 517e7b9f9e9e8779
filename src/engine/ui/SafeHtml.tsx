import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** The editor's format: paragraphs, h4–h6 and inline formatting; nothing that runs. */
const ALLOWED_TAGS = ['p', 'h4', 'h5', 'h6', 'strong', 'em', 'b', 'i', 'u', 'a', 'br', 'ul', 'ol', 'li', 'span'];
const ALLOWED_ATTR = ['href', 'title', 'target', 'rel'];

export function sanitizeCmsHtml(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR });
}

/** Content from the CMS, sanitised before it reaches the DOM. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeCmsHtml(html), [html]);
  return <div className={className ?? 'ea-cms'} dangerouslySetInnerHTML={{ __html: clean }} />;
}

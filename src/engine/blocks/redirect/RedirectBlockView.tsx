import { useEffect } from 'react';
import type { RedirectBlock } from '../../screenTypes';
import { useScreenScope } from '../../ScreenData';
import { resolveValue } from '../../values';
import { Notice } from '../../ui/Notice';

/** Only absolute http(s) addresses are followed: never javascript:, data: or a relative path. */
export function safeExternalUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 4000) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Sends the browser to the address of the route (redirect-to-mobile), with a manual link. */
export function RedirectBlockView({ block }: { block: RedirectBlock }) {
  const url = safeExternalUrl(resolveValue(block.url, useScreenScope()));
  useEffect(() => {
    if (url) window.location.assign(url);
  }, [url]);
  if (!url) return <Notice intent="danger">{block.invalidText}</Notice>;
  return (
    <p className="ea-text">
      {block.text} <a href={url}>{block.linkLabel}</a>
    </p>
  );
}

import { useEffect } from 'react';
import type { RedirectBlock } from '../../../language/screenTypes';
import { useScreenScope } from '../../ScreenData';
import { resolveValue } from '../../../language/values';
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

/**
 * The address of the route, when it is one of the addresses the screen allows (the client's own
 * links): anything else would make the portal's domain a springboard to any site.
 */
export function allowedRedirectUrl(value: unknown, allowed: readonly unknown[]): string | null {
  const url = safeExternalUrl(value);
  if (!url) return null;
  return allowed.some((candidate) => safeExternalUrl(candidate) === url) ? url : null;
}

/** Sends the browser to the address of the route (redirect-to-mobile), with a manual link. */
export function RedirectBlockView({ block }: { block: RedirectBlock }) {
  const scope = useScreenScope();
  const url = allowedRedirectUrl(resolveValue(block.url, scope), block.allowed.map((ref) => resolveValue(ref, scope)));
  useEffect(() => {
    if (url) window.location.assign(url);
  }, [url]);
  if (!url) {
    return (
      <>
        <Notice intent="danger">{block.invalidText}</Notice>
        <p className="ea-link">
          <a href="#/">{block.homeLabel}</a>
        </p>
      </>
    );
  }
  return (
    <p className="ea-text">
      {block.text} <a href={url}>{block.linkLabel}</a>
    </p>
  );
}

import type { Config, DOMPurify } from 'dompurify';

/**
 * What staff-edited HTML (CMS blocks, FAQ answers…) may keep, for the server that stores and
 * serves it and for the browser that shows it: one list, so both sides agree on every byte. The
 * back office is trusted, but a stolen back-office account must not become stored XSS on every
 * member's screen; the editor offers paragraphs, h4–h6, inline formatting, links and lists, and
 * nothing more is kept.
 */
export const HTML_ALLOW_LIST = {
  tags: ['p', 'h4', 'h5', 'h6', 'strong', 'em', 'a', 'ul', 'li'],
  /** Every other attribute goes: no style, no class, no event handler. */
  attributes: ['href'],
  /** Links go to these schemes or stay relative; protocol-relative ones (`//hôte`, `/\hôte`) leave the site, so they go. */
  urlSchemes: ['http', 'https', 'mailto', 'tel'],
  /** Removed with their content (any other tag is removed and its text kept). */
  droppedWithContent: ['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math', 'textarea', 'title'],
  /** A link to another site opens in a new tab that cannot reach back to the portal (window.opener) nor learn where it came from. */
  externalLinks: { schemes: ['http', 'https'], target: '_blank', rel: 'noopener noreferrer' },
} as const;

export type HtmlAllowList = typeof HTML_ALLOW_LIST;

/**
 * An allowed scheme, or a relative reference: one that does not start with `scheme:` (letters,
 * digits, + . - before a colon) nor with two slashes or a backslash. DOMPurify tests it after
 * removing whitespace and control characters, so `java&#x09;script:` is caught as `javascript:`.
 */
function urlPattern(schemes: readonly string[]): RegExp {
  return new RegExp(`^(?:(?:${schemes.join('|')}):|[^a-z/\\\\:]|/(?![/\\\\])|[a-z0-9+.\\-]+(?:[^a-z0-9+.\\-:]|$))`, 'i');
}

/** DOMPurify's configuration for the allow-list: the same on the server (jsdom) and in the browser. */
export function toDomPurifyConfig(list: HtmlAllowList = HTML_ALLOW_LIST): Config {
  return {
    ALLOWED_TAGS: [...list.tags],
    ALLOWED_ATTR: [...list.attributes],
    ALLOWED_URI_REGEXP: urlPattern(list.urlSchemes),
    // DOMPurify keeps aria-* and data-* unless told otherwise; the list names every attribute kept.
    ALLOW_ARIA_ATTR: false,
    ALLOW_DATA_ATTR: false,
    ADD_FORBID_CONTENTS: [...list.droppedWithContent],
  };
}

/** After the attributes are filtered (`target` and `rel` never survive it): an external link gets the list's target and rel. */
function linkRules(list: HtmlAllowList) {
  const external = new RegExp(`^(?:${list.externalLinks.schemes.join('|')}):`, 'i');
  return (node: Element) => {
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href');
    if (href === null || !external.test(href.trim())) return;
    node.setAttribute('target', list.externalLinks.target);
    node.setAttribute('rel', list.externalLinks.rel);
  };
}

/**
 * The sanitiser both sides use, on the DOMPurify instance each side makes for its own window (the
 * browser's, or jsdom's on the server). The instance is configured and hooked for good: give it
 * one that nothing else uses.
 */
export function createHtmlSanitizer(purify: DOMPurify, list: HtmlAllowList = HTML_ALLOW_LIST): (html: string) => string {
  purify.setConfig(toDomPurifyConfig(list));
  purify.addHook('afterSanitizeAttributes', linkRules(list));
  return (html) => purify.sanitize(html);
}

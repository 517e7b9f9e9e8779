/**
 * Allow-list HTML sanitiser for CMS content. The back office is trusted, but a stolen
 * back-office account must not become stored XSS on every member's screen, and the editor only
 * offers p, h4, h5, h6 and inline formatting. The browser sanitises again (DOMPurify).
 *
 * Kept: p, h4, h5, h6, strong, em, a (href http(s)/mailto/tel/relative only), ul, li —
 * without any attribute except href. Dropped with their content: script, style, iframe, object,
 * embed, template, noscript, svg, math. Other tags are dropped, their text kept. Stray < and >
 * in text are escaped.
 */

const ALLOWED = new Set(['p', 'h4', 'h5', 'h6', 'strong', 'em', 'a', 'ul', 'li']);
const DROPPED_WITH_CONTENT = ['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math', 'textarea', 'title'];
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

function escapeText(text: string): string {
  return text.replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return value.replace(/&(?![a-zA-Z]+;|#\d+;|#x[0-9a-fA-F]+;)/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Decodes the few entities an attacker could use to hide "javascript:". */
function decodeForCheck(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;/gi, '')
    .replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
}

function hrefOf(attributes: string): string | null {
  const match = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i.exec(attributes);
  if (!match) return null;
  const raw = (match[1] ?? match[2] ?? match[3] ?? '').trim();
  const decoded = decodeForCheck(raw);
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(decoded);
  if (scheme) return SAFE_SCHEMES.has(scheme[1].toLowerCase()) ? raw : null;
  // relative links (#ancre, /page, page.html) stay; protocol-relative ones (//hôte) do not
  return decoded.startsWith('//') || decoded.startsWith('\\') ? null : raw;
}

export function sanitizeHtml(html: string): string {
  let source = html.replace(/<!--[\s\S]*?(-->|$)/g, '');
  for (const tag of DROPPED_WITH_CONTENT) {
    source = source.replace(new RegExp(`<${tag}\\b[\\s\\S]*?(<\\/${tag}\\s*>|$)`, 'gi'), '');
  }
  const tagPattern = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b([^<>]*)>/g;
  let out = '';
  let last = 0;
  for (let match = tagPattern.exec(source); match; match = tagPattern.exec(source)) {
    out += escapeText(source.slice(last, match.index));
    last = tagPattern.lastIndex;
    const closing = match[1] === '/';
    const name = match[2].toLowerCase();
    if (!ALLOWED.has(name)) continue;
    if (closing) {
      out += `</${name}>`;
    } else if (name === 'a') {
      const href = hrefOf(match[3]);
      if (href === null) out += '<a>';
      else if (/^https?:/i.test(href)) out += `<a href="${escapeAttribute(href)}" target="_blank" rel="noopener noreferrer">`;
      else out += `<a href="${escapeAttribute(href)}">`;
    } else {
      out += `<${name}>`;
    }
  }
  out += escapeText(source.slice(last));
  return out;
}

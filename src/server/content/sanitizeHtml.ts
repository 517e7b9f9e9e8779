import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { createHtmlSanitizer } from '../../language/htmlAllowList';

let sanitize: ((html: string) => string) | undefined;

/**
 * Staff-edited HTML (CMS blocks, FAQ answers…) cleaned to the allow-list the browser applies
 * again, with the same DOMPurify. One jsdom window serves every call: making one is far
 * slower than sanitising a block, and none is made until some HTML needs it.
 */
export function sanitizeHtml(html: string): string {
  sanitize ??= createHtmlSanitizer(createDOMPurify(new JSDOM('').window));
  return sanitize(html);
}

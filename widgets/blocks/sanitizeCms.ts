import DOMPurify from 'dompurify';
import { createHtmlSanitizer } from '../../src/language/htmlAllowList';

let sanitize: ((html: string) => string) | undefined;

/** Content-system HTML cleaned to the allow-list the server applies too, on an instance of DOMPurify of its own. */
export function sanitizeCms(html: string): string {
  sanitize ??= createHtmlSanitizer(DOMPurify(window));
  return sanitize(html);
}

/**
 * What `@rjsf/utils` gets for `fast-uri` in our build (vite.config.ts): the two functions it
 * calls (`resolve`, `equal`, for `$ref`/`$id` of draft 2020-12 schemas only) on the browser's
 * own URL parser — fast-uri and its scheme tables weigh ~6 KB gzip on every form route.
 * A relative base is resolved against a placeholder origin, which is removed again.
 */
const PLACEHOLDER = 'http://ea-relative.invalid';

function parse(uri: string, base?: string): URL | null {
  try {
    return base === undefined ? new URL(uri) : new URL(uri, base);
  } catch {
    return null;
  }
}

function resolve(base: string | undefined, ref: string): string {
  if (parse(ref)) return ref;
  const absoluteBase = base ? parse(base) : null;
  if (absoluteBase) return parse(ref, absoluteBase.href)?.href ?? ref;
  // relative (or empty) base: resolve under the placeholder, then drop it
  const baseUrl = parse(base || '', `${PLACEHOLDER}/`);
  const resolved = baseUrl && parse(ref, baseUrl.href);
  if (!resolved) return ref;
  const text = resolved.href.slice(PLACEHOLDER.length);
  // keep a relative base relative: "a/b.json" + "#x" → "a/b.json#x", "" + "#x" → "#x"
  return base && !base.startsWith('/') ? text.replace(/^\//, '') : base ? text : text.replace(/^\/(?=#)/, '');
}

function normalize(uri: string): string {
  const url = parse(uri);
  return url ? url.href : uri;
}

function equal(a: unknown, b: unknown): boolean {
  if (typeof a !== 'string' || typeof b !== 'string') return a === b;
  return normalize(a) === normalize(b);
}

export default { resolve, equal };
export { resolve, equal };

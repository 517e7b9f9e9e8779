import path from 'node:path';
import type { Alias } from 'vite';

/**
 * Modules whose only job is a browser side effect at import (a `popstate` listener), replaced by
 * src/ssr/browserOnly.ts where the shell renders on the server: the preview's build
 * (vite.ssr.config.ts) and the server's tests (vitest.config.ts).
 */
export function browserOnlyAliases(root: string): Alias[] {
  return [{ find: /^\.\/unblockableLeave$/, replacement: path.resolve(root, 'src/ssr/browserOnly.ts') }];
}

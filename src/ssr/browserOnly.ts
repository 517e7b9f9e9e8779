/**
 * Stands in, where the shell renders on the server (scripts/vite/browserOnly.ts), for modules
 * whose only job is a browser side effect at import (a `popstate` listener): a preview has no
 * history to watch.
 */
export {};

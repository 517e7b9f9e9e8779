/**
 * The shell's first reads, preloaded by the page itself (scripts/vite/routeChunks.ts) so they
 * travel beside the shell's code instead of after it. Paths under /api, as the API
 * slice names them. The contracts read only on a logged-in visitor's page.
 */
export const PAGE_READS = ['identity/client', 'identity/client/configuration', 'identity/current-user'];
export const SESSION_PAGE_READS = ['adherent/contrats'];

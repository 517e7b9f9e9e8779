/**
 * The current contract also goes in this cookie (src/engine/currentContrat.ts): the server's preview
 * of the member home (src/server/page/pagePreview.ts) shows the contract the browser will. Its own
 * file, not src/api/storageKeys.ts: that one is in the landing page's shell, this name only in session code.
 */
export const CONTRAT_COOKIE = 'ea-contrat';

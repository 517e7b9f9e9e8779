/**
 * The current contract also goes in this cookie (src/app/currentContrat.ts): the server's preview
 * of the member home (src/server/page/pagePreview.ts) shows the contract the browser will.
 */
export const CONTRAT_COOKIE = 'ea-contrat';

/** What the service worker (src/sw) and the page agree on about the personal answers it keeps offline. */

/** The cache of the member's answers kept for offline use (emptied at logout). */
export const PERSONAL_CACHE = 'ea-personnel';
/** On an answer served from that cache: the day it was stored (JJ/MM/AAAA). */
export const OFFLINE_DATE_HEADER = 'x-ea-hors-ligne-du';

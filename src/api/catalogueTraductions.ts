import type { CurrentClient } from './types';

let applied = false;

/**
 * The client read's `traductions` (the client's rewording of catalogue texts) put in place before
 * the read is handed to the shell, so the first screen already shows them. The code that does it
 * loads only for a client that has some (the landing page's budget), and again once they are gone.
 */
export async function withCatalogueTraductions(client: CurrentClient): Promise<CurrentClient> {
  if (client.traductions || applied) {
    applied = true;
    (await import('../i18n/catalogueOverrides')).default(client.traductions ?? {});
  }
  return client;
}

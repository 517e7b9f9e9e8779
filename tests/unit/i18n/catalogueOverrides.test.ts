import { afterEach, describe, expect, it } from 'vitest';
import { applyCatalogueTraductions, catalogueEntries } from '../../../src/i18n/catalogueOverrides';
import { httpMessages, shellTexts } from '../../../src/i18n/messages';
import { withCatalogueTraductions } from '../../../src/api/catalogueTraductions';
import type { CurrentClient } from '../../../src/api/types';

const client: CurrentClient = {
  libelle: 'Mutuelle Horizon',
  couleurPrincipale: '#9c3d10',
  dataCollectActivated: false,
  fonctionnalites: {},
  isDonneesROMonegasquesActivated: false,
  passwordRequiredLength: 12,
  autresClients: [],
  oidcExternalProvider: null,
};

describe('traductions of the catalogue', () => {
  afterEach(() => applyCatalogueTraductions({}));

  it('lists the plain texts of the overridable parts by key, with the product’s wording', () => {
    const entries = catalogueEntries();
    expect(entries).toContainEqual({ cle: 'shellTexts.appName', original: 'Espace Adhérent' });
    expect(entries).toContainEqual({ cle: 'httpMessages.404', original: 'La ressource demandée est introuvable' });
    expect(entries.every((entry) => typeof entry.original === 'string')).toBe(true);
  });

  it('puts a client’s wording in the catalogue objects, and the product’s back when it goes', () => {
    applyCatalogueTraductions({ 'shellTexts.appName': 'Espace Horizon', 'httpMessages.404': 'Introuvable chez Horizon', 'shellTexts.inconnu': 'ignoré' });
    expect(shellTexts.appName).toBe('Espace Horizon');
    expect(httpMessages[404]).toBe('Introuvable chez Horizon');
    expect(catalogueEntries()).toContainEqual({ cle: 'shellTexts.appName', original: 'Espace Adhérent' });
    expect('inconnu' in shellTexts).toBe(false);
    applyCatalogueTraductions({ 'httpMessages.404': 'Introuvable chez Horizon' });
    expect(shellTexts.appName).toBe('Espace Adhérent');
    expect(httpMessages[404]).toBe('Introuvable chez Horizon');
  });

  it('the client read puts them in place before it is handed over, and takes them away with a read without any', async () => {
    expect(await withCatalogueTraductions({ ...client, traductions: { 'shellTexts.logout': 'Quitter mon espace' } })).toMatchObject({ libelle: 'Mutuelle Horizon' });
    expect(shellTexts.logout).toBe('Quitter mon espace');
    await withCatalogueTraductions(client);
    expect(shellTexts.logout).toBe('Me déconnecter');
  });
});

import { describe, expect, it } from 'vitest';
import { acteWordsOf, withActeWords, type ActeWordFiles } from '../../../src/language/acteWords';

describe('acte words: the texts of an acte a client may reword, by JSON pointer', () => {
  const component = () => null;
  const files: ActeWordFiles = {
    schema: {
      type: 'object',
      properties: {
        context: { type: 'object', title: 'Contexte' },
        niveau: { type: 'string', title: 'Niveau', enum: ['A', 'B'], enumNames: ['Essentiel', 'Confort'] },
        motif: { type: 'string', title: 'Motif (schéma)', oneOf: [{ const: 'P', title: 'Perte' }, { const: 'V', title: 'Vol' }] },
      },
    },
    ui: {
      'ui:steps': [{ title: 'Votre demande', fields: ['niveau'] }],
      motif: { 'ui:title': 'Motif', 'ui:help': 'Pourquoi ?', 'ui:field': component, 'ui:options': { resource: 'referentiel/motifs', items: [{ code: 'P', libelle: 'Carte perdue' }] } },
      'ui:contextual': [{ when: { feature: 'x' }, ui: { motif: { 'ui:title': 'Autre' } } }],
    },
    manifest: { acte: 'x', libelle: 'Demande', accuse: 'Reçue le {date}', endpoints: [{ path: '/api/x' }] },
  };

  it('lists labels, help, choices, steps, the name and the acknowledgement; never a type, a link, a condition or a shadowed title', () => {
    expect(acteWordsOf(files).map((word) => word.pointer)).toEqual([
      '/schema/properties/niveau/title',
      '/schema/properties/niveau/enumNames/0',
      '/schema/properties/niveau/enumNames/1',
      '/schema/properties/motif/oneOf/0/title',
      '/schema/properties/motif/oneOf/1/title',
      '/ui/ui:steps/0/title',
      '/ui/motif/ui:title',
      '/ui/motif/ui:help',
      '/ui/motif/ui:options/items/0/libelle',
      '/manifest/libelle',
      '/manifest/accuse',
    ]);
  });

  it('names each word by the label the member reads (the UI schema\'s first), the technical name only for a field without one', () => {
    const names = Object.fromEntries(acteWordsOf(files).map((word) => [word.pointer, word.nom]));
    expect(names['/schema/properties/niveau/enumNames/1']).toBe('le libellé du choix n° 2 du champ « Niveau »');
    expect(names['/schema/properties/motif/oneOf/0/title']).toBe('le libellé du choix n° 1 du champ « Motif »');
    expect(names['/ui/motif/ui:help']).toBe("le texte d'aide du champ « Motif »");
    const unlabelled = acteWordsOf({ ...files, schema: { type: 'object', properties: { iban: { type: 'string' } } }, ui: { iban: { 'ui:help': 'Votre IBAN' } } });
    expect(unlabelled.find((word) => word.pointer === '/ui/iban/ui:help')?.nom).toBe("le texte d'aide du champ « iban »");
  });

  it('draws schema words through the UI schema, leaves the files and their components as they are', () => {
    const worded = withActeWords(files, {
      '/schema/properties/niveau/title': 'Formule',
      '/schema/properties/niveau/enumNames/1': 'Confort +',
      '/schema/properties/motif/oneOf/1/title': 'Carte volée',
      '/ui/motif/ui:title': 'Raison',
      '/manifest/accuse': 'Bien reçue le {date}',
      '/manifest/endpoints/0/path': '/ailleurs',
    });
    expect(worded.ui.niveau).toEqual({ 'ui:title': 'Formule', 'ui:enumNames': ['Essentiel', 'Confort +'] });
    expect((worded.ui.motif as Record<string, unknown>)['ui:title']).toBe('Raison');
    expect((worded.ui.motif as Record<string, unknown>)['ui:field']).toBe(component);
    expect(((worded.ui.motif as { oneOf: unknown[] }).oneOf)[1]).toEqual({ 'ui:title': 'Carte volée' });
    expect((worded.schema.properties as Record<string, { title: string }>).niveau.title).toBe('Formule');
    expect(worded.manifest).toEqual({ ...files.manifest, accuse: 'Bien reçue le {date}' });
    expect((files.schema.properties as Record<string, { title: string }>).niveau.title).toBe('Niveau');
    expect((files.ui.motif as Record<string, unknown>)['ui:title']).toBe('Motif');
  });
});

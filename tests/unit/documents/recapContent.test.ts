import { describe, expect, it } from 'vitest';
import { recapSections, type RecapEntry, type ReferentielLookup } from '../../../src/server/documents/recapContent';

/**
 * What the PDF recap says for each kind of field, from a schema and UI schema
 * written for the test (the real actes are read back from PDFs in tests/server/documents/demandeRecap.test.ts).
 */
const noList: ReferentielLookup = async () => null;

/** The sections as indented text lines: « # title » for a group, « label : value » for a field. */
function lines(entries: RecapEntry[], depth = 0): string[] {
  return entries.flatMap((entry) =>
    entry.kind === 'group' ? [`${'  '.repeat(depth)}# ${entry.title}`, ...lines(entry.entries, depth + 1)] : [`${'  '.repeat(depth)}${entry.label} : ${entry.value}`],
  );
}

const schema = {
  type: 'object',
  properties: {
    context: { type: 'object' },
    numContrat: { type: 'string' },
    situation: { type: 'string', enum: ['CELIB', 'MARIE'], enumNames: ['Célibataire', 'Marié(e)'] },
    regime: { type: 'string', oneOf: [{ const: 'RG', title: 'Régime général' }, { const: 'MSA', title: 'Mutualité sociale agricole' }] },
    jours: { type: 'array', items: { type: 'string', enum: ['LUN', 'MAR'] } },
    accord: { type: 'boolean', title: 'J’accepte les conditions' },
    naissance: { $ref: '#/$defs/date' },
    montantRembourse: { type: 'number' },
    nombre: { type: 'number', title: 'Nombre de séances' },
    iban: { type: 'string', format: 'iban' },
    motDePasse: { type: 'string' },
    enfants: {
      type: 'array',
      items: { type: 'object', properties: { prenom: { type: 'string', title: 'Prénom' }, ne: { type: 'string', format: 'date', title: 'Né le' } } },
    },
    pays: { type: 'string' },
  },
  allOf: [{ if: { properties: { situation: { const: 'MARIE' } } }, then: { properties: { conjoint: { type: 'string', title: 'Nom du conjoint' } } } }],
  $defs: { date: { type: 'string', format: 'date', title: 'Date de naissance' } },
};

const uiSchema = {
  'ui:order': ['situation', 'conjoint', 'regime', 'jours', '*'],
  numContrat: { 'ui:widget': 'hidden' },
  situation: { 'ui:title': 'Situation familiale' },
  regime: { 'ui:title': 'Régime' },
  jours: { 'ui:title': 'Jours', 'ui:widget': 'checkboxes', 'ui:enumNames': ['Lundi', 'Mardi'] },
  iban: { 'ui:title': 'IBAN' },
  montantRembourse: { 'ui:title': 'Montant remboursé' },
  motDePasse: { 'ui:widget': 'password', 'ui:title': 'Mot de passe' },
  enfants: { 'ui:title': 'Enfants' },
  pays: { 'ui:title': 'Pays', 'ui:field': 'referentiel', 'ui:options': { list: 'pays' } },
};

describe('recapSections', () => {
  it('labels, order and formats as the form shows them; nested lists as sub-sections; never the context, a hidden field or a password', async () => {
    const data = {
      context: { roles: ['User'] },
      numContrat: 'DEMO1001',
      situation: 'MARIE',
      conjoint: 'DURAND',
      regime: 'MSA',
      jours: ['LUN', 'MAR'],
      accord: true,
      naissance: '1985-07-14',
      montantRembourse: 1234.5,
      nombre: 12,
      iban: 'FR7630006000011234567890189',
      motDePasse: 'Secret#2026',
      enfants: [
        { prenom: 'Léo', ne: '2016-04-21' },
        { prenom: 'Emma', ne: '2019-02-03' },
      ],
      pays: 'BE',
    };
    const lookup: ReferentielLookup = async (options, value) => (options.list === 'pays' && value === 'BE' ? 'Belgique' : null);
    const sections = await recapSections(schema, uiSchema, data, lookup);
    expect(lines(sections).map((line) => line.replace(/[\u00a0\u202f]/g, ' '))).toEqual([
      '# Informations saisies',
      '  Situation familiale : Marié(e)',
      '  Nom du conjoint : DURAND',
      '  Régime : Mutualité sociale agricole',
      '  Jours : Lundi, Mardi',
      '  J’accepte les conditions : Oui',
      '  Date de naissance : 14/07/1985',
      '  Montant remboursé : 1 234,50 €',
      '  Nombre de séances : 12',
      '  IBAN : FR76 **** **** **** **** ***0 189',
      '  # Enfants',
      '    # Enfants n° 1',
      '      Prénom : Léo',
      '      Né le : 21/04/2016',
      '    # Enfants n° 2',
      '      Prénom : Emma',
      '      Né le : 03/02/2019',
      '  Pays : Belgique',
    ]);
  });

  it('leaves out empty fields; a code missing from its list is printed as it is; a false boolean is « Non »', async () => {
    const sections = await recapSections(schema, uiSchema, { situation: '', jours: [], accord: false, pays: 'XX', enfants: [{}] }, noList);
    expect(lines(sections)).toEqual(['# Informations saisies', '  J’accepte les conditions : Non', '  Pays : XX']);
  });

  it('steps become sections (the recap step and empty steps left out); fields no step names close it in « Autres informations »', async () => {
    const stepped = {
      ...uiSchema,
      'ui:steps': [
        { title: 'Votre situation', fields: ['situation', 'conjoint'] },
        { title: 'Vos enfants', fields: ['enfants'] },
        { title: 'Récapitulatif', recap: true },
      ],
    };
    const sections = await recapSections(schema, stepped, { situation: 'CELIB', ancienChamp: 'v1', accord: true }, noList);
    expect(lines(sections)).toEqual([
      '# Votre situation',
      '  Situation familiale : Célibataire',
      '# Autres informations',
      '  ancienChamp : v1',
      '  J’accepte les conditions : Oui',
    ]);
  });

  it('an acte whose files are gone: every field under its own name', async () => {
    const sections = await recapSections({}, {}, { email: 'a@b.fr', depuis: '2026-01-31', fichiers: [{ remoteFileName: 'x1', localFileName: 'piece.pdf' }] }, noList);
    expect(lines(sections)).toEqual(['# Autres informations', '  email : a@b.fr', '  depuis : 31/01/2026', '  fichiers : piece.pdf']);
  });
});

import { describe, expect, it } from 'vitest';
import path from 'node:path';

import { breakingSchemaChanges } from '../../../scripts/schemaChanges';
import { acteFiles, bundleSchema, listActes } from '../../../scripts/build/generate';

const projectRoot = path.resolve(import.meta.dirname, '../../..');

/** An acte-like object schema with the given properties (and required list). */
const acte = (properties: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  type: 'object',
  properties: { context: { type: 'object' }, ...properties },
  ...extra,
});
const changes = (before: unknown, after: unknown) => breakingSchemaChanges(before as never, after as never);
const summary = (before: unknown, after: unknown) => changes(before, after).map((c) => `${c.kind} ${c.pointer} ${c.field}`);

describe('schema-change lint: breaking changes', () => {
  it('reports a removed property, with the file pointer and the field', () => {
    const found = changes(acte({ nom: { type: 'string' }, ville: { type: 'string' } }), acte({ nom: { type: 'string' } }));
    expect(found).toEqual([
      {
        kind: 'supprime',
        pointer: '/properties/ville',
        field: '/ville',
        message: 'la propriété « ville » (champ /ville) a été supprimée ou renommée',
      },
    ]);
  });

  it('reports a renamed property and names its likely new name', () => {
    const [change] = changes(acte({ telephoneFixe: { type: 'string' } }), acte({ telephoneDomicile: { type: 'string' } }));
    expect(change.kind).toBe('supprime');
    expect(change.renamedTo).toBe('/telephoneDomicile');
    expect(change.message).toBe('la propriété « telephoneFixe » (champ /telephoneFixe) a été supprimée ou renommée (en « telephoneDomicile » ?)');
  });

  it('guesses a move to another object and a rename among several new fields by their rules, not across types', () => {
    const before = acte({
      etablissement: { type: 'object', properties: { nom: { type: 'string', maxLength: 100, title: 'Nom' } } },
      sejour: { type: 'object', properties: { codeDmt: { type: 'string', pattern: '^[0-9]{3}$' } } },
    });
    const after = acte({
      etablissement: {
        type: 'object',
        properties: {
          raisonSociale: { type: 'string', maxLength: 100, title: 'Raison sociale' },
          codeDmt: { type: 'string', pattern: '^[0-9]{3}$' },
          ville: { type: 'string' },
        },
      },
      sejour: { type: 'object', properties: { chambreParticuliere: { type: 'boolean' } } },
    });
    const removed = changes(before, after).filter((c) => c.kind === 'supprime');
    expect(removed.map((c) => [c.field, c.renamedTo, c.message])).toEqual([
      ['/etablissement/nom', '/etablissement/raisonSociale', 'la propriété « nom » (champ /etablissement/nom) a été supprimée ou renommée (en « raisonSociale » ?)'],
      ['/sejour/codeDmt', '/etablissement/codeDmt', 'la propriété « codeDmt » (champ /sejour/codeDmt) a été supprimée ou renommée (déplacée en /etablissement/codeDmt ?)'],
    ]);
    const [dropped] = changes(acte({ accord: { type: 'string' } }), acte({ optin: { type: 'boolean' } }));
    expect(dropped.renamedTo).toBeUndefined();
  });

  it('reports a nested property removed, through a $ref into $defs', () => {
    const adresse = (props: Record<string, unknown>) => ({
      ...acte({ adresse: { $ref: '#/$defs/adressePostale' } }),
      $defs: { adressePostale: { type: 'object', properties: props } },
    });
    expect(summary(adresse({ voie: { type: 'string' }, ville: { type: 'string' } }), adresse({ voie: { type: 'string' } }))).toEqual([
      'supprime /properties/adresse/properties/ville /adresse/ville',
    ]);
  });

  it('reports a field that became required, also under a condition', () => {
    expect(summary(acte({ motif: { type: 'string' } }), acte({ motif: { type: 'string' } }, { required: ['motif'] }))).toEqual(['obligatoire /required /motif']);
    const conditional = {
      if: { properties: { envoi: { const: 'mail' } } },
      then: { required: ['email'] },
    };
    const before = acte({ envoi: { enum: ['mail', 'courrier'] }, email: { type: 'string' } });
    const after = acte({ envoi: { enum: ['mail', 'courrier'] }, email: { type: 'string' } }, { allOf: [conditional] });
    const [change] = changes(before, after);
    expect(change).toMatchObject({ kind: 'obligatoire', pointer: '/allOf/0/then/required', field: '/email', conditional: true });
    expect(change.message).toBe('le champ /email est devenu obligatoire (sous condition)');
  });

  it.each([
    ['maxLength', { maxLength: 200 }, { maxLength: 100 }],
    ['minLength', { minLength: 1 }, { minLength: 3 }],
    ['minimum', { minimum: 0 }, { minimum: 1 }],
    ['maximum', { maximum: 10 }, { maximum: 5 }],
    ['maxItems', { maxItems: 5 }, { maxItems: 3 }],
    ['pattern', {}, { pattern: '^[0-9]{5}$' }],
    ['pattern', { pattern: '^[0-9]+$' }, { pattern: '^[0-9]{5}$' }],
    ['format', { format: 'date' }, { format: 'email' }],
    ['maxLength', {}, { maxLength: 50 }],
    ['notAfterToday', {}, { notAfterToday: true }],
  ])('reports a tightened rule: %s %j → %j', (keyword, before, after) => {
    const found = changes(acte({ champ: { type: 'string', ...before } }), acte({ champ: { type: 'string', ...after } }));
    expect(found.map((c) => `${c.kind} ${c.pointer} ${c.field}`)).toEqual([`regle /properties/champ/${keyword} /champ`]);
    expect(found[0].message).toMatch(/^règle (resserrée pour le|ajoutée au) champ \/champ : /);
  });

  it('says how a bound was tightened', () => {
    const [change] = changes(acte({ motif: { type: 'string', maxLength: 200 } }), acte({ motif: { type: 'string', maxLength: 100 } }));
    expect(change.message).toBe('règle resserrée pour le champ /motif : maxLength 200 → 100');
  });

  it('reports a narrowed enum, a changed const, a narrowed oneOf of consts and a new list of values', () => {
    const [narrowed] = changes(acte({ motif: { enum: ['A', 'B', 'C'] } }), acte({ motif: { enum: ['A', 'C'] } }));
    expect(narrowed).toMatchObject({ kind: 'valeurs', pointer: '/properties/motif/enum', field: '/motif' });
    expect(narrowed.message).toBe("la valeur « B » n'est plus acceptée pour le champ /motif");
    expect(summary(acte({ accord: { const: 'oui' } }), acte({ accord: { const: 'OUI' } }))).toEqual(['valeurs /properties/accord/const /accord']);
    const oneOf = (values: string[]) => acte({ statut: { type: 'string', oneOf: values.map((v) => ({ const: v, title: v.toUpperCase() })) } });
    expect(summary(oneOf(['a', 'b']), oneOf(['a']))).toEqual(['valeurs /properties/statut/oneOf /statut']);
    const [imposed] = changes(acte({ pays: { type: 'string' } }), acte({ pays: { type: 'string', enum: ['FRANCE'] } }));
    expect(imposed.message).toBe("le champ /pays n'accepte plus que « FRANCE »");
  });

  it('reports a changed type, number → integer included', () => {
    const [change] = changes(acte({ age: { type: 'string' } }), acte({ age: { type: 'integer' } }));
    expect(change).toMatchObject({ kind: 'type', pointer: '/properties/age/type', field: '/age', message: 'le type du champ /age a changé : string → integer' });
    expect(summary(acte({ montant: { type: 'number' } }), acte({ montant: { type: 'integer' } }))).toEqual(['type /properties/montant/type /montant']);
  });

  it('follows array items and a rule tightened in a shared definition', () => {
    const withItems = (maxLength: number, props: string[]) => ({
      ...acte({ fichiers: { type: 'array', items: { $ref: '#/$defs/fichier' } } }),
      $defs: { fichier: { type: 'object', properties: Object.fromEntries(props.map((p) => [p, { type: 'string', maxLength }])) } },
    });
    expect(summary(withItems(100, ['id', 'nom']), withItems(50, ['id']))).toEqual([
      'supprime /properties/fichiers/items/properties/nom /fichiers/*/nom',
      'regle /properties/fichiers/items/properties/id/maxLength /fichiers/*/id',
    ]);
  });

  it('reports a changed condition and a removed alternative', () => {
    const cond = (value: string) => acte({ mode: { type: 'string' }, iban: { type: 'string' } }, { if: { properties: { mode: { const: value } } }, then: { required: ['iban'] } });
    expect(summary(cond('manuel'), cond('auto'))).toEqual(['regle /if /']);
    const alternatives = (list: unknown[]) => acte({ piece: { type: 'object' } }, { anyOf: list });
    expect(summary(alternatives([{ required: ['a'] }, { required: ['b'] }]), alternatives([{ required: ['a'] }]))).toEqual(['regle /anyOf /']);
  });
});

describe('schema-change lint: changes that break nothing', () => {
  it.each([
    ['an optional field added', acte({ nom: { type: 'string' } }), acte({ nom: { type: 'string' }, prenom: { type: 'string' } })],
    ['a field no longer required', acte({ nom: { type: 'string' } }, { required: ['nom'] }), acte({ nom: { type: 'string' } })],
    ['a longer maxLength', acte({ nom: { type: 'string', maxLength: 50 } }), acte({ nom: { type: 'string', maxLength: 100 } })],
    ['a smaller minimum', acte({ n: { type: 'integer', minimum: 2 } }), acte({ n: { type: 'integer', minimum: 1 } })],
    ['a pattern removed', acte({ cp: { type: 'string', pattern: '^[0-9]{5}$' } }), acte({ cp: { type: 'string' } })],
    ['a longer enum', acte({ motif: { enum: ['A'] } }), acte({ motif: { enum: ['A', 'B'] } })],
    ['integer → number', acte({ n: { type: 'integer' } }), acte({ n: { type: 'number' } })],
    ['a type added to the list', acte({ n: { type: 'string' } }), acte({ n: { type: ['string', 'null'] } })],
    [
      'labels and messages changed',
      acte({ nom: { type: 'string', title: 'Nom', errorMessage: 'Nom invalide' } }, { $comment: 'v1' }),
      acte({ nom: { type: 'string', title: 'Nom de famille', description: 'Comme sur la carte', errorMessage: 'Le nom est invalide' } }, { $comment: 'v2' }),
    ],
    [
      'the engine context changed',
      acte({ nom: { type: 'string' } }),
      { ...acte({ nom: { type: 'string' } }, { required: ['context'] }), properties: { context: { type: 'object', required: ['config'] }, nom: { type: 'string' } } },
    ],
    [
      'a condition entry added that only adds an optional field',
      acte({ nom: { type: 'string' } }),
      acte({ nom: { type: 'string' } }, { allOf: [{ if: { required: ['nom'] }, then: { properties: { surnom: { type: 'string' } } } }] }),
    ],
  ])('%s', (_label, before, after) => {
    expect(changes(before, after)).toEqual([]);
  });

  it('finds nothing between each real acte schema and itself', () => {
    for (const name of listActes(projectRoot)) {
      const bundled = bundleSchema(acteFiles(projectRoot, name).schema);
      expect(changes(bundled, structuredClone(bundled)), name).toEqual([]);
    }
  });
});

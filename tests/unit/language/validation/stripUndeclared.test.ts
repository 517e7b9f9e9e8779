import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { declaredPropertyNames, stripUndeclared } from '../../../../src/language/validation/stripUndeclared';

const generated = (acte: string) =>
  JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, `../../../../src/generated/schemas/${acte}.schema.json`), 'utf8')) as Record<string, unknown>;

describe('stripUndeclared (unknown properties are not stored)', () => {
  it('drops undeclared top-level and nested properties, keeps declared ones', () => {
    const data = {
      titulaire: 'Sophie DURAND',
      iban: 'FR7630002005500000124310189',
      bic: 'CRLYFRPP',
      junk: 'x'.repeat(1000),
      rib: [{ remoteFileName: 'abc', size: 12, cache: { a: 1 } }],
    };
    expect(stripUndeclared(generated('rib-prestations'), data)).toEqual({
      titulaire: 'Sophie DURAND',
      iban: 'FR7630002005500000124310189',
      bic: 'CRLYFRPP',
      rib: [{ remoteFileName: 'abc', size: 12 }],
    });
  });

  it('keeps a property declared only in a then/else or allOf branch, following $refs', () => {
    const schema = {
      type: 'object',
      properties: { a: { $ref: '#/$defs/obj' } },
      if: { properties: { a: { const: 1 } } },
      then: { properties: { b: { type: 'string' } } },
      else: { allOf: [{ properties: { c: { type: 'string' } } }] },
      $defs: { obj: { type: 'object', properties: { x: { type: 'number' } } } },
    };
    expect(stripUndeclared(schema, { a: { x: 1, y: 2 }, b: 'b', c: 'c', d: 'd' })).toEqual({ a: { x: 1 }, b: 'b', c: 'c' });
  });

  it('leaves values alone where the schema declares no property', () => {
    expect(stripUndeclared({ type: 'object' }, { any: 1 })).toEqual({ any: 1 });
    expect(stripUndeclared({ type: 'string' }, 'texte')).toBe('texte');
  });
});

describe('declaredPropertyNames', () => {
  it('names the properties of the conditional branches too (declarationsinistre: the documents of the care type)', () => {
    const schema = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../../../src/generated/schemas/declarationsinistre.schema.json'), 'utf8'));
    expect(declaredPropertyNames(schema).sort()).toEqual(['bulletinSituation', 'context', 'description', 'devis', 'facture', 'prescription', 'soins']);
  });
});

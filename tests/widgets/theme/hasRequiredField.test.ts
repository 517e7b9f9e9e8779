import { hasRequiredField } from '../../../widgets/theme';

const context = { type: 'object', properties: { roles: { type: 'array' } }, required: ['roles'] };

describe('hasRequiredField — when the form shows the required-fields note', () => {
  test('a required property at the root or deeper', () => {
    expect(hasRequiredField({ type: 'object', properties: { nom: { type: 'string' } }, required: ['nom'] })).toBe(true);
    expect(
      hasRequiredField({
        type: 'object',
        properties: { enfants: { type: 'array', items: { type: 'object', properties: { a: {} }, required: ['a'] } } },
      }),
    ).toBe(true);
  });

  test('no required anywhere', () => {
    expect(hasRequiredField({ type: 'object', properties: { nom: { type: 'string' } } })).toBe(false);
    expect(hasRequiredField({ type: 'string' })).toBe(false);
  });

  test('the hidden context property does not count, even behind a $ref', () => {
    const schema = {
      type: 'object',
      $defs: { context },
      properties: { context: { $ref: '#/$defs/context' }, nom: { type: 'string' } },
      required: ['context'],
    };
    expect(hasRequiredField(schema, { context: { 'ui:widget': 'hidden' } })).toBe(false);
    expect(hasRequiredField(schema, { context: { 'ui:field': 'null' } })).toBe(false);
    expect(hasRequiredField(schema)).toBe(true);
  });

  test('a requirement in a then branch or a referenced definition counts', () => {
    expect(
      hasRequiredField({
        type: 'object',
        properties: { iban: { type: 'string' } },
        if: { properties: { x: { const: true } } },
        then: { required: ['iban'] },
      }),
    ).toBe(true);
    expect(
      hasRequiredField({
        definitions: { adresse: { type: 'object', properties: { ville: {} }, required: ['ville'] } },
        type: 'object',
        properties: { adresse: { $ref: '#/definitions/adresse' } },
      }),
    ).toBe(true);
  });

  test('an unused definition does not count', () => {
    expect(hasRequiredField({ definitions: { a: { required: ['x'] } }, type: 'object', properties: { b: {} } })).toBe(false);
  });

  test('a required field shown without its asterisk (ui:options.requiredMark false) calls for no note', () => {
    const schema = { type: 'object', properties: { newAmfTel: { type: 'string' } }, required: ['newAmfTel'] };
    expect(hasRequiredField(schema, { newAmfTel: { 'ui:options': { requiredMark: false } } })).toBe(false);
    expect(hasRequiredField(schema, { newAmfTel: {} })).toBe(true);
  });
});

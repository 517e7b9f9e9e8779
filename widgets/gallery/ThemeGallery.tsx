import { Card, H2 } from '@blueprintjs/core';
import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { BlueprintForm } from '../theme';

/**
 * Developer screen #/dev/theme: small schemas written the way third parties write them, in the
 * Blueprint theme — layouts that only a real browser can measure (nested `ui:row`, nested
 * objects, alt-date), so that browser tests can hold the theme to them (issue 12, item 13).
 * Each sample is a `<section data-sample="…">` with its own form.
 */
interface Sample {
  slug: string;
  title: string;
  schema: RJSFSchema;
  uiSchema?: UiSchema;
  formData?: unknown;
}

/**
 * The samples are here for their layout, not their data: no validation. (Ajv compiling schemas
 * in the page would need 'unsafe-eval', which the portal's CSP refuses; actes use validators
 * precompiled by `npm run gen`.)
 */
const layoutOnlyValidator: ValidatorType = {
  validateFormData: () => ({ errors: [], errorSchema: {} }),
  isValid: () => true,
  rawValidation: () => ({}),
};

const samples: Sample[] = [
  {
    slug: 'nested-rows',
    title: 'Ligne dans une ligne (ui:layoutGrid)',
    schema: {
      type: 'object',
      properties: {
        prenom: { type: 'string', title: 'Prénom' },
        nom: { type: 'string', title: 'Nom de naissance' },
        ville: { type: 'string', title: 'Ville' },
        codePostal: { type: 'string', title: 'Code postal' },
      },
    },
    uiSchema: {
      'ui:field': 'LayoutGridField',
      'ui:layoutGrid': {
        'ui:row': [
          {
            'ui:row': [
              { 'ui:col': { span: 6, children: ['prenom'] } },
              { 'ui:col': { span: 6, children: ['nom'] } },
            ],
          },
          { 'ui:col': { span: 8, children: ['ville'] } },
          { 'ui:col': { span: 4, children: ['codePostal'] } },
        ],
      },
    },
  },
  {
    slug: 'nested-objects',
    title: 'Objets imbriqués',
    schema: {
      type: 'object',
      properties: {
        assure: {
          type: 'object',
          title: 'Assuré',
          properties: {
            nom: { type: 'string', title: 'Nom' },
            adresse: {
              type: 'object',
              title: 'Adresse',
              properties: { rue: { type: 'string', title: 'Rue' }, ville: { type: 'string', title: 'Ville' } },
            },
          },
        },
      },
    },
  },
  {
    slug: 'alt-dates',
    title: 'Dates en listes (alt-date, alt-datetime)',
    schema: {
      type: 'object',
      properties: {
        jour: { type: 'string', format: 'date', title: 'Jour des soins' },
        moment: { type: 'string', format: 'date-time', title: 'Moment du rendez-vous' },
      },
    },
    uiSchema: { jour: { 'ui:widget': 'alt-date' }, moment: { 'ui:widget': 'alt-datetime' } },
  },
];

export function ThemeGallery() {
  return (
    <div className="ea-theme-gallery" style={{ display: 'grid', gap: 16 }}>
      {samples.map((sample) => (
        <section key={sample.slug} data-sample={sample.slug}>
          <H2>{sample.title}</H2>
          <Card compact>
            <BlueprintForm
              schema={sample.schema}
              uiSchema={{ ...sample.uiSchema, 'ui:submitButtonOptions': { norender: true } }}
              validator={layoutOnlyValidator}
              formData={sample.formData}
              showRequiredFieldsNote={false}
            />
          </Card>
        </section>
      ))}
    </div>
  );
}

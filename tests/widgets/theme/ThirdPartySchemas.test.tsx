// Theme defects seen on third-party schemas: keys, names, summary lines, alt-date.
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BlueprintForm } from '../../../widgets/theme';
import { propertyPath } from '../../../widgets/theme/Templates/ErrorListTemplate/errorFieldLabel';

function renderForm(schema: RJSFSchema, uiSchema: UiSchema = {}, formData?: unknown) {
  const onSubmit = vi.fn();
  render(<BlueprintForm schema={schema} uiSchema={uiSchema} validator={validator} formData={formData} onSubmit={onSubmit} />);
  return { onSubmit, user: userEvent.setup() };
}

describe('object-valued enum options', () => {
  const options = [{ code: 'A' }, { code: 'B' }, { code: 'C' }];
  test.each([
    ['select', {}],
    ['radio', { 'ui:widget': 'radio' }],
  ])('%s: one React key per option, no "[object Object]" twice', (_name, ui) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderForm({ type: 'object', properties: { choix: { title: 'Choix', enum: options } } }, { choix: ui });
    const keyWarnings = errors.mock.calls.filter((call) => call.some((arg) => String(arg).includes('same key')));
    errors.mockRestore();
    expect(keyWarnings).toEqual([]);
  });

  test('checkboxes: one React key per option', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderForm(
      { type: 'object', properties: { choix: { title: 'Choix', type: 'array', uniqueItems: true, items: { enum: options } } } },
      { choix: { 'ui:widget': 'checkboxes' } },
    );
    const keyWarnings = errors.mock.calls.filter((call) => call.some((arg) => String(arg).includes('same key')));
    errors.mockRestore();
    expect(keyWarnings).toEqual([]);
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
  });
});

describe('oneOf / anyOf variant chooser', () => {
  test.each(['oneOf', 'anyOf'])('the %s <select> is named after the field', (keyword) => {
    renderForm({
      type: 'object',
      properties: {
        contact: {
          title: 'Moyen de contact',
          [keyword]: [
            { title: 'Courriel', type: 'object', properties: { email: { type: 'string', title: 'Adresse' } } },
            { title: 'Téléphone', type: 'object', properties: { numero: { type: 'string', title: 'Numéro' } } },
          ],
        },
      },
    } as RJSFSchema);
    expect(screen.getByRole('combobox', { name: 'Moyen de contact' })).toHaveValue('0');
  });
});

describe('error summary', () => {
  test('a line about an untitled array item names its list and rank', async () => {
    const { user } = renderForm(
      { type: 'object', properties: { telephones: { title: 'Téléphones', type: 'array', items: { type: 'string', minLength: 10 } } } },
      {},
      { telephones: ['0601020304', '06'] },
    );
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    const summary = screen.getByText('Merci de corriger les erreurs suivantes :').closest('.ea-error-list') as HTMLElement;
    expect(within(summary).getByRole('listitem')).toHaveTextContent(/^Téléphones \(élément 2\) : /);
  });

  test('error properties are read as names and indexes', () => {
    expect(propertyPath('.telephones.1')).toEqual(['telephones', '1']);
    expect(propertyPath(".adresses[0]['code postal']")).toEqual(['adresses', '0', 'code postal']);
    expect(propertyPath('')).toEqual([]);
  });
});

describe('alt-date and alt-datetime', () => {
  test.each([
    ['alt-date', 'date', ['Année', 'Mois', 'Jour']],
    ['alt-datetime', 'date-time', ['Année', 'Mois', 'Jour', 'Heure', 'Minute', 'Seconde']],
  ])('%s: labelled Blueprint selects and Blueprint buttons, no bullet list', async (widget, format, parts) => {
    const { container } = render(
      <BlueprintForm
        schema={{ type: 'object', properties: { quand: { title: 'Quand', type: 'string', format } } }}
        uiSchema={{ quand: { 'ui:widget': widget } }}
        validator={validator}
      />,
    );
    await screen.findByRole('button', { name: 'Maintenant' }); // the widget loads on first use
    for (const part of parts) expect(screen.getByRole('combobox', { name: part }).closest('.bp6-html-select')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Maintenant' })).toHaveClass('bp6-button');
    expect(screen.getByRole('button', { name: 'Effacer' })).toHaveClass('bp6-button');
    expect(container.querySelector('ul.list-inline')).toBeNull();
  });

  test('"Maintenant" fills every list', async () => {
    const onChange = vi.fn();
    render(
      <BlueprintForm
        schema={{ type: 'object', properties: { quand: { title: 'Quand', type: 'string', format: 'date' } } }}
        uiSchema={{ quand: { 'ui:widget': 'alt-date' } }}
        validator={validator}
        onChange={onChange}
      />,
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Maintenant' }));
    const year = screen.getByRole('combobox', { name: 'Année' }) as HTMLSelectElement;
    expect(year.selectedOptions[0].textContent).toBe(String(new Date().getFullYear()));
    expect(onChange).toHaveBeenCalled();
  });
});

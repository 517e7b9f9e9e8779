import { lazy } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema, WidgetProps } from '@rjsf/utils';
import { describe, expect, it, vi } from 'vitest';
import { BlueprintForm } from '../../widgets/theme';
import { customWidgets, suspended } from '../../widgets';

// The widgets as the engine uses them: named in a UI schema, inside the themed form.
const schema: RJSFSchema = {
  type: 'object',
  required: ['nir', 'code', 'dateSoins'],
  properties: {
    nir: { type: 'string', title: 'N° de sécurité sociale', pattern: '^[12][0-9]{4}(2A|2B|[0-9]{2})[0-9]{6}[0-9]{2}$' },
    code: { type: 'string', title: 'Code de sécurité', minLength: 6, maxLength: 6 },
    dateSoins: { type: 'string', title: 'Date des soins', format: 'date' },
    electronique: { type: 'boolean', title: 'Documents électroniques' },
  },
};
const uiSchema: UiSchema = {
  nir: { 'ui:widget': 'nir' },
  code: { 'ui:widget': 'securityCode' },
  dateSoins: { 'ui:widget': 'date' },
  electronique: { 'ui:widget': 'radioGroup' },
};

describe('custom widgets inside the Blueprint form', () => {
  it('fill a form by name, lazy date widget included, and submit ISO / keyed values', async () => {
    const onSubmit = vi.fn();
    render(<BlueprintForm schema={schema} uiSchema={uiSchema} validator={validator} widgets={customWidgets} onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Numéro de sécurité sociale (sans clé)'), '1850578006084');
    await user.type(screen.getByLabelText('Clé'), '91');
    await user.click(screen.getByLabelText('Chiffre 1 sur 6'));
    await user.paste('654321');
    const date = await screen.findByPlaceholderText('JJ/MM/AAAA');
    await user.type(date, '15032024');
    await user.click(screen.getByLabelText('Oui'));
    await user.click(screen.getByRole('button', { name: /Valider|Envoyer|Soumettre/ }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0].formData).toEqual({ nir: '185057800608491', code: '654321', dateSoins: '2024-03-15', electronique: true });
  });

  it('an unfinished date stays in the data as typed, so format "date" blocks the submit', async () => {
    const onSubmit = vi.fn();
    render(
      <BlueprintForm
        schema={{ type: 'object', properties: { dateSoins: { type: 'string', title: 'Date des soins', format: 'date' } } }}
        uiSchema={{ dateSoins: { 'ui:widget': 'date' } }}
        validator={validator}
        widgets={customWidgets}
        onSubmit={onSubmit}
      />,
    );
    const user = userEvent.setup();
    await user.type(await screen.findByPlaceholderText('JJ/MM/AAAA'), '3102');
    await user.click(screen.getByRole('button', { name: /Valider|Envoyer|Soumettre/ }));
    await waitFor(() => expect(screen.getAllByText('La date doit être au format JJ/MM/AAAA').length).toBeGreaterThan(0));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('an empty required custom widget, after a submit, is described by the error shown under it', async () => {
    render(
      <BlueprintForm
        schema={{
          type: 'object',
          required: ['dateSoins', 'motDePasse'],
          properties: {
            dateSoins: { type: 'string', title: 'Date des soins', format: 'date' },
            motDePasse: { type: 'string', title: 'Mot de passe' },
          },
        }}
        uiSchema={{ dateSoins: { 'ui:widget': 'date' }, motDePasse: { 'ui:widget': 'password' } }}
        validator={validator}
        widgets={customWidgets}
      />,
    );
    const user = userEvent.setup();
    const date = await screen.findByPlaceholderText('JJ/MM/AAAA');
    await user.click(screen.getByRole('button', { name: /Valider|Envoyer|Soumettre/ }));
    const password = screen.getByLabelText(/Mot de passe/);
    for (const input of [date, password]) {
      await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
      // Every id named must be a message on the page, and at least one must exist.
      const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '');
      expect(described.join(' ')).toMatch(/\S/);
    }
  });
});

describe('a submit refused while a lazy widget is still loading (a quick « Suivant » on a slow network)', () => {
  const slowSchema: RJSFSchema = {
    type: 'object',
    required: ['justificatif'],
    properties: { prenom: { type: 'string', title: 'Prénom' }, justificatif: { type: 'string', title: 'Justificatif' } },
  };
  /** The form with a lazy widget whose code arrives when the test says so, sent by its button before that. */
  async function submittedWhileLoading() {
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    const Widget = suspended(
      lazy(async () => {
        await arrived;
        return { default: (props: WidgetProps) => <input id={props.id} aria-label="Justificatif" value={props.value ?? ''} onChange={(e) => props.onChange(e.target.value)} /> };
      }),
      'slow',
    );
    render(<BlueprintForm schema={slowSchema} uiSchema={{ justificatif: { 'ui:widget': Widget } }} validator={validator} onSubmit={vi.fn()} />);
    const submit = screen.getByRole('button', { name: 'Valider' });
    submit.focus();
    fireEvent.click(submit);
    await screen.findByText(/Merci de corriger/);
    expect(screen.queryByLabelText('Justificatif')).toBeNull();
    return { submit, release };
  }

  it('its field takes the focus once drawn', async () => {
    const { submit, release } = await submittedWhileLoading();
    expect(submit).toHaveFocus();
    release();
    await waitFor(() => expect(screen.getByLabelText('Justificatif')).toHaveFocus());
  });

  it('unless the visitor has moved the focus meanwhile', async () => {
    const { release } = await submittedWhileLoading();
    const prenom = screen.getByLabelText('Prénom');
    prenom.focus();
    release();
    await screen.findByLabelText('Justificatif');
    expect(prenom).toHaveFocus();
  });
});

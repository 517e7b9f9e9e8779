// Behaviour of the engine's form: when errors show, how they are tied to inputs, French texts,
// required markers, keyboard use.
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BlueprintForm, RequiredFieldsNote } from '../../../widgets/theme';
import { themeTexts } from '../../../src/i18n/theme';

const schema: RJSFSchema = {
  type: 'object',
  required: ['nom', 'email'],
  properties: {
    nom: { type: 'string', title: 'Nom', minLength: 2 },
    prenom: { type: 'string', title: 'Prénom' },
    email: { type: 'string', title: 'E-mail', format: 'email' },
    civilite: { type: 'string', title: 'Civilité', enum: ['M', 'Mme'] },
    situation: { type: 'string', title: 'Situation', enum: ['seul', 'couple'] },
    cgu: { type: 'boolean', title: "J'accepte les conditions" },
  },
};
const uiSchema: UiSchema = { situation: { 'ui:widget': 'radio' } };

function setup(props: Partial<Parameters<typeof BlueprintForm>[0]> = {}) {
  const onSubmit = vi.fn();
  const onError = vi.fn();
  const user = userEvent.setup();
  render(
    <BlueprintForm schema={schema} uiSchema={uiSchema} validator={validator} onSubmit={onSubmit} onError={onError} {...props} />,
  );
  return { user, onSubmit, onError };
}

const nom = () => screen.getByLabelText(/^Nom/);
const email = () => screen.getByLabelText(/^E-mail/);

describe('BlueprintForm — errors appear only when due', () => {
  test('no error is shown while typing in a fresh field', async () => {
    const { user } = setup();
    await user.type(nom(), 'a');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(nom()).not.toHaveAttribute('aria-invalid');
  });

  test('leaving a field shows its error, and only its error', async () => {
    const { user } = setup();
    await user.type(nom(), 'a');
    await user.tab();
    const alerts = await screen.findAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toHaveAttribute('id', 'root_nom__error');
    expect(nom()).toHaveAttribute('aria-invalid', 'true');
    // E-mail is required and empty, but the user has not been there yet.
    expect(email()).not.toHaveAttribute('aria-invalid');
    expect(document.getElementById('root_email__error')).toBeNull();
    // No summary before a submit.
    expect(screen.queryByText(/Merci de corriger/)).not.toBeInTheDocument();
  });

  test('fixing a field and leaving it removes its error', async () => {
    const { user } = setup();
    await user.type(nom(), 'a');
    await user.tab();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await user.type(nom(), 'b');
    await user.tab();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(nom()).not.toHaveAttribute('aria-invalid');
  });

  test('a failed submit shows every error, the summary, focuses the first invalid field and keeps the data', async () => {
    const { user, onSubmit, onError } = setup();
    await user.type(screen.getByLabelText(/^Prénom/), 'Jeanne');
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(document.getElementById('root_nom__error')).toHaveAttribute('role', 'alert');
    expect(document.getElementById('root_email__error')).toHaveAttribute('role', 'alert');
    expect(nom()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Merci de corriger les erreurs suivantes :')).toBeInTheDocument();
    expect(nom()).toHaveFocus();
    expect(screen.getByLabelText(/^Prénom/)).toHaveValue('Jeanne');
  });
});

describe('BlueprintForm — the first click on a submit button submits', () => {
  // A blur on mouse-down would validate the field and move the button before mouse-up.
  test("pressing the theme's Valider keeps the focus in the field being typed in", async () => {
    const { user } = setup();
    await user.type(nom(), 'a{Backspace}');
    const pressed = fireEvent.mouseDown(screen.getByRole('button', { name: 'Valider' }));
    expect(pressed, 'mouse-down default prevented: no blur, no validation before the click').toBe(false);
    expect(nom()).toHaveFocus();
  });

  test('so does a submit button the owner of the form puts in it (a dialog), but not another button', () => {
    render(
      <BlueprintForm schema={schema} validator={validator}>
        <button type="button">Annuler</button>
        <button type="submit">Enregistrer</button>
      </BlueprintForm>,
    );
    expect(fireEvent.mouseDown(screen.getByRole('button', { name: 'Enregistrer' }))).toBe(false);
    expect(fireEvent.mouseDown(screen.getByRole('button', { name: 'Annuler' }))).toBe(true);
  });
});

describe('BlueprintForm — errors are tied to their input', () => {
  test('aria-describedby of the input names the error element', async () => {
    const { user } = setup();
    await user.type(email(), 'pas-un-mail');
    await user.tab();
    const error = await screen.findByRole('alert');
    const describedBy = email().getAttribute('aria-describedby')!.split(' ');
    expect(describedBy).toContain(error.id);
    expect(email()).toHaveAccessibleDescription(error.textContent!);
  });

  test('select and radio group are marked invalid once shown', async () => {
    const { user } = setup({
      schema: { ...schema, required: ['civilite', 'situation'] },
    });
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(screen.getByLabelText(/^Civilité/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('radiogroup', { name: /Situation/ })).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('BlueprintForm — labels and French texts', () => {
  test('every input has a real label', () => {
    setup();
    expect(nom()).toHaveAttribute('id', 'root_nom');
    expect(nom().tagName).toBe('INPUT');
    expect(screen.getByLabelText(/^Civilité/).tagName).toBe('SELECT');
    expect(screen.getByLabelText(/J'accepte les conditions/)).toHaveAttribute('type', 'checkbox');
    expect(screen.getByRole('radiogroup', { name: /Situation/ })).toBeInTheDocument();
    expect(screen.getByLabelText('seul')).toHaveAttribute('type', 'radio');
    for (const input of document.querySelectorAll('input, select, textarea')) {
      expect((input as HTMLInputElement).labels?.length).toBeGreaterThan(0);
    }
  });

  test('buttons speak French', async () => {
    const user = userEvent.setup();
    render(
      <BlueprintForm
        schema={{ type: 'array', title: 'Enfants', items: { type: 'string', title: 'Prénom' } }}
        uiSchema={{ 'ui:options': { copyable: true } }}
        validator={validator}
      />,
    );
    expect(screen.getByRole('button', { name: 'Valider' })).toHaveAttribute('type', 'submit');
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(screen.getAllByRole('button', { name: 'Monter' })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Descendre' })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Copier' })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Supprimer' })).toHaveLength(2);
    await user.click(screen.getAllByRole('button', { name: 'Supprimer' })[0]);
    expect(screen.getAllByRole('button', { name: 'Supprimer' })).toHaveLength(1);
  });

  test('the submit text can still be set by the UI schema', () => {
    render(
      <BlueprintForm
        schema={{ type: 'string' }}
        uiSchema={{ 'ui:submitButtonOptions': { submitText: 'Envoyer ma demande' } }}
        validator={validator}
      />,
    );
    expect(screen.getByRole('button', { name: 'Envoyer ma demande' })).toBeInTheDocument();
  });
});

describe('BlueprintForm — required fields', () => {
  test('required fields carry an asterisk after the label, others do not', () => {
    setup();
    const nomLabel = document.querySelector('label[for="root_nom"]')!;
    const prenomLabel = document.querySelector('label[for="root_prenom"]')!;
    expect(nomLabel.textContent?.trim()).toBe('Nom *');
    expect(prenomLabel.textContent?.trim()).toBe('Prénom');
    expect(nom()).toBeRequired();
  });

  test('the note is shown once at the top when a field is required', () => {
    setup();
    const notes = screen.getAllByText(themeTexts.requiredFieldsNote);
    expect(notes).toHaveLength(1);
    const form = document.querySelector('form')!;
    expect(notes[0].compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  test('the note is found in nested and conditional schemas, absent otherwise', () => {
    const { unmount } = render(
      <BlueprintForm
        schema={{
          type: 'object',
          properties: { adresse: { type: 'object', properties: { ville: { type: 'string' } }, required: ['ville'] } },
        }}
        validator={validator}
      />,
    );
    expect(screen.getByText(themeTexts.requiredFieldsNote)).toBeInTheDocument();
    unmount();
    render(<BlueprintForm schema={{ type: 'object', properties: { ville: { type: 'string' } } }} validator={validator} />);
    expect(screen.queryByText(themeTexts.requiredFieldsNote)).not.toBeInTheDocument();
  });

  test('RequiredFieldsNote can be rendered by the engine on its own', () => {
    render(<RequiredFieldsNote id="note" />);
    expect(screen.getByText('* Les champs signalés par un astérisque sont obligatoires')).toHaveAttribute('id', 'note');
  });
});

describe('BlueprintForm — keyboard', () => {
  test('Tab follows the fields and Enter submits', async () => {
    const { user, onSubmit } = setup();
    await user.tab();
    expect(nom()).toHaveFocus();
    await user.keyboard('Dupont');
    await user.tab();
    expect(screen.getByLabelText(/^Prénom/)).toHaveFocus();
    await user.tab();
    await user.keyboard('jeanne.dupont@example.fr{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0].formData).toMatchObject({ nom: 'Dupont', email: 'jeanne.dupont@example.fr' });
  });
});

describe('BlueprintForm — cost of typing', () => {
  test('typing does not validate the form; leaving a field does', async () => {
    const spy = vi.spyOn(validator, 'validateFormData');
    const { user } = setup();
    await user.type(nom(), 'Dupont');
    expect(spy).not.toHaveBeenCalled();
    await user.tab();
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  test('a form with liveValidate="onChange" still hides errors of untouched fields', async () => {
    const { user } = setup({ liveValidate: 'onChange' });
    await user.type(nom(), 'a');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(within(document.body).queryByText(/Merci de corriger/)).not.toBeInTheDocument();
  });
});

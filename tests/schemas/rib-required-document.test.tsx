import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { BlueprintForm } from '../../widgets/theme';
import { loadActe } from '../../src/engine/registries/actes';
import { FORM_STATE_BEHAVIOR } from '../../src/engine/formStateBehavior';

describe('portal form defaults', () => {
  it('a required document list starts empty: its own message shows, not a blank item', async () => {
    const acte = await loadActe('rib-prestations');
    const errors: string[] = [];
    render(
      <BlueprintForm
        schema={acte.schema}
        uiSchema={{ ...acte.uiSchema, rib: {} }}
        validator={acte.validator}
        experimental_defaultFormStateBehavior={FORM_STATE_BEHAVIOR}
        formData={{ titulaire: 'Sophie DURAND', iban: 'FR7630002005500000124310189', bic: 'CRLYFRPP', context: { modeGestion: 'manuel', config: {} } }}
        onError={(list) => errors.push(...list.map((e) => e.message ?? ''))}
      />,
    );
    fireEvent.submit(document.querySelector('form')!);
    expect(errors).toEqual(['Merci de joindre le document demandé.']);
    expect(screen.getAllByText('Merci de joindre le document demandé.').length).toBeGreaterThan(0);
  });
});

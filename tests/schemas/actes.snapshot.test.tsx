import { describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { BlueprintForm } from '../../widgets/theme';
import { customWidgets } from '../../widgets';
import { loadActe } from '../../src/engine/registries/actes';
import { sampleData } from '../../src/domain/acteSample';

/**
 * Every acte folder renders its sample data to a stable snapshot. A new folder under
 * schemas/actes/ gets its snapshot the first time the tests run; a changed schema or UI schema
 * shows up as a snapshot diff to review.
 */
const samples = import.meta.glob<Record<string, unknown>>('../../schemas/actes/*/*.sample.json', { eager: true, import: 'default' });
const actes = Object.keys(samples).map((path) => path.split('/').at(-2)!).sort();

// A fixed context, so snapshots do not depend on the demo client's settings.
const context = {
  config: { createAccountAuthMode: 'individual', isCheckBirthdayForgotPasswordActivated: true, isRegisterVerifyIban: true, isCodePostalVerifiedOnAccountCreation: true, passwordRequiredLength: 8, tailleMaxPrenomNom: 50 },
  features: { consentementCGUCreationCompteAutreActe: true },
  roles: [],
  contrat: null,
};

describe('acte snapshots', () => {
  it('finds the actes', () => {
    expect(actes.length).toBeGreaterThan(0);
  });

  it.each(actes)('%s renders its sample', async (name) => {
    const acte = await loadActe(name);
    const sample = sampleData(samples[`../../schemas/actes/${name}/${name}.sample.json`]);
    const { asFragment, container } = render(
      <BlueprintForm schema={acte.schema} uiSchema={acte.uiSchema} validator={acte.validator} widgets={customWidgets} formData={{ ...sample, context }} />,
    );
    // Lazy widgets (date) drawn, whichever acte loaded them first: the snapshot must not depend on the order.
    await waitFor(() => expect(container.querySelector('.bp6-spinner')).toBeNull());
    expect(asFragment()).toMatchSnapshot();
  });
});

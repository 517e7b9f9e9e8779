import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { FieldProps } from '@rjsf/utils';
import { ConsentListField } from '../../../src/engine/ConsentListField';

const CONSENTS = [
  { nom: 'newsletter', libelle: 'J’accepte de recevoir la lettre d’information.', accepted: false },
  { nom: 'offres', libelle: 'J’accepte les offres des partenaires.', accepted: true },
];

function draw(formData: unknown, onChange = vi.fn()) {
  const props = { formData, onChange, fieldPathId: { $id: 'root_consentements', path: ['consentements'] }, uiSchema: { 'ui:title': 'Consentements' }, schema: {} } as unknown as FieldProps;
  render(<ConsentListField {...props} />);
  return onChange;
}

describe('consentList field', () => {
  it('one checkbox per consent, named by its own text, in a group named by the title', () => {
    draw(CONSENTS);
    const group = screen.getByRole('group', { name: 'Consentements' });
    expect(group).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: CONSENTS[0].libelle }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('checkbox', { name: CONSENTS[1].libelle }) as HTMLInputElement).checked).toBe(true);
  });

  it('ticking a consent changes that one only', () => {
    const onChange = draw(CONSENTS);
    fireEvent.click(screen.getByRole('checkbox', { name: CONSENTS[0].libelle }));
    expect(onChange).toHaveBeenCalledWith([{ ...CONSENTS[0], accepted: true }, CONSENTS[1]], ['consentements']);
  });

  it('draws nothing without consents', () => {
    draw([]);
    expect(screen.queryByRole('group')).toBeNull();
  });
});

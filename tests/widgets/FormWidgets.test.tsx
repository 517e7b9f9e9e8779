import { Component, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import RadioGroupWidget, { radioOptions } from '../../widgets/RadioGroupWidget';
import PasswordWidget from '../../widgets/PasswordWidget';
import RangeSliderWidget, { constrainRange } from '../../widgets/RangeSliderWidget';
import { widgetHarness } from './support/widgetHarness';

const Harness = widgetHarness({ id: 'root_f', name: 'f', label: 'Champ', schema: { type: 'string' } });

class Catch extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

describe('RadioGroupWidget', () => {
  it('defaults to Oui (true) / Non (false)', async () => {
    const spy = vi.fn();
    render(<Harness Widget={RadioGroupWidget} spy={spy} schema={{ type: 'boolean' }} />);
    await userEvent.setup().click(screen.getByLabelText('Non'));
    expect(spy).toHaveBeenLastCalledWith(false);
    await userEvent.setup().click(screen.getByLabelText('Oui'));
    expect(spy).toHaveBeenLastCalledWith(true);
  });

  it('uses libelle/code items and sourceValues/sourceLabels', async () => {
    const spy = vi.fn();
    render(<Harness Widget={RadioGroupWidget} spy={spy} options={{ items: [{ libelle: 'Mensuel', code: 'M' }, { libelle: 'Annuel', code: 'A' }] }} value="A" />);
    expect(screen.getByLabelText('Annuel')).toBeChecked();
    await userEvent.setup().click(screen.getByLabelText('Mensuel'));
    expect(spy).toHaveBeenLastCalledWith('M');
    expect(radioOptions({ sourceValues: [1, 2], sourceLabels: ['Un', 'Deux'] })).toEqual([
      { code: 1, libelle: 'Un' },
      { code: 2, libelle: 'Deux' },
    ]);
  });

  it('throws the product error when sourceValues and sourceLabels differ in length', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // React re-throws render errors through window 'error' in development; jsdom would print them.
    const quiet = (e: ErrorEvent) => e.preventDefault();
    window.addEventListener('error', quiet);
    render(
      <Catch>
        <Harness Widget={RadioGroupWidget} options={{ sourceValues: ['a', 'b'], sourceLabels: ['A'] }} />
      </Catch>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent("sourceValues et sourceLabels n'ont pas la même longueur !");
    window.removeEventListener('error', quiet);
    vi.mocked(console.error).mockRestore();
  });
});

describe('PasswordWidget', () => {
  it('toggles visibility with an accessible button', async () => {
    render(<Harness Widget={PasswordWidget} value="Secret1!" />);
    const input = document.getElementById('root_f') as HTMLInputElement;
    expect(input.type).toBe('password');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Afficher le mot de passe' }));
    expect(input.type).toBe('text');
    expect(screen.getByRole('button', { name: 'Masquer le mot de passe' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the policy with the configured minimum (ui:options over formContext)', () => {
    const { unmount } = render(<Harness Widget={PasswordWidget} formContext={{ passwordRequiredLength: 12 }} />);
    expect(screen.getByText('Merci de saisir 12 caractères minimum (dont une minuscule, une majuscule, un chiffre et un caractère spécial).')).toBeInTheDocument();
    unmount();
    render(<Harness Widget={PasswordWidget} options={{ minLength: 10 }} formContext={{ passwordRequiredLength: 12 }} />);
    expect(screen.getByText('10 caractères minimum')).toBeInTheDocument();
  });

  it('ticks the rules as they are met', async () => {
    render(<Harness Widget={PasswordWidget} />);
    await userEvent.setup().type(document.getElementById('root_f') as HTMLInputElement, 'abcD1');
    const met = (text: string) => screen.getByText(text).closest('li')?.getAttribute('data-met');
    expect(met('Une minuscule')).toBe('true');
    expect(met('Une majuscule')).toBe('true');
    expect(met('Un chiffre')).toBe('true');
    expect(met('Un caractère spécial')).toBe('false');
    expect(met('8 caractères minimum')).toBe('false');
  });

  it('hides the policy on a confirmation field', () => {
    render(<Harness Widget={PasswordWidget} options={{ showPolicy: false }} />);
    expect(screen.queryByText(/caractères minimum/)).not.toBeInTheDocument();
  });
});

describe('RangeSliderWidget', () => {
  const c = { min: 0, max: 100, minLimit: 10, maxLimit: 90, minRange: 10, maxRange: 50 };
  it('keeps handles within minLimit/maxLimit', () => {
    expect(constrainRange([20, 40], [0, 40], c)).toEqual([10, 40]);
    expect(constrainRange([20, 40], [20, 100], { ...c, maxRange: undefined })).toEqual([20, 90]);
  });
  it('enforces minRange and maxRange by stopping the moved handle', () => {
    expect(constrainRange([20, 40], [35, 40], c)).toEqual([30, 40]);
    expect(constrainRange([20, 40], [20, 80], c)).toEqual([20, 70]);
  });
  it('pushes the other handle with pushRange', () => {
    expect(constrainRange([20, 40], [35, 40], { ...c, pushRange: true })).toEqual([35, 45]);
    expect(constrainRange([20, 40], [20, 80], { ...c, pushRange: true })).toEqual([30, 80]);
    // Pushed against the limit: the moved handle stops.
    expect(constrainRange([70, 85], [85, 85], { ...c, pushRange: true })).toEqual([80, 90]);
  });
  it('renders two labelled handles with the value', () => {
    render(<Harness Widget={RangeSliderWidget} schema={{ type: 'array' }} value={[20, 60]} options={{ unit: '€' }} />);
    expect(screen.getByRole('slider', { name: 'Valeur minimale' })).toHaveAttribute('aria-valuenow', '20');
    expect(screen.getByRole('slider', { name: 'Valeur maximale' })).toHaveAttribute('aria-valuenow', '60');
  });
});

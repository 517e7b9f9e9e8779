import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import SecurityCodeWidget from '../../widgets/SecurityCodeWidget';
import { widgetHarness } from './support/widgetHarness';

const Harness = widgetHarness({ Widget: SecurityCodeWidget, id: 'root_code', name: 'code', label: 'Code de sécurité', schema: { type: 'string' } });

const boxes = () => Array.from({ length: 6 }, (_, i) => screen.getByLabelText(`Chiffre ${i + 1} sur 6`) as HTMLInputElement);

describe('SecurityCodeWidget', () => {
  it('is an accessible group of six labelled boxes', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Code de sécurité' })).toBeInTheDocument();
    expect(boxes()).toHaveLength(6);
  });

  it('auto-advances while typing and refuses letters', async () => {
    const spy = vi.fn();
    render(<Harness spy={spy} />);
    const user = userEvent.setup();
    await user.click(boxes()[0]);
    await user.keyboard('1a2');
    expect(boxes().map((b) => b.value)).toEqual(['1', '2', '', '', '', '']);
    expect(boxes()[2]).toHaveFocus();
    await user.keyboard('3456');
    expect(spy).toHaveBeenLastCalledWith('123456');
  });

  it('goes back with Backspace', async () => {
    render(<Harness value="123" />);
    const user = userEvent.setup();
    await user.click(boxes()[3]);
    await user.keyboard('{Backspace}');
    expect(boxes()[2]).toHaveFocus();
    expect(boxes().map((b) => b.value)).toEqual(['1', '2', '', '', '', '']);
    await user.keyboard('{Backspace}');
    expect(boxes()[1]).toHaveFocus();
    expect(boxes()[0].value).toBe('1');
  });

  it('fills every box on paste, keeping digits only', async () => {
    const spy = vi.fn();
    render(<Harness spy={spy} />);
    const user = userEvent.setup();
    await user.click(boxes()[2]);
    await user.paste('98 76-54');
    expect(boxes().map((b) => b.value)).toEqual(['9', '8', '7', '6', '5', '4']);
    expect(spy).toHaveBeenLastCalledWith('987654');
  });

  it('shows the French required error when left incomplete', async () => {
    render(
      <>
        <Harness required />
        <button type="button">ailleurs</button>
      </>,
    );
    const user = userEvent.setup();
    await user.click(boxes()[0]);
    await user.keyboard('12');
    await user.click(screen.getByText('ailleurs'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Merci de saisir les 6 chiffres du code de sécurité.');
  });

  it('does nothing when disabled or read-only', () => {
    const spy = vi.fn();
    render(<Harness readonly spy={spy} />);
    fireEvent.change(boxes()[0], { target: { value: '5' } });
    expect(spy).not.toHaveBeenCalled();
  });
});

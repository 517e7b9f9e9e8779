import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import NirWidget from '../../widgets/NirWidget';
import { widgetHarness } from './support/widgetHarness';

const Harness = widgetHarness({ Widget: NirWidget, id: 'root_nir', name: 'nir', label: 'N° de sécurité sociale', schema: { type: 'string' } });

const numero = () => screen.getByLabelText('Numéro de sécurité sociale (sans clé)') as HTMLInputElement;
const cle = () => screen.getByLabelText('Clé') as HTMLInputElement;

describe('NirWidget', () => {
  it('stores number + key when the key is right, without error', async () => {
    const spy = vi.fn();
    render(<Harness spy={spy} />);
    const user = userEvent.setup();
    await user.type(numero(), '1850578006084');
    await user.type(cle(), '91');
    expect(spy).toHaveBeenLastCalledWith('185057800608491');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('checks the key live and says so in French', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    await user.type(numero(), '1850578006084');
    await user.type(cle(), '12');
    expect(screen.getByRole('alert')).toHaveTextContent('La clé du numéro de sécurité sociale est incorrecte');
    await user.clear(cle());
    await user.type(cle(), '91');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('accepts Corsica 2A (typed lowercase) and refuses other letters', async () => {
    const spy = vi.fn();
    render(<Harness spy={spy} />);
    const user = userEvent.setup();
    await user.type(numero(), '18505x2a123456');
    expect(numero().value).toBe('185052A123456');
    await user.type(cle(), '33');
    expect(spy).toHaveBeenLastCalledWith('185052A12345633');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the product pattern error for a bad structure', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    await user.type(numero(), '3850578006084');
    expect(screen.getByRole('alert')).toHaveTextContent('Le format du numéro de sécurité sociale (sans clé) est incorrect');
  });

  it('shows the required error when left empty', async () => {
    render(<Harness required />);
    const user = userEvent.setup();
    await user.click(numero());
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Le numéro de sécurité sociale est obligatoire');
  });

  it('stores the number alone with withKey: false', async () => {
    const spy = vi.fn();
    render(<Harness spy={spy} options={{ withKey: false }} />);
    await userEvent.setup().type(numero(), '2690299341732');
    expect(screen.queryByLabelText('Clé')).not.toBeInTheDocument();
    expect(spy).toHaveBeenLastCalledWith('2690299341732');
  });

  it('switches to the Monegasque number and resets the NIR', async () => {
    const spy = vi.fn();
    render(<Harness spy={spy} options={{ monegasque: true }} />);
    const user = userEvent.setup();
    await user.type(numero(), '18505');
    await user.click(screen.getByLabelText("J'ai un N° RO monégasque"));
    expect(spy).toHaveBeenLastCalledWith(undefined);
    const mc = screen.getByLabelText('N° RO monégasque') as HTMLInputElement;
    await user.type(mc, '12345');
    expect(spy).toHaveBeenLastCalledWith('9800000012345');
    await user.click(screen.getByLabelText("J'ai un N° RO monégasque"));
    expect(numero().value).toBe('');
  });

  it('flags an all-zero Monegasque number as required', async () => {
    render(<Harness options={{ monegasque: true }} value="9800000000000" />);
    const user = userEvent.setup();
    const mc = screen.getByLabelText('N° RO monégasque');
    await user.click(mc);
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Le numéro de sécurité sociale monégasque est obligatoire');
  });

  it('reads the toggle flag from formContext', () => {
    render(<Harness formContext={{ isDonneesROMonegasquesActivated: true }} />);
    expect(screen.getByLabelText("J'ai un N° RO monégasque")).toBeInTheDocument();
  });
});

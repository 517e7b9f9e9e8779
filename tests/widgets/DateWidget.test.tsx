import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import DateWidget, { readDateConstraints } from '../../widgets/DateWidget';
import DateEffetWidget from '../../widgets/DateEffetWidget';
import type { DateEffetRule } from '../../src/domain/dateEffet';
import { widgetHarness } from './support/widgetHarness';

const Harness = widgetHarness({ Widget: DateWidget, id: 'root_date', name: 'date', label: 'Date', schema: { type: 'string' } });

const input = () => document.getElementById('root_date') as HTMLInputElement;

describe('DateWidget', () => {
  it('masks typing with automatic slashes and stores ISO', async () => {
    const spy = vi.fn();
    render(<Harness spy={spy} />);
    const user = userEvent.setup();
    await user.type(input(), '2902');
    expect(input().value).toBe('29/02');
    await user.type(input(), '2024');
    expect(input().value).toBe('29/02/2024');
    expect(spy).toHaveBeenLastCalledWith('2024-02-29');
    expect(input()).toHaveAttribute('placeholder', 'JJ/MM/AAAA');
  });

  it('refuses letters and more than 8 digits', async () => {
    render(<Harness />);
    await userEvent.setup().type(input(), '1a2b0320251999');
    expect(input().value).toBe('12/03/2025');
  });

  it('says an impossible date does not exist, in French', async () => {
    const spy = vi.fn();
    render(<Harness spy={spy} />);
    await userEvent.setup().type(input(), '31042024');
    expect(screen.getByRole('alert')).toHaveTextContent("La date du 31/04/2024 n'existe pas");
    // Kept as typed so that the schema's format: "date" refuses it too.
    expect(spy).toHaveBeenLastCalledWith('31/04/2024');
  });

  it('says an unfinished date is invalid once left', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    await user.type(input(), '1203');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('La date doit être au format JJ/MM/AAAA');
  });

  it('checks minDate, maxDate and disabled dates', async () => {
    render(<Harness options={{ minDate: '2025-01-10', maxDate: '2025-03-31', disabledDates: ['2025-02-14'] }} />);
    const user = userEvent.setup();
    await user.type(input(), '09012025');
    expect(screen.getByRole('alert')).toHaveTextContent('La date doit être postérieure ou égale au 10/01/2025');
    await user.clear(input());
    await user.type(input(), '01042025');
    expect(screen.getByRole('alert')).toHaveTextContent('La date doit être antérieure ou égale au 31/03/2025');
    await user.clear(input());
    await user.type(input(), '14022025');
    expect(screen.getByRole('alert')).toHaveTextContent("Cette date n'est pas sélectionnable");
    await user.clear(input());
    await user.type(input(), '15022025');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('clamps min above max and never goes beyond 31/12/9999', () => {
    const c = readDateConstraints({ minDate: '2030-01-01', maxDate: '2025-01-01' });
    expect(c.minDate?.getFullYear()).toBe(2025);
    expect(readDateConstraints({ maxDate: '9999-12-31' }).maxDate.getFullYear()).toBe(9999);
    expect(readDateConstraints({}).maxDate.getFullYear()).toBe(9999);
  });

  describe('calendar', () => {
    beforeEach(() => {
      vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
      vi.setSystemTime(new Date(2025, 4, 15, 10));
    });
    afterEach(() => vi.useRealTimers());

    it('opens in French and picking a day stores it', async () => {
      const spy = vi.fn();
      render(<Harness spy={spy} value="2025-05-15" />);
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Ouvrir le calendrier' }));
      const dialog = document.querySelector('.ea-date__popover') as HTMLElement;
      expect(dialog).toBeTruthy();
      expect(dialog.textContent).toMatch(/mai/i);
      expect(dialog.textContent).toMatch(/lu.*ma.*me.*je.*ve.*sa.*di/i);
      await user.click(within(dialog).getByText('20'));
      expect(spy).toHaveBeenLastCalledWith('2025-05-20');
      expect(input().value).toBe('20/05/2025');
    });

    it('month mode: 3×4 grid, picking a month selects its first enabled day, with a fixed day', async () => {
      const spy = vi.fn();
      render(<Harness spy={spy} options={{ mode: 'month', minDate: '2025-03-05', disabledDates: ['2025-06-01'] }} />);
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Ouvrir le calendrier' }));
      const grid = screen.getByRole('grid', { name: 'Choisir un mois' });
      expect(within(grid).getAllByRole('gridcell')).toHaveLength(12);
      expect(within(grid).getAllByRole('row')).toHaveLength(4);
      expect(within(grid).getByRole('gridcell', { name: 'Février' })).toBeDisabled();
      await user.click(within(grid).getByRole('gridcell', { name: 'Juin' }));
      await waitFor(() => expect(spy).toHaveBeenCalled());
      expect(spy).toHaveBeenLastCalledWith('2025-06-02');
    });

    it('month mode with fixedDay forces the day', async () => {
      const spy = vi.fn();
      render(<Harness spy={spy} options={{ mode: 'month', fixedDay: 1 }} />);
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Ouvrir le calendrier' }));
      await user.click(screen.getByRole('gridcell', { name: 'Septembre' }));
      expect(spy).toHaveBeenLastCalledWith('2025-09-01');
      await waitFor(() => expect(screen.queryByRole('grid')).not.toBeInTheDocument());
    });
  });
});

const TODAY = '2025-05-15';

describe('DateEffetWidget', () => {
  const one: DateEffetRule = {
    id: 'r1',
    plages: [
      {
        libelle: 'Adhésion',
        contraintes: [
          { detail: { dateReference: 'AUJ', borne: '>=' } },
          { detail: { dateReference: 'AUJ', modificateurMois: 3, borne: '<=' } },
        ],
      },
    ],
  };

  it('auto-selects the only interval and fills the default date', () => {
    const spy = vi.fn();
    render(<Harness Widget={DateEffetWidget} spy={spy} options={{ rule: one }} formContext={{ today: TODAY }} />);
    expect(spy).toHaveBeenLastCalledWith('2025-05-15');
    expect(input().value).toBe('15/05/2025');
  });

  it('shows the product bound messages with dd/MM/yyyy', async () => {
    render(<Harness Widget={DateEffetWidget} options={{ rule: one }} formContext={{ today: TODAY }} />);
    const user = userEvent.setup();
    await user.clear(input());
    await user.type(input(), '01012025');
    expect(screen.getByRole('alert')).toHaveTextContent("La date d'effet doit être postérieure ou égale au 15/05/2025");
    await user.clear(input());
    await user.type(input(), '01012026');
    expect(screen.getByRole('alert')).toHaveTextContent("La date d'effet doit être antérieure ou égale au 15/08/2025");
  });

  it('shows the required message when emptied', async () => {
    render(<Harness Widget={DateEffetWidget} required options={{ rule: one }} formContext={{ today: TODAY }} />);
    const user = userEvent.setup();
    await user.clear(input());
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent("La date d'effet est obligatoire");
  });

  it('shows an imposed date read-only', () => {
    const spy = vi.fn();
    const imposed: DateEffetRule = { id: 'r2', plages: [{ libelle: 'Renouvellement', contraintes: [{ detail: { dateReference: 'UNAN', borne: '=' } }] }] };
    render(<Harness Widget={DateEffetWidget} spy={spy} options={{ rule: imposed }} formContext={{ today: TODAY }} />);
    expect(input()).toHaveAttribute('readonly');
    expect(input().value).toBe('01/01/2026');
    expect(spy).toHaveBeenLastCalledWith('2026-01-01');
    expect(screen.getByText("Date d'effet imposée : 01/01/2026")).toBeInTheDocument();
  });

  it('lets the member choose among intervals', async () => {
    const spy = vi.fn();
    const two: DateEffetRule = {
      id: 'r3',
      plages: [
        { libelle: 'Immédiate', contraintes: [{ detail: { dateReference: 'AUJ', borne: '=' } }] },
        { libelle: 'Au 1er du mois', contraintes: [{ detail: { dateReference: 'UNMOIS', borne: '>=' } }] },
      ],
    };
    render(<Harness Widget={DateEffetWidget} spy={spy} options={{ rule: two }} formContext={{ today: TODAY }} />);
    expect(spy).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByLabelText('Au 1er du mois (À partir du 01/06/2025)'));
    expect(spy).toHaveBeenLastCalledWith('2025-06-01');
  });
});

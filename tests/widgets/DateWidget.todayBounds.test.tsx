import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import DateWidget from '../../widgets/DateWidget';
import { formatDateFr } from '../../src/domain/dates';
import { widgetHarness } from './support/widgetHarness';

// The schema's notBeforeToday (checked by the server too) bounds the picker without a ui:options twin.
const Harness = widgetHarness({ Widget: DateWidget, id: 'root_date', name: 'date', label: 'Date', schema: { type: 'string', format: 'date', notBeforeToday: true } as never });
const input = () => document.getElementById('root_date') as HTMLInputElement;

describe('DateWidget with notBeforeToday in the schema', () => {
  it('refuses yesterday with the bound of today, accepts today', async () => {
    render(<Harness />);
    const yesterday = new Date();
    yesterday.setDate(yesterday.getDate() - 1);
    const user = userEvent.setup();
    await user.type(input(), formatDateFr(yesterday).replaceAll('/', ''));
    expect(screen.getByRole('alert')).toHaveTextContent(`La date doit être postérieure ou égale au ${formatDateFr(new Date())}`);
    await user.clear(input());
    await user.type(input(), formatDateFr(new Date()).replaceAll('/', ''));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  }, 30_000);
});

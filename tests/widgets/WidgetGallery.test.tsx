import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WidgetGallery } from '../../widgets/gallery/WidgetGallery';
import { customWidgets } from '../../widgets';

describe('WidgetGallery', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 5, 15, 10));
  });
  afterEach(() => vi.useRealTimers());

  it('shows every registered widget, in its states', () => {
    render(<WidgetGallery today="2025-06-15" />);
    for (const name of Object.keys(customWidgets)) {
      expect(screen.getAllByText(`"ui:widget": "${name}"`).length).toBeGreaterThan(0);
    }
    for (const slug of ['nir', 'securityCode', 'upload', 'date', 'password', 'radioGroup', 'rangeSlider']) {
      const states = Array.from(document.querySelectorAll(`[data-widget="${slug}"]`)).map((el) => el.getAttribute('data-state'));
      expect(states).toEqual(['empty', 'filled', 'error', 'disabled', 'readonly']);
    }
  });

  it('keeps its content (snapshot)', () => {
    const { container } = render(<WidgetGallery today="2025-06-15" />);
    expect(container).toMatchSnapshot();
  });

  it('is live: typing in a demo updates its form data', async () => {
    render(<WidgetGallery today="2025-06-15" />);
    const card = document.querySelector('[data-widget="securityCode"][data-state="empty"]') as HTMLElement;
    const user = userEvent.setup();
    await user.click(within(card).getByLabelText('Chiffre 1 sur 6'));
    await user.paste('123456');
    expect(screen.getByTestId('gallery_securityCode_empty__value')).toHaveTextContent('"123456"');
  });
});

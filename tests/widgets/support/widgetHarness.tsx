import { useState, type ComponentType } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { vi } from 'vitest';

type HarnessProps = Partial<WidgetProps> & {
  /** Another widget than the default one of this harness. */
  Widget?: ComponentType<WidgetProps>;
  /** Called with every value the widget hands to the form. */
  spy?: (value: unknown) => void;
  formContext?: object;
};

/**
 * A widget alone, as RJSF would hold it: the value it hands over comes back as its `value` on the
 * next render (a controlled field), so typing tests see what a form would. `defaults` names the
 * field (id, name, label, schema) and, usually, the widget.
 */
export function widgetHarness(defaults: Partial<WidgetProps> & { Widget?: ComponentType<WidgetProps> }) {
  const { Widget: DefaultWidget, ...fieldDefaults } = defaults;
  return function Harness({ Widget = DefaultWidget, spy, formContext, ...props }: HarnessProps) {
    const [value, setValue] = useState<unknown>(props.value);
    if (!Widget) throw new Error('widgetHarness: no widget to draw');
    const widgetProps = {
      registry: { formContext: formContext ?? {} },
      options: {},
      onBlur: vi.fn(),
      onFocus: vi.fn(),
      ...fieldDefaults,
      ...props,
      value,
      onChange: (next: unknown) => {
        setValue(next);
        spy?.(next);
      },
    } as unknown as WidgetProps;
    return <Widget {...widgetProps} />;
  };
}

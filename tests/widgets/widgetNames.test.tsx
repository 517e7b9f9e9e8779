import { getDefaultRegistry } from '@rjsf/core';
import { getWidget, type RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { customWidgets } from '../../widgets';
import { generateWidgets } from '../../widgets/theme';
import { CUSTOM_WIDGET_NAMES, KNOWN_WIDGET_NAMES, REGISTRY_WIDGET_NAMES, RJSF_WIDGET_ALIASES } from '../../widgets/widgetNames';

// npm run check refuses a "ui:widget" outside widgets/widgetNames.ts: these lists must be what the
// forms really register (FormBlockView gives RJSF customWidgets over the theme over RJSF's defaults).
const registry = { ...getDefaultRegistry().widgets, ...generateWidgets(), ...customWidgets };
const TYPES = ['string', 'number', 'integer', 'boolean', 'array'] as const;
const resolves = (name: string) =>
  TYPES.some((type) => {
    try {
      return Boolean(getWidget({ type } as RJSFSchema, name, registry));
    } catch {
      return false;
    }
  });

describe('widgets/widgetNames.ts', () => {
  it('lists exactly the portal widgets and the registry widgets', () => {
    expect([...CUSTOM_WIDGET_NAMES].sort()).toEqual(Object.keys(customWidgets).sort());
    expect([...new Set([...REGISTRY_WIDGET_NAMES, ...CUSTOM_WIDGET_NAMES])].sort()).toEqual(Object.keys(registry).sort());
  });

  it("every known name opens a widget for some field type, and RJSF's aliases are all there", () => {
    for (const name of KNOWN_WIDGET_NAMES) expect(resolves(name), name).toBe(true);
    for (const alias of RJSF_WIDGET_ALIASES) expect(resolves(alias)).toBe(true);
    expect(resolves('calendrier')).toBe(false);
  });
});

/**
 * Every name a UI schema may give to `"ui:widget"`, without React: `npm run check` reports any other
 * (scripts/checkWidgets.ts). tests/widgets/widgetNames.test.ts keeps these lists equal to what the
 * forms really register (widgets/index.ts, the Blueprint theme, RJSF's defaults).
 */

/** The portal's own widgets (widgets/index.ts `customWidgets`). */
export const CUSTOM_WIDGET_NAMES = ['nir', 'securityCode', 'password', 'radioGroup', 'rangeSlider', 'date', 'dateEffet', 'upload'] as const;

/** Widget components by their registry name (RJSF's defaults, some replaced by the Blueprint theme). */
export const REGISTRY_WIDGET_NAMES = [
  'AltDateTimeWidget', 'AltDateWidget', 'CheckboxWidget', 'CheckboxesWidget', 'ColorWidget', 'DateTimeWidget', 'DateWidget',
  'EmailWidget', 'FileWidget', 'HiddenWidget', 'PasswordWidget', 'RadioWidget', 'RangeWidget', 'RatingWidget', 'SelectWidget',
  'TextWidget', 'TextareaWidget', 'TimeWidget', 'URLWidget', 'UpDownWidget',
] as const;

/** RJSF's short names, each mapped to a registry widget for some schema types (@rjsf/utils getWidget). */
export const RJSF_WIDGET_ALIASES = [
  'alt-date', 'alt-datetime', 'checkbox', 'checkboxes', 'color', 'data-url', 'date', 'date-time', 'datetime', 'email', 'file',
  'files', 'hidden', 'hostname', 'ipv4', 'ipv6', 'password', 'radio', 'range', 'select', 'text', 'textarea', 'time', 'updown', 'uri',
] as const;

export const KNOWN_WIDGET_NAMES: ReadonlySet<string> = new Set<string>([...CUSTOM_WIDGET_NAMES, ...REGISTRY_WIDGET_NAMES, ...RJSF_WIDGET_ALIASES]);

import { normalizeIban } from '../domain/iban';

/**
 * What a field's value becomes as it is typed, named in the acte's UI schema
 * (`"ui:options": { "normalize": "iban" }`): a pasted IBAN ('fr76 3000 …') is shown and validated
 * in its electronic form (uppercase, no spaces), as the server does before validating.
 */
export const NORMALIZERS: Record<string, (value: string) => string> = {
  iban: normalizeIban,
};

/** The data with each top-level field whose UI schema names a normalizer normalized. */
export function normalizeFields(data: Record<string, unknown>, uiSchema: Record<string, unknown>): Record<string, unknown> {
  let out = data;
  for (const [name, value] of Object.entries(data)) {
    const options = (uiSchema[name] as { 'ui:options'?: { normalize?: unknown } } | undefined)?.['ui:options'];
    const normalize = typeof options?.normalize === 'string' ? NORMALIZERS[options.normalize] : undefined;
    if (normalize && typeof value === 'string') {
      const normalized = normalize(value);
      if (normalized !== value) out = { ...out, [name]: normalized };
    }
  }
  return out;
}

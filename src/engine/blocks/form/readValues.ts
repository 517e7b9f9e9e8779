import { referenceOf, resolveValue, type ValueScope } from '../../../language/values';

/** The UI schema with every `{ "$read": … }` (at any depth) replaced by the value it names. */
export function withReadValues<T>(ui: T, scope: ValueScope): T {
  if (Array.isArray(ui)) return ui.map((item) => withReadValues(item, scope)) as T;
  if (typeof ui !== 'object' || ui === null) return ui;
  const ref = referenceOf(ui);
  if (ref?.source === 'read') return resolveValue(ui as never, scope) as T;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(ui)) out[key] = typeof value === 'function' ? value : withReadValues(value, scope);
  return out as T;
}

import type { ReactNode } from 'react';

/**
 * Blueprint's look (its CSS classes, already on every page) on plain elements: the developer
 * screens import no Blueprint component of their own, so the portal's chunks stay as they are
 * (a component shared with them would be split out of the form's chunk, and the register and
 * member pages would fetch one more file).
 */
export function Callout({ intent, title, children }: { intent: 'success' | 'warning' | 'danger'; title?: string; children: ReactNode }) {
  return (
    <div className={`bp6-callout bp6-intent-${intent} ea-dev-actes__callout`} role={intent === 'danger' ? 'alert' : 'status'}>
      {title && <h3 className="bp6-heading">{title}</h3>}
      {children}
    </div>
  );
}

export function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="bp6-form-group">
      <label className="bp6-label" htmlFor={id}>
        {label}
      </label>
      <div className="bp6-form-content">{children}</div>
    </div>
  );
}

export function Select({ id, value, options, onChange }: { id: string; value: string; options: Array<{ value: string; label: string }>; onChange: (value: string) => void }) {
  return (
    <div className="bp6-html-select">
      <select id={id} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function Toggle({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="bp6-control bp6-switch">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.currentTarget.checked)} />
      <span className="bp6-control-indicator" />
      {label}
    </label>
  );
}

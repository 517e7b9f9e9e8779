import { Classes } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/**
 * A Blueprint callout drawn with its classes only: the Callout component pulls its intent icons
 * into the landing bundle, where the budget is 110 KB and no icon is shown anyway.
 */
export function Notice({ intent, title, children, className }: { intent: 'success' | 'danger'; title?: string; children?: ReactNode; className?: string }) {
  return (
    <div className={[Classes.CALLOUT, Classes.intentClass(intent), className].filter(Boolean).join(' ')} role={intent === 'danger' ? 'alert' : undefined}>
      {title && <h2 className={Classes.HEADING}>{title}</h2>}
      {children}
    </div>
  );
}

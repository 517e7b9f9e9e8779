import type { ReactNode } from 'react';
import { Classes, FormGroup, Section, SectionCard } from '@blueprintjs/core';
import { widgetTexts } from '../../src/i18n/widgets';

const C = widgetTexts.common;

/**
 * A section of fields. Required sections carry the required-fields note
 * '* Les champs signalés par un astérisque sont obligatoires' (or the short
 * '* saisie obligatoire' with `shortNote`); optional sections carry none.
 */
export function RequiredFieldsSection({
  title,
  optional = false,
  shortNote = false,
  children,
}: {
  title?: string | JSX.Element;
  optional?: boolean;
  shortNote?: boolean;
  children: ReactNode;
}) {
  return (
    <Section title={title} className="ea-fields-section" compact>
      <SectionCard>
        {!optional && <p className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>{shortNote ? C.requiredShort : C.requiredNote}</p>}
        {children}
      </SectionCard>
    </Section>
  );
}

/** A labelled form item outside RJSF (same look as the theme's fields). */
export function FormItem({
  label,
  labelFor,
  required,
  help,
  error,
  children,
}: {
  label: ReactNode;
  labelFor?: string;
  required?: boolean;
  help?: ReactNode;
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <FormGroup
      label={label}
      labelFor={labelFor}
      labelInfo={required ? <span aria-hidden="true">*</span> : undefined}
      helperText={error ?? help}
      intent={error ? 'danger' : 'none'}
      className="ea-form-item"
    >
      {children}
    </FormGroup>
  );
}

/** A read-only label/value pair (profile, contract details). Empty values show a dash. */
export function InfoItem({ label, value }: { label: ReactNode; value?: ReactNode }) {
  const empty = value === undefined || value === null || value === '';
  return (
    // On a narrow screen (320 px) the value goes under its label rather than past the page's edge.
    <div className="ea-info-item" style={{ display: 'flex', flexWrap: 'wrap', gap: '0 8px', margin: '4px 0' }}>
      <dt className={Classes.TEXT_MUTED} style={{ minWidth: '12em' }}>
        {label}
      </dt>
      <dd style={{ margin: 0, minWidth: 0, overflowWrap: 'anywhere' }}>{empty ? '—' : value}</dd>
    </div>
  );
}

/** Wraps InfoItems in the description list they belong to. */
export function InfoList({ children }: { children: ReactNode }) {
  return <dl className="ea-info-list" style={{ margin: 0 }}>{children}</dl>;
}

import { useId, useState, type ReactNode } from 'react';
import { Button, Collapse } from '@blueprintjs/core';
import { ChevronDownIcon, ChevronRightIcon } from '@blueprintjs/icons';
import { widgetTexts } from '../../src/i18n/widgets';
import { Heading, UnderHeading } from './headingLevel';

export interface AccordionItem {
  key: string;
  title: ReactNode;
  content: ReactNode;
  /** Open when the group is created. At most one per group. */
  open?: boolean;
  disabled?: boolean;
}

/** An accordion settles in 250 ms. */
export const ACCORDION_SETTLE_MS = 250;

/**
 * More than one accordion of a group open at creation is a configuration error, thrown
 * so that it is seen while the screen is built, never shipped.
 */
export function assertOneOpen(items: readonly Pick<AccordionItem, 'open'>[]): void {
  if (items.filter((i) => i.open).length > 1) throw new Error(widgetTexts.accordion.alreadyOpen);
}

/**
 * A group of accordions: opening one closes the others of the group.
 * Controlled with `openKey`/`onOpenChange`, or uncontrolled from the items' `open` flags.
 */
export function AccordionGroup({
  items,
  openKey,
  onOpenChange,
  className,
}: {
  items: readonly AccordionItem[];
  openKey?: string | null;
  onOpenChange?: (key: string | null) => void;
  className?: string;
}) {
  assertOneOpen(items);
  const [ownOpen, setOwnOpen] = useState<string | null>(() => items.find((i) => i.open)?.key ?? null);
  const current = openKey !== undefined ? openKey : ownOpen;
  const toggle = (key: string) => {
    const next = current === key ? null : key;
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  return (
    <div className={`ea-accordion-group ${className ?? ''}`}>
      {items.map((item) => (
        <AccordionPanel key={item.key} item={item} isOpen={current === item.key} onToggle={() => toggle(item.key)} />
      ))}
    </div>
  );
}

/** One accordion on its own (no group): opens and closes. */
export function Accordion({ title, children, defaultOpen = false, disabled }: { title: ReactNode; children: ReactNode; defaultOpen?: boolean; disabled?: boolean }) {
  const [isOpen, setOpen] = useState(defaultOpen);
  return <AccordionPanel item={{ key: 'single', title, content: children, disabled }} isOpen={isOpen} onToggle={() => setOpen((o) => !o)} />;
}

function AccordionPanel({ item, isOpen, onToggle }: { item: AccordionItem; isOpen: boolean; onToggle: () => void }) {
  const panelId = useId();
  return (
    <div className="ea-accordion" data-open={isOpen} style={{ borderBottom: '1px solid #dce0e5' }}>
      <Heading style={{ margin: 0, fontSize: 'inherit' }}>
        <Button
          variant="minimal"
          fill
          alignText="start"
          icon={isOpen ? <ChevronDownIcon /> : <ChevronRightIcon />}
          aria-expanded={isOpen}
          aria-controls={panelId}
          disabled={item.disabled}
          onClick={onToggle}
        >
          {item.title}
        </Button>
      </Heading>
      <Collapse isOpen={isOpen} transitionDuration={ACCORDION_SETTLE_MS} keepChildrenMounted>
        <div id={panelId} role="region" style={{ padding: '8px 12px' }}>
          <UnderHeading>{item.content}</UnderHeading>
        </div>
      </Collapse>
    </div>
  );
}

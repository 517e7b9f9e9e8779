import { useState, type ReactNode } from 'react';
import { Tab, Tabs as BpTabs } from '@blueprintjs/core';

export interface TabItem {
  key: string;
  title: ReactNode;
  content: ReactNode;
  disabled?: boolean;
  /** Hidden tabs are not rendered (e.g. FAQ "Résultats" until a search returns items). */
  hidden?: boolean;
}

/** Resolves a selection given by index (number) or key (string) to a key: tabs are selected by index or by key. */
export function resolveTabKey(items: readonly TabItem[], selected: number | string | undefined): string | undefined {
  const visible = items.filter((i) => !i.hidden);
  if (typeof selected === 'number') return visible[selected]?.key ?? visible[0]?.key;
  if (typeof selected === 'string' && visible.some((i) => i.key === selected)) return selected;
  return visible[0]?.key;
}

/**
 * Tabs selected by index or by key. Controlled when `selected` is given (with `onChange`),
 * else starts on `defaultSelected`.
 */
export function Tabs({
  id,
  items,
  selected,
  defaultSelected,
  onChange,
}: {
  id: string;
  items: readonly TabItem[];
  selected?: number | string;
  defaultSelected?: number | string;
  onChange?: (key: string, index: number) => void;
}) {
  const [own, setOwn] = useState(() => resolveTabKey(items, defaultSelected));
  const current = selected !== undefined ? resolveTabKey(items, selected) : resolveTabKey(items, own);
  const visible = items.filter((i) => !i.hidden);
  return (
    <BpTabs
      id={id}
      selectedTabId={current}
      onChange={(key) => {
        setOwn(String(key));
        onChange?.(String(key), visible.findIndex((i) => i.key === key));
      }}
    >
      {visible.map((item) => (
        <Tab key={item.key} id={item.key} title={item.title} panel={<div>{item.content}</div>} disabled={item.disabled} />
      ))}
    </BpTabs>
  );
}

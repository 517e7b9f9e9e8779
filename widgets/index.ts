import { createElement, lazy, Suspense, useContext, useEffect, type ComponentType } from 'react';
import { Spinner } from '@blueprintjs/core';
import type { RegistryWidgetsType, WidgetProps } from '@rjsf/utils';
import NirWidget from './NirWidget';
import PasswordWidget from './PasswordWidget';
import RadioGroupWidget from './RadioGroupWidget';
import { LazyWidgetShownContext } from './theme/FormState';

/**
 * The heavy widgets load on first use only: the date pickers bring @blueprintjs/datetime2,
 * react-day-picker and the French date-fns locale (DateWidget itself is light and fetches its calendar
 * when wanted); the upload area its queue; the range slider Blueprint's MultiSlider. The landing page
 * never loads them.
 */
export const lazyWidgets = {
  date: lazy(() => import('./DateWidget')),
  dateEffet: lazy(() => import('./DateEffetWidget')),
  upload: lazy(() => import('./UploadWidget')),
  // Six boxes and their paste handling: only the security-code step and its gallery use them.
  securityCode: lazy(() => import('./SecurityCodeWidget')),
  // Blueprint's MultiSlider (~4 KB gzip); no acte of the portal uses it yet.
  rangeSlider: lazy(() => import('./RangeSliderWidget')),
};

/** Drawn with the lazy widget, once its code is there: tells the form (a focus may be waiting for it). */
function Shown() {
  const shown = useContext(LazyWidgetShownContext);
  useEffect(() => shown?.(), [shown]);
  return null;
}

/** A lazy widget behind its own small Suspense, so loading it never blanks the whole form. */
export function suspended(Lazy: ComponentType<WidgetProps>, name: string): ComponentType<WidgetProps> {
  const Wrapped = (props: WidgetProps) =>
    createElement(Suspense, { fallback: createElement(Spinner, { size: 16 }) }, createElement(Lazy, props), createElement(Shown));
  Wrapped.displayName = `Lazy(${name})`;
  return Wrapped;
}

/** Widgets a UI schema names with `"ui:widget": "<name>"` (options in widgets/README.md). */
export const customWidgets: RegistryWidgetsType = {
  nir: NirWidget,
  securityCode: suspended(lazyWidgets.securityCode, 'securityCode'),
  password: PasswordWidget,
  radioGroup: RadioGroupWidget,
  rangeSlider: suspended(lazyWidgets.rangeSlider, 'rangeSlider'),
  date: suspended(lazyWidgets.date, 'date'),
  dateEffet: suspended(lazyWidgets.dateEffet, 'dateEffet'),
  upload: suspended(lazyWidgets.upload, 'upload'),
};

// Blocks (widgets/blocks) are imported from there directly: re-exported here they would ride
// along with `customWidgets` into every form chunk (DOMPurify, tabs, accordions…).
export {
  UPLOAD_IN_PROGRESS,
  UPLOAD_IN_PROGRESS_MESSAGE,
  createUploadStatusStore,
  uploadStatus,
  useUploadInProgress,
  type UploadStatusStore,
  type WidgetsFormContext,
} from './WidgetContext';

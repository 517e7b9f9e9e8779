import { lazy, Suspense } from 'react';
import type { FormContextType, RJSFSchema, StrictRJSFSchema, WidgetProps } from '@rjsf/utils';

const Widget = lazy(() => import('./AltDateWidget'));

/**
 * `AltDateWidget`, loaded when a form first shows one: few schemas use alt-date, and the theme is
 * in the bundle of every acte (the register route's weight budget, tests/e2e/budget.spec.ts).
 */
export default function LazyAltDateWidget<T = any, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = any>(
  props: WidgetProps<T, S, F>,
) {
  return (
    <Suspense fallback={null}>
      <Widget {...(props as WidgetProps)} />
    </Suspense>
  );
}

/**
 * The widgets' part of `npm run check`: every `"ui:widget"` of an acte UI schema (nested objects,
 * array items and ui:contextual variants included) names a widget the forms register
 * (widgets/widgetNames.ts); RJSF would otherwise throw « No widget … » when the form opens.
 */
import { KNOWN_WIDGET_NAMES } from '../widgets/widgetNames';
import { pointerSegment, problemAt } from './problemLocation';
import { didYouMean } from './checkDidYouMean';

export function unknownWidgetProblems(root: string, file: string, ui: unknown): string[] {
  const problems: string[] = [];
  const walk = (node: unknown, pointer: string): void => {
    if (node === null || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      const here = `${pointer}/${pointerSegment(key)}`;
      if (key === 'ui:widget' && typeof value === 'string' && !KNOWN_WIDGET_NAMES.has(value)) {
        problems.push(problemAt(root, file, here, `le widget « ${value} » n'existe pas (voir widgets/README.md)${didYouMean(value, KNOWN_WIDGET_NAMES)}`));
      } else walk(value, here);
    }
  };
  walk(ui, '');
  return problems;
}

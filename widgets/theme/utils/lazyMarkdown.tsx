import { lazy, Suspense, type ComponentProps } from 'react';
import type { Markdown as RealMarkdown } from 'markdown-to-jsx/react';

/**
 * What `@rjsf/core` gets for `markdown-to-jsx/react` in our build (vite.config.ts): the same
 * `Markdown`, loaded on first use. RJSF imports it statically for `enableMarkdownInDescription`
 * / `enableMarkdownInHelp` and two error displays — ~25 KB gzip on every form route for an
 * option no acte uses. Until it has loaded, the raw text is shown.
 */
const Loaded = lazy(() => import('markdown-to-jsx/react').then((module) => ({ default: module.Markdown })));

export function Markdown(props: ComponentProps<typeof RealMarkdown>) {
  return (
    <Suspense fallback={<span>{typeof props.children === 'string' ? props.children : null}</span>}>
      <Loaded {...props} />
    </Suspense>
  );
}

/**
 * Measurement side of the large-form pages (ours.html, stock.html), driven by bench/typing.ts.
 *
 * - First render: from just before `root.render()` of the large form to the first frame
 *   after React committed it (rAF, then a message posted from it: that task runs once the
 *   frame has been produced).
 * - Keystroke latency: from the `keydown` event's timestamp (when the browser received the
 *   key) to the end of the first frame after the `input` event was handled — event to next
 *   paint, the figure INP is made of. One key at a time: the driver waits for each sample.
 */
import { createElement, useLayoutEffect, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';

export interface BenchWindow {
  ready: Promise<{ firstRenderMs: number; warmupMs: number }>;
  samples: number[];
  /** keydown → end of the input event's handlers (React renders discrete events synchronously). */
  processing: number[];
  /** Resolves when the latest keystroke's sample is taken and one more frame went by. */
  settle(): Promise<number>;
  /** With `?hold` in the URL the measured render waits for this call (profiling). */
  start(): void;
  warmedUp: Promise<void>;
}

declare global {
  interface Window {
    __bench: BenchWindow;
  }
}

/** The size of large acte the page renders: `?fields=1000`, else 300. */
export function formSize(): 300 | 1000 {
  return new URLSearchParams(location.search).get('fields') === '1000' ? 1000 : 300;
}

/** Resolves after the next frame was produced. */
export function afterNextPaint(): Promise<number> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(0);
    }),
  );
}

function Committed({ children, onCommit }: { children: ReactElement; onCommit: () => void }) {
  useLayoutEffect(onCommit, [onCommit]);
  return children;
}

/** Renders `element` into `container` and resolves with ms until the first frame showing it. */
function timedRender(container: HTMLElement, element: ReactElement, isComplete: () => boolean): Promise<{ ms: number; unmount: () => void }> {
  return new Promise((resolve) => {
    const root = createRoot(container);
    const start = performance.now();
    const check = () => {
      if (!isComplete()) {
        // e.g. a lazy widget still loading: try again on the next frame
        requestAnimationFrame(check);
        return;
      }
      void afterNextPaint().then((end) => resolve({ ms: end - start, unmount: () => root.unmount() }));
    };
    root.render(createElement(Committed, { onCommit: check, children: element }));
  });
}

/**
 * Warm-up (a small form with one field of each kind, then unmounted: module init, JIT, lazy
 * widget chunks), then the measured render of the large form.
 */
export function runPage(options: {
  warmup: ReactElement;
  form: ReactElement;
  deepFieldId: string;
}): void {
  const samples: number[] = [];
  const processing: number[] = [];
  let pending: Promise<void> = Promise.resolve();
  let keyTime = 0;
  window.addEventListener('keydown', (event) => (keyTime = event.timeStamp), { capture: true });
  window.addEventListener(
    'input',
    () => {
      const start = keyTime;
      pending = afterNextPaint().then((end) => void samples.push(end - start));
    },
    { capture: true },
  );
  // Bubble phase on window: runs after React's root listener has rendered and committed.
  window.addEventListener('input', () => void processing.push(performance.now() - keyTime));

  let start = () => {};
  const held = new Promise<void>((resolve) => (start = resolve));
  let warmed = () => {};
  const warmedUp = new Promise<void>((resolve) => (warmed = resolve));
  const ready = (async () => {
    const warmContainer = document.createElement('div');
    document.body.append(warmContainer);
    const warm = await timedRender(warmContainer, options.warmup, () => !warmContainer.querySelector('.bp6-spinner, .bp5-spinner'));
    warm.unmount();
    warmContainer.remove();
    warmed();
    if (new URLSearchParams(location.search).has('hold')) await held;
    const container = document.getElementById('bench')!;
    const hasDeepField = () => document.getElementById(options.deepFieldId) !== null;
    const measured = await timedRender(container, options.form, hasDeepField);
    return { firstRenderMs: measured.ms, warmupMs: warm.ms };
  })();

  window.__bench = {
    ready,
    processing,
    start,
    warmedUp,
    samples,
    settle: async () => {
      await pending;
      return afterNextPaint();
    },
  };
}

/**
 * Figures 1 and 2: typing into the large actes (300 and 1 000 fields) and the first render of
 * the 300-field one, our engine vs stock RJSF (run-time validator, liveValidate), in headless
 * Chromium. Pages built by Vite in production mode (bench/vite.config.ts), served statically.
 * Rounds alternate ours/stock on fresh pages, so that both meet the same machine state.
 *
 * Typing work of one key = the script time of the page's main thread from just before the key
 * until the page has settled after it (two frames and a pause), read from the DevTools
 * protocol's cumulative ScriptDuration (Performance.getMetrics). It counts what the key costs
 * wherever it runs: our inputs hand the change to RJSF after the next paint
 * (widgets/theme/utils/useDeferredChange.ts), which `processing` (keydown → end of the input
 * event's handlers) does not see; both are reported.
 */
import path from 'node:path';
import { build } from 'vite';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { generateLargeForm } from './largeForm/generate';
import { DEEP_FIELD_ID, type FormSize } from './largeForm/schema';
import { serveStatic } from './lib/staticServer';
import { median, percentile, round } from './lib/stats';

export const KEYSTROKES = 50;
const TEXT = 'Le beneficiaire demande un remboursement rapide'.padEnd(KEYSTROKES, '.').slice(0, KEYSTROKES);
/** The correctness figure: this many characters typed with no delay (the field takes 200). */
export const BURST = 200;
const BURST_TEXT = 'Remboursement de la consultation du 12 mars, ordonnance jointe. '.repeat(4).slice(0, BURST);

export const TYPING_BUDGET = { ratio: 0.4, growth: 1.5, firstRenderRatio: 0.8 };

export interface TypingVariant {
  /** script ms per key (CDP ScriptDuration delta), deferred work included */
  scriptMedianMs: number;
  scriptP95Ms: number;
  /** keydown → end of the input event's handlers (React renders discrete events synchronously) */
  processingMedianMs: number;
  processingP95Ms: number;
  /** keydown → next frame painted (event to next paint; frame-bound: ≥ ~17 ms at 60 Hz) */
  nextPaintP95Ms: number;
  samples: number;
  /** characters missing from the field after BURST characters typed with no delay */
  lostInBurst: number;
  firstRenderMs: number;
  firstRenderRuns: number[];
}

export interface SizeResult {
  fields: FormSize;
  ours: TypingVariant;
  stock: TypingVariant;
  /** ours script p95 / stock script p95 (budget ≤ 0.4) */
  scriptP95Ratio: number;
  firstRenderRatio: number;
}

export interface TypingResult {
  keystrokes: number;
  rounds: number;
  sizes: SizeResult[];
  /** ours script p95 at 1 000 fields / at 300 (budget ≤ 1.5) */
  oursGrowth: number;
}

export async function buildBenchPages(): Promise<{ dir: string }> {
  await generateLargeForm();
  await build({ configFile: path.resolve(import.meta.dirname, 'vite.config.ts'), mode: 'production', logLevel: 'warn' });
  return { dir: path.resolve(import.meta.dirname, '.out/pages') };
}

interface Round {
  firstRenderMs: number;
  script: number[];
  processing: number[];
  nextPaint: number[];
}

/** Characters of `expected` missing from `actual`, in order (length minus the longest common subsequence). */
export function lostCharacters(expected: string, actual: string): number {
  let previous = new Array<number>(actual.length + 1).fill(0);
  for (const char of expected) {
    const current = [0];
    for (let j = 1; j <= actual.length; j++) current[j] = char === actual[j - 1] ? previous[j - 1] + 1 : Math.max(previous[j], current[j - 1]);
    previous = current;
  }
  return expected.length - previous[actual.length];
}

async function openPage(browser: Browser, url: string): Promise<{ page: Page; firstRenderMs: number; errors: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url);
  const { firstRenderMs } = await page.evaluate(() => window.__bench.ready);
  return { page, firstRenderMs, errors, close: () => context.close() };
}

async function focusDeepField(page: Page) {
  const field = page.locator(`#${DEEP_FIELD_ID}`);
  await field.scrollIntoViewIfNeeded();
  await field.click();
  await settle(page);
  return field;
}

/** The latest key's next-paint sample is taken, two more frames went by, then a pause for timers. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await window.__bench.settle();
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

async function scriptSeconds(cdp: CDPSession): Promise<number> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
  return metrics.find((metric) => metric.name === 'ScriptDuration')!.value;
}

/** First render only (no typing): a fresh page, its measured render, closed. */
async function oneRender(browser: Browser, url: string): Promise<number> {
  const opened = await openPage(browser, url);
  await opened.close();
  return opened.firstRenderMs;
}

/** KEYSTROKES keys one at a time, each measured once the page settled. */
async function oneRound(browser: Browser, url: string): Promise<Round> {
  const { page, firstRenderMs, errors, close } = await openPage(browser, url);
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const field = await focusDeepField(page);
    await page.evaluate(() => void (window.__bench.samples.length = window.__bench.processing.length = 0));
    const script: number[] = [];
    for (const char of TEXT) {
      const before = await scriptSeconds(cdp);
      await page.keyboard.type(char);
      await settle(page);
      script.push((await scriptSeconds(cdp)) - before);
    }
    const { samples, processing } = await page.evaluate(() => ({ samples: [...window.__bench.samples], processing: [...window.__bench.processing] }));
    const value = await field.inputValue();
    if (errors.length) throw new Error(`${url}: ${errors.join('; ')}`);
    if (value !== TEXT) console.error(`  ${url}: typed « ${TEXT} » one key at a time, field holds « ${value} »`);
    return { firstRenderMs, script: script.map((s) => s * 1000), processing, nextPaint: samples };
  } finally {
    await close();
  }
}

/** BURST keys with no delay between them; characters lost. */
async function oneBurst(browser: Browser, url: string): Promise<number> {
  const { page, errors, close } = await openPage(browser, url);
  try {
    const field = await focusDeepField(page);
    await page.keyboard.type(BURST_TEXT);
    await settle(page);
    await page.waitForTimeout(300);
    const value = await field.inputValue();
    if (errors.length) throw new Error(`${url}: ${errors.join('; ')}`);
    return lostCharacters(BURST_TEXT, value);
  } finally {
    await close();
  }
}

function summarize(runs: Round[], lostInBurst: number, extraRenders: number[] = []): TypingVariant {
  const script = runs.flatMap((run) => run.script);
  const processing = runs.flatMap((run) => run.processing);
  const renders = [...runs.map((run) => run.firstRenderMs), ...extraRenders];
  return {
    scriptMedianMs: round(median(script)),
    scriptP95Ms: round(percentile(script, 95)),
    processingMedianMs: round(median(processing)),
    processingP95Ms: round(percentile(processing, 95)),
    nextPaintP95Ms: round(percentile(runs.flatMap((run) => run.nextPaint), 95)),
    samples: script.length,
    lostInBurst,
    firstRenderMs: round(median(renders), 1),
    firstRenderRuns: renders.map((ms) => round(ms, 1)),
  };
}

const VARIANTS = ['ours', 'stock'] as const;
type Variant = (typeof VARIANTS)[number];
/** Alternates which variant goes first, so neither always meets a cold or a warm machine. */
const order = (i: number): readonly Variant[] => (i % 2 === 0 ? VARIANTS : [...VARIANTS].reverse());

async function benchSize(browser: Browser, base: string, fields: FormSize, rounds: number, renderRounds: number): Promise<SizeResult> {
  const url = (name: Variant) => `${base}/${name}.html?fields=${fields}`;
  const runs: Record<Variant, Round[]> = { ours: [], stock: [] };
  const renders: Record<Variant, number[]> = { ours: [], stock: [] };
  const lost: Record<Variant, number> = { ours: 0, stock: 0 };
  for (let i = 0; i < rounds; i++) for (const name of order(i)) runs[name].push(await oneRound(browser, url(name)));
  for (const name of VARIANTS) lost[name] = await oneBurst(browser, url(name));
  for (let i = 0; i < renderRounds; i++) for (const name of order(i + 1)) renders[name].push(await oneRender(browser, url(name)));
  const ours = summarize(runs.ours, lost.ours, renders.ours);
  const stock = summarize(runs.stock, lost.stock, renders.stock);
  return {
    fields,
    ours,
    stock,
    scriptP95Ratio: round(ours.scriptP95Ms / stock.scriptP95Ms, 3),
    firstRenderRatio: round(ours.firstRenderMs / stock.firstRenderMs, 3),
  };
}

/**
 * `rounds` typing rounds per page and size (each also gives a first render), one burst, then
 * more first renders of the 300-field acte until each page has ≥ 9 alternated loads: a
 * 2-core machine shared with other work needs that many (single renders seen from 205 to 517 ms).
 */
export async function benchTyping(browser: Browser, rounds = 3, minRenders = Number(process.env.BENCH_RENDERS ?? 9)): Promise<TypingResult> {
  const { dir } = await buildBenchPages();
  const server = await serveStatic(dir);
  try {
    const small = await benchSize(browser, server.url, 300, rounds, Math.max(0, minRenders - rounds));
    const large = await benchSize(browser, server.url, 1000, rounds, 0);
    return { keystrokes: KEYSTROKES, rounds, sizes: [small, large], oursGrowth: round(large.ours.scriptP95Ms / small.ours.scriptP95Ms, 3) };
  } finally {
    await server.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const { launchChromium } = await import('./lib/browser');
  const browser = await launchChromium();
  try {
    console.log(JSON.stringify(await benchTyping(browser, Number(process.env.ROUNDS ?? 2)), null, 2));
  } finally {
    await browser.close();
  }
}

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** axe on the page as it is: no serious or critical violation (the dev toolbar is not the product's). */
export async function expectNoSeriousViolations(page: Page, state: string) {
  // A dialog or a toast fades in: colours measured mid-transition read as poor contrast. Two frames
  // first, so that a transition whose class is set on the next frame has begun.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  const results = await new AxeBuilder({ page }).exclude('#ea-dev-toolbar').analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${state}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html}`).join(', ')}`);
  expect(serious, `axe on ${state}`).toEqual([]);
}

/**
 * Where the time of the 500-row table goes (issue 14 budget): a CPU profile and a timeline
 * summary of ROUNDS renders and sorts of bench/pages/table.html, built unminified.
 *   npx tsx bench/tableProfile.ts render|sort [top=30]
 * Writes bench/.out/table-<phase>.cpuprofile (open it in Chrome DevTools › Performance).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { CpuProfile } from './lib/cpuProfile';
import { launchChromium } from './lib/browser';
import { serveStatic } from './lib/staticServer';
import { summarizeProfile, summarizeTrace } from './profile';
import { buildTablePage } from './table';

const ROUNDS = 5;

async function main() {
  const [phase = 'render', top = '30'] = process.argv.slice(2);
  const server = await serveStatic(await buildTablePage(false));
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await page.goto(`${server.url}/table.html`);
    await page.waitForSelector('body[data-ready="1"]', { state: 'attached' });
    // Warm-up: the lazy chunks (download block) are loaded before anything is measured.
    await page.evaluate(() => window.__table.render());
    await browser.startTracing(page, { categories: ['devtools.timeline'] });
    await cdp.send('Profiler.start');
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      if (phase === 'render') {
        await page.evaluate(() => window.__table.reset());
        times.push((await page.evaluate(() => window.__table.render())).all);
      } else {
        times.push((await page.evaluate((label) => window.__table.sort(label), round % 2 ? 'Objet' : 'Montant')).all);
      }
    }
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
    console.log(summarizeTrace(JSON.parse((await browser.stopTracing()).toString())).join('\n'));
    fs.writeFileSync(path.resolve(import.meta.dirname, `.out/table-${phase}.cpuprofile`), JSON.stringify(profile));
    console.log(`${phase} ms until every row is in the page: ${times.map((t) => t.toFixed(1)).join(', ')}`);
    console.log(summarizeProfile(profile, Number(top)).join('\n'));
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();

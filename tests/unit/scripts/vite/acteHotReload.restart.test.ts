import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { apiRestarted } from '../../../../scripts/vite/acteHotReload';

// `npm run dev`: after a regeneration the preview is told the change only once an API started
// after it answers (GET /api/dev/status `demarrage`), not the old one nor none.
let server: http.Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

function fakeApi(answer: () => { status: number; demarrage?: number }): Promise<string> {
  server = http.createServer((_request, response) => {
    const { status, demarrage } = answer();
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ devTools: true, demarrage }));
  });
  return new Promise((resolve) => server!.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server!.address() as AddressInfo).port}`)));
}

describe('apiRestarted', () => {
  it('waits through the old API and the restart (no answer, 502) for one started after the change', async () => {
    const change = Date.now();
    let calls = 0;
    const address = await fakeApi(() => {
      calls += 1;
      if (calls === 1) return { status: 200, demarrage: change - 5000 }; // the old API, still up
      if (calls === 2) return { status: 502 }; // restarting
      return { status: 200, demarrage: change + 1000 };
    });
    expect(await apiRestarted(address, change, 10_000)).toBe(true);
    expect(calls).toBe(3);
  });

  it('gives up after its delay when no new API comes', async () => {
    const change = Date.now();
    const address = await fakeApi(() => ({ status: 200, demarrage: change - 1 }));
    expect(await apiRestarted(address, change, 600)).toBe(false);
  });
});

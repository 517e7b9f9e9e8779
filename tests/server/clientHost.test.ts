import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostName } from '../../src/server/clientHost';
import { DB_KINDS, startHarness, type Harness } from './helpers';

describe('hostName', () => {
  it('keeps the host name of a Host header: no port, no trailing dot, lower case', () => {
    expect(hostName('Horizon.LocalHost:8080')).toBe('horizon.localhost');
    expect(hostName('example.org.')).toBe('example.org');
    expect(hostName('[::1]:8080')).toBe('[::1]');
    expect(hostName(undefined)).toBe('');
  });
});

describe.each(DB_KINDS)('several clients in one server (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(async () => h?.close());

  const read = (url: string, headers: Record<string, string>) => h.app.inject({ method: 'GET', url, headers });

  it('a host mapped in client_hosts gets its client; any other host gets the default client', async () => {
    const horizon = await read('/api/identity/client', { host: 'horizon.localhost:8080' });
    expect(horizon.json().libelle).toBe('Mutuelle Horizon');
    expect(horizon.json().fonctionnalites.faqInbentaService).toEqual({ isActivated: false });
    expect((await read('/api/identity/client/configuration', { host: 'HORIZON.localhost' })).json().createAccountAuthMode).toBe('nir');

    for (const host of ['localhost', '127.0.0.1:4000', 'inconnu.example']) {
      expect((await read('/api/identity/client', { host })).json().libelle).toBe('Mutuelle Démo');
      expect((await read('/api/identity/client/configuration', { host })).json().createAccountAuthMode).toBe('individual');
    }
  });

  it('no other header chooses the client: X-Forwarded-Host or a client code a caller invents are ignored', async () => {
    const res = await read('/api/identity/client', {
      host: 'localhost',
      'x-forwarded-host': 'horizon.localhost',
      'x-client': 'mutuelle-horizon',
      forwarded: 'host=horizon.localhost',
    });
    expect(res.json().libelle).toBe('Mutuelle Démo');
  });

  it('a new mapping is seen at the next request (nothing cached)', async () => {
    await h.db.query("INSERT INTO client_hosts (host, client_code) VALUES ('portail.horizon.example', 'mutuelle-horizon')");
    try {
      expect((await read('/api/identity/client', { host: 'portail.horizon.example' })).json().libelle).toBe('Mutuelle Horizon');
    } finally {
      await h.db.query("DELETE FROM client_hosts WHERE host = 'portail.horizon.example'");
    }
    expect((await read('/api/identity/client', { host: 'portail.horizon.example' })).json().libelle).toBe('Mutuelle Démo');
  });
});

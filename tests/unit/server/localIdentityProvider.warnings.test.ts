import { afterEach, describe, expect, it, vi } from 'vitest';
import { startLocalIdentityProvider } from '../../../src/server/demo/localIdentityProvider';

/**
 * The demo's identity provider starts without oidc-provider's English warnings about what it does on
 * purpose (Node.js 20, in-memory store, development login page): every line `npm start` prints is French.
 */
describe('the local identity provider on start', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('prints none of the package’s deliberate warnings, and lets any other warning through afterwards', async () => {
    const warned: string[] = [];
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warned.push(args.map(String).join(' ')));
    const provider = await startLocalIdentityProvider({ port: 0, identities: {}, clients: [] });
    try {
      const discovery = await fetch(`${provider.issuer}/.well-known/openid-configuration`);
      expect((await discovery.json()).issuer).toBe(provider.issuer);
    } finally {
      await provider.close();
    }
    expect(warned.filter((line) => line.includes('oidc-provider'))).toEqual([]);
    console.warn('un autre avertissement');
    expect(warned).toEqual(['un autre avertissement']);
  });
});

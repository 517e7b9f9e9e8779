import { describe, expect, it } from 'vitest';
import { ConfigError, settingsFromEnv } from '../../src/server/envConfig';

/** A production start refuses each missing secret with its own French line. */
function problems(env: NodeJS.ProcessEnv): string[] {
  try {
    settingsFromEnv(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('production secrets', () => {
  it('names each missing one on its own line, in French', () => {
    const missing = problems({ NODE_ENV: 'production' });
    expect(missing.some((line) => line.startsWith('PUBLIC_URL manque'))).toBe(true);
    expect(missing.some((line) => line.startsWith('COOKIE_SECRET manque'))).toBe(true);
    expect(missing.some((line) => line.startsWith('SMTP_URL manque'))).toBe(true);
    expect(missing.every((line) => !line.includes('\n'))).toBe(true);
  });

  it('starts with them, and checks the SMS gateway pair and the metrics token', () => {
    const env = { NODE_ENV: 'production', PUBLIC_URL: 'https://adherents.mutuelle.fr', COOKIE_SECRET: 'x'.repeat(32), SMTP_URL: 'smtp://relais:587' };
    expect(problems(env)).toEqual([]);
    expect(settingsFromEnv(env).maxEventLoopDelayMs).toBe(200);
    expect(settingsFromEnv({}).maxEventLoopDelayMs).toBe(0);
    expect(problems({ ...env, SMS_GATEWAY_URL: 'https://sms.example.fr/envoi' })).toEqual([expect.stringMatching(/^SMS_GATEWAY_KEY manque/)]);
    expect(problems({ ...env, SMS_GATEWAY_KEY: 'cle' })).toEqual([expect.stringMatching(/^SMS_GATEWAY_URL manque/)]);
    expect(problems({ ...env, METRICS_TOKEN: 'court' })).toEqual([expect.stringMatching(/^METRICS_TOKEN est trop court/)]);
    expect(settingsFromEnv({ ...env, SMS_GATEWAY_URL: 'https://sms.example.fr/envoi', SMS_GATEWAY_KEY: 'cle', METRICS_TOKEN: 'y'.repeat(20) })).toMatchObject({
      smsGateway: { url: 'https://sms.example.fr/envoi', key: 'cle' },
      metricsToken: 'y'.repeat(20),
    });
  });
});

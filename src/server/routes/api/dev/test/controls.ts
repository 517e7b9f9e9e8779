import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../../../errors';
import { hashPassword } from '../../../../auth/passwords';
import { resetEvery } from '../../../../auth/rateLimit';
import { countUploadsAsYesterdays } from '../../../../uploads/uploadQuota';
import { setModeGestion } from '../../../../actes/modeGestion';
import { clientCodeOf } from '../../../../clientHost';
import { TEST_CLIENT_SETTINGS, setDefaultClientFeature, setDefaultClientSettings } from '../../../../settings/testClientSettings';
import { storeRawBrouillon } from '../../../../actes/brouillonFixtures';
import { createActiveAccount, deleteAccountOfContrat } from '../../../../identity/testAccounts';
import { restoreDemoMember } from '../../../../demo/demoMemberReset';
import { deleteEveryActeWordRevision } from '../../../../actes/acteWordRevisions';

/**
 * Test-only controls for the browser tests (answering only with DEV_TOOLS=1 and NODE_ENV=test, the folder's rule,
 * never in development or production): switch the demo client's settings between scenarios (the four
 * account-creation auth modes, the attempt limit, SMS security code, external OIDC provider)
 * and remove an account so the demo member can register again, or give it an active account
 * directly (a scenario that starts from a member who can log in need not replay registration).
 */
function accepts(type: string, value: unknown): boolean {
  if (type === 'nullableString') return value === null || typeof value === 'string';
  return typeof value === type;
}

export default async function testControlRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: Record<string, unknown> }>('/api/dev/test/client', async (request) => {
    const settings = Object.entries(request.body ?? {});
    for (const [key, value] of settings) {
      const known = TEST_CLIENT_SETTINGS[key];
      if (!known || !accepts(known.type, value)) throw new HttpError(400, `Réglage inconnu ou invalide : ${key}`);
    }
    return { updated: await setDefaultClientSettings(app.db, settings) };
  });

  app.post<{ Body: { key?: unknown; isActivated?: unknown } }>('/api/dev/test/feature', async (request) => {
    const { key, isActivated } = request.body ?? {};
    if (typeof key !== 'string' || typeof isActivated !== 'boolean') throw new HttpError(400, 'key et isActivated attendus');
    await setDefaultClientFeature(app.db, key, isActivated);
    return { ok: true };
  });

  // The browser tests log in from one address (127.0.0.1) more often than the per-address login
  // limit allows in 15 minutes, mail the demo member more often than the per-recipient cap, and
  // upload more documents as the demo member than a member may in a day: each test starts with
  // those counters at zero (the uploads already made count as made yesterday).
  app.post('/api/dev/test/limits-reset', async () => {
    await resetEvery(app.db, ['login', 'mail:to']);
    await countUploadsAsYesterdays(app.db);
    return { ok: true };
  });

  // The demo member files more demandes across browser scenarios than a member may in a day.
  app.post('/api/dev/test/demandes-reset', async () => {
    await resetEvery(app.db, ['demandes']);
    return { ok: true };
  });

  // An automatic acte changes the demo member's data: the scenario that filed one puts it back.
  app.post('/api/dev/test/demo-member-reset', async () => {
    await restoreDemoMember(app.db);
    return { ok: true };
  });

  // A draft saved as an older version of an acte left it: stored as given, no cleaning.
  app.post<{ Body: { userName?: unknown; acte?: unknown; numeroContrat?: unknown; version?: unknown; data?: unknown } }>('/api/dev/test/brouillon', async (request) => {
    const { userName, acte, numeroContrat, version, data } = request.body ?? {};
    if (typeof userName !== 'string' || typeof acte !== 'string' || typeof numeroContrat !== 'string' || !Number.isInteger(version) || typeof data !== 'object' || data === null) {
      throw new HttpError(400, 'userName, acte, numeroContrat, version et data attendus');
    }
    return { saved: await storeRawBrouillon(app.db, { userName: userName.toLowerCase(), acte, numeroContrat, version: version as number, data }) };
  });

  // Removes the account linked to a contract's member (tokens and sessions go with it).
  app.post<{ Body: { numeroContrat?: unknown } }>('/api/dev/test/delete-account', async (request) => {
    const numero = request.body?.numeroContrat;
    if (typeof numero !== 'string') throw new HttpError(400, 'numeroContrat attendu');
    return { deleted: await deleteAccountOfContrat(app.db, numero) };
  });

  // An active account for a contract's member, replacing any previous one (optionally with the
  // security code on, and the member's mobile phone).
  app.post<{ Body: { numeroContrat?: unknown; email?: unknown; password?: unknown; amfActive?: unknown; telephone?: unknown } }>(
    '/api/dev/test/create-account',
    async (request) => {
      const { numeroContrat, email, password, amfActive = false, telephone } = request.body ?? {};
      if (typeof numeroContrat !== 'string' || typeof email !== 'string' || typeof password !== 'string' || typeof amfActive !== 'boolean') {
        throw new HttpError(400, 'numeroContrat, email et password attendus');
      }
      if (telephone !== undefined && telephone !== null && typeof telephone !== 'string') throw new HttpError(400, 'telephone invalide');
      const passwordHash = await hashPassword(password, app.config.argon2);
      return createActiveAccount(app.db, { numeroContrat, userName: email.toLowerCase(), passwordHash, amfActive, telephone });
    },
  );

  // An acte between manual and automatic management, for the request's client.
  app.post<{ Body: { id?: unknown; modeGestion?: unknown } }>('/api/dev/test/mode-gestion', async (request) => {
    const { id, modeGestion } = request.body ?? {};
    if (typeof id !== 'string' || (modeGestion !== 'manuel' && modeGestion !== 'automatique')) {
      throw new HttpError(400, 'id et modeGestion (manuel | automatique) attendus');
    }
    await setModeGestion(app.db, id, modeGestion, await clientCodeOf(request));
    return { ok: true };
  });
  // Security-code send/verify counters back to zero between browser scenarios.
  app.post('/api/dev/test/amf-reset', async () => {
    await resetEvery(app.db, ['amf']);
    return { ok: true };
  });

  // A scenario that rewords an acte in the back office puts every acte back in its files' words.
  app.post('/api/dev/test/acte-words-reset', async () => {
    await deleteEveryActeWordRevision(app.db);
    return { ok: true };
  });
}

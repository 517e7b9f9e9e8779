import type { LightMyRequestResponse } from 'fastify';
import { DEMO, type Client, type Harness } from './helpers';

/** Any method with the session and XSRF header of a test client (the shared Client only has get/post). */
export async function send(client: Client, method: 'PUT' | 'DELETE' | 'PATCH' | 'POST', url: string, body?: unknown): Promise<LightMyRequestResponse> {
  if (!client.cookies.has('XSRF-TOKEN')) await client.get('/api/identity/client');
  return client.app.inject({
    method,
    url,
    headers: { cookie: client.cookieHeader, 'x-xsrf-token': client.cookies.get('XSRF-TOKEN') ?? '' },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

/** Anonymous, member, gestionnaire and admin clients, logged in. */
export async function callers(h: Harness) {
  const anonymous = h.client();
  const member = h.client();
  await member.login(DEMO.adherent, DEMO.password);
  const gestion = h.client();
  await gestion.login(DEMO.gestion, DEMO.password);
  const admin = h.client();
  await admin.login(DEMO.admin, DEMO.password);
  return { anonymous, member, gestion, admin };
}

/** The status each caller gets: anonymous 401, member 403, then gestionnaire and admin as given. */
export async function statuses(h: Harness, call: (client: Client) => Promise<LightMyRequestResponse>) {
  const { anonymous, member, gestion, admin } = await callers(h);
  return {
    anonymous: (await call(anonymous)).statusCode,
    member: (await call(member)).statusCode,
    gestion: (await call(gestion)).statusCode,
    admin: (await call(admin)).statusCode,
  };
}

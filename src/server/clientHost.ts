import type { FastifyRequest } from 'fastify';
import { ClientNotConfiguredError } from './clientSettings';

/**
 * Which client a request belongs to: the host name of its Host header, looked up
 * in `client_hosts` (migration 420); a host not listed is served by the default client. The Host
 * header only selects among the configured hosts — no other header (X-Forwarded-Host, a client code
 * a caller invents) is read, so nobody reaches a client the operator did not map. Memoised per
 * request: the lookup is one query however many helpers ask.
 */
const resolved = new WeakMap<FastifyRequest, Promise<string>>();

/** The host name of a Host header value: port and trailing dot removed, lower case. */
export function hostName(hostHeader: string | undefined): string {
  const value = (hostHeader ?? '').trim().toLowerCase();
  // [::1]:8080 → [::1]; example.org:8080 → example.org
  const name = value.startsWith('[') ? value.slice(0, value.indexOf(']') + 1) : value.split(':')[0];
  return name.replace(/\.$/, '');
}

/** The code of the request's client (the mapped one, else the default one). */
export function clientCodeOf(request: FastifyRequest): Promise<string> {
  let code = resolved.get(request);
  if (!code) {
    code = lookUp(request);
    resolved.set(request, code);
  }
  return code;
}

async function lookUp(request: FastifyRequest): Promise<string> {
  const { rows } = await request.server.db.query<{ code: string }>(
    `SELECT code FROM (
       SELECT c.code, 0 AS rank FROM client_hosts h JOIN clients c ON c.code = h.client_code WHERE h.host = $1
       UNION ALL
       SELECT code, CASE WHEN is_default THEN 1 ELSE 2 END FROM clients
     ) candidates ORDER BY rank, code LIMIT 1`,
    [hostName(request.headers.host)],
  );
  if (!rows[0]) throw new ClientNotConfiguredError();
  return rows[0].code;
}

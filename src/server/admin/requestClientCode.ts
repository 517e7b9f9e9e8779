import type { FastifyRequest } from 'fastify';

/**
 * The code of the client a request is served for, for back-office records (connection log,
 * accounts created by staff). Today the portal serves the default client (clientSettings.ts reads
 * the same row); when requests find their client by host name, this is the one place to change.
 */
export async function requestClientCode(request: FastifyRequest): Promise<string | null> {
  const { rows } = await request.server.db.query<{ code: string }>('SELECT code FROM clients ORDER BY is_default DESC, code LIMIT 1');
  return rows[0]?.code ?? null;
}

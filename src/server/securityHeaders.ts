import Fastify, { type FastifyInstance } from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Helmet's security headers (CSP, nosniff, Referrer-Policy, HSTS, X-Frame-Options…), computed
 * once at start-up instead of on every request (performance: @fastify/helmet calls
 * `helmet(options)` per request, which parses the CSP directives again each time — 6–7 % of
 * the server's CPU in bench/serverProfile.ts). The headers are exactly the ones
 * @fastify/helmet sends with these options: a throwaway Fastify instance with the plugin answers
 * one injected request, and whatever it adds to a bare instance's reply is kept. Same hook
 * (onRequest, every route). They go into Fastify's own headers of the reply, not onto the raw
 * response as helmet does: a header set on the raw response makes Node take its slow path for
 * every header of the reply (each one validated and stored again by setHeader at writeHead), a
 * cost the server paid on every answer (bench/serverProfile.ts). Read and change them with
 * reply.getHeader / reply.header.
 */
async function probeHeaders(options?: FastifyHelmetOptions): Promise<Record<string, string | string[]>> {
  const probe = Fastify({ logger: false });
  if (options) await probe.register(helmet, options);
  probe.get('/', async () => '');
  const res = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  return res.headers as Record<string, string | string[]>;
}

export async function helmetHeaders(options: FastifyHelmetOptions): Promise<[string, string | string[]][]> {
  const [bare, withHelmet] = await Promise.all([probeHeaders(), probeHeaders(options)]);
  return Object.entries(withHelmet).filter(([name, value]) => bare[name] === undefined && value !== undefined);
}

export default fp(async function securityHeaders(app: FastifyInstance, options: FastifyHelmetOptions) {
  const headers = Object.fromEntries(await helmetHeaders(options));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});

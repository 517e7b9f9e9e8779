import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * One compact structured line per request (instead of Fastify's two, 'incoming request' and
 * 'request completed'), at info, with the request id of the request's child logger:
 * `{ reqId, method, path, status, ms }`. The path is logged without its query string, which may
 * carry a token or an identifier (check-token?token=…); headers and bodies are never logged.
 * Used with Fastify's `disableRequestLogging` (logController); LOG_LEVEL=warn silences it in production if wanted.
 */
export default fp(async function requestLog(app: FastifyInstance) {
  app.addHook('onResponse', (request, reply, done) => {
    const url = request.raw.url ?? '';
    const query = url.indexOf('?');
    request.log.info(
      { method: request.method, path: query < 0 ? url : url.slice(0, query), status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 },
      'request',
    );
    done();
  });
});

import Fastify, { LogController, type FastifyError, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import autoload from '@fastify/autoload';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Db } from './db/types';
import type { ServerConfig } from './config';
import { createMailer, type Mailer } from './mail/deliveryWorker';
import { httpSmsGateway } from './mail/smsGateway';
import { HttpError, MESSAGES } from './errors';
import { toFieldErrors } from './validation';
import session from './auth/session';
import securityHeaders from './securityHeaders';
import requestLog from './requestLog';
import routeTable from './routeTable';
import underPressure from '@fastify/under-pressure';
import metricsPlugin from './metrics/metricsPlugin';
import inputGuard from './inputGuard';
import { sendPage, warmPagePreview } from './page/pageShell';
import openApi from './openapi/openApiPlugin';
import './types';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** Never in a log line: passwords, tokens, codes, NIR, IBAN, cookies (ASVS 7.1.1). Bodies are not logged. */
export const LOG_REDACT = [
  'req.headers.cookie',
  'req.headers["x-xsrf-token"]',
  'req.headers["x-securitycode"]',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
];

const STATUS_MESSAGES: Record<number, string> = {
  400: MESSAGES.badRequest,
  401: MESSAGES.unauthorized,
  403: MESSAGES.forbidden,
  404: MESSAGES.notFound,
  503: MESSAGES.unavailable,
};

/** SQLSTATE class 22 (data exception), from pg or PGlite. */
function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

export interface BuildOptions {
  db: Db;
  config: ServerConfig;
}

/**
 * Fastify's trustProxy from TRUST_PROXY (envConfig.ts). A hop count trusts that many hops
 * nearest the server (proxy-addr numbers them from 0, the socket's peer); the client address is
 * the one the outermost trusted proxy saw, whatever a client writes further left in X-Forwarded-For.
 */
function trustedProxies(trust: ServerConfig['trustProxy']): string[] | boolean | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

/** The whole server: core plugins first, then the route tree (routes/). */
export async function buildApp({ db, config }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === false ? false : { level: config.logLevel, redact: LOG_REDACT, ...(config.logStream ? { stream: config.logStream } : {}) },
    logController: new LogController({ disableRequestLogging: true }), // one compact line per request instead (requestLog.ts)
    trustProxy: trustedProxies(config.trustProxy),
    // Unique across instances (Fastify's own counts from 1 in each process): the id a member quotes
    // to support finds the lines of that one request in the logs of every instance.
    genReqId: () => randomUUID(),
    bodyLimit: 1_048_576,
    // A request must arrive whole (headers and body) in time: a body sent a byte at a time no
    // longer holds a connection forever (408). Node checks the deadlines every
    // connectionsCheckingInterval, and only enforces requestTimeout when headersTimeout ≤ it.
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: Math.min(30_000, config.requestTimeoutMs),
      connectionsCheckingInterval: Math.min(5_000, Math.max(100, config.requestTimeoutMs / 4)),
    },
  });
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate(
    'mailer',
    createMailer(db, {
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      ...(config.smsGateway ? { sms: httpSmsGateway(config.smsGateway) } : {}),
      log: app.log,
      ...config.outbox,
      onAttempt: (channel, outcome) => app.metrics.outboxAttempt(channel, outcome),
    }),
  );
  app.addHook('onClose', async () => app.mailer.close());

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    // Every error answer carries the request's id (the same as in the log lines it caused).
    const send = (status: number, body: Record<string, unknown>) => reply.code(status).send({ ...body, requestId: request.id });
    if (error instanceof HttpError) return send(error.statusCode, error.toJSON());
    const fastifyError = error as FastifyError & { name?: string };
    if (fastifyError.validation) {
      return send(400, { message: MESSAGES.badRequest, code: 'ValidationFailed', errors: toFieldErrors(fastifyError.validation) });
    }
    // PostgreSQL "data exception" (class 22: bad text encoding, out-of-range number, bad jsonb…) is the caller's input.
    if (isDataException(error)) return send(400, { message: MESSAGES.badRequest, code: 'MalformedInput' });
    const status = fastifyError.statusCode ?? 500;
    if (status >= 500 && status !== 503) {
      request.log.error({ err: error }, 'request failed');
      return send(500, { message: MESSAGES.serverError });
    }
    return send(status, { message: STATUS_MESSAGES[status] ?? `Erreur ${status}` });
  });
  const servesFront = Boolean(config.staticDir && existsSync(path.join(config.staticDir, 'index.html')));
  app.setNotFoundHandler((request, reply) => {
    // A missing asset (an old chunk after a deploy) is a 404, never the page in its place.
    if (request.url.startsWith('/api/') || request.url.startsWith('/assets/') || !servesFront || request.method !== 'GET') {
      return reply.code(404).send({ message: MESSAGES.notFound, requestId: request.id });
    }
    // Hash routes: every other path is the single page.
    return sendPage(request, reply, config.staticDir!);
  });

  await app.register(routeTable);
  // Before any route: the document collects every route as it is registered.
  await app.register(openApi);
  if (config.devTools) {
    // The browsable page of the document: a developer tool, served by the server (no weight on the portal's bundles).
    await app.register(import('@fastify/swagger-ui'), { routePrefix: '/api/dev/openapi' });
  }
  await app.register(metricsPlugin);
  if (config.maxEventLoopDelayMs > 0) {
    // Shed load rather than let latency grow without bound: the error handler answers its 503 in French.
    await app.register(underPressure, { maxEventLoopDelay: config.maxEventLoopDelayMs, retryAfter: 10 });
  }
  await app.register(requestLog);
  await app.register(inputGuard);
  await app.register(securityHeaders, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Blueprint and React set styles through the CSSOM, which CSP does not restrict: no 'unsafe-inline'.
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", 'https:'], // care-network redirect posts a form to the provider
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  await app.register(session);

  await app.register(import('./admin/connectionLogRetention'));
  // This file runs as TypeScript (tsx, `node --import tsx`, Vitest), so a loader for the route files is
  // there; autoload recognises only some loaders by their command line (not `--import tsx`): say so.
  if (import.meta.url.endsWith('.ts')) process.env.FASTIFY_AUTOLOAD_TYPESCRIPT ??= '1';
  // Every route, from the folders that follow the URLs; each folder's access rule is its autohooks.ts.
  await app.register(autoload, {
    dir: path.join(import.meta.dirname, 'routes'),
    dirNameRoutePrefix: false,
    autoHooks: true,
    cascadeHooks: true,
    overwriteHooks: true,
  });

  if (servesFront) {
    await app.register(fastifyStatic, {
      root: path.resolve(config.staticDir!),
      prefix: '/',
      wildcard: false,
      // '/' is the page itself, sent by sendPage (by session) like every other route of the app.
      index: false,
      // Vite names assets by content hash: cache them for good; the page itself is always revalidated.
      setHeaders: (res, filePath) => {
        res.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // The member home's preview is ready before the first member asks for it.
    // Bounded: on a loaded machine the warm-up can outlast Fastify's hook timeout, and a server that
    // does not start is worse than a first page without its preview (it goes on warming meanwhile).
    app.addHook('onReady', () =>
      Promise.race([
        warmPagePreview(config.staticDir!).catch((error: unknown) => app.log.warn({ err: error }, 'page preview unavailable')),
        new Promise<void>((resolve) => setTimeout(resolve, 5_000).unref()),
      ]),
    );
    // The page as a route too, so that compress applies to it (it skips the not-found handler).
    app.get('/*', (request, reply) => (request.url.startsWith('/api/') || request.url.startsWith('/assets/') ? reply.callNotFound() : sendPage(request, reply, config.staticDir!)));
  }
  return app;
}

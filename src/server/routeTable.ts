import type { FastifyInstance, HTTPMethods } from 'fastify';
import fp from 'fastify-plugin';

/** Every route the app declares (method + URL pattern), as Fastify registers them: what the fuzz test walks. */
export interface RouteEntry {
  method: HTTPMethods;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteEntry[];
  }
}

const kLeftOut = Symbol('leftOutOfRouteTable');

/** The routes this instance registers from now on answer 404 (a switched-off folder): not listed. */
export function leaveOutOfRouteTable(app: FastifyInstance): void {
  app.decorate(kLeftOut, true);
}

export default fp(async function routeTable(app: FastifyInstance): Promise<void> {
  const routes: RouteEntry[] = [];
  app.decorate('routeTable', routes);
  app.addHook('onRoute', function (route) {
    if ((this as unknown as Record<symbol, unknown>)[kLeftOut]) return;
    for (const method of [route.method].flat()) routes.push({ method: method as HTTPMethods, url: route.url });
  });
});

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

export default fp(async function routeTable(app: FastifyInstance): Promise<void> {
  const routes: RouteEntry[] = [];
  app.decorate('routeTable', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method: method as HTTPMethods, url: route.url });
  });
});

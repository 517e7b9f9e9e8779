import type { FastifyPluginAsync } from 'fastify';

/**
 * Marks a plugin as not encapsulated (what `fastify-plugin` does), so its decorators and
 * hooks apply to the whole app. Used for the core plugins only; resources stay encapsulated.
 */
export function globalPlugin<T extends FastifyPluginAsync<never>>(plugin: T): T {
  (plugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
  return plugin;
}

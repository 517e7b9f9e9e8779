/**
 * What @blueprintjs/icons' loader gets for its `./iconNames` in our build (vite.config.ts).
 * Blueprint's <Icon> imports the loader on every page, and the loader imports the table of all
 * ~700 icon names (with change-case) only to check a name before fetching its paths: ~8 KB gzip
 * on the landing page, which shows no icon by name. Here any name passes the check; the paths
 * chunk the loader then fetches has no paths for a misspelt name, so such an icon stays empty.
 */
export const IconNamesSet: Pick<Set<string>, 'has'> = {
  has: (name: string) => typeof name === 'string' && name.length > 0,
};

/** `Icons.loadAll()` (never called by the portal) loads nothing. */
export const IconNames: Record<string, string> = {};

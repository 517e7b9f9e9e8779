/** ':name' in a screen value takes the route parameter of that name ('' when absent). */
export function fillParams(template: string, params: Record<string, string | undefined>): string {
  return template.replace(/:([A-Za-z][A-Za-z0-9_]*)/g, (_, name: string) => params[name] ?? '');
}

/** Copies the named query parameters of the current route onto a target URL. */
export function carryQuery(target: string, search: string, names: string[] | undefined): string {
  if (!names || names.length === 0) return target;
  const from = new URLSearchParams(search);
  const [path, query = ''] = target.split('?');
  const to = new URLSearchParams(query);
  for (const name of names) {
    const value = from.get(name);
    if (value !== null && value !== '') to.set(name, value);
  }
  const out = to.toString();
  return out ? `${path}?${out}` : path;
}

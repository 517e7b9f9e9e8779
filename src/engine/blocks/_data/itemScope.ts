import { fillText, namesValues, type ValueScope } from '../../../language/values';

/**
 * A resource path with values of the scope, each filled segment URL-encoded
 * ('adherent/courriers/{item.id}/download' → 'adherent/courriers/12/download'): a row's value
 * can never add a path segment of its own.
 */
export function fillResourcePath(template: string, scope: ValueScope): string {
  return template
    .split('/')
    .map((segment) => (namesValues(segment) ? encodeURIComponent(fillText(segment, scope)) : segment))
    .join('/');
}

/**
 * A hash route with an optional query ('/admin/history?client={item.code}'): the path filled as
 * fillResourcePath, each query value filled and URL-encoded on its own (the '?' and '=' stay).
 */
export function fillRoute(template: string, scope: ValueScope): string {
  const [path, query] = template.split(/\?(.*)/s, 2);
  if (query === undefined) return fillResourcePath(path, scope);
  const pairs = query.split('&').map((pair) => {
    const [name, value = ''] = pair.split(/=(.*)/s, 2);
    return `${name}=${namesValues(value) ? encodeURIComponent(fillText(value, scope)) : value}`;
  });
  return `${fillResourcePath(path, scope)}?${pairs.join('&')}`;
}

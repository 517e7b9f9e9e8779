import { fillText, type ValueScope } from '../../values';

/**
 * A resource path with values of the scope, each filled segment URL-encoded
 * ('adherent/courriers/{$item.id}/download' → 'adherent/courriers/12/download'): a row's value
 * can never add a path segment of its own.
 */
export function fillResourcePath(template: string, scope: ValueScope): string {
  return template
    .split('/')
    .map((segment) => (segment.includes('{$') ? encodeURIComponent(fillText(segment, scope)) : segment))
    .join('/');
}

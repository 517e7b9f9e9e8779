import type { ErrorSchema } from '@rjsf/utils';

/**
 * The server answers a rejected body with field errors as JSON pointers ('/nom',
 * '/adresse/codePostal'); RJSF shows extra errors from an ErrorSchema tree.
 */
export function serverErrorsToErrorSchema(errors: { path: string; message: string }[]): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const { path, message } of errors) {
    const segments = path.split('/').filter(Boolean).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    let node = root;
    for (const segment of segments) {
      node[segment] ??= {};
      node = node[segment] as Record<string, unknown>;
    }
    const list = (node.__errors as string[] | undefined) ?? [];
    if (!list.includes(message)) list.push(message);
    node.__errors = list;
  }
  return root as ErrorSchema;
}

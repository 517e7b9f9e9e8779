/**
 * Id of the visible label text of the field `id`, so that groups without a single input
 * (radio buttons, checkboxes) can name themselves with `aria-labelledby`. Same suffix style
 * as RJSF's `errorId` / `helpId` / `descriptionId`.
 */
export function labelId(id: string): string {
  return `${id}__label`;
}

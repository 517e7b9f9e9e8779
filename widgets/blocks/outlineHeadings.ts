/**
 * Content-system HTML whose headings continue the page's outline: the editor offers h4–h6 (a
 * text's own headings, whatever the page), so the content's first level becomes `level` and each
 * next level used the one after — « h4, h6 » under an h1 reads « h2, h3 ». Applied to sanitised
 * HTML only: its tags are DOMPurify's, written in lower case, and text never holds a raw `<`.
 */
export function outlineHeadings(html: string, level: number): string {
  const used = [...new Set([...html.matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1])))].sort();
  if (used.length === 0) return html;
  const to = new Map(used.map((from, index) => [from, Math.min(level + index, 6)]));
  return html.replace(/<(\/?)h([1-6])(?=[\s>])/g, (_, slash: string, from: string) => `<${slash}h${to.get(Number(from)) ?? from}`);
}

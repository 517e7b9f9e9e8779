import { extractText, getDocumentProxy } from 'unpdf';

/**
 * A PDF read back as a reader would (PDF.js through unpdf): its text, one line per line, with
 * the no-break spaces of French typography turned into plain spaces; its metadata; whether it
 * is tagged (/MarkInfo /Marked true) and the tags of its structure tree.
 */
export interface ReadPdf {
  text: string;
  title: string | undefined;
  language: string | undefined;
  marked: boolean;
  tags: string[];
}

function tagsOf(node: unknown, out: string[] = []): string[] {
  if (typeof node !== 'object' || node === null) return out;
  const { role, children } = node as { role?: string; children?: unknown[] };
  if (role) out.push(role);
  for (const child of children ?? []) tagsOf(child, out);
  return out;
}

export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  const { info } = (await pdf.getMetadata()) as {
    info: { Title?: string; Language?: string };
  };
  const markInfo = await pdf.getMarkInfo();
  const tags: string[] = [];
  for (let page = 1; page <= pdf.numPages; page++) tagsOf(await (await pdf.getPage(page)).getStructTree(), tags);
  return {
    text: text.replace(/[\u00a0\u202f]/g, ' '),
    title: info.Title,
    language: info.Language,
    marked: markInfo?.Marked === true,
    tags,
  };
}

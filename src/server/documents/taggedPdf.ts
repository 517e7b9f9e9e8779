import { buffer } from 'node:stream/consumers';
import PDFDocument from 'pdfkit';

/**
 * Every PDF the portal makes starts here, so that none leaves untagged: a tagged PDF (structure
 * tree, marked content) in French (`fr-FR`), whose title is in the document and shown by the reader
 * in place of the file name — what a screen reader needs to read it, and what the accessibility
 * rules ask of a document offered for download.
 */
export type PdfDoc = InstanceType<typeof PDFDocument>;
export type PdfStruct = ReturnType<PdfDoc['struct']>;

export interface PdfMeta {
  title: string;
  subject?: string;
  /** A standard of its own (`PDF/UA` for a document whose fonts are embedded). */
  subset?: 'PDF/UA';
}

export type PdfLayout = Pick<PDFKit.PDFDocumentOptions, 'size' | 'layout' | 'margin'>;

export const PDF_LANGUAGE = 'fr-FR';
const AUTHOR = 'Espace Adhérent';

/**
 * The document laid out by `draw`, which puts each piece of text in the structure tree under `root`
 * (`doc.text(…, { structParent: root, structType: 'P' })`, or `doc.struct(…)` for a table or a list).
 */
export function taggedPdf(meta: PdfMeta, layout: PdfLayout, draw: (doc: PdfDoc, root: PdfStruct) => void): Promise<Buffer> {
  // `subset: 'PDF/UA'` is pdfkit's (since 0.15); @types/pdfkit still lists only the PDF/A ones.
  const options = {
    ...layout,
    pdfVersion: '1.7',
    ...(meta.subset ? { subset: meta.subset } : {}),
    tagged: true,
    lang: PDF_LANGUAGE,
    displayTitle: true,
    info: { Title: meta.title, Author: AUTHOR, ...(meta.subject ? { Subject: meta.subject } : {}) },
  };
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument(options as PDFKit.PDFDocumentOptions);
    buffer(doc).then(resolve, reject);
    const root = doc.struct('Document');
    doc.addStructure(root);
    draw(doc, root);
    root.end();
    doc.end();
  });
}

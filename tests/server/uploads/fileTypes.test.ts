import { describe, expect, it } from 'vitest';
import { cleanFileName, magicMatches, mimeMatches, typeForExtension } from '../../../src/server/uploads/fileTypes';

describe('upload file types', () => {
  it('needs extension, MIME and magic bytes to agree', () => {
    const pdf = typeForExtension('Relevé RIB.PDF')!;
    expect(pdf.kind).toBe('pdf');
    expect(mimeMatches(pdf, 'application/pdf')).toBe(true);
    expect(mimeMatches(pdf, 'image/png')).toBe(false);
    expect(magicMatches(pdf, Buffer.from('%PDF-1.4'))).toBe(true);
    expect(magicMatches(pdf, Buffer.from('<html>'))).toBe(false);
    expect(typeForExtension('photo.jpeg')!.kind).toBe('jpeg');
    expect(typeForExtension('script.exe')).toBeUndefined();
    expect(typeForExtension('sans-extension')).toBeUndefined();
  });
  it('cleans file names', () => {
    expect(cleanFileName('C:\\Users\\moi\\rib "perso".pdf')).toBe('rib perso.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('')).toBe('document');
  });
});

import { describe, expect, it } from 'vitest';
import { evaluateFeatures, type Fonctionnalites } from '../../../src/server/clientSettings';
import { foldText, searchWords } from '../../../src/server/content/faqSearch';
import { cleanFileName, magicMatches, mimeMatches, typeForExtension } from '../../../src/server/uploads/fileTypes';
import { sanitizeHtml } from '../../../src/server/content/sanitizeHtml';

const fonctionnalites: Fonctionnalites = {
  on: { isActivated: true },
  off: { isActivated: false },
  perContract: { isActivated: true, isActivatedPerContract: { C1: true, C2: false } },
  offButContract: { isActivated: false, isActivatedPerContract: { C1: true } },
};

describe('evaluateFeatures', () => {
  it.each([
    // expression, current contract, visible
    ['notConfigured', null, true],
    ['notConfigured', 'C1', true],
    ['on', null, true],
    ['on', 'C9', true],
    ['off', null, false],
    ['off', 'C1', false],
    ['perContract', 'C1', true],
    ['perContract', 'C2', false],
    ['perContract', 'C3', false], // a map that does not list the contract: not activated for it
    ['perContract', null, true], // no current contract (public pages): the global switch decides
    ['offButContract', 'C1', false], // global AND contract
    ['off,on', null, true], // a comma list: any
    ['off, offButContract', 'C1', false],
    ['off,notConfigured', null, true],
    ['perContract,off', 'C2', false],
    ['perContract,on', 'C2', true],
  ])('%s with contract %s → %s', (expression, contrat, visible) => {
    expect(evaluateFeatures({ fonctionnalites }, contrat, [expression])[expression]).toBe(visible);
  });

  it('evaluates every configured key for the form context', () => {
    expect(evaluateFeatures({ fonctionnalites }, 'C2')).toEqual({ off: false, offButContract: false, on: true, perContract: false });
    expect(evaluateFeatures({ fonctionnalites: {} }, null, ['faqInbentaService'])).toEqual({ faqInbentaService: true });
  });
});

describe('sanitizeHtml (CMS content)', () => {
  it.each([
    ['<p>Bonjour <strong>Claire</strong> <em>!</em></p>', '<p>Bonjour <strong>Claire</strong> <em>!</em></p>'],
    ['<h4>T</h4><h5>U</h5><h6>V</h6><ul><li>a</li></ul>', '<h4>T</h4><h5>U</h5><h6>V</h6><ul><li>a</li></ul>'],
    ['<p class="x" onclick="alert(1)">x</p>', '<p>x</p>'],
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<style>p{}</style><iframe src="https://x"></iframe>ok', 'ok'],
    ['<div><span>texte</span></div>', 'texte'],
    ['<img src=x onerror=alert(1)>', ''],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="java&#x09;script:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html,x">x</a>', '<a>x</a>'],
    ['<a href="//evil.example">x</a>', '<a>x</a>'],
    ['<a href="mailto:dpo@mutuelle-demo.fr">dpo</a>', '<a href="mailto:dpo@mutuelle-demo.fr">dpo</a>'],
    ['<a href="https://www.cnil.fr" target="x">CNIL</a>', '<a href="https://www.cnil.fr" target="_blank" rel="noopener noreferrer">CNIL</a>'],
    ['<a href="#/page/cgu">CGU</a>', '<a href="#/page/cgu">CGU</a>'],
    ['a < b et c > d', 'a &lt; b et c &gt; d'],
    ['<!-- <script>x</script> --><p>ok</p>', '<p>ok</p>'],
    ['<p>l&rsquo;été &amp; co</p>', '<p>l&rsquo;été &amp; co</p>'],
  ])('%s', (input, output) => {
    expect(sanitizeHtml(input)).toBe(output);
  });
});

describe('FAQ text folding', () => {
  it('folds accents, case and ligatures like SQL content_fold', () => {
    expect(foldText('Prothèse DENTAIRE, cœur, Évry, l’été')).toBe("prothese dentaire, coeur, evry, l'ete");
  });
  it('keeps the meaningful words of a question', () => {
    expect(searchWords('Comment être remboursé de mes lunettes ?')).toEqual(['etre', 'rembourse', 'lunettes']);
    expect(searchWords('le la de')).toEqual([]);
  });
});

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

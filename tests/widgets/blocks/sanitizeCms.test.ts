import { describe, expect, it } from 'vitest';
import cms from '../../../src/server/demo/content/cms.json';
import faq from '../../../src/server/demo/content/faq.json';
import { sanitizeHtml } from '../../../src/server/content/sanitizeHtml';
import { sanitizeCms } from '../../../widgets/blocks/sanitizeCms';

/** The server (DOMPurify on jsdom) and the browser (DOMPurify on the page's window) apply one allow-list: same input, same output. */
const shipped = [...cms, ...faq.questions].map((item) => item.content);
const hostile = [
  '<p class="x" onclick="alert(1)">x</p><script>alert(1)</script><style>p{}</style>',
  '<div><span>texte</span> <b>gras</b> <i>i</i> <u>u</u><br><ol><li>un</li></ol></div>',
  '<a href="javascript:alert(1)">a</a><a href="java&#x09;script:alert(1)">b</a><a href="//evil.example">c</a><a href="/\\evil.example">d</a>',
  '<a href="https://www.cnil.fr" target="x" rel="opener" title="t">CNIL</a><a href="mailto:dpo@mutuelle-demo.fr">dpo</a><a href="#/page/cgu">CGU</a>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<svg><script>alert(1)</script></svg><math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<img srcset="x 1x" src=x onerror=alert(1)><a href="data:text/html,x">x</a><form action="javascript:alert(1)"><button>Envoyer</button></form>',
  'a < b et c > d <!-- <script>x</script> --> l&rsquo;été &amp; co',
];

describe('one sanitiser on both sides', () => {
  it.each([...shipped, ...hostile])('%s', (html) => {
    expect(sanitizeCms(html)).toBe(sanitizeHtml(html));
  });

  it("keeps the shipped content whole (links to other sites gain their target), and the browser's second pass changes nothing", () => {
    for (const html of shipped) {
      const served = sanitizeHtml(html);
      expect(served.replaceAll(' target="_blank" rel="noopener noreferrer"', '')).toBe(html);
      expect(sanitizeCms(served)).toBe(served);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../../src/server/content/sanitizeHtml';

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

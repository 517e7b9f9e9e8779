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
    // Named entities come back as their character; only &, < and > are written as entities.
    ['<p>l&rsquo;été &amp; co</p>', '<p>l’été &amp; co</p>'],
  ])('%s', (input, output) => {
    expect(sanitizeHtml(input)).toBe(output);
  });

  describe('known XSS vectors', () => {
    it.each([
      // mutation XSS: the attribute's text must not turn into markup once re-parsed
      ['<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>', '<p></p>'],
      ['<svg><script>alert(1)</script></svg>ok', 'ok'],
      ['<svg onload=alert(1)><a href="javascript:alert(1)">x</a></svg>ok', 'ok'],
      ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>ok', 'ok'],
      ['<math><mi><a href="javascript:alert(1)">x</a></mi></math>ok', 'ok'],
      ['<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>', ''],
      ['<img srcset="x 1x, y 2x" src="x" onerror="alert(1)">', ''],
      ['<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', '<a>x</a>'],
      ['<a href="jav&#x09;ascript:alert(1)">x</a>', '<a>x</a>'],
      ['<a href="&#106;avascript:alert(1)">x</a>', '<a>x</a>'],
      ['<a href="javascript&colon;alert(1)">x</a>', '<a>x</a>'],
      ['<a href=" \njavascript:alert(1)">x</a>', '<a>x</a>'],
      ['<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
      ['<a href="/\\evil.example">x</a>', '<a>x</a>'],
      ['<a href="\\\\evil.example">x</a>', '<a>x</a>'],
      ['<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">Envoyer</button></form>', 'Envoyer'],
      ['<p style="background:url(javascript:alert(1))">x</p>', '<p>x</p>'],
      ['<iframe srcdoc="<script>alert(1)</script>"></iframe>ok', 'ok'],
      ['<object data="x"><p>o</p></object><embed src="x">ok', 'ok'],
      ['<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example"><link rel="stylesheet" href="x">ok', 'ok'],
      ['<template><script>alert(1)</script></template><textarea><p>x</p></textarea>ok', 'ok'],
      ['<a href="tel:+33100000000" title="t" aria-label="x" data-x="y" onmouseover="alert(1)">t</a>', '<a href="tel:+33100000000">t</a>'],
      ['<a href="page.html" target="_blank">p</a>', '<a href="page.html">p</a>'],
    ])('%s', (input, output) => {
      expect(sanitizeHtml(input)).toBe(output);
    });
  });

  it('is stable: cleaning twice changes nothing', () => {
    const once = sanitizeHtml('<h4>T</h4><p onclick="x()">a < b <a href="https://www.cnil.fr" rel="opener">CNIL</a></p><svg><script>x</script></svg>');
    expect(sanitizeHtml(once)).toBe(once);
  });
});

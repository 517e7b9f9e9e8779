import { describe, expect, it } from 'vitest';
import { hoistStyleAttributes } from '../../../src/server/page/previewCss';
import { withPreview } from '../../../src/server/page/pageShell';
import { readsAsData } from '../../../src/server/page/pagePreview';

// The member home drawn by the server goes into the session page (src/server/page).
describe('the preview in the session page', () => {
  const page = [
    '<html><head><title>x</title>',
    '<script type="module" src="/assets/index.js"></script>',
    '<link rel="stylesheet" crossorigin href="/assets/index.css">',
    '</head><body><div id="portail"></div></body></html>',
  ].join('\n');
  const html = withPreview(page, { head: '<style nonce="n">.a{}</style>', body: '<div class="ea-apercu">x</div>', styleSource: "'nonce-n'", scriptSource: "'sha256-x'" });

  it('puts the critical CSS in the head, the preview before the app’s root and the stylesheets at the end of the body', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<style nonce="n">.a{}</style>');
    expect(head).not.toContain('rel="stylesheet"');
    expect(html).toContain('<div class="ea-apercu">x</div><div id="portail"></div>');
    expect(html.indexOf('rel="stylesheet"')).toBeGreaterThan(html.indexOf('<div id="portail">'));
    expect(html.indexOf('rel="stylesheet"')).toBeLessThan(html.indexOf('</body>'));
  });
});

describe('the preview’s text in the page', () => {
  it('is put in as it is: a `$&` or `$\'` in a member’s text is no replacement pattern', () => {
    const page = '<html><head></head><body><div id="portail"></div></body></html>';
    const html = withPreview(page, { head: '', body: "<p>DURAND $' $& $1</p>", styleSource: '', scriptSource: '' });
    expect(html).toContain("<p>DURAND $' $& $1</p><div id=\"portail\"></div>");
  });
});

describe('the preview’s style attributes (the CSP allows none)', () => {
  it('become classes of its stylesheet, one per distinct style, next to the element’s own classes', () => {
    const { markup, css } = hoistStyleAttributes('<div class="ea-grid" style="--ea-grid-columns:2"><p style="margin:0">a</p><p style="margin:0" id="b">b</p></div>');
    expect(markup).toBe('<div class="ea-grid ea-apercu-s0"><p class="ea-apercu-s1">a</p><p id="b" class="ea-apercu-s1">b</p></div>');
    expect(css).toBe('.ea-apercu-s0{--ea-grid-columns:2}.ea-apercu-s1{margin:0}');
  });

  it('keeps the declarations as written, and leaves out one that could close its rule or the style element', () => {
    const { css } = hoistStyleAttributes('<i style="font-family:&quot;A&quot;"></i><i style="color:red}&lt;/style&gt;"></i>');
    expect(css).toBe('.ea-apercu-s0{font-family:"A"}');
  });
});

describe('the preview’s reads, carried in the page for the app’s cache', () => {
  it('are JSON that a member’s text cannot end early', () => {
    const reads = [{ args: { resource: 'adherent/profil/v2' }, data: { nom: '</script><script>alert(1)</script>' } }];
    const text = readsAsData(reads);
    expect(text).not.toContain('</script');
    expect(JSON.parse(text)).toEqual(reads);
  });
});

import { describe, expect, it } from 'vitest';
import { HTML_ALLOW_LIST, toDomPurifyConfig } from '../../../src/language/htmlAllowList';

describe('toDomPurifyConfig', () => {
  const config = toDomPurifyConfig();

  it('names every tag and attribute kept, and no aria-* or data-* beside them', () => {
    expect(config.ALLOWED_TAGS).toEqual([...HTML_ALLOW_LIST.tags]);
    expect(config.ALLOWED_ATTR).toEqual(['href']);
    expect(config).toMatchObject({ ALLOW_ARIA_ATTR: false, ALLOW_DATA_ATTR: false });
    expect(config.ADD_FORBID_CONTENTS).toEqual(expect.arrayContaining(['script', 'style', 'iframe', 'svg', 'math', 'noscript']));
  });

  // DOMPurify tests a URL once whitespace and control characters are taken out of it.
  it.each(['https://www.cnil.fr', 'HTTP://x', 'mailto:dpo@mutuelle-demo.fr', 'tel:+33100000000', '#/page/cgu', '/page/aide', 'page.html', '?q=1', './x'])(
    'keeps %s',
    (url) => expect(config.ALLOWED_URI_REGEXP?.test(url)).toBe(true),
  );
  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:x',
    'vbscript:x',
    'data:text/html,x',
    'file:///etc/passwd',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
  ])('refuses %s', (url) => expect(config.ALLOWED_URI_REGEXP?.test(url)).toBe(false));
});

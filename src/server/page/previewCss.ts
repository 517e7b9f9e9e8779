import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { compileSheet } from 'beasties/compiler';
import { createProcessor } from 'beasties/runtime';

type Processor = ReturnType<typeof createProcessor>;

/**
 * The CSS a page preview needs before its stylesheets arrive (critical CSS, with the maintained
 * beasties): the rules of the route's stylesheets that match the preview's markup. The sheets are
 * compiled once per build and stylesheet set; a preview of the same shape reuses the result.
 */
const processors = new Map<string, Promise<Processor>>();

export function criticalCss(staticDir: string, hrefs: string[], markup: string): Promise<string> {
  const key = `${staticDir}\n${hrefs.join('\n')}`;
  let processor = processors.get(key);
  if (!processor) {
    processor = compile(staticDir, hrefs);
    processors.set(key, processor);
    processor.catch(() => processors.delete(key));
  }
  const links = hrefs.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
  return processor.then((p) => p.extract(`<html><head>${links}</head><body>${markup}</body></html>`).css);
}

async function compile(staticDir: string, hrefs: string[]): Promise<Processor> {
  const sheets = await Promise.all(
    hrefs.map(async (href) => compileSheet(await readFile(path.join(staticDir, href.replace(/^\/+/, '')), 'utf8'), { href })),
  );
  return createProcessor(sheets, { keyframes: 'critical', fonts: false });
}

/**
 * The page's CSP allows no inline style attribute (app.ts): the preview's `style="…"` (a grid's
 * column count, a few layout helpers) become classes of its inline stylesheet, so they apply.
 */
export function hoistStyleAttributes(markup: string): { markup: string; css: string } {
  const classes = new Map<string, string>();
  const hoisted = markup.replace(/<([a-zA-Z][\w-]*)([^>]*?)\sstyle="([^"]*)"([^>]*)>/g, (_tag, name: string, before: string, style: string, after: string) => {
    let className = classes.get(style);
    if (!className) classes.set(style, (className = `ea-apercu-s${classes.size}`));
    const attributes = `${before}${after}`;
    const withClass = /\sclass="/.test(attributes)
      ? attributes.replace(/\sclass="([^"]*)"/, (_m, existing: string) => ` class="${existing} ${className}"`)
      : `${attributes} class="${className}"`;
    return `<${name}${withClass}>`;
  });
  // The attribute's text is HTML-escaped by React; CSS wants it back as written. A declaration
  // that could close its rule or the <style> element is left out (its element keeps the class).
  const css = [...classes]
    .map(([style, className]) => [unescapeAttribute(style), className])
    .filter(([declarations]) => !/[<>{}]/.test(declarations))
    .map(([declarations, className]) => `.${className}{${declarations}}`)
    .join('');
  return { markup: hoisted, css };
}

function unescapeAttribute(value: string): string {
  return value.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

/**
 * A page's own stylesheet (a demo's CSS in docs/examples/) styles only that demo: every selector names a class of
 * the demo's own, one that neither the table library (`rc-…`) nor the site's stylesheets use. The site applies a
 * page's stylesheet as soon as a visitor shows intent to go there (engine/app/site/router/prepared-page.ts), while another page is
 * shown, and leaves it in the document: it must change nothing outside its demo.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Splits at the commas outside parentheses: `a, b:is(c, d)` is `a` and `b:is(c, d)`. */
function splitList(list: string): string[] {
  const parts = [''];
  let depth = 0;
  for (const char of list) {
    if (char === '(') depth++;
    if (char === ')') depth--;
    if (char === ',' && depth === 0) parts.push('');
    else parts[parts.length - 1] += char;
  }
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** The selectors of a stylesheet's rules, inside at-rules too; comments and at-rules' preludes are not selectors. */
function selectorsOf(css: string): string[] {
  const selectors: string[] = [];
  let prelude = '';
  let depth = 0;
  let ruleDepth = -1; // the depth of the rule whose declarations are being read, -1 outside one
  for (const char of css.replace(/\/\*[\s\S]*?\*\//g, '')) {
    if (char === '{') {
      if (ruleDepth < 0 && !prelude.trim().startsWith('@')) {
        selectors.push(...splitList(prelude));
        ruleDepth = depth;
      }
      depth++;
      prelude = '';
    } else if (char === '}') {
      depth--;
      if (depth === ruleDepth) ruleDepth = -1;
      prelude = '';
    } else if (char === ';') prelude = '';
    else if (ruleDepth < 0) prelude += char;
  }
  return selectors;
}

const classesOf = (text: string) => new Set([...text.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]));

/** The selectors of `css` that name no class of their own (one not in `taken` and not the library's). */
function unscopedSelectors(css: string, taken: Set<string>): string[] {
  return selectorsOf(css).filter(
    (selector) => ![...classesOf(selector)].some((name) => !name.startsWith('rc-') && !taken.has(name)),
  );
}

const files = (dir: string, ext: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(ext))
    .map((entry) => path.join(entry.parentPath, entry.name));

describe("a page's stylesheet", () => {
  it('reads the selectors of rules, in at-rules too, and not the preludes of at-rules', () => {
    const css = `/* .note { } */ .a, .b:not(.c, .d) > p { color: red; }
      @media (max-width: 600px) { .e { margin: 0 } @supports (display: grid) { .f { display: grid; } } }
      @import url('x.css'); td.g{}`;
    expect(selectorsOf(css)).toEqual(['.a', '.b:not(.c, .d) > p', '.e', '.f', 'td.g']);
  });

  it('must name a class of its own in each selector', () => {
    const taken = new Set(['page']);
    const css = '.demo-x .rc-table-cell {} .rc-table-row {} table[data-x] td {} .page .rc-table {} th.demo-y {}';
    expect(unscopedSelectors(css, taken)).toEqual(['.rc-table-row', 'table[data-x] td', '.page .rc-table']);
  });

  it('styles only its own demo, in every demo stylesheet', () => {
    // The site's stylesheets: the engine's, the site's demo theme and the plugins'.
    const site = [path.join(ROOT, 'engine/app/theme/styles'), path.join(ROOT, 'theme'), path.join(ROOT, 'plugins')]
      .flatMap((dir) => files(dir, '.css'))
      .map((file) => fs.readFileSync(file, 'utf8'));
    const taken = classesOf(site.join('\n'));
    expect(taken.size).toBeGreaterThan(50);
    const sheets = files(path.join(ROOT, 'docs'), '.css');
    expect(sheets.length).toBeGreaterThan(20);
    const unscoped = sheets.flatMap((file) =>
      unscopedSelectors(fs.readFileSync(file, 'utf8'), taken).map(
        (selector) => `${path.relative(ROOT, file)}: ${selector}`,
      ),
    );
    expect(unscoped).toEqual([]);
  });
});

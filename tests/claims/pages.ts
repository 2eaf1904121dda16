/**
 * The pages' text as the claims inventory reads it: the English pages under docs/, their sentences and table rows,
 * and which of them are candidate behaviour claims.
 *
 * Text is the Markdown without its markup (backticks, links and emphasis removed), whitespace folded; a table row is
 * its cells joined by " | ". A check's fragment and a not-claims fragment are compared with that text, after the
 * same folding, so either may keep or drop backticks.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** Every English page: `docs/x.md` (not `x.zh-CN.md`, the translations, which say the same). */
export function englishPages(dir = 'docs'): string[] {
  return fs
    .readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .flatMap((entry) => {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) return entry.name === 'examples' ? [] : englishPages(relative);
      return /^[^.]+\.md$/.test(entry.name) ? [relative] : [];
    })
    .sort();
}

/** Folds whitespace and drops backticks, so a fragment matches however its code was marked. */
export const fold = (text: string) => text.replace(/`/g, '').replace(/\s+/g, ' ').trim();

export interface Unit {
  /** A sentence of prose or a whole table row. */
  text: string;
  kind: 'prose' | 'row';
  /** For a row of an API table (one with a Default and a Description column): its default, as written. */
  default?: string;
}

/** Splits prose at a sentence end: . ! ? or : before a space and a capital, a backtick or a quote. */
export function sentences(text: string): string[] {
  return fold(text)
    .split(/(?<=[.!?])\s+(?=[A-Z"'(])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

function units(node: RootContent): Unit[] {
  switch (node.type) {
    case 'paragraph':
      // A site tag written inline (`<Upgrade ...></Upgrade>`) is markup, like an HTML block.
      if (node.children.every((child) => child.type === 'html' || (child.type === 'text' && !child.value.trim())))
        return [];
      return sentences(toString(node)).map((text) => ({ text, kind: 'prose' }));
    case 'list':
    case 'listItem':
    case 'blockquote':
      return node.children.flatMap((child) => units(child as RootContent));
    case 'table': {
      const [head, ...body] = node.children;
      const header = head.children.map((cell) => toString(cell));
      const defaultAt = header.indexOf('Default');
      const api = defaultAt >= 0 && header.includes('Description');
      return body.map((row) => {
        const cells = row.children.map((cell) => fold(toString(cell)));
        return { text: cells.join(' | '), kind: 'row', ...(api ? { default: cells[defaultAt] } : {}) };
      });
    }
    default:
      return []; // headings, code, HTML (demo tags), front matter
  }
}

/** The sentences and table rows of a page, in order. */
export function pageUnits(page: string): Unit[] {
  const markdown = fs.readFileSync(path.join(ROOT, page), 'utf8');
  const tree = unified().use(remarkParse).use(remarkGfm).use(remarkFrontmatter).parse(markdown) as Root;
  return tree.children.flatMap(units);
}

/** The whole page as one folded text, for finding a fragment that spans sentences. */
export const pageText = (page: string) =>
  pageUnits(page)
    .map((unit) => unit.text)
    .join(' ');

/**
 * The words that mark a statement about what the library does: a default, a condition, an effect, a call, a
 * warning. A sentence with none of them describes rather than claims (and the inventory's reader can add it
 * to a check anyway).
 */
const BEHAVIOUR =
  /\b(default|defaults|only|when|whenever|unless|until|ignored|ignores|warn|warns|warning|calls?|called|returns?|render|renders|rendered|appl(?:y|ies|ied)|must|fires?|needs?|without|instead|never|always|adds?|puts?|sets|keeps?|hides?|skips?|wins|turns?|passe[sd]|receives?|gets|takes?|stops?|leaves?|removes?|replaces?|reads?|draws?|exists?|works?|scrolls?|stays|shows|moves|follows|acts|lands|goes|spans|highlights|tracks)\b/i;

/**
 * A candidate behaviour claim: a sentence or table row with one of those words, and every row of an API table
 * that names a default.
 */
export function isCandidate(unit: Unit): boolean {
  if (unit.default !== undefined && !['-', '', '(required)', 'see description'].includes(unit.default)) return true;
  return BEHAVIOUR.test(unit.text);
}

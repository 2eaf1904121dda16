/**
 * Site search, as pure functions:
 * build-time data from page index data -> an in-memory index -> ranked, grouped hits with highlighted pieces.
 * Keywords are plain text: they are only ever compared with `indexOf`, never turned into patterns or markup.
 */
import type { SearchData, SearchDataPage } from '../../core/search-data';

/** How much a match counts, by where it is found. */
export const WEIGHT = { pageTitle: 100, title: 10, content: 1 } as const;
export const LEADING_CONTEXT = 20;
/** Text after the first match is cut here too: the panel shows two lines, and messages stay small. */
export const MAX_TEXT = 160;
/** The best hits over all groups; a common word on a long changelog would otherwise list hundreds. */
export const MAX_HITS = 50;
/** Paragraph hits shown per section. */
export const MAX_PER_SECTION = 2;
export const ELLIPSIS = '…';

// ---- Index ----

export type HitType = 'page' | 'title' | 'demo' | 'content';

interface Field {
  text: string;
  folded: string;
  /** 0 for context (the page or section a hit sits in): it can satisfy a keyword but adds nothing. */
  weight: number;
}

interface Entry {
  type: HitType;
  link: string;
  page: number;
  /** Own fields first, then context; the title shown is `fields[titleField]`, the text the first matching `textFields`. */
  fields: Field[];
  titleField: number;
  textFields: number[];
}

interface IndexedPage {
  title: string;
  group: string;
  priority: number;
  /** Every field of the page's entries, folded: a page without a keyword is skipped whole. */
  haystack: string;
}

export interface SearchIndex {
  pages: IndexedPage[];
  entries: Entry[];
}

/** Lower case with the same length, so positions found in the folded text hold in the original. */
export function fold(text: string): string {
  const lower = text.toLowerCase();
  if (lower.length === text.length) return lower;
  let out = '';
  for (const char of text) {
    const low = char.toLowerCase();
    out += low.length === char.length ? low : char;
  }
  return out;
}

const field = (text: string, weight: number): Field => ({ text, folded: fold(text), weight });

function sectionLink(page: SearchDataPage, id: string, tab?: string): string {
  return `${page.url}${tab ? `?tab=${encodeURIComponent(tab)}` : ''}#${id}`;
}

export function createIndex(data: SearchData): SearchIndex {
  const pages: IndexedPage[] = [];
  const entries: Entry[] = [];
  data.pages.forEach((page, p) => {
    const start = entries.length;
    const pageTitle = field(page.title, 0);
    entries.push({
      type: 'page',
      link: page.url,
      page: p,
      fields: [field(page.title, WEIGHT.pageTitle), field(page.description ?? '', WEIGHT.content)],
      titleField: 0,
      textFields: [1],
    });
    page.sections.forEach((section, s) => {
      entries.push({
        type: 'title',
        link: sectionLink(page, section.id, section.tab),
        page: p,
        fields: [field(section.title, WEIGHT.title), pageTitle],
        titleField: 0,
        textFields: [],
      });
      for (const [at, text] of page.texts) {
        if (at !== s) continue;
        entries.push({
          type: 'content',
          link: sectionLink(page, section.id, section.tab),
          page: p,
          fields: [field(text, WEIGHT.content), field(section.title, 0), pageTitle],
          titleField: 1,
          textFields: [0],
        });
      }
    });
    for (const [at, text] of page.texts) {
      if (at >= 0 && at < page.sections.length) continue;
      entries.push({
        type: 'content',
        link: page.url,
        page: p,
        fields: [field(text, WEIGHT.content), pageTitle],
        titleField: 1,
        textFields: [0],
      });
    }
    for (const demo of page.demos) {
      entries.push({
        type: 'demo',
        link: sectionLink(page, `demo-${demo.id}`, demo.tab),
        page: p,
        fields: [
          field(demo.title, WEIGHT.title),
          field(demo.description ?? '', WEIGHT.content),
          field((demo.keywords ?? []).join(', '), WEIGHT.content),
          pageTitle,
        ],
        titleField: 0,
        textFields: [1, 2],
      });
    }
    // Stryker disable next-line MethodExpression: a larger haystack only skips fewer pages (a shortcut).
    const haystack = entries.slice(start).flatMap((entry) => entry.fields.map((f) => f.folded));
    pages.push({
      title: page.title,
      group: page.group,
      priority: page.priority,
      // Stryker disable next-line StringLiteral: joined without a separator, it only skips fewer pages (a shortcut).
      haystack: [...new Set(haystack)].join('\n'),
    });
  });
  return { pages, entries };
}

// ---- Query ----

export interface Piece {
  text: string;
  highlighted: boolean;
}

export interface SearchHit {
  type: HitType;
  link: string;
  priority: number;
  title: Piece[];
  text: Piece[];
  pageTitle: string;
}

export interface SearchGroup {
  title: string;
  priority: number;
  hints: SearchHit[];
}

/** Whitespace-separated words (any script), folded and deduplicated; blank input gives none. */
export function splitKeywords(keywords: string): string[] {
  const words = fold(keywords).split(/\s+/).filter(Boolean);
  // Longest first: the rarest words rule entries out soonest.
  return [...new Set(words)].sort((a, b) => b.length - a.length);
}

/** The pieces of `text`, with every occurrence of any word marked. Overlapping matches merge. */
export function highlight(text: string, words: string[]): Piece[] {
  const folded = fold(text);
  const ranges: [number, number][] = [];
  for (const word of words) {
    for (let at = folded.indexOf(word); at !== -1; at = folded.indexOf(word, at + word.length))
      ranges.push([at, at + word.length]);
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const pieces: Piece[] = [];
  let pos = 0;
  for (const [from, to] of ranges) {
    if (to <= pos) continue;
    const start = Math.max(from, pos);
    if (start > pos) pieces.push({ text: text.slice(pos, start), highlighted: false });
    const last = pieces[pieces.length - 1];
    if (last?.highlighted && start === pos) last.text += text.slice(start, to);
    else pieces.push({ text: text.slice(start, to), highlighted: true });
    pos = to;
  }
  if (pos < text.length) pieces.push({ text: text.slice(pos), highlighted: false });
  return pieces;
}

/** A leading unmarked piece longer than `max` characters keeps its last `max`, after an ellipsis. */
export function cutLeading(pieces: Piece[], max = LEADING_CONTEXT): Piece[] {
  const [first, ...rest] = pieces;
  if (!first || first.highlighted || !rest.length) return pieces;
  const chars = Array.from(first.text);
  if (chars.length <= max) return pieces;
  return [{ text: ELLIPSIS + chars.slice(-max).join(''), highlighted: false }, ...rest];
}

/** At most `max` characters in all, ending with an ellipsis when cut; a match that would be cut is left out. */
export function cutTrailing(pieces: Piece[], max = MAX_TEXT): Piece[] {
  const out: Piece[] = [];
  let left = max;
  for (const piece of pieces) {
    const chars = Array.from(piece.text);
    if (chars.length <= left) {
      out.push(piece);
      left -= chars.length;
      continue;
    }
    // A match is shown whole or not at all.
    if (left > 0 && !piece.highlighted) out.push({ text: chars.slice(0, left).join(''), highlighted: false });
    out.push({ text: ELLIPSIS, highlighted: false });
    break;
  }
  return out;
}

/** Sum over words of the heaviest field holding it; 0 when a word is missing or no own field matches. */
function score(entry: Entry, words: string[]): number {
  let total = 0;
  for (const word of words) {
    let best = -1;
    // Stryker disable next-line EqualityOperator: '>=' finds the same heaviest weight.
    for (const f of entry.fields) if (f.weight > best && f.folded.includes(word)) best = f.weight;
    if (best < 0) return 0;
    total += best;
  }
  // Context fields weigh 0: a hit with no word in its own fields adds up to 0.
  return total;
}

function toHit(index: SearchIndex, entry: Entry, priority: number, words: string[]): SearchHit {
  const textField =
    entry.textFields.find((i) => words.some((word) => entry.fields[i].folded.includes(word))) ?? entry.textFields[0];
  const text = textField === undefined ? '' : entry.fields[textField].text;
  return {
    type: entry.type,
    link: entry.link,
    priority,
    title: highlight(entry.fields[entry.titleField].text, words),
    text: text ? cutTrailing(cutLeading(highlight(text, words))) : [],
    pageTitle: index.pages[entry.page].title,
  };
}

/** Hits for the keywords, best first within groups, groups by priority (lower first). Blank keywords: none. */
export function search(index: SearchIndex, keywords: string, maxHits = MAX_HITS): SearchGroup[] {
  const words = splitKeywords(keywords);
  if (!words.length) return [];
  const found: { entry: Entry; priority: number; lead: boolean }[] = [];
  const pageHit = new Set<number>();
  let skip = -1;
  index.entries.forEach((entry) => {
    // Skipping a page that lacks a word is a shortcut: none of its entries would score.
    if (entry.page === skip) return;
    if (entry.type === 'page' && words.some((word) => !index.pages[entry.page].haystack.includes(word))) {
      skip = entry.page;
      return;
    }
    const priority = score(entry, words);
    if (!priority) return;
    // A demo titled like its page would repeat the page's own hit.
    if (entry.type === 'page') pageHit.add(entry.page);
    else if (entry.type === 'demo' && pageHit.has(entry.page) && entry.fields[0].text === index.pages[entry.page].title)
      return;
    // Ties go to text that starts with a keyword: in an API table row, the prop's own name.
    const lead = entry.type === 'content' && words.some((word) => entry.fields[0].folded.startsWith(word));
    found.push({ entry, priority, lead });
  });
  // Paragraphs of one section share its link: a few say enough (an API table has a row per prop).
  const perLink = new Map<string, number>();
  const best = found
    // Stable: equal hits stay in index order (page, then document order).
    .sort((a, b) => b.priority - a.priority || Number(b.lead) - Number(a.lead))
    .filter(({ entry }) => {
      if (entry.type !== 'content') return true;
      const seen = perLink.get(entry.link) ?? 0;
      perLink.set(entry.link, seen + 1);
      return seen < MAX_PER_SECTION;
    })
    .slice(0, maxHits);
  const groups = new Map<string, SearchGroup>();
  for (const { entry, priority } of best) {
    const page = index.pages[entry.page];
    const key = `${page.priority} ${page.group}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { title: page.group, priority: page.priority, hints: [] }));
    group.hints.push(toHit(index, entry, priority, words));
  }
  // Stable sort: within a group hits stay best first, then in page and document order.
  return [...groups.values()].sort((a, b) => a.priority - b.priority);
}

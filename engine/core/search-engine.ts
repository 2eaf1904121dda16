/**
 * Site search, as pure functions:
 * build-time data from page index data -> an in-memory index of words -> ranked, grouped hits with highlighted pieces.
 *
 * Matching: the query and every field go through the same tokenizer (tokenize.ts). A query word matches a word of
 * the index exactly (quality 1), as its start (0.9; 3 letters or more, 2 Chinese characters or more), inside a
 * Chinese word (0.85), or, when the index has no word it matches so, with one typo for words of 4 to 7 letters
 * and two for longer ones (optimal string alignment distance: a swap of neighbours is one typo; 0.7 and 0.5); a
 * Chinese word the index lacks matches text that holds it (0.6). A word or phrase among the site's synonyms (its search data's `synonyms`) also matches
 * the site's word for it (0.8). Stop words are ignored. The query as typed also matches text holding it (a prop
 * path, a version, markup, Chinese), unless it is one plain word.
 *
 * Ranking: a word counts the weight of the heaviest field of the entry holding it (page title 100, section or demo
 * title 10, text 1) times its match quality; a page entry's context is the page's whole content, which completes a
 * match without adding weight. A query word found on more than 80 % of pages counts for nothing beside other words
 * (it tells no page apart). Entries need at least half of the query words, and rank by how many they hold; then
 * (for a query with signs in it, such as scroll.y) text holding the query as typed; then the score: the sum over
 * words times the square of the share of words held. Ties go to text holding the query as typed, to a page, demo
 * or section title before a paragraph, to text that starts with a query word (an API row's prop name), then to the
 * nav order of the page's group and page order. Groups come in the order of their best hit.
 *
 * An answer (a generated entry about a combination, such as a compatibility verdict) weighs as text, unless the
 * query names two of its parts, each by a word (as typed or its start) that no other of its parts holds: then each
 * word found in a part weighs as a page title. Among equal hits it comes last, and a query shows at most three.
 *
 * Keywords are plain text: they are compared as words and with `indexOf`, never turned into patterns or markup.
 */
import type { SearchData, SearchDataPage } from './search-data';
import { fold, stem, STOP_WORDS, tokenize } from './tokenize';

export { fold };

/** How much a match counts, by where it is found. */
export const WEIGHT = { pageTitle: 100, title: 10, content: 1 } as const;
export const LEADING_CONTEXT = 20;
/** Text after the first match is cut here too: the panel shows two lines, and messages stay small. */
export const MAX_TEXT = 160;
/** The best hits over all groups; a common word on a long changelog would otherwise list hundreds. */
export const MAX_HITS = 50;
/** Paragraph hits shown per section. */
export const MAX_PER_SECTION = 2;
/** Answers shown per query: the best few say whether the features combine; more would bury the pages. */
export const MAX_ANSWERS = 3;
export const ELLIPSIS = '…';
/** A query word found on more pages than this share of them is common. */
export const COMMON_SHARE = 0.8;
/** Query words beyond this many are ignored. */
export const MAX_WORDS = 12;

/** Match quality by kind. */
export const QUALITY = {
  exact: 1,
  prefix: 0.9,
  inside: 0.85,
  synonym: 0.8,
  typo1: 0.7,
  text: 0.6,
  typo2: 0.5,
} as const;

// ---- Index ----

export type HitType = 'page' | 'title' | 'answer' | 'demo' | 'content';

interface FieldToken {
  id: number;
  start: number;
  end: number;
}

interface Field {
  text: string;
  folded: string;
  /** 0 for context (the page or section a hit sits in): it can satisfy a keyword but adds nothing. */
  weight: number;
  tokens: FieldToken[];
}

interface Entry {
  type: HitType;
  link: string;
  page: number;
  /** Own fields first, then context; the title shown is `fields[titleField]`, the text the first matching `textFields`. */
  fields: Field[];
  titleField: number;
  textFields: number[];
  /** An answer's part fields: `fields[parts[0]]` up to `fields[parts[1] - 1]`. */
  parts?: [number, number];
}

interface IndexedPage {
  title: string;
  group: string;
  priority: number;
  /** Its entries: `entries[first]` up to `entries[end - 1]`. */
  first: number;
  end: number;
  /** Every text of its entries, folded: a page without the query as typed is skipped whole. */
  haystack: string;
}

export interface SearchIndex {
  pages: IndexedPage[];
  entries: Entry[];
  /** Every word of the index, by id. */
  terms: string[];
  termIds: Map<string, number>;
  /** Word id -> where it occurs: entry index * 4 + field index. */
  postings: number[][];
  /** The site's synonyms, read for queries (synonymsOf). */
  synonyms: Synonyms;
}

/** Fields per entry are at most eight: a posting keeps the field in its three low bits. */
const FIELD_BITS = 3;
/** An answer's parts: at most this many (with its title, text and page title, eight fields). */
export const MAX_PARTS = 5;
/** The field of a page entry that stands for the page's whole content. */
const BODY_FIELD = 2;
/** That field: no text of its own, and no weight; its postings are every word of the page. */
const BODY: Field = { text: '', folded: '', weight: 0, tokens: [] };

function sectionLink(page: SearchDataPage, id: string, tab?: string): string {
  return `${page.url}${tab ? `?tab=${encodeURIComponent(tab)}` : ''}#${id}`;
}

export function createIndex(data: SearchData): SearchIndex {
  const pages: IndexedPage[] = [];
  // Stryker disable next-line ArrayDeclaration: equivalent through search(): an element put first holds no word, the entries just move on one
  const entries: Entry[] = [];
  const terms: string[] = [];
  const termIds = new Map<string, number>();
  const postings: number[][] = [];
  // A text is tokenized once however often it is a field (a page title is the context of all its entries).
  const tokensOf = new Map<string, FieldToken[]>();
  const idsOf = (text: string): FieldToken[] =>
    tokenize(text).map(({ term, start, end }) => {
      let id = termIds.get(term);
      if (id === undefined) {
        id = terms.push(term) - 1;
        termIds.set(term, id);
        postings.push([]);
      }
      return { id, start, end };
    });
  const field = (text: string, weight: number): Field => {
    const tokens = tokensOf.get(text) ?? idsOf(text);
    tokensOf.set(text, tokens);
    return { text, folded: fold(text), weight, tokens };
  };
  /** Each word of `fields` once, in the posting of `entry`'s field `field`. */
  const post = (entry: number, field: number, fields: Field[]) => {
    for (const id of new Set(fields.flatMap((f) => f.tokens.map((token) => token.id))))
      postings[id].push((entry << FIELD_BITS) | field);
  };
  const add = (entry: Entry) => {
    const at = entries.push(entry) - 1;
    entry.fields.forEach((f, i) => post(at, i, [f]));
  };
  data.pages.forEach((page, p) => {
    const pageTitle = field(page.title, 0);
    const pageEntry = entries.length;
    // The page hit's context is the whole page: what it holds completes a match of its title or description.
    add({
      type: 'page',
      link: page.url,
      page: p,
      fields: [field(page.title, WEIGHT.pageTitle), field(page.description ?? '', WEIGHT.content), BODY],
      titleField: 0,
      textFields: [1],
    });
    page.sections.forEach((section, s) => {
      if (section.parts) {
        // An answer: its title and text weigh as text; each part on its own weighs as a page title, counted only for
        // a query that names two parts (see `search`), so a question about one feature finds its pages first.
        const parts = section.parts.slice(0, MAX_PARTS);
        add({
          type: 'answer',
          link: sectionLink(page, section.id, section.tab),
          page: p,
          fields: [
            field(section.title, WEIGHT.content),
            field(section.text ?? '', WEIGHT.content),
            ...parts.map((part) => field(part, WEIGHT.pageTitle)),
            pageTitle,
          ],
          titleField: 0,
          textFields: [1],
          parts: [2, 2 + parts.length],
        });
        return;
      }
      add({
        type: 'title',
        link: sectionLink(page, section.id, section.tab),
        page: p,
        fields: [field(section.title, WEIGHT.title), pageTitle],
        titleField: 0,
        textFields: [],
      });
      for (const [at, text] of page.texts) {
        if (at !== s) continue;
        add({
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
      add({
        type: 'content',
        link: page.url,
        page: p,
        fields: [field(text, WEIGHT.content), pageTitle],
        titleField: 1,
        textFields: [0],
      });
    }
    for (const demo of page.demos) {
      add({
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
    // The page's body: every word of its entries. Their context adds nothing: a section's title and the page's title
    // are fields of their own entries too.
    const fields = entries.slice(pageEntry).flatMap((entry) => entry.fields);
    post(pageEntry, BODY_FIELD, fields);
    pages.push({
      title: page.title,
      group: page.group,
      priority: page.priority,
      first: pageEntry,
      end: entries.length,
      // One text per line: a text found here lies inside one field, never across two.
      haystack: [...new Set(fields.map((f) => f.folded))].join('\n'),
    });
  });
  return { pages, entries, terms, termIds, postings, synonyms: synonymsOf(data.synonyms ?? {}) };
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
  hits: SearchHit[];
}

/** One word of the query: the ways it can be written, each a list of words that must all be in one field. */
export interface QueryWord {
  /** As typed (tokenized), for tests and the benchmark. */
  word: string;
  ways: { words: string[]; quality: number }[];
}

/** Typed phrase (its words joined by a space) -> the site's words for it, and the longest phrase's length. */
export interface Synonyms {
  phrases: Map<string, string[][]>;
  longest: number;
}

/** The site's synonyms (its word -> words people type for it, any language), as the tokenizer gives them. */
export function synonymsOf(words: Readonly<Record<string, readonly string[]>>): Synonyms {
  const phrases = new Map<string, string[][]>();
  let longest = 1;
  for (const [site, typed] of Object.entries(words)) {
    const target = tokenize(site)
      .filter((t) => !t.part)
      .map((t) => t.term);
    for (const variant of typed) {
      const words = tokenize(variant)
        .filter((t) => !t.part)
        .map((t) => t.term);
      if (!words.length || words.join(' ') === target.join(' ')) continue;
      const key = words.join(' ');
      phrases.set(key, [...(phrases.get(key) ?? []), target]);
      longest = Math.max(longest, words.length);
    }
  }
  return { phrases, longest };
}

const NO_SYNONYMS = synonymsOf({});

/** The words a query is made of, in query order: synonyms found, stop words dropped, duplicates merged. */
export function parseQuery(keywords: string, synonyms: Synonyms = NO_SYNONYMS): QueryWord[] {
  const tokens = tokenize(keywords)
    .filter((token) => !token.part)
    .map((token) => token.term);
  const out: QueryWord[] = [];
  for (let i = 0; i < tokens.length;) {
    // The longest phrase from here that is a listed synonym.
    let found: { length: number; targets: string[][] } | undefined;
    for (let length = Math.min(synonyms.longest, tokens.length - i); length > 0 && !found; length--) {
      const targets = synonyms.phrases.get(tokens.slice(i, i + length).join(' '));
      if (targets) found = { length, targets };
    }
    const length = found?.length ?? 1;
    const words = tokens.slice(i, i + length);
    out.push({
      word: words.join(' '),
      ways: [
        { words, quality: QUALITY.exact },
        ...(found?.targets ?? []).map((target) => ({ words: target, quality: QUALITY.synonym })),
      ],
    });
    i += length;
  }
  const meaningful = out.filter((w) => !STOP_TERMS.has(w.word) || w.ways.length > 1);
  const seen = new Set<string>();
  return (meaningful.length ? meaningful : out)
    .filter((w) => !seen.has(w.word) && seen.add(w.word))
    .slice(0, MAX_WORDS);
}

/** The stop words as the tokenizer gives them (a query's "does" is the word "doe"). */
const STOP_TERMS = new Set([...STOP_WORDS].map(stem));

const isHan = (word: string) => /\p{Script=Han}/u.test(word);
const hasLetter = (word: string) => /\p{L}/u.test(word);

/** Edit distance with swaps of neighbours counted as one edit (optimal string alignment), or `max + 1` if over. */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  let before = row;
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    let low = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + cost);
      // A swap of neighbours (in the first row or column, a[-1] or b[-1] is undefined: no swap).
      if (a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2] + 1);
      next.push(d);
      low = Math.min(low, d);
    }
    if (low > max) return max + 1;
    before = row;
    row = next;
  }
  return Math.min(row[b.length], max + 1);
}

/** Typos allowed in a word of this many letters. */
export const typosAllowed = (length: number) => (length >= 8 ? 2 : length >= 4 ? 1 : 0);

interface Match {
  quality: number;
  /** What to mark in a matching token: null for the whole token, else this text inside it. */
  mark: string | null;
}

/**
 * The index words a typed word matches, with how well. Each is found one way: the word itself, the words it starts
 * or is inside (longer than it), or else the words one or two typos away.
 */
function expand(index: SearchIndex, word: string, typed: boolean): Map<number, Match> {
  const found = new Map<number, Match>();
  const exact = index.termIds.get(word);
  if (exact !== undefined) found.set(exact, { quality: QUALITY.exact, mark: null });
  if (!typed) return found;
  const han = isHan(word);
  const length = Array.from(word).length;
  const partial = han ? length >= 2 : length >= 3 && hasLetter(word);
  if (partial)
    index.terms.forEach((term, id) => {
      if (term.length <= word.length) return;
      if (term.startsWith(word)) found.set(id, { quality: QUALITY.prefix, mark: word });
      else if (han && term.includes(word)) found.set(id, { quality: QUALITY.inside, mark: word });
    });
  const allowed = han || /\d/.test(word) ? 0 : typosAllowed(length);
  if (found.size || !allowed) return found;
  index.terms.forEach((term, id) => {
    const distance = typoDistance(word, term, allowed);
    if (distance === 1) found.set(id, { quality: QUALITY.typo1, mark: null });
    else if (distance <= allowed) found.set(id, { quality: QUALITY.typo2, mark: null });
  });
  return found;
}

/** Fields whose text holds `text` (the page's whole content for its page entry): posting -> `quality`. */
function textFound(index: SearchIndex, text: string, quality: number): Map<number, number> {
  const here = new Map<number, number>();
  for (const page of index.pages) {
    if (!page.haystack.includes(text)) continue;
    here.set((page.first << FIELD_BITS) | BODY_FIELD, quality);
    for (let e = page.first; e < page.end; e++)
      index.entries[e].fields.forEach((f, i) => {
        if (f.folded.includes(text)) here.set((e << FIELD_BITS) | i, quality);
      });
  }
  return here;
}

/**
 * Where a way of writing a query word is found: `found(posting, quality)` once for each field holding every one of
 * its words, with the quality of its worst match there.
 */
function waysFound(
  index: SearchIndex,
  way: QueryWord['ways'][number],
  typed: boolean,
  marks: Map<number, Match>,
  texts: Set<string>,
  found: (posting: number, quality: number) => void,
) {
  // The fields holding every word so far (posting -> the quality of the worst).
  let hits: Map<number, number> | undefined;
  for (const word of way.words) {
    let here = new Map<number, number>();
    const matches = expand(index, word, typed);
    if (!matches.size && typed && isHan(word) && Array.from(word).length > 1) {
      // A Chinese word the index lacks (the segmenter may cut a text otherwise than the query): the fields whose
      // text holds it.
      here = textFound(index, word, way.quality * QUALITY.text);
      // Marked wherever a text holds it (nowhere, when no field does).
      texts.add(word);
    }
    for (const [id, match] of matches) {
      const quality = match.quality * way.quality;
      if ((marks.get(id)?.quality ?? 0) < quality) marks.set(id, { quality, mark: match.mark });
      for (const posting of index.postings[id]) here.set(posting, Math.max(here.get(posting) ?? 0, quality));
    }
    if (hits) {
      const both = new Map<number, number>();
      for (const [posting, quality] of here) {
        const before = hits.get(posting);
        if (before !== undefined) both.set(posting, Math.min(quality, before));
      }
      here = both;
    }
    hits = here;
  }
  hits?.forEach((quality, posting) => found(posting, quality));
}

/** The pieces of `text`, with every occurrence of any word marked. Overlapping matches merge. */
export function highlight(text: string, words: string[]): Piece[] {
  const folded = fold(text);
  const ranges: [number, number][] = [];
  for (const word of words) {
    for (let at = folded.indexOf(word); at !== -1; at = folded.indexOf(word, at + word.length))
      ranges.push([at, at + word.length]);
  }
  return piecesOf(text, ranges);
}

/** The pieces of `text` with the ranges [from, to) marked; overlapping and touching ranges merge. */
function piecesOf(text: string, ranges: [number, number][]): Piece[] {
  ranges.sort((a, b) => a[0] - b[0]);
  const pieces: Piece[] = [];
  let pos = 0;
  for (const [from, to] of ranges) {
    if (to <= pos) continue;
    const start = Math.max(from, pos);
    if (start > pos) pieces.push({ text: text.slice(pos, start), highlighted: false });
    const last = pieces[pieces.length - 1];
    // The last piece is a match only when this one starts right where it ends: they join.
    if (last?.highlighted) last.text += text.slice(start, to);
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

/** Among equals, a page, then a demo, then a section title, then a paragraph: what an entry is about comes first. */
const KIND_ORDER: Record<HitType, number> = { page: 0, demo: 1, title: 2, content: 3, answer: 4 };

interface Scored {
  entry: number;
  matched: number;
  score: number;
  verbatim: boolean;
  kind: number;
  lead: boolean;
  priority: number;
}

const phraseOf = (keywords: string) => fold(keywords).trim().replace(/\s+/g, ' ');

function toHit(
  index: SearchIndex,
  entry: Entry,
  priority: number,
  marks: Map<number, Match>,
  texts: string[],
): SearchHit {
  const ranges = (f: Field): [number, number][] => {
    const out: [number, number][] = [];
    for (const token of f.tokens) {
      const match = marks.get(token.id);
      if (!match) continue;
      if (match.mark === null) out.push([token.start, token.end]);
      else {
        // The query word the token's term starts with (or, in Chinese, holds). A term differs from its token's text
        // only in its ending (a plural dropped), which a shorter word does not reach: the text holds the word too.
        const at = f.folded.indexOf(match.mark, token.start);
        out.push([at, at + match.mark.length]);
      }
    }
    for (const piece of texts)
      for (let at = f.folded.indexOf(piece); at !== -1; at = f.folded.indexOf(piece, at + piece.length))
        out.push([at, at + piece.length]);
    return out;
  };
  const own = entry.textFields.map((i) => entry.fields[i]);
  const text: Field | undefined = own.find((f) => ranges(f).length > 0) ?? own[0];
  const title = entry.fields[entry.titleField];
  return {
    type: entry.type,
    link: entry.link,
    priority,
    title: piecesOf(title.text, ranges(title)),
    text: text?.text ? cutTrailing(cutLeading(piecesOf(text.text, ranges(text)))) : [],
    pageTitle: index.pages[entry.page].title,
  };
}

/** Hits for the keywords, best first, grouped by page group; groups in the order of their best hit. */
export function search(index: SearchIndex, keywords: string, maxHits = MAX_HITS): SearchGroup[] {
  const phraseAll = phraseOf(keywords);
  const words = parseQuery(keywords, index.synonyms);
  // The query as typed also matches as a piece of text (a prop path such as scroll.x, a version, markup, Chinese
  // text, a single Chinese character), unless it is one plain word (matched as a word already). Blank, it matches
  // nothing.
  const plainWord = /^[\p{L}\p{N}]+$/u.test(phraseAll) && !isHan(phraseAll);
  const phrase = !words.length || !plainWord ? phraseAll : '';
  const count = Math.max(words.length, 1);
  const marks = new Map<number, Match>();
  // Text marked as it is: the query as typed, Chinese words found inside the text.
  const texts = new Set<string>();
  // Per entry and query word: the best weight times quality, and whether any field (context too) holds the word.
  const best = new Float64Array(index.entries.length * count);
  // An answer's words found in its parts: the best weight there, and which parts hold the word as typed or as its
  // start (a bit per part; synonyms and typos name no part).
  const bestPart = new Float64Array(index.entries.length * count);
  const partsHolding = new Uint8Array(index.entries.length * count);
  const held = new Uint8Array(index.entries.length * count);
  const touched: number[] = [];
  const seen = new Uint8Array(index.entries.length);
  const record = (entry: number, word: number, field: number, quality: number) => {
    const at = entry * count;
    if (!seen[entry]) {
      seen[entry] = 1;
      touched.push(entry);
    }
    held[at + word] = 1;
    const { fields, parts } = index.entries[entry];
    const score = fields[field].weight * quality;
    if (parts && field >= parts[0] && field < parts[1]) {
      if (score > bestPart[at + word]) bestPart[at + word] = score;
      if (quality >= QUALITY.prefix) partsHolding[at + word] |= 1 << (field - parts[0]);
    } else if (score > best[at + word]) best[at + word] = score;
  };
  words.forEach((word, w) => {
    for (const way of word.ways)
      waysFound(index, way, way.quality === QUALITY.exact, marks, texts, (posting, quality) =>
        record(posting >> FIELD_BITS, w, posting & ((1 << FIELD_BITS) - 1), quality),
      );
  });
  const verbatim = new Set<number>();
  if (phrase)
    for (const page of index.pages) {
      if (!page.haystack.includes(phrase)) continue;
      for (let e = page.first; e < page.end; e++)
        index.entries[e].fields.forEach((f, i) => {
          if (!f.weight || !f.folded.includes(phrase)) return;
          verbatim.add(e);
          for (let w = 0; w < count; w++) record(e, w, i, QUALITY.exact);
        });
    }
  // A word on nearly every page (on this site "table", "表格") tells pages apart by nothing: beside other words it
  // counts neither toward the words held nor the weight.
  const pagesWith = Array.from({ length: count }, () => new Set<number>());
  for (const e of touched)
    for (let w = 0; w < count; w++) if (held[e * count + w]) pagesWith[w].add(index.entries[e].page);
  const common = pagesWith.map((pages) => pages.size > index.pages.length * COMMON_SHARE);
  const counted = common.every(Boolean) ? common.map(() => true) : common.map((c) => !c);
  const countedWords = counted.filter(Boolean).length;
  const needed = Math.ceil(countedWords / 2);
  const found: Scored[] = [];
  const pageHit = new Set<number>();
  for (const e of touched.sort((a, b) => a - b)) {
    let matched = 0;
    let raw = 0;
    // An answer weighs as a page title when the query names two of its parts (a combination), each by a word that
    // no other of its parts holds ("fixed header" names one feature of "Fixed columns + Fixed header"); else as text.
    const named = new Set<number>();
    counted.forEach((on, w) => {
      const mask = partsHolding[e * count + w];
      if (on && mask && (mask & (mask - 1)) === 0) named.add(mask);
    });
    const asAnswer = named.size >= 2;
    counted.forEach((on, w) => {
      if (!on) return;
      const at = e * count + w;
      matched += held[at];
      raw += asAnswer ? Math.max(best[at], bestPart[at]) : best[at];
    });
    // Context fields weigh 0: a hit with no word in its own fields adds up to 0.
    if (!raw || matched < needed) continue;
    const entry = index.entries[e];
    // A demo titled like its page would repeat the page's own hit.
    if (entry.type === 'page') pageHit.add(entry.page);
    else if (entry.type === 'demo' && pageHit.has(entry.page) && entry.fields[0].text === index.pages[entry.page].title)
      continue;
    const own = entry.fields[0];
    const lead =
      entry.type === 'content' &&
      ((own.tokens.length > 0 && own.tokens[0].start === 0 && marks.has(own.tokens[0].id)) ||
        (phrase !== '' && own.folded.startsWith(phrase)));
    const score = Math.round(raw * (matched / countedWords) ** 2 * 100) / 100;
    found.push({
      entry: e,
      matched,
      score,
      verbatim: verbatim.has(e),
      kind: KIND_ORDER[entry.type],
      lead,
      priority: index.pages[entry.page].priority,
    });
  }
  if (phrase) texts.add(phrase);
  // A query with signs in it (scroll.y, Table.Summary, 1.12.0, aria-label) names something: text holding it as typed
  // comes before text holding its words apart, whatever their weight.
  const exact = /[^\p{L}\p{N}\s]/u.test(phrase);
  const shown = [...texts];
  // Paragraphs of one section share its link: a few say enough (an API table has a row per prop).
  const perLink = new Map<string, number>();
  let answers = 0;
  const ranked = found
    // Then the group's nav order; stable, so equal hits stay in page and document order.
    .sort(
      (a, b) =>
        b.matched - a.matched ||
        (exact ? Number(b.verbatim) - Number(a.verbatim) : 0) ||
        b.score - a.score ||
        Number(b.verbatim) - Number(a.verbatim) ||
        a.kind - b.kind ||
        Number(b.lead) - Number(a.lead) ||
        a.priority - b.priority,
    )
    .filter(({ entry }) => {
      const { type, link } = index.entries[entry];
      if (type === 'answer') return ++answers <= MAX_ANSWERS;
      if (type !== 'content') return true;
      const seen = perLink.get(link) ?? 0;
      perLink.set(link, seen + 1);
      return seen < MAX_PER_SECTION;
    })
    .slice(0, maxHits);
  const groups = new Map<string, SearchGroup>();
  for (const { entry: e, score } of ranked) {
    const entry = index.entries[e];
    const page = index.pages[entry.page];
    const key = `${page.priority} ${page.group}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { title: page.group, priority: page.priority, hits: [] }));
    group.hits.push(toHit(index, entry, score, marks, shown));
  }
  // Map order: groups in the order of their best hit; within a group, hits best first.
  return [...groups.values()];
}

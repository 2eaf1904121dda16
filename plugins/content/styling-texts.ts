/**
 * The styling page's parts (`<Styling>`, core/styling-parts.ts) as text, for its search data and its Markdown copy:
 * the committed facts of the installed library's version, one line per part in the page's language, each searchable
 * as an answer of its own that opens the part's entry of the list (`part-<id>`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { partLine, readStylingFacts, type StateId, type StylingFacts } from '../../core/styling-parts.ts';
import texts from '../../core/styling-texts.json';
import type { SearchEntry } from '../../core/search-data.ts';
import type { LocaleId } from '../../core/types.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
let facts: StylingFacts | undefined;

/** The installed library's parts (facts/styling-parts/<version>.json). */
export function installedStylingFacts(): StylingFacts {
  const { version } = JSON.parse(
    fs.readFileSync(path.join(ROOT, 'node_modules/@rc-component/table/package.json'), 'utf8'),
  ) as { version: string };
  const file = path.join(ROOT, 'facts/styling-parts', `${version}.json`);
  return (facts ??= readStylingFacts(fs.readFileSync(file, 'utf8'), path.relative(ROOT, file)));
}

const named = (table: Record<string, Record<string, string>>, id: string, locale: LocaleId) =>
  table[id]?.[locale] ?? id;

/** Each part's line in a language, with the tag's words. */
export function stylingLines(
  locale: LocaleId,
  words: Record<string, string>,
): { id: string; name: string; text: string }[] {
  return installedStylingFacts().parts.map((part) => ({
    id: part.id,
    name: named(texts.parts, part.id, locale),
    text: partLine(part, named(texts.parts, part.id, locale), words, (state: StateId) =>
      named(texts.states, state, locale),
    ),
  }));
}

/**
 * The search entries of a page's `<Styling>` tags (their props are the tag's words): each part an answer that opens
 * its entry of the list (`part-<id>`), its parts the part's name and the words for styling, so "header cell class"
 * or "表头单元格样式" finds the part itself.
 */
export function stylingSearchEntries(tags: Record<string, string>[], locale: LocaleId): SearchEntry[] {
  return tags
    .flatMap((words) => stylingLines(locale, words))
    .map(({ id, name, text }) => ({ id: `part-${id}`, title: name, parts: [name, texts.searchWords[locale]], text }));
}

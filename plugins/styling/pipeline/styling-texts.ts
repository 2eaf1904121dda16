/**
 * The styling page's parts (`<Styling>`, plugins/styling/core/styling-parts.ts) as text, for its search data and its Markdown copy:
 * the committed facts of the installed library's version, one line per part in the page's language, each searchable
 * as an answer of its own that opens the part's entry of the list (`part-<id>`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { partLine, readStylingFacts, type StylingFacts } from '../core/styling-parts.ts';
import { conditionWords, partName, stylingWord } from '../core/styling-words.ts';
import texts from '../core/styling-texts.json' with { type: 'json' };
import type { SearchEntry } from '../../../engine/core/search-data.ts';
import type { LocaleId } from '../../../engine/core/types.ts';
import { FACTS_DIR, ROOT } from '../../../engine/pipeline/paths.ts';

let facts: StylingFacts | undefined;

/** The installed library's parts (facts/styling-parts/<version>.json). */
export function installedStylingFacts(): StylingFacts {
  const { version } = JSON.parse(
    fs.readFileSync(path.join(ROOT, 'node_modules/@rc-component/table/package.json'), 'utf8'),
  ) as { version: string };
  const file = path.join(FACTS_DIR, 'styling-parts', `${version}.json`);
  return (facts ??= readStylingFacts(fs.readFileSync(file, 'utf8'), path.relative(ROOT, file)));
}

/** Each part's line in a language, in the list's words. */
export function stylingLines(locale: LocaleId): { id: string; name: string; text: string }[] {
  const conditions = conditionWords(locale);
  const words = {
    element: stylingWord('element', locale),
    found: stylingWord('found', locale),
    classes: stylingWord('classes', locale),
    keys: stylingWord('keys', locale),
  };
  return installedStylingFacts().parts.map((part) => {
    const name = partName(part.id, locale);
    const text = partLine(part, name, words, conditions);
    return { id: part.id, name, text };
  });
}

/**
 * The search entries of a page's `<Styling>` tag: each part an answer that opens
 * its entry of the list (`part-<id>`), its parts the part's name and the words for styling, so "header cell class"
 * or "表头单元格样式" finds the part itself.
 */
export function stylingSearchEntries(locale: LocaleId): SearchEntry[] {
  return stylingLines(locale).map(({ id, name, text }) => ({
    id: `part-${id}`,
    title: name,
    parts: [name, texts.searchWords[locale]],
    text,
  }));
}

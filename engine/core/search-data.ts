/**
 * The search data: what the build writes per language (search/<locale>.json) and the browser's search index is
 * made from. Pure: page index data in, the data out, pages in result order.
 */
import { compareReading } from './reading-order.ts';
import type { DemoInfo, LocaleId, PageIndexData } from './types.ts';
import { rowAnchor } from './heading-ids.ts';

/** Where a language's search data is, in the built site: 'search/zh-CN.json'. */
export const searchFileName = (locale: string) => `search/${locale}.json`;

/** The language whose search data an address asks for ('/search/zh-CN.json' -> 'zh-CN'), or null. */
export function searchLocaleOf<Id extends string>(pathname: string, locales: readonly Id[]): Id | null {
  return locales.find((locale) => pathname === `/${searchFileName(locale)}`) ?? null;
}

/** A page's group priority: nav order times this, plus its sidebar group's order. */
export const NAV_ORDER_STEP = 1000;

export interface SearchDataSection {
  id: string;
  title: string;
  tab?: string;
  /**
   * An answer (a generated entry about a combination, such as a compatibility verdict): the names it combines, each
   * found on its own, and its text. It ranks with a page's title only for a query that names two of its parts.
   */
  parts?: string[];
  text?: string;
}

export interface SearchDataDemo {
  id: string;
  title: string;
  description?: string;
  keywords?: string[];
  tab?: string;
}

export interface SearchDataPage {
  url: string;
  title: string;
  description?: string;
  /** The page's group in the results: nav section, and sidebar group when it has one. */
  group: string;
  /** Lower first: nav order x 1000, plus the sidebar group's order. */
  priority: number;
  sections: SearchDataSection[];
  /** [section index (-1 = before the first heading), paragraph text]. */
  texts: [number, string][];
  demos: SearchDataDemo[];
}

export interface SearchData {
  locale: LocaleId;
  pages: SearchDataPage[];
  /** The site's word -> words people type for it (any language): a query's word also searches as the site's. */
  synonyms?: Record<string, string[]>;
}

/** A part of a page that its Markdown does not hold (a generated list's item): an answer of its own with one text. */
export interface SearchEntry {
  /** The id of its element on the page. */
  id: string;
  title: string;
  /** The names it combines (its title's parts). */
  parts: string[];
  text: string;
}

export interface SearchSourcePage {
  page: PageIndexData;
  /** Demo id -> the tab it is shown on, for pages with tabs. */
  demoTabs?: Record<string, string>;
  /** Generated parts of the page, each found as a section of its own (after the page's headings and rows). */
  entries?: SearchEntry[];
}

export function groupPriority(page: Pick<PageIndexData, 'nav' | 'group'>): number {
  return page.nav.order * NAV_ORDER_STEP + (page.group ? page.group.order + 1 : 0);
}

/**
 * A page's sections and texts. A props table's row is a section of its own, after the headings: titled with the
 * prop's name and linked to the row's anchor, it holds the row's text, so a hit on a prop opens its row.
 */
function sectionsAndTexts(page: PageIndexData): Pick<SearchDataPage, 'sections' | 'texts'> {
  const sections: SearchDataSection[] = page.toc.map(({ id, title, tab }) => ({ id, title, ...(tab ? { tab } : {}) }));
  const texts = page.texts.map((text): [number, string] => {
    // Table rows come as 'a | b | c'; a row whose last cells are empty would end in bars.
    const value = text.value.replace(/(?:\s*\|)+\s*$/, '');
    if (!text.row) return [text.tocIndex, value];
    const tab = page.toc[text.tocIndex]?.tab;
    sections.push({
      id: rowAnchor(text.row.section, text.row.name, text.row.repeat),
      title: text.title ?? text.row.name,
      ...(tab ? { tab } : {}),
    });
    return [sections.length - 1, value];
  });
  return { sections, texts };
}

/** A page's sections and texts with its generated entries after them, each entry an answer holding its text. */
function withEntries(
  { sections, texts }: Pick<SearchDataPage, 'sections' | 'texts'>,
  entries: SearchEntry[],
): Pick<SearchDataPage, 'sections' | 'texts'> {
  return {
    sections: [...sections, ...entries.map(({ id, title, parts, text }) => ({ id, title, parts, text }))],
    texts,
  };
}

/** Page index data of one language -> the data the browser downloads; pages in result order. */
export function buildSearchData(
  locale: LocaleId,
  sources: SearchSourcePage[],
  demos: Record<string, DemoInfo>,
): SearchData {
  // Pages in the site's reading order (engine/core/reading-order.ts), which ranking uses to break ties.
  const pages = sources
    .filter(({ page }) => page.locale === locale)
    .sort((a, b) => compareReading(a.page, b.page))
    .map(({ page, demoTabs = {}, entries = [] }): SearchDataPage => ({
      url: page.url,
      title: page.title,
      ...(page.description ? { description: page.description } : {}),
      group: page.group ? `${page.nav.title} › ${page.group.title}` : page.nav.title,
      priority: groupPriority(page),
      ...withEntries(sectionsAndTexts(page), entries),
      demos: page.demos
        .map((id) => demos[id])
        .filter((demo): demo is DemoInfo => demo !== undefined)
        .map(({ id, asset }) => ({
          id,
          title: asset.title,
          ...(asset.description ? { description: asset.description } : {}),
          ...(asset.keywords?.length ? { keywords: asset.keywords } : {}),
          ...(demoTabs[id] ? { tab: demoTabs[id] } : {}),
        })),
    }));
  return { locale, pages };
}

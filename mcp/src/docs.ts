/**
 * What the MCP server answers, as pure functions over the data the site's build writes (plugins/assistants/core/mcp-data.ts): search
 * with the site's own engine and index (engine/core/search-engine.ts, bundled in), pages, props and demos. A question the
 * data has no answer for throws a `DocsError` whose message names what there is.
 */
import type {
  McpData,
  McpDemo,
  McpDemoCode,
  McpLocale,
  McpPage,
  McpProp,
} from '../../plugins/assistants/core/mcp-data.ts';
import { createIndex, search, type Piece, type SearchIndex } from '../../engine/core/search-engine.ts';

/** A question the data cannot answer: the message says why and what there is instead. */
export class DocsError extends Error {}

export interface Hit {
  /** What was found: a page, a section or props row ('title'), a compatibility verdict ('answer'), a demo, or a
   * paragraph ('content'). */
  type: string;
  title: string;
  /** The page it is on, and that page's group in the site's navigation. */
  page: string;
  group: string;
  /** The text around the match, the matched words in **bold**. */
  text: string;
  /** The site path of the page, for get_page; the path of the place itself, and its absolute address. */
  pagePath: string;
  path: string;
  url: string;
}

export interface Docs {
  data: McpData;
  locales: string[];
  search(query: string, locale?: string): Hit[];
  /** A language's id as the data writes it: the default for none, a tool error for one the docs are not in. */
  locale(id?: string): string;
  /** Builds a language's search index now rather than on its first search. */
  prepare(locale?: string): void;
  page(path: string): McpPage;
  props(name: string, component?: string, locale?: string): McpProp[];
  demos(locale?: string): Pick<McpDemo, 'id' | 'title' | 'description' | 'keywords'>[];
  demo(id: string, locale?: string): McpDemo & McpDemoCode;
}

const plain = (pieces: Piece[]) => pieces.map((piece) => piece.text).join('');
const marked = (pieces: Piece[]) =>
  pieces.map((piece) => (piece.highlighted && piece.text.trim() ? `**${piece.text}**` : piece.text)).join('');

/**
 * Up to `count` of `names` closest to `wanted`: those holding it or held by it (three letters or more) first, then
 * those sharing most of its letters.
 */
export function nearest(wanted: string, names: string[], count = 5): string[] {
  const w = wanted.toLowerCase();
  const score = (name: string) => {
    const n = name.toLowerCase();
    if (n === w) return 0;
    if (n.includes(w) || (n.length > 2 && w.includes(n))) return 1;
    const shared = [...new Set(w)].filter((letter) => n.includes(letter)).length;
    return 2 + (1 - shared / Math.max(new Set(w).size, 1));
  };
  return names
    .map((name) => ({ name, score: score(name) }))
    .filter((entry) => entry.score < 2.5)
    .sort((a, b) => a.score - b.score)
    .slice(0, count)
    .map((entry) => entry.name);
}

export function createDocs(data: McpData): Docs {
  const locales = data.locales.map((locale) => locale.id);
  const indexes = new Map<string, SearchIndex>();
  const localeOf = (id: string | undefined): McpLocale => {
    if (id === undefined || id === '') return data.locales[0];
    const found = data.locales.find((locale) => locale.id.toLowerCase() === id.toLowerCase());
    if (!found) throw new DocsError(`Unknown locale "${id}". The docs are in: ${locales.join(', ')}.`);
    return found;
  };
  const absolute = (sitePath: string) => data.site.url + sitePath.replace(/^\//, '');
  const allPages = data.locales.flatMap((locale) => locale.pages);

  const indexOf = (docs: McpLocale) => {
    let index = indexes.get(docs.id);
    if (!index) indexes.set(docs.id, (index = createIndex(docs.search)));
    return index;
  };

  return {
    data,
    locales,
    locale: (id) => localeOf(id).id,
    prepare(locale) {
      indexOf(localeOf(locale));
    },
    search(query, locale) {
      const docs = localeOf(locale);
      if (!query.trim())
        throw new DocsError('The query is empty: give the words to look for, such as "sticky header" or "scroll.y".');
      const index = indexOf(docs);
      // The search box lists the groups in this order, each group's hits in theirs (app/theme/SearchBar.tsx).
      return search(index, query).flatMap((group) =>
        group.hits.map((hit) => ({
          type: hit.type,
          title: plain(hit.title),
          page: hit.pageTitle,
          group: group.title,
          text: marked(hit.text),
          pagePath: hit.link.replace(/[?#].*$/, ''),
          path: hit.link,
          url: absolute(hit.link),
        })),
      );
    },
    page(wanted) {
      // An absolute address, a '.md' copy's address or a trailing slash name the same page.
      let path = wanted.trim();
      if (path.startsWith(data.site.url)) path = `/${path.slice(data.site.url.length)}`;
      path = path.replace(/[?#].*$/, '').replace(/\.md$/, '');
      if (path === '/index') path = '/';
      if (!path.startsWith('/')) path = `/${path}`;
      if (path.length > 1) path = path.replace(/\/+$/, '');
      const found = allPages.find((page) => page.path === path);
      if (found) return found;
      const paths = allPages.map((page) => page.path);
      const near = nearest(path, paths);
      throw new DocsError(
        `No page at "${wanted}".${near.length ? ` Did you mean: ${near.join(', ')}?` : ''} The pages are: ${paths.join(', ')}.`,
      );
    },
    props(wanted, component, locale) {
      const docs = localeOf(locale);
      const components = [...new Set(docs.props.map((prop) => prop.component))];
      let name = wanted.trim();
      let only = component?.trim() || undefined;
      if (only && !components.includes(only))
        throw new DocsError(`Unknown component "${only}". The props tables cover: ${components.join(', ')}.`);
      // 'VirtualTable.scroll.y' names the component too.
      const prefix = components.find((id) => name.startsWith(`${id}.`) && !only);
      if (prefix && !docs.props.some((prop) => prop.name === name)) {
        only = prefix;
        name = name.slice(prefix.length + 1);
      }
      if (!name) throw new DocsError('The prop name is empty: give one such as "scroll.y" or "rowKey".');
      const among = docs.props.filter((prop) => !only || prop.component === only);
      const exact = among.filter((prop) => prop.name === name);
      const found = exact.length ? exact : among.filter((prop) => prop.name.toLowerCase() === name.toLowerCase());
      if (found.length) return found;
      const names = [...new Set(among.map((prop) => prop.name))];
      const near = nearest(name, names);
      throw new DocsError(
        `No prop "${wanted}"${only ? ` in ${only}` : ''}.${near.length ? ` Did you mean: ${near.join(', ')}?` : ''} ` +
          components
            .filter((id) => !only || id === only)
            .map(
              (id) =>
                `${id}: ${docs.props
                  .filter((prop) => prop.component === id)
                  .map((prop) => prop.name)
                  .join(', ')}`,
            )
            .join('. ') +
          '.',
      );
    },
    demos(locale) {
      return localeOf(locale).demos.map(({ id, title, description, keywords }) => ({
        id,
        title,
        ...(description ? { description } : {}),
        ...(keywords ? { keywords } : {}),
      }));
    },
    demo(id, locale) {
      const docs = localeOf(locale);
      const found = docs.demos.find((demo) => demo.id === id.trim());
      const code = found && data.demoCode[found.id];
      if (found && code) return { ...found, ...code };
      const ids = docs.demos.map((demo) => demo.id);
      const near = nearest(id.trim(), ids);
      throw new DocsError(
        `No demo "${id}".${near.length ? ` Did you mean: ${near.join(', ')}?` : ''} The demos are: ${ids.join(', ')}.`,
      );
    },
  };
}

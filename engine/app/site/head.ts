/**
 * A page's `<title>` and head tags: the route that renders it, innermost first, names them with its module's `meta`
 * export; the site's title alone when none does. The prerender writes them into the page's HTML (`headHtml`); on a client
 * navigation they replace the previous page's (`applyHead`), and `<html lang>` follows the page's language.
 */
import { escapeMarkup } from '../../core/escape-markup';
/** A `<title>`, a `<meta name|property>` or a `<link>` (canonical, alternates, the Markdown copy). */
export type HeadTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: 'link'; rel: string; href: string; hrefLang?: string; type?: string };

/** What a route's `meta` is given: the address, and the ids of the routes that render it, outermost first. */
export interface HeadArgs {
  location: { pathname: string };
  matches: { id: string }[];
}

export type HeadFunction = (args: HeadArgs) => HeadTag[];

/** The head tags of a page: the innermost route's `meta` that exists, given each route's `meta` by id. */
export function headOf(args: HeadArgs, metaOf: (id: string) => HeadFunction | undefined, siteTitle: string): HeadTag[] {
  for (const { id } of [...args.matches].reverse()) {
    const meta = metaOf(id);
    if (meta) return meta(args);
  }
  return [{ title: siteTitle }];
}

/** The tag's element as attributes (name -> value), or its title. */
function attributesOf(tag: HeadTag): { element: 'meta' | 'link'; attributes: [string, string][] } | { title: string } {
  if ('title' in tag) return { title: tag.title };
  if ('tagName' in tag) {
    const { rel, hrefLang, type, href } = tag;
    const attributes: [string, string | undefined][] = [
      ['rel', rel],
      ['hreflang', hrefLang],
      ['type', type],
      ['href', href],
    ];
    return { element: 'link', attributes: attributes.filter((entry): entry is [string, string] => !!entry[1]) };
  }
  return { element: 'meta', attributes: Object.entries(tag) as [string, string][] };
}

/** The tags as HTML, for the prerendered head. */
export function headHtml(tags: readonly HeadTag[]): string {
  return tags
    .map((tag) => {
      const parts = attributesOf(tag);
      if ('title' in parts) return `<title>${escapeMarkup(parts.title)}</title>`;
      return `<${parts.element}${parts.attributes.map(([name, value]) => ` ${name}="${escapeMarkup(value)}"`).join('')}>`;
    })
    .join('');
}

/**
 * The head elements a page's tags stand for (every tag `headHtml` writes but the title): what a navigation replaces.
 * The document's own (charset, viewport, colour scheme, icon, policy, stylesheets) are not among them.
 */
const PAGE_HEAD =
  'meta[name]:not([name="viewport"],[name="color-scheme"]),meta[property],link[rel="canonical"],link[rel="alternate"]';

/** Puts a page's tags into the document in place of the previous page's, and its language on `<html>`. */
export function applyHead(tags: readonly HeadTag[], lang: string) {
  document.documentElement.lang = lang;
  for (const element of document.head.querySelectorAll(PAGE_HEAD)) element.remove();
  for (const tag of tags) {
    const parts = attributesOf(tag);
    if ('title' in parts) {
      document.title = parts.title;
      continue;
    }
    const element = document.createElement(parts.element);
    for (const [name, value] of parts.attributes) element.setAttribute(name, value);
    document.head.append(element);
  }
}

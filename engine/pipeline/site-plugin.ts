/**
 * What a plugin gives the engine. A plugin is one piece of what a site knows about its library (the API tables,
 * the prop history, the compatibility matrix, ...): a folder of `plugins/`, listed by name in `plugins/index.ts`
 * and switched on by name in the site's configuration (`plugins` in site.config.ts), in the order its hooks run.
 *
 * The engine reaches a plugin only through these hooks and never names one: its browser code gets the plugin's
 * components through the `virtual:site-plugins` module (engine/pipeline/content/plugins-module.ts), its build code
 * through `sitePlugins()`.
 */
import type { RootContent } from 'mdast';
import type { Plugin } from 'vite';
import type { LocaleId, PageMeta } from '../core/types.ts';
import type { SearchEntry } from '../core/search-data.ts';
import type { MarkdownOutline } from './content/segments.ts';
import type { LoadedSite } from './content/loaded-site.ts';

/** A browser module's export: an absolute path and the export's name ('default' when left out). */
export interface ModuleExport {
  module: string;
  export?: string;
}

/** What a page's Markdown copy needs to print a tag: the site, the page, and how to make an address absolute. */
export interface TagMarkdownContext {
  site: LoadedSite;
  meta: PageMeta;
  url: (sitePath: string) => string;
}

/** A component a page places with a tag of its own on a line, `<Name prop="value"></Name>`. */
export interface TagDefinition {
  /**
   * What draws it in the browser, given the tag's attributes as props. Loaded with the pages that place it, behind
   * a boundary that keeps the prerendered tag while its code arrives; `eager` loads it with every page instead.
   * Without one the tag draws nothing in the app (its HTML is made at build time, by an `outline` hook).
   */
  component?: ModuleExport & { eager?: boolean };
  /** The tag in the page's Markdown copy; nothing when left out. */
  markdown?: (props: Record<string, string>, context: TagMarkdownContext) => RootContent[];
  /** Answers the tag adds to the search data of its page's language (a verdict, a part). */
  search?: (props: Record<string, string>, locale: LocaleId) => SearchEntry[];
}

export interface SitePlugin {
  name: string;
  /** The tags it adds, by name. */
  tags?: Record<string, TagDefinition>;
  /** Stylesheets that load with the site's styles, so that what its tags prerender does not move when they hydrate. */
  styles?: string[];
  /** Rewrites a page's parsed Markdown before it becomes HTML (rows added to a table, links to a check). */
  outline?: (outline: MarkdownOutline, locale: LocaleId) => MarkdownOutline;
  /**
   * Code that takes over an element of a page's prerendered HTML once the page runs: `attach(element, page)` is
   * called for each element matching `selector` and returns its clean-up.
   */
  enhancers?: (ModuleExport & { selector: string })[];
  /**
   * The prerender's collector of the styles a page's components make while it renders (a CSS-in-JS library's):
   * `collect()` returns `{ wrap(page), styles(), done() }`; `styles()` goes into the page's head.
   */
  prerenderStyles?: ModuleExport;
  /** A demo's inspector: a component shown under the demo while its toolbar's inspect switch is on. */
  inspector?: ModuleExport;
  /** Vite plugins of its own: the virtual modules its components read, the files it adds to the build. */
  vite?: () => Plugin[];
}

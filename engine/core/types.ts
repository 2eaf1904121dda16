/** Data shapes shared by the build-time content pipeline and the browser runtime. */
import type { ComponentType } from 'react';
import type { locales } from '../../site.config.ts';
import type { ComponentName } from './content-tags.ts';

import type { EditLinkConfig, ThemeConfig } from './config-types.ts';

export type * from './config-types.ts';

/** A configured language's id ('en-US', 'zh-CN'): the ids listed in site.config.ts. */
export type LocaleId = (typeof locales)[number]['id'];

export interface TocEntry {
  id: string;
  depth: number;
  title: string;
  /** The tab the heading is on, for pages with tabs. */
  tab?: string;
}

/** A searchable paragraph: its text and the toc entry (section) it sits under; -1 = before any heading. */
export interface PageText {
  paragraphId: number;
  tocIndex: number;
  value: string;
  /** A props table's row: the section it is in and the prop's name, which make the row's anchor (`rowAnchor`). */
  row?: ApiRowRef;
  /** The title of the row's search section, when it is not the name (a styling part's name in the page's language). */
  title?: string;
}

export interface ApiRowRef {
  section: string;
  name: string;
  /** 2 for the second row of the same name in the section, and so on. */
  repeat?: number;
}

export interface PageTab {
  key: string;
  title: string;
}

export interface PageMeta {
  /** Route path without locale prefix and without trailing slash, '' for home. */
  path: string;
  locale: LocaleId;
  /** Full URL path: locale prefix + path ('/' for the English home). */
  url: string;
  title: string;
  description?: string;
  filename: string;
  lastUpdated?: number;
  toc: TocEntry[];
  /** The page's top-nav section; `hidden` (front matter `nav.hidden`) leaves it out of the top nav. */
  nav: { title: string; path: string; order: number; hidden?: boolean };
  group?: { key: string; title: string; order: number };
  order: number;
  hero?: { title: string; description: string; actions?: { text: string; link: string }[] };
  tabs?: PageTab[];
  /** Demo ids shown on the page, in order. */
  demos: string[];
}

/** What the nav, sidebar and footer know of a page: the page list that comes with every page, in its language. */
export type LayoutPage = Pick<PageMeta, 'locale' | 'url' | 'title' | 'nav' | 'group' | 'order' | 'hero'>;

/** Page metadata plus its searchable text: what the search index is built from. */
export interface PageIndexData extends PageMeta {
  texts: PageText[];
}

export interface DemoAsset {
  id: string;
  title: string;
  description?: string;
  keywords?: string[];
  /** Package name to exact version, for sandboxes and the live editor. */
  dependencies: Record<string, string>;
}

export interface DemoInfo {
  id: string;
  /** The route (page) that shows the demo. */
  routeId: string;
  /** Page path without locale prefix. */
  pagePath: string;
  asset: DemoAsset;
  /** Module specifiers the demo may import. */
  context: string[];
  /** Source file, relative to the project root. */
  file: string;
  /** Height in px when the page asks for iframe mode. */
  iframe?: number;
}

/** One piece of a rendered page: prerendered HTML, a demo, or a built-in component. */
export type Segment =
  | { type: 'html'; html: string }
  | { type: 'demo'; id: string; title?: string; description?: string; iframe?: number }
  | { type: 'component'; name: ComponentName; props: Record<string, string> };

/** What a page module hands its previewers for each demo it shows. */
export interface PageDemo {
  Demo: ComponentType;
  /** The demo's files with highlighted code, loaded when the visitor opens the code. */
  source: () => Promise<{ default: { id: string; files: DemoSourceFile[] } }>;
}

export interface DemoSourceFile {
  name: string;
  code: string;
  /** Highlighted HTML, light and dark colours in one. */
  html: string;
}

/** A page's HTML chunk: each HTML segment by `${tab}/${index}` (engine/app/site/page-html.ts). */
export type PageHtmlLoader = () => Promise<{ default: Record<string, string> }>;

export interface PageContent {
  meta: PageMeta;
  /** Segments per tab; the key '' is the page without tabs or the first tab. */
  tabs: Record<string, Segment[]>;
  /** The page's demos, in its language. */
  demos: Record<string, DemoInfo>;
  /** Descriptions of the pages a `<DemoIndex>` lists, by URL: only on the page that has one. */
  descriptions?: Record<string, string>;
}

export interface SiteData {
  title: string;
  description: string;
  /** The public origin, for canonical and alternate addresses: 'https://react-component.github.io'. */
  origin: string;
  packageName: string;
  repository: string;
  editLink: EditLinkConfig;
  themeConfig: ThemeConfig;
  pages: PageMeta[];
  /** Versions of the packages the site uses, for the standalone demo and sandboxes. */
  versions: Record<string, string>;
}

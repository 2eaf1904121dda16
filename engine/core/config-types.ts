/**
 * The shapes of a site's configuration (site.config.ts): its languages, theme, navigation and plugins. Apart from the
 * other data shapes so that the configuration imports nothing that imports it; texts per language are keyed by the
 * language's id.
 */
/** A language of the site, as configured. */
export interface Locale {
  /** Language tag: the id in addresses ('/zh-CN/...'), content file names ('x.zh-CN.md') and UI message files. */
  id: string;
  /** The language's own name, for the language switch: 'English', '中文'. */
  name: string;
  /** The `lang` attribute of its pages: 'en', 'zh-CN'. */
  lang: string;
  /** URL prefix: '/' for the default language (exactly one has it), '/<id>' for the others. */
  base: string;
}

/** A language's entry in site.config.ts: the language and its UI message file (i18n/<id>.ts). */
export interface LocaleConfig extends Locale {
  messages: Readonly<Record<string, string>>;
}

export type ColorMode = 'light' | 'dark' | 'auto';

export interface NavItem {
  title: string;
  /** Internal path or external URL; a parent with children may have none. */
  link?: string;
  /** Nav order; lower first. */
  order?: number;
  children?: NavItem[];
}

export type NavMode = 'override' | 'prepend' | 'append';

export interface ThemeConfig {
  prefersColor: { default: ColorMode; switch: boolean };
  /**
   * The header's logo: SVG elements in a 32 × 32 box, drawn in the theme's colours (`var(--accent)`, `var(--bg)`);
   * none when left out (the title stands alone). The browser tab's icon is the site folder's `public/favicon.svg`.
   */
  logo?: string;
  /** Extra nav items per language; a language without an entry gets none. */
  nav?: { mode: NavMode; value: Partial<Record<string, NavItem[]>> };
  socialLinks: { github?: string };
  groups: GroupConfig[];
  /**
   * The stylesheet of the demos (a path in the site's folder): with every demo, the playground and the standalone
   * pages, and in the files a demo opens in an online sandbox.
   */
  demoStylesheet?: string;
  /**
   * Words people type for the site's own (a JSON file in the site's folder, `{ "words": { "<site's word>": [...] } }`):
   * the search finds the site's word for them.
   */
  searchSynonyms?: string;
  /** Scroll boxes the library draws in demos (a selector): the layout makes them reachable by keyboard. */
  scrollers?: string;
  /**
   * For the `api` plugin: whether `<API id="..."></API>` renders props tables generated from the library's type
   * definitions (true when left out); a site without the plugin leaves it out.
   */
  apiParser?: boolean;
}

export interface GroupConfig {
  key: string;
  order: number;
  /** The group's title per language; a language without one shows the default language's title. */
  title: Partial<Record<string, string>>;
}

export interface EditLinkConfig {
  /** The branch the site is published from. */
  branch: string;
  /** The content folder, from the repository's root. */
  docsDir: string;
}

export interface SiteConfig {
  title: string;
  /** One sentence about the site: the description of llms.txt and of pages without their own. */
  description: string;
  /** The public origin the site is published at (SITE_URL overrides it); the path comes from BASE_PATH. */
  url: string;
  packageName: string;
  repository: string;
  /** Where the content files are in the repository: "Edit this page" opens `<repository>/edit/<branch>/<docsDir>/<file>`. */
  editLink: EditLinkConfig;
  locales: readonly LocaleConfig[];
  themeConfig: ThemeConfig;
  /**
   * The packages demos may import besides React (the live runtime loads them when edited code asks, and the editor
   * has their types); the library's own package is one.
   */
  liveModules?: readonly string[];
  /** The plugins the site uses, by their folder's name under plugins/, in the order their hooks run. */
  plugins?: readonly string[];
}

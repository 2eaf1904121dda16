/**
 * The data the build writes for the MCP server (`mcp-data.json` in the client build; the server in `mcp/` reads
 * it): the site's pages as Markdown, its search data, its demos and its props tables, per language. Types only.
 */
import type { SearchData } from '../../../engine/core/search-data.ts';
import type { MatrixFile } from '../../compatibility/core/compatibility.ts';
import type { PropHistory } from '../../history/core/prop-history.ts';
import type { StylingFacts } from '../../styling/core/styling-parts.ts';
import type { ChangelogRelease, UpgradeAction, UpgradeWords } from '../../history/core/upgrade.ts';
import type { KnownReleases } from '../../history/core/version-input.ts';
import type { BehaviourTable } from '../../claims/core/behaviour.ts';

/** Raised when the shape changes, so a server never reads data it does not understand. */
export const MCP_DATA_FORMAT = 2;

/** Its file name in the client build. */
export const MCP_DATA_FILE = 'mcp-data.json';

export interface McpData {
  format: typeof MCP_DATA_FORMAT;
  /** The library the data describes and its version: '@rc-component/table', '1.12.0'. */
  library: { name: string; version: string };
  /** The site's title and its home page's absolute address. */
  site: { title: string; url: string };
  /** Every language, the default one first. */
  locales: McpLocale[];
  /** Each demo's code, the same in every language, by demo id. */
  demoCode: Record<string, McpDemoCode>;
  /** What the site knows across releases: the answers that name a version read from here. */
  releases: McpReleases;
}

/** The site's knowledge of the library's releases, as its compatibility, styling and upgrade pages use it. */
export interface McpReleases {
  /** Every prop's type in every release, and the releases in order. */
  history: PropHistory;
  /** The releases a written version is read among (the legacy package's 7.x ones too). */
  known: KnownReleases;
  /** The package's releases the npm registry has (a tagged release missing here cannot be installed). */
  published: string[];
  /** The compatibility matrix of each measured release, oldest first. */
  matrices: MatrixFile[];
  /**
   * The parts of the table and the classes and keys that style them, as the library draws them: one entry per
   * measured release that draws differently from the measured release before it (oldest first), so that a release's
   * parts are those of the newest entry at or below it.
   */
  styling: StylingFacts[];
  /** Every release whose drawing was measured. */
  stylingMeasured: string[];
  /** What an upgrade must change, each with its release, code before and after, and the test that holds it. */
  actions: UpgradeAction[];
  /** The claims checks whose result differs between measured releases. */
  behaviour?: BehaviourTable;
  /** Per language: the changelog's entries by release, and the upgrade view's words. */
  changelog: Record<string, ChangelogRelease[]>;
  upgradeWords: Record<string, UpgradeWords>;
  /** Table id -> prop name -> the anchor of its row on the home page. */
  rows: Record<string, Record<string, string>>;
  /** The address of a test file of the site's repository: the file's path is appended. */
  sourceUrl: string;
}

export interface McpDemoCode {
  /** The demo's file first, then the local files it imports. */
  files: { name: string; code: string }[];
  /** The packages it imports, with the exact versions the site runs it with. */
  packages: Record<string, string>;
}

export interface McpLocale {
  /** 'en-US', 'zh-CN'. */
  id: string;
  /** Its own name: 'English', '中文'. */
  name: string;
  /** Every page in reading order. */
  pages: McpPage[];
  /** What the site's search box indexes in this language (the same as `search/<locale>.json`). */
  search: SearchData;
  demos: McpDemo[];
  props: McpProp[];
}

export interface McpPage {
  /** The site path: '/', '/demo/simple', '/zh-CN/demo/simple'. */
  path: string;
  /** Its absolute address. */
  url: string;
  title: string;
  description?: string;
  /** The page as Markdown, every link absolute (as in llms-full.txt). */
  markdown: string;
}

export interface McpDemo {
  id: string;
  title: string;
  description?: string;
  keywords?: string[];
  /** The site path of the page that shows it. */
  page: string;
  /** The absolute address of the demo on its own. */
  url: string;
}

export interface McpProp {
  /** 'Table', 'Column', 'Summary', 'SummaryRow', 'SummaryCell', 'VirtualTable', 'Reference'. */
  component: string;
  /** The prop's name, with its parents for a nested one: 'scroll.y'. */
  name: string;
  type: string;
  /** As the table writes it: '`false`', '-' when none. */
  default: string;
  /** The first release that has it. */
  since: string;
  description: string;
  /** Present when the prop is deprecated: what to use instead, or '' when the docs say nothing more. */
  deprecated?: string;
  /** The absolute address of the page whose API tables list it. */
  url: string;
}

/** The site as the content store loads it (store.ts): every page read, and the site's data. Types only. */
import type { DocFile } from '../../core/content-files.ts';
import type { DemoInfo, LocaleId, PageIndexData, PageMeta, Segment, SiteData } from '../../core/types.ts';
import type { CodeSample } from './code-types.ts';
import type { MarkdownOutline } from './segments.ts';

export interface LoadedPage {
  doc: DocFile;
  meta: PageMeta;
  index: PageIndexData;
  /** The page's segments in order; HTML segments are empty here (see `render`). */
  segments: Record<string, Segment[]>;
  /** The same segments with their HTML: made on first call, cached with the file's text. */
  render: () => Promise<Record<string, Segment[]>>;
  /** The page's TypeScript code blocks. */
  samples: CodeSample[];
  /** The page's syntax tree (with its twin's heading ids), from which its HTML and its Markdown copy are made. */
  outline: MarkdownOutline;
}

export interface LoadedSite {
  pages: LoadedPage[];
  site: SiteData;
  /** Demos by locale, then id: titles and descriptions come from the page in that language. */
  demos: Record<LocaleId, Record<string, DemoInfo>>;
  /** Demo id -> absolute path of its example file. */
  demoFiles: Record<string, string>;
}

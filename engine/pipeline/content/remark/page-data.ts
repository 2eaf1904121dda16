/**
 * What the remark plugins of a page (this folder) leave on its nodes and on its file, for the outline
 * (engine/pipeline/content/markdown.ts) to read. Each plugin does one job; they run in the order of `outlineMarkdown`.
 */
import type { ApiRowRef, PageTab, PageText, TocEntry } from '../../../core/types.ts';
import type { RawSegment } from '../segments.ts';

declare module 'mdast' {
  interface Data {
    /** The tab a top-level block belongs to (tabs.ts); absent before the first tab marker. */
    tab?: string;
    /** The block stands for a demo or a component (tags.ts, install-tabs.ts), not for its HTML. */
    segment?: Exclude<RawSegment, { type: 'html' }>;
    /** The block's text for search where that is not its plain text (install-tabs.ts). */
    searchText?: string;
    /** A heading listed in the table of contents: its place there (title-toc.ts). */
    tocIndex?: number;
  }
  interface TableRowData {
    /** A props row: what its anchor is made of (renamed with its section on a translated page). */
    apiRow?: ApiRowRef;
  }
}

declare module 'vfile' {
  interface DataMap {
    frontmatter: Record<string, unknown>;
    title: string;
    toc: TocEntry[];
    tabs: PageTab[];
    texts: PageText[];
  }
}

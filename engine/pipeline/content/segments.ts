/**
 * What a page is cut into: raw HTML, demos and the site's components as the markdown reader finds them
 * (`RawSegment`), and the same with the markdown between them kept as blocks (`OutlineSegment`); a page read
 * (`MarkdownOutline`) and made into HTML (`ParsedMarkdown`). Types only.
 */
import type { RootContent } from 'mdast';
import type { ComponentName } from '../../core/content-tags.ts';
import type { PageTab, PageText, TocEntry } from '../../core/types.ts';

export type RawSegment =
  | { type: 'html'; html: string }
  | { type: 'demo'; src: string; attrs: Record<string, string> }
  | { type: 'component'; name: ComponentName; props: Record<string, string> };

/** A run of markdown blocks between demos and components, turned into HTML by `renderOutline`. */
export type OutlineSegment = Exclude<RawSegment, { type: 'html' }> | { type: 'blocks'; nodes: RootContent[] };

/** What a page is made of, without its HTML: enough for routes, nav, toc and search. */
export interface MarkdownOutline {
  frontmatter: Record<string, unknown>;
  title: string;
  toc: TocEntry[];
  texts: PageText[];
  tabs: PageTab[];
  /** Segments per tab key; '' holds the content before the first tab marker. */
  segments: Record<string, OutlineSegment[]>;
}

export interface ParsedMarkdown extends Omit<MarkdownOutline, 'segments'> {
  segments: Record<string, RawSegment[]>;
}

/**
 * What a page is cut into: raw HTML, demos and the site's components as the markdown reader finds them
 * (`RawSegment`), and the same with the markdown between them kept as blocks (`OutlineSegment`). Types only.
 */
import type { RootContent } from 'mdast';
import type { ComponentName } from '../../core/content-tags.ts';

export type RawSegment =
  | { type: 'html'; html: string }
  | { type: 'demo'; src: string; attrs: Record<string, string> }
  | { type: 'component'; name: ComponentName; props: Record<string, string> };

/** A run of markdown blocks between demos and components, turned into HTML by `renderOutline`. */
export type OutlineSegment = Exclude<RawSegment, { type: 'html' }> | { type: 'blocks'; nodes: RootContent[] };

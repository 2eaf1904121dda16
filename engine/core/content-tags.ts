/**
 * The site's own tags in a page's Markdown, the one place they are read. Each stands on a line of its own:
 *
 * - a tab marker, `<!-- tab: releases | Releases -->`: what follows is the tab `releases`, titled `Releases`;
 * - an API marker, `<!-- api: Table -->`, on the line before a hand-written props table: the component whose props
 *   it lists (its rows are held to that component's types, and get their history);
 * - a demo, `<code src="../examples/simple.tsx"></code>` (optional `title`, `description`, `iframe="400"`);
 * - a component, `<Name prop="value"></Name>` (or `<Name />`): the engine's own `<DemoIndex></DemoIndex>` (the demo
 *   list), or a tag a plugin of the site adds (engine/pipeline/site-plugin.ts), such as `<API id="Table"></API>`. A
 *   name that is neither is no tag: the line stays HTML.
 *
 * The HTML (engine/pipeline/content/markdown.ts), the page's Markdown copy (engine/pipeline/seo/page-markdown.ts), the prerender's
 * list of demos (content-files.ts) and the tests read tags through `readTag`; the app's `Content` and the Markdown
 * printer each map every `ComponentName` to what it shows. Pure.
 */

/** The components of the engine that a page places with a tag of its own. */
export const ENGINE_TAGS = ['DemoIndex'] as const;

/**
 * A component a page's segments name: a tag's (the engine's or a plugin's), or `InstallTabs`, which a code block of
 * only npm commands becomes (install-commands.ts).
 */
export type ComponentName = string;

export type ContentTag =
  | { kind: 'tab'; key: string; title: string }
  | { kind: 'api'; id: string }
  | { kind: 'demo'; attrs: Record<string, string> & { src: string } }
  | { kind: 'component'; name: string; props: Record<string, string> };

const TAB_MARKER = /^<!--\s*tab:\s*([\w-]+)\s*\|\s*(.+?)\s*-->$/;
const API_MARKER = /^<!--\s*api:\s*(\w+)\s*-->$/;
const DEMO_TAG = /^<code\s+([^>]*)>\s*<\/code>$/;
const COMPONENT_TAG = /^<([A-Z]\w*)\s*([^>]*?)\s*(?:\/>|>\s*<\/\1>)$/;

/** `src="a.tsx" title="A b"` -> { src: 'a.tsx', title: 'A b' }. */
export function parseAttrs(source: string): Record<string, string> {
  return Object.fromEntries([...source.matchAll(/([\w-]+)="([^"]*)"/g)].map((match) => [match[1], match[2]]));
}

/**
 * The tag a line (or a block that is only a tag) holds; undefined for anything else, such as a demo without `src` or
 * a component not among `components`.
 */
export function readTag(raw: string, components: readonly string[] = ENGINE_TAGS): ContentTag | undefined {
  const text = raw.trim();
  const tab = TAB_MARKER.exec(text);
  if (tab) return { kind: 'tab', key: tab[1], title: tab[2] };
  const api = API_MARKER.exec(text);
  if (api) return { kind: 'api', id: api[1] };
  const demo = DEMO_TAG.exec(text);
  if (demo) {
    const attrs = parseAttrs(demo[1]);
    return attrs.src === undefined ? undefined : { kind: 'demo', attrs: { ...attrs, src: attrs.src } };
  }
  const component = COMPONENT_TAG.exec(text);
  if (component && components.includes(component[1]))
    return { kind: 'component', name: component[1], props: parseAttrs(component[2]) };
  return undefined;
}

/** The name of a component-shaped tag a block holds (`<Badge></Badge>`, `<Badge />`), known or not; else undefined. */
export const componentTagName = (raw: string): string | undefined => COMPONENT_TAG.exec(raw.trim())?.[1];

/** The component an API marker names (`<!-- api: Table -->` -> 'Table'), or undefined for anything else. */
export function apiMarker(raw: string): string | undefined {
  const tag = readTag(raw);
  return tag?.kind === 'api' ? tag.id : undefined;
}

/** The `src` of every demo tag of a page's source, in order, read line by line without parsing the Markdown. */
export const demoSources = (markdown: string): string[] =>
  markdown.split(/\r?\n/).flatMap((line) => {
    const tag = readTag(line);
    return tag?.kind === 'demo' ? [tag.attrs.src] : [];
  });

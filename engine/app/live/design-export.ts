/**
 * Copies a rendered demo as Sketch layers (html2sketch), for designers. html2sketch loads on first use, from
 * its own prebuilt browser bundle: its ES build needs Node's `stream` (through sax), which a browser lacks.
 */
import type * as Html2Sketch from 'html2sketch';
import type { LocaleId } from '../../core/types';
import { localizeLayerNames } from './layer-names';

let library: Promise<typeof Html2Sketch> | undefined;
const load = () =>
  (library ??= import('html2sketch/dist/html2sketch.min.js').then(
    (ns: { default?: unknown }) => (ns.default ?? ns) as typeof Html2Sketch,
  ));

const CHATTY = ['group', 'groupCollapsed', 'groupEnd', 'log', 'info'] as const;

/** html2sketch narrates every node it converts on the console: quiet while it works. */
async function quietly<T>(work: () => Promise<T>): Promise<T> {
  const saved = CHATTY.map((name) => [name, console[name]] as const);
  for (const name of CHATTY) console[name] = () => {};
  try {
    return await work();
  } finally {
    for (const [name, fn] of saved) console[name] = fn;
  }
}

async function designLayersOf(node: Element, locale: LocaleId): Promise<string> {
  const { nodeToGroup } = await load();
  const group = await quietly(() => nodeToGroup(node));
  return JSON.stringify(localizeLayerNames(group.toSketchJSON(), locale));
}

export async function copyDesignLayers(node: Element, locale: LocaleId): Promise<void> {
  const json = await designLayersOf(node, locale);
  await navigator.clipboard.writeText(json);
}

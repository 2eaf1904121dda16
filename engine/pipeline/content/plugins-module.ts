/**
 * `virtual:site-plugins`: what the site's plugins give the browser (engine/pipeline/site-plugin.ts), as a module.
 * `tags` maps each tag to its component (`eager` ones imported with the page's code, the others loaded with the
 * pages that place them) or to nothing; `enhancers` load their code only where a page has their element;
 * `Inspector` is the demos' inspector, or null. The plugins' stylesheets are imported with it, so they come with the
 * site's styles. Module paths are absolute.
 */
import type { ModuleExport, SitePlugin } from '../site-plugin.ts';
import { pluginTags } from '../site-plugins.ts';

const json = JSON.stringify;
const exportOf = (target: ModuleExport) => target.export ?? 'default';
const lazy = (chunks: string, target: ModuleExport) =>
  exportOf(target) === 'default'
    ? `${chunks}(() => import(${json(target.module)}))`
    : `${chunks}(() => import(${json(target.module)}).then((m) => ({ default: m[${json(exportOf(target))}] })))`;

export function pluginsModule(plugins: readonly SitePlugin[], chunksModule: string, ssr = false): string {
  const imports: string[] = [`import { lazyChunk } from ${json(chunksModule)};`];
  for (const style of plugins.flatMap((plugin) => plugin.styles ?? [])) imports.push(`import ${json(style)};`);
  const tags = Object.entries(pluginTags(plugins)).map(([name, tag]) => {
    const component = tag.component;
    if (!component) return `${json(name)}: {}`;
    if (!component.eager) return `${json(name)}: { Component: ${lazy('lazyChunk', component)} }`;
    const local = `Tag${imports.length}`;
    imports.push(`import { ${exportOf(component)} as ${local} } from ${json(component.module)};`);
    return `${json(name)}: { Component: ${local}, eager: true }`;
  });
  const enhancers = plugins.flatMap((plugin) =>
    (plugin.enhancers ?? []).map(
      (enhancer) =>
        `{ selector: ${json(enhancer.selector)}, load: () => import(${json(enhancer.module)}).then((m) => m[${json(exportOf(enhancer))}]) }`,
    ),
  );
  const inspector = plugins.find((plugin) => plugin.inspector)?.inspector;
  return [
    ...imports,
    `export const tags = {\n${tags.join(',\n')}\n};`,
    `export const enhancers = [${enhancers.join(',\n')}];`,
    `export const Inspector = ${inspector ? lazy('lazyChunk', inspector) : 'null'};`,
    // Only the prerender's bundle collects styles; the browser's has none to load.
    `export const styleCollectors = [${(ssr ? plugins.flatMap((plugin) => plugin.prerenderStyles ?? []) : [])
      .map((target) => `() => import(${json(target.module)}).then((m) => m[${json(exportOf(target))}])`)
      .join(', ')}];`,
  ].join('\n');
}

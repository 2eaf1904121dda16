/**
 * The site's plugins, as the project's composition root gives them (plugins/register.ts, imported by vite.config.ts
 * and by every other program that reads the site): the engine never imports a plugin. `pickPlugins` takes the ones
 * the site switches on (`plugins` in its configuration), in that order; a name the project does not have stops the
 * build with the names it has.
 */
import type { SitePlugin, TagDefinition } from './site-plugin.ts';
import { ENGINE_TAGS } from '../core/content-tags.ts';

export function pickPlugins(names: readonly string[], available: Readonly<Record<string, SitePlugin>>): SitePlugin[] {
  return names.map((name) => {
    if (!Object.hasOwn(available, name))
      throw new Error(`site.config.ts: no plugin "${name}"; the plugins are ${Object.keys(available).join(', ')}`);
    const problems = pluginProblems(available[name]);
    if (problems.length) throw new Error(`plugin "${name}": ${problems.join('; ')}`);
    return available[name];
  });
}

/** What in a plugin is not the shape its hooks must have (site-plugin.ts), one sentence each; [] when all is. */
export function pluginProblems(plugin: SitePlugin): string[] {
  const isExport = (value: unknown) =>
    typeof value === 'object' && value !== null && typeof (value as { module?: unknown }).module === 'string';
  const exportProblem = (where: string, value: unknown) =>
    value === undefined || isExport(value)
      ? []
      : [`${where} must be { module: <absolute path of a browser module>, export?: <name> }`];
  return [
    ...Object.entries(plugin.tags ?? {}).flatMap(([tag, definition]) =>
      exportProblem(`tag <${tag}>'s component`, definition.component),
    ),
    ...exportProblem('inspector', plugin.inspector),
    ...exportProblem('prerenderStyles', plugin.prerenderStyles),
    ...(plugin.enhancers ?? []).flatMap((enhancer, i) => exportProblem(`enhancers[${i}]`, enhancer)),
  ];
}

let chosen: readonly SitePlugin[] | undefined;

export function setSitePlugins(plugins: readonly SitePlugin[]) {
  chosen = plugins;
}

export function sitePlugins(): readonly SitePlugin[] {
  if (!chosen) throw new Error('No site plugins: import plugins/register.ts first (vite.config.ts does)');
  return chosen;
}

/** Every tag the site's plugins add, by name; two plugins adding one name stop the build. */
export function pluginTags(plugins: readonly SitePlugin[] = sitePlugins()): Record<string, TagDefinition> {
  const tags: Record<string, TagDefinition> = {};
  for (const plugin of plugins)
    for (const [name, tag] of Object.entries(plugin.tags ?? {})) {
      if (Object.hasOwn(tags, name)) throw new Error(`Two plugins add the tag <${name}>: the second is ${plugin.name}`);
      tags[name] = tag;
    }
  return tags;
}

/** The components a page may place with a tag: the engine's and the site's plugins'. */
export const tagNames = (): string[] => [...ENGINE_TAGS, ...Object.keys(pluginTags())];

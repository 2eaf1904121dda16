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
    return available[name];
  });
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

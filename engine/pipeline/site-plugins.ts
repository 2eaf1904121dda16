/**
 * The plugins the site switches on (`plugins` in its configuration), in that order, from the ones the project has
 * (`plugins/index.ts`). A name the project does not have stops the build with the names it has.
 */
import siteConfig from '../../site.config.ts';
import { PLUGINS } from '../../plugins/index.ts';
import type { SitePlugin, TagDefinition } from './site-plugin.ts';
import { ENGINE_TAGS } from '../core/content-tags.ts';

export function pickPlugins(names: readonly string[], available: Readonly<Record<string, SitePlugin>>): SitePlugin[] {
  return names.map((name) => {
    if (!Object.hasOwn(available, name))
      throw new Error(`site.config.ts: no plugin "${name}"; the plugins are ${Object.keys(available).join(', ')}`);
    return available[name];
  });
}

let chosen: SitePlugin[] | undefined;
export const sitePlugins = (): SitePlugin[] => (chosen ??= pickPlugins(siteConfig.plugins ?? [], PLUGINS));

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

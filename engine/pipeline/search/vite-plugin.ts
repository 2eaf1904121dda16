/**
 * Vite plugin: the search index data, one JSON file per configured language (search/<locale>.json).
 * Emitted as static assets by the client build only, served from memory by the dev server.
 * The browser's search worker downloads a language's file the first time the search box gets focus.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import siteConfig from '../../../site.config.ts';
import { SITE_DIR } from '../paths.ts';
import { buildSearchData, searchFileName, searchLocaleOf } from '../../core/search-data.ts';
import { LOCALES } from '../../core/locale.ts';
import type { LocaleId } from '../../core/types.ts';
import { DOCS_DIR } from '../content/docs-folder.ts';
import { loadSite, type LoadedSite } from '../content/store.ts';
import type { SearchEntry } from '../../core/search-data.ts';
import { pluginTags } from '../site-plugins.ts';

/** Demo id -> tab key, for the demos placed on a tab (the '' segments show on every tab). */
function demoTabs(segments: LoadedSite['pages'][number]['segments']): Record<string, string> {
  const tabs: Record<string, string> = {};
  for (const [tab, list] of Object.entries(segments)) {
    if (!tab) continue;
    for (const segment of list) if (segment.type === 'demo') tabs[segment.id] = tab;
  }
  return tabs;
}

/** The answers a page's tags add to its search data, each a part of the page of its own (a plugin's `search`). */
function generatedEntries(segments: LoadedSite['pages'][number]['segments'], locale: LocaleId): SearchEntry[] {
  const tags = Object.values(segments)
    .flat()
    .flatMap((segment) => (segment.type === 'component' ? [segment] : []));
  const defined = pluginTags();
  return tags.flatMap(
    (tag) => (Object.hasOwn(defined, tag.name) ? defined[tag.name].search?.(tag.props, locale) : undefined) ?? [],
  );
}

/** The site's synonyms (`searchSynonyms` in its configuration), for every language's search data. */
function siteSynonyms(): { synonyms?: Record<string, string[]> } {
  const file = siteConfig.themeConfig.searchSynonyms;
  if (!file) return {};
  const { words } = JSON.parse(fs.readFileSync(path.join(SITE_DIR, file), 'utf8')) as {
    words: Record<string, string[]>;
  };
  return { synonyms: words };
}

/** The JSON text of each language's search data. */
export async function searchFiles(site?: LoadedSite): Promise<Record<LocaleId, string>> {
  const loaded = site ?? (await loadSite());
  const sources = loaded.pages.map((page) => ({
    page: page.index,
    demoTabs: demoTabs(page.segments),
    entries: generatedEntries(page.segments, page.index.locale),
  }));
  return Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      JSON.stringify({ ...buildSearchData(locale, sources, loaded.demos[locale]), ...siteSynonyms() }),
    ]),
  ) as Record<LocaleId, string>;
}

export function searchPlugin(): Plugin {
  let files: Promise<Record<LocaleId, string>> | undefined;
  const getFiles = () => (files ??= searchFiles());
  return {
    name: 'docs-engine:search',
    configureServer(server) {
      const reset = (file: string) => {
        if (file.startsWith(DOCS_DIR)) files = undefined;
      };
      server.watcher.on('change', reset);
      server.watcher.on('add', reset);
      server.watcher.on('unlink', reset);
      server.middlewares.use((req, res, next) => {
        const locale = searchLocaleOf(new URL(req.url ?? '/', 'http://localhost').pathname, LOCALES);
        if (!locale) return next();
        getFiles().then(
          (all) => {
            res.setHeader('content-type', 'application/json; charset=utf-8');
            res.setHeader('cache-control', 'no-cache');
            res.end(all[locale]);
          },
          (error: unknown) => next(error),
        );
      });
    },
    async generateBundle() {
      // The prerender (server) build has no use for it: the files belong with the client's assets.
      if (this.environment.config.consumer !== 'client') return;
      const all = await getFiles();
      for (const locale of LOCALES)
        this.emitFile({ type: 'asset', fileName: searchFileName(locale), source: all[locale] });
    },
  };
}

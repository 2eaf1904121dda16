/**
 * Vite plugin: `mcp-data.json` in the client build, the one file the MCP server (mcp/) answers from. It holds what
 * the site itself shows, made by the same code: each page's Markdown as llms-full.txt has it, the search data the
 * search box indexes, every demo's files and the packages it imports, and the rows of the hand-written props tables
 * (`<!-- api: Id -->`), each with the first release that has it (facts/prop-history.json).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { absoluteUrl } from '../../../engine/core/base-path.ts';
import { LOCALES, localeName, localizePath } from '../../../engine/core/locale.ts';
import { MCP_DATA_FILE, MCP_DATA_FORMAT, type McpData, type McpProp, type McpReleases } from '../core/mcp-data.ts';
import { upgradeWords, type ChangelogRelease } from '../../history/core/upgrade.ts';
import { sourceUrl } from '../../../engine/core/edit-link.ts';
import { upgradeData } from '../../history/pipeline/upgrade-data.ts';
import { readStylingFacts, type StylingFacts } from '../../styling/core/styling-parts.ts';
import { allVersions, type PropHistory } from '../../history/core/prop-history.ts';
import { readingOrder } from '../../../engine/core/reading-order.ts';
import { standaloneDemoPath } from '../../../engine/core/demo-paths.ts';
import type { SearchData } from '../../../engine/core/search-data.ts';
import type { LocaleId } from '../../../engine/core/types.ts';
import { parseDocTables } from '../../api/pipeline/markdown-tables.ts';
import { sinceData, type SinceData } from '../../history/pipeline/since.ts';
import { propHistory } from '../../history/pipeline/history-rows.ts';
import { compareText } from '../../../engine/core/collate.ts';
import { readDemoSource } from '../../../engine/pipeline/content/demo-source.ts';
import { loadSite, type LoadedSite } from '../../../engine/pipeline/content/store.ts';
import { SITE_ORIGIN } from '../../../engine/pipeline/deploy/env.ts';
import { searchFiles } from '../../../engine/pipeline/search/vite-plugin.ts';
import { pageMarkdownFile } from '../../../engine/pipeline/seo/vite-plugin.ts';
import { installedApiTables, type ApiTables } from '../../api/pipeline/components.ts';
import { FACTS_DIR } from '../../../engine/pipeline/paths.ts';

const STYLING_DIR = path.join(FACTS_DIR, 'styling-parts');

/** A description that opens with this says the prop is deprecated; the rest says what to use instead. */
const DEPRECATED = /^(?:Deprecated|已废弃)\s*[:：]\s*/;

/** For every prop the types have, the first release that has it (from facts/prop-history.json). */
const readSince = (): SinceData => sinceData(propHistory());

/** The rows of a page's hand-written props tables, one per prop and component. */
export function propsOfPage(markdown: string, url: string, tables: ApiTables, since = readSince()): McpProp[] {
  return parseDocTables(markdown).flatMap((table) => {
    const component = table.id;
    if (!component) return [];
    const declared = tables(component)?.props ?? [];
    return table.rows.flatMap((row): McpProp[] => {
      if (!row.name) return [];
      const [, type = '', fallback = '', description = '', version = ''] = row.cells;
      const written = DEPRECATED.exec(description);
      const tagged = declared.find((prop) => prop.name === row.name)?.deprecated;
      const deprecated = written ? description.slice(written[0].length) : tagged;
      return [
        {
          component,
          name: row.name,
          type,
          default: fallback,
          since: since[component]?.[row.name] ?? (version || propHistory().releases[0]),
          description,
          ...(deprecated !== undefined ? { deprecated } : {}),
          url,
        },
      ];
    });
  });
}

/** The whole data, for a site built at `origin` + `base`. */
export async function mcpData(site: LoadedSite, origin: string, base: string, tables: ApiTables): Promise<McpData> {
  const url = (sitePath: string) => absoluteUrl(origin, base, sitePath);
  const search = await searchFiles(site);
  const library = site.site.packageName;
  return {
    format: MCP_DATA_FORMAT,
    library: { name: library, version: site.site.versions[library] ?? '' },
    site: { title: site.site.title, url: url('/') },
    locales: LOCALES.map((locale: LocaleId) => {
      const own = site.pages.filter((page) => page.meta.locale === locale);
      const pages = readingOrder(own.map((page) => page.meta)).map((meta) => own.find((page) => page.meta === meta)!);
      const home = own.find((page) => page.meta.url === localizePath('/', locale));
      return {
        id: locale,
        name: localeName(locale),
        pages: pages.map((page) => ({
          path: page.meta.url,
          url: url(page.meta.url),
          title: page.meta.title,
          ...(page.meta.description ? { description: page.meta.description } : {}),
          markdown: pageMarkdownFile(site, page, url, true),
        })),
        search: JSON.parse(search[locale]) as SearchData,
        demos: Object.values(site.demos[locale])
          .sort((a, b) => compareText(a.id, b.id))
          .map((demo) => ({
            id: demo.id,
            title: demo.asset.title,
            ...(demo.asset.description ? { description: demo.asset.description } : {}),
            ...(demo.asset.keywords?.length ? { keywords: demo.asset.keywords } : {}),
            page: localizePath(`/${demo.pagePath}`, locale),
            url: url(standaloneDemoPath(demo.id, locale)),
          })),
        props: home ? propsOfPage(fs.readFileSync(home.doc.file, 'utf8'), url(home.meta.url), tables) : [],
      };
    }),
    releases: releasesData(site),
    demoCode: Object.fromEntries(
      Object.entries(site.demoFiles)
        .sort(([a], [b]) => compareText(a, b))
        .map(([id, file]) => {
          const source = readDemoSource(file);
          const files = source.files.map(({ name, absolute }) => ({ name, code: fs.readFileSync(absolute, 'utf8') }));
          return [id, { files, packages: source.dependencies }];
        }),
    ),
  };
}

/**
 * The styling parts of every measured release (facts/styling-parts/<version>.json), oldest first, each kept only when
 * it differs from the one before: most releases draw as the release before them did.
 */
export function stylingReleases(history: PropHistory): Pick<McpReleases, 'styling' | 'stylingMeasured'> {
  const versions = allVersions(history);
  const all = fs
    .readdirSync(STYLING_DIR)
    .filter((file) => file.endsWith('.json'))
    .map((file) =>
      readStylingFacts(fs.readFileSync(path.join(STYLING_DIR, file), 'utf8'), `facts/styling-parts/${file}`),
    )
    .sort((a, b) => versions.indexOf(a.version) - versions.indexOf(b.version));
  const drawing = ({ version: _version, ...rest }: StylingFacts) => JSON.stringify(rest);
  return {
    styling: all.filter((facts, i) => i === 0 || drawing(facts) !== drawing(all[i - 1])),
    stylingMeasured: all.map((facts) => facts.version),
  };
}

/** What the compatibility, styling and upgrade pages know, with the upgrade view's words in each language. */
export function releasesData(site: LoadedSite): McpReleases {
  const { history, known, matrices, actions, behaviour, published, changelog, rows } = upgradeData(site);
  const upgradeWordsOf = Object.fromEntries(
    site.pages.flatMap((page) =>
      page.meta.path === 'upgrade'
        ? Object.values(page.outline.segments)
            .flat()
            .flatMap((segment) =>
              segment.type === 'component' && segment.name === 'Upgrade'
                ? [[page.meta.locale, upgradeWords(segment.props)]]
                : [],
            )
        : [],
    ),
  );
  return {
    history,
    known,
    published,
    matrices,
    ...stylingReleases(history),
    actions,
    ...(behaviour ? { behaviour } : {}),
    changelog: changelog as Record<string, ChangelogRelease[]>,
    upgradeWords: upgradeWordsOf,
    rows,
    sourceUrl: sourceUrl(site.site.repository, site.site.editLink, ''),
  };
}

export function mcpDataPlugin(): Plugin {
  let base = '/';
  return {
    name: 'docs-engine:mcp-data',
    configResolved(config) {
      base = config.base;
    },
    async generateBundle() {
      // The prerender (server) build has no use for it: the file belongs with the client's assets.
      if (this.environment.config.consumer !== 'client') return;
      const data = await mcpData(await loadSite(), SITE_ORIGIN, base, installedApiTables);
      this.emitFile({ type: 'asset', fileName: MCP_DATA_FILE, source: JSON.stringify(data) });
    },
  };
}

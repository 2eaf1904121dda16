/**
 * Derives the styling parts' facts (plugins/styling/core/styling-parts.ts) in a headless Chromium: the library bundled onto the
 * claims checks' blank page (tests/claims/browser.ts), drawn in each configuration with the keys the library's types
 * declare (keys.ts) set to markers, each part read where its selector finds it. The features that are actions are
 * done here as a visitor does them: `scrolled` scrolls the body sideways 200 pixels, `at-end` to its end, `hover`
 * puts the pointer on the first record's second cell (in view, so nothing scrolls), `row-span` wheels VirtualTable's records down past the first span's start.
 */
import fs from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import {
  CONFIGURATIONS,
  componentOf,
  deriveStylingFacts,
  type ConfigSeen,
  type StylingFacts,
} from '../../core/styling-parts.ts';
import { openLibraryPage } from '../../../../tests/claims/browser.ts';
import { readTypedKeys } from './keys.ts';
import { FACTS_DIR, ROOT } from '../../../../engine/pipeline/paths.ts';

export { ROOT };
export const INSTALLED = path.join(ROOT, 'node_modules/@rc-component/table');

declare global {
  interface Window {
    stylingParts: typeof import('./entry.ts');
  }
}

/** The facts file of a library version. */
export const factsPath = (version: string) => path.join(FACTS_DIR, 'styling-parts', `${version}.json`);

export const installedVersion = (library = INSTALLED): string =>
  (JSON.parse(fs.readFileSync(path.join(library, 'package.json'), 'utf8')) as { version: string }).version;

/** Where a release is read from: the installed one, or a published one installed into the matrix's cache. */
export interface Release {
  /** The folder `@rc-component/table` resolves from (for its types), and the package's own folder. */
  root: string;
  library: string;
}
export const INSTALLED_RELEASE: Release = { root: ROOT, library: INSTALLED };

/** Every key of either list, once, sorted. */
const union = (...lists: string[][]) => [...new Set(lists.flat())].sort();

/** The keys the types declare, and what each configuration showed with them set to markers. */
export async function observe(
  release: Release = INSTALLED_RELEASE,
): Promise<{ keys: StylingFacts['keys']; seen: ConfigSeen[] }> {
  const typed = readTypedKeys(release.root);
  const keys = {
    Table: union(typed.Table.classNames, typed.Table.styles),
    VirtualTable: union(typed.VirtualTable.classNames, typed.VirtualTable.styles),
  };
  const { page, close } = await openLibraryPage({
    entry: path.join(import.meta.dirname, 'entry.ts'),
    name: 'stylingParts',
    scrollbars: true,
    library: release.library,
  });
  const seen: ConfigSeen[] = [];
  try {
    for (const config of CONFIGURATIONS) {
      const configKeys = keys[componentOf(config)];
      const has = (feature: (typeof config.features)[number]) => config.features.includes(feature);
      const settle = () => page.evaluate(() => window.stylingParts.still());
      // The pointer off the table (its right, the table is 600 pixels wide), so only the hover configuration hovers.
      await page.mouse.move(990, 790);
      await page.evaluate(([id, k]) => window.stylingParts.draw(id, k), [config.id, configKeys] as const);
      await settle();
      if (has('scrolled')) {
        await page.evaluate((left) => window.stylingParts.scrollTo(left), has('at-end') ? 100_000 : 200);
        await settle();
      }
      if (has('row-span')) {
        await page.evaluate(() => window.stylingParts.scrollDown(100));
        await settle();
      }
      if (has('hover')) {
        // The pointer on the first record's middle cell, as a visitor's mouse puts it there.
        await page.hover('.rc-table-row[data-row-key="1"] > td:nth-child(2)');
        await settle();
      }
      seen.push(await page.evaluate(([id, k]) => window.stylingParts.read(id, k), [config.id, configKeys] as const));
    }
  } finally {
    await close();
  }
  return { keys, seen };
}

export async function deriveFacts(release: Release = INSTALLED_RELEASE): Promise<StylingFacts> {
  const { keys, seen } = await observe(release);
  return deriveStylingFacts(installedVersion(release.library), keys, seen);
}

/** The facts as the committed file holds them (Prettier's JSON). */
export const formatFacts = async (facts: StylingFacts) =>
  format(JSON.stringify(facts), { ...(await resolveConfig(factsPath(facts.version))), parser: 'json' });

/**
 * What the composer's page shows beside the code: its words in each language (composer-texts.json, loaded with the
 * composer's own code, so no other page's first load carries them), each feature's checks, a fix's prop, and when a
 * preview is heavy. Pure.
 */
import { FIXES, type CellConfig, type MatrixFile } from '../../compatibility/core/compatibility.ts';
import texts from '../../compatibility/core/compatibility-texts.json' with { type: 'json' };
import words from './composer-texts.json' with { type: 'json' };
import type { LocaleId } from '../../../engine/core/types.ts';

/** A Table of more cells than this waits for the visitor to ask for its preview: it draws every one at once. */
export const HEAVY_CELLS = 20_000;

/** What a feature's probes check, in one language: their titles, one after the other. */
export const featureChecks = (matrix: MatrixFile, feature: string, locale: LocaleId): string =>
  matrix.probes
    .filter((probe) => probe.feature === feature)
    .map((probe) => probe.title[locale])
    .join(texts.notes.separator[locale]);

/** The prop a fix sets, as the library names it. */
export const fixProp = (id: string): string => FIXES.find((fix) => fix.id === id)?.prop ?? id;

/**
 * How many body cells the preview would draw at once, when that is more than `HEAVY_CELLS`; else 0. VirtualTable draws
 * only the rows in view, so it is never heavy.
 */
export function heavyCells(config: CellConfig): number {
  if (config.component === 'VirtualTable') return 0;
  const cells = config.records * config.columnCount;
  return cells > HEAVY_CELLS ? cells : 0;
}

/** A key of the composer's words. */
export type ComposerWord = keyof typeof words.words;

/** One of the composer's words in a language, its `{name}` placeholders filled (one without a value stays). */
export const composerText = (locale: LocaleId, key: ComposerWord, values: Record<string, string> = {}): string =>
  words.words[key][locale].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

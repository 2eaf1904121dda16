/**
 * The playground's address with code: `[/<locale prefix>]/~playground?demo=<id>#code=<files>`, where <files>
 * is the JSON of the demo's files (name -> code) compressed by lz-string, so a link carries edited code.
 */
import LZString from 'lz-string';
import type { LocaleId } from '../../core/types';
import { siteHref } from '../site/href';
import { playgroundPath } from '../../core/demo-paths';

export function codeHash(files: Readonly<Record<string, string>>): string {
  return `#code=${LZString.compressToEncodedURIComponent(JSON.stringify(files))}`;
}

/** The playground's address with code, under the site's base path (for a plain `href` and the history). */
export function playgroundHref(id: string, locale: LocaleId, files: Readonly<Record<string, string>>): string {
  return siteHref(playgroundPath(id, locale)) + codeHash(files);
}

/** The longest `#code=` value read (about three times the largest demo, compressed). */
export const MAX_CODE_CHARS = 16_000;
/** The most code (JSON of the files) a link may carry once decompressed. */
const MAX_CODE_JSON_CHARS = 100_000;

/** What a playground hash carries: nothing, files, or a value that cannot be used (and why). */
export type HashCode =
  { kind: 'none' } | { kind: 'files'; files: Record<string, string> } | { kind: 'unreadable' } | { kind: 'too-large' };

export function readCodeHash(hash: string): HashCode {
  const match = /(?:^#|&)code=([^&]*)/.exec(hash);
  if (!match) return { kind: 'none' };
  if (match[1].length > MAX_CODE_CHARS) return { kind: 'too-large' };
  const json = LZString.decompressFromEncodedURIComponent(match[1]);
  if (!json) return { kind: 'unreadable' };
  if (json.length > MAX_CODE_JSON_CHARS) return { kind: 'too-large' };
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return { kind: 'unreadable' };
    const entries = Object.entries(value);
    return entries.length > 0 && entries.every(([, code]) => typeof code === 'string')
      ? { kind: 'files', files: Object.fromEntries(entries) }
      : { kind: 'unreadable' };
  } catch {
    return { kind: 'unreadable' };
  }
}

/** The files worth carrying: the entry always, the others only when they differ from the originals. */
export function changedFiles(
  entry: string,
  codes: Readonly<Record<string, string>>,
  originals: Readonly<Record<string, string>>,
): Record<string, string> {
  return Object.fromEntries(Object.entries(codes).filter(([name, code]) => name === entry || code !== originals[name]));
}

/**
 * The playground's address with code: `/~playground?demo=<id>[&locale=zh-CN]#code=<files>`, where <files>
 * is the JSON of the demo's files (name -> code) compressed by lz-string, so a link carries edited code.
 */
import LZString from 'lz-string';
import type { LocaleId } from '../site/types';
import { playgroundPath } from './playground-path';

export function codeHash(files: Readonly<Record<string, string>>): string {
  return `#code=${LZString.compressToEncodedURIComponent(JSON.stringify(files))}`;
}

export function playgroundHref(id: string, locale: LocaleId, files: Readonly<Record<string, string>>): string {
  return playgroundPath(id, locale) + codeHash(files);
}

/** The files a playground hash carries, or null when it carries none or they are unreadable. */
export function filesFromHash(hash: string): Record<string, string> | null {
  const match = /(?:^#|&)code=([^&]*)/.exec(hash);
  if (!match) return null;
  const json = LZString.decompressFromEncodedURIComponent(match[1]);
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const entries = Object.entries(value);
    return entries.every(([, code]) => typeof code === 'string') ? Object.fromEntries(entries) : null;
  } catch {
    return null;
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

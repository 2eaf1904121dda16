/**
 * The code a playground address carries (its address is engine/app/live/playground-url.ts): `[/<locale prefix>]/~playground?demo=<id>#code=<files>`, where <files>
 * is the JSON of the demo's files (name -> code) compressed by lz-string, so a link carries edited code. A link may
 * also say what the code shows (`&title=<text>&note=<text>`, each percent-encoded): the playground shows both as
 * plain text, cut to a bounded length, never as markup.
 */
import LZString from 'lz-string';

/** What a link says about its code: a title (what it draws) and a note (what to look at). */
export interface PlaygroundContext {
  title?: string;
  note?: string;
}

/** The longest title and note a link carries or the playground shows, in characters. */
export const MAX_CONTEXT_CHARS: Readonly<Record<keyof PlaygroundContext, number>> = { title: 160, note: 1200 };
const CONTEXT_KEYS = ['title', 'note'] as const;

/**
 * A title or note as the playground shows it: control characters, direction overrides and runs of white space become
 * one space, and a text longer than `max` characters is cut, ending in "…". Empty when nothing is left.
 */
export function cleanContextText(text: string, max: number): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  const flat = text.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069\s]+/g, ' ').trim();
  const chars = Array.from(flat);
  return chars.length <= max
    ? flat
    : chars
        .slice(0, Math.max(0, max - 1))
        .join('')
        .trimEnd() + '…';
}

export function codeHash(files: Readonly<Record<string, string>>, context: PlaygroundContext = {}): string {
  let hash = `#code=${LZString.compressToEncodedURIComponent(JSON.stringify(files))}`;
  for (const key of CONTEXT_KEYS) {
    const text = cleanContextText(context[key] ?? '', MAX_CONTEXT_CHARS[key]);
    if (text) hash += `&${key}=${encodeURIComponent(text)}`;
  }
  return hash;
}

/**
 * The title and note a playground hash carries, cleaned (`cleanContextText`). A value that cannot be decoded is left
 * out, and so is one longer encoded than its longest text can be (a character encodes to 12 at most: `%XX` 4 times).
 */
export function readContextHash(hash: string): PlaygroundContext {
  const context: PlaygroundContext = {};
  for (const key of CONTEXT_KEYS) {
    const match = new RegExp(`(?:^#|&)${key}=([^&]*)`).exec(hash);
    if (!match || match[1].length > MAX_CONTEXT_CHARS[key] * 12) continue;
    let text: string;
    try {
      text = decodeURIComponent(match[1]);
    } catch {
      continue;
    }
    const clean = cleanContextText(text, MAX_CONTEXT_CHARS[key]);
    if (clean) context[key] = clean;
  }
  return context;
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

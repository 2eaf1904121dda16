/**
 * The playground's memory of code this visitor ran or sent there from the site: per demo, the last `#code=` hash,
 * in localStorage (only code running on the site can write it). A link whose hash matches runs at once; any other
 * code that arrives with a link waits for the visitor's Run. Code stopped for running without end is forgotten.
 */
// Types only: the address module brings lz-string, which the toolbar of every demo (this module's other user) must
// not load up front.
import type { HashCode } from './playground-url';

const key = (id: string) => `playground-code:${id}`;

export function isTrustedHash(id: string, hash: string): boolean {
  try {
    return hash !== '' && localStorage.getItem(key(id)) === hash;
  } catch {
    return false;
  }
}

export function trustHash(id: string, hash: string) {
  try {
    localStorage.setItem(key(id), hash);
  } catch {
    // Without storage, the playground asks before running the code again.
  }
}

/** Forgets the code remembered for a demo: its link asks before running again (after a run that never ended). */
export function forgetHash(id: string) {
  try {
    localStorage.removeItem(key(id));
  } catch {
    // Nothing was remembered without storage.
  }
}

/** Whether every file a link carries is the site's own code for that file (so running it runs only the site's code). */
export function isSiteCode(files: Readonly<Record<string, string>>, originals: Readonly<Record<string, string>>) {
  return Object.entries(files).every(([name, code]) => Object.hasOwn(originals, name) && originals[name] === code);
}

/** Why the code on screen has not run: it came with a link, or the link's code was unusable. */
export type Held = 'foreign' | 'unreadable' | 'too-large';

/** What the playground shows first, and whether it runs it now. */
export type PlaygroundStart = { codes: Record<string, string>; held: Held | null };

/**
 * The playground's first step, from the demo's own files, the `#code=` the link carries and whether this visitor
 * ran or sent that code before. Unreadable or oversized code is not shown: the demo's own files are, held with the
 * reason. Files the demo does not have are dropped. Code that is the site's own, or trusted, runs at once; any
 * other code is shown and held until the visitor chooses Run.
 */
export function playgroundStart(base: Record<string, string>, read: HashCode, trusted: boolean): PlaygroundStart {
  if (read.kind === 'unreadable' || read.kind === 'too-large') return { codes: base, held: read.kind };
  const carried = Object.fromEntries(
    Object.entries(read.kind === 'files' ? read.files : {}).filter(([name]) => Object.hasOwn(base, name)),
  );
  return { codes: { ...base, ...carried }, held: isSiteCode(carried, base) || trusted ? null : 'foreign' };
}

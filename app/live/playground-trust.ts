/**
 * The playground's memory of code this visitor ran or sent there from the site: per demo, the last `#code=` hash,
 * in localStorage (only code running on the site can write it). A link whose hash matches runs at once; any other
 * code that arrives with a link waits for the visitor's Run. Code stopped for running without end is forgotten.
 */
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

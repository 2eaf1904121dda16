/** The previewer's numbers, in one place. */

/** Height in px of a demo shown in an iframe when the page gives none. */
export const DEFAULT_EMBED_HEIGHT = 300;
/** Between two connection attempts with a demo iframe. */
export const CONNECT_RETRY_MS = 500;
/** Connection attempts before giving up. */
export const CONNECT_MAX_ATTEMPTS = 20;
/** A tooltip stays this long after the pointer or focus leaves. */
export const TOOLTIP_HIDE_DELAY_MS = 100;
/** How long a copy button says "Copied". */
export const COPIED_MS = 2000;
/** Edits compile at most once per this interval (the first at once, the last at the end). */
export const COMPILE_THROTTLE_MS = 300;
/** A compile that takes longer than this shows a loading indicator. */
export const SLOW_COMPILE_MS = 300;

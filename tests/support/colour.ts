/** Colour-mode helpers for browser tests. */

/**
 * An init script: records the theme on <html> at the moment <body> first exists (what the first paint uses) as
 * `window.firstTheme`.
 */
export const recordFirstPaintTheme = () => {
  new MutationObserver((_, observer) => {
    if (document.body) {
      (window as unknown as { firstTheme: string | null }).firstTheme =
        document.documentElement.getAttribute('data-prefers-color');
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
};

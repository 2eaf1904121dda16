/**
 * A page's stylesheets in its head. The site's own (every page's) go in as `<style>`, so the first paint waits for the
 * HTML alone and not for a second request; each is followed by a disabled `<link>` to its file (a disabled stylesheet
 * is not fetched), which is how the bundler's loader of a chunk's stylesheets sees that the document has it and does
 * not add it again. A route's own stylesheets (a demo's) stay links.
 */

/** A stylesheet's text as a `<style>`, then the disabled link to its address. */
export function inlineStylesheet(href: string, text: string): string {
  return `<style>${text.replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" href="${href}" disabled>`;
}

/** A stylesheet as a link. */
export const stylesheetLink = (href: string) => `<link rel="stylesheet" href="${href}">`;

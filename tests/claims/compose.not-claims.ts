/**
 * docs/compose.md: sentences about what the composer page does with a choice. What the composed tables do is checked
 * by compose.browser.test.ts (every composed table passes its features' probes).
 */
import { WHY, type NotClaim } from './not-claims.ts';

const page = 'docs/compose.md';

export default [
  { page, fragment: 'and this page writes the table: a live preview, and one TypeScript file', why: WHY.site },
  { page, fragment: 'the code applies the fix, with a comment saying why', why: WHY.site },
  { page, fragment: 'A combination that does not work is refused, with its note', why: WHY.site },
  { page, fragment: 'The address carries your choice', why: WHY.site },
  { page, fragment: "The file imports only what it uses and the library's stylesheet", why: WHY.site },
  { page, fragment: 'For those the page says "Not checked together"', why: WHY.site },
  { page, fragment: 'in the preview on this page its header stops below the site', why: WHY.site },
  { page, fragment: 'The matrix draws every pair of features and a few dozen triples', why: WHY.site },
  { page, fragment: 'were never drawn in one table, so nothing has checked them together', why: WHY.site },
] satisfies NotClaim[];

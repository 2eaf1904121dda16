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
  { page, fragment: 'the verdict is the worst of the pairs and triples inside the choice', why: WHY.site },
] satisfies NotClaim[];

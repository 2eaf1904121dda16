/**
 * docs/compatibility.md: sentences about how the page's matrix is made and read. What the library does in each cell
 * is the matrix itself, checked by compatibility.browser.test.ts.
 */
import { WHY, type NotClaim } from './not-claims.ts';

const page = 'docs/compatibility.md';

export default [
  { page, fragment: 'Which features of @rc-component/table work together?', why: 'the question the page answers' },
  { page, fragment: 'Every mark comes from a render: the combination was drawn in a browser', why: WHY.site },
  { page, fragment: 'A mark has one of five verdicts', why: WHY.site },
  { page, fragment: 'The filter takes several words', why: WHY.site },
  { page, fragment: 'Each feature has probes: checks of what the feature promises', why: WHY.site },
  { page, fragment: 'The probe of fixed columns scrolls the body sideways with the mouse wheel', why: WHY.site },
  { page, fragment: 'The results are kept for each version of the library in', why: WHY.site },
] satisfies NotClaim[];

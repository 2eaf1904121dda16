/** docs/migration.md: sentences the inventory's rule picks up that are not run-time claims about the library. */
import { WHY, type NotClaim } from './not-claims.ts';

const page = 'docs/migration.md';

export default [
  {
    page,
    fragment: '1.0.0, the first release, holds the same code as rc-table 7.50.2 under a new name',
    why: WHY.history,
  },
  { page, fragment: 'This page goes through everything to change', why: 'describes the page' },
  { page, fragment: 'That matters only if your code imported them through the table', why: WHY.advice },
  {
    page,
    fragment: 'Fixed columns are the exception: 1.2 renamed their classes',
    why: 'introduces the table of class names below, each row of which has its check',
  },
] satisfies NotClaim[];

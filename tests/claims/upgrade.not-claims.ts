/** docs/upgrade.md: sentences the inventory's rule picks up that are not run-time claims about the library. */
import { WHY, type NotClaim } from './not-claims.ts';

const page = 'docs/upgrade.md';

export default [
  { page, fragment: 'Choose the release you use and the one you are moving to, or paste your version', why: WHY.site },
  { page, fragment: 'A release can be written as your project writes it', why: WHY.site },
  { page, fragment: 'Any rc-table 7.x release is accepted; its props are read from 7.55.1', why: WHY.site },
  {
    page,
    fragment: 'The view starts with what you must change',
    why: `${WHY.site}: each entry of facts/upgrade-actions.json names its check, and tests/unit/plugins/history/core/upgrade.test.ts holds it to exist`,
  },
  { page, fragment: 'Then the deprecated props that still work, the props you can use', why: WHY.site },
  { page, fragment: 'The props come from the type definitions of every release', why: WHY.site },
  { page, fragment: 'The address keeps the pair, so you can share it', why: WHY.site },
  { page, fragment: 'Without JavaScript the page shows rc-table 7.55.1 to 1.12.0.', why: WHY.site },
  {
    page,
    fragment: 'From rc-table 7.x the types show no prop removed',
    why: `${WHY.history}: tests/unit/plugins/history/core/upgrade.test.ts finds no prop removed between the types of rc-table 7.55.1 and 1.12.0`,
  },
] satisfies NotClaim[];

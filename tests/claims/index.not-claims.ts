/** docs/index.md: sentences the inventory's rule picks up that are not run-time claims about the library. */
import { WHY, type NotClaim } from './not-claims.ts';

const page = 'docs/index.md';

export default [
  { page, fragment: 'Until version 7 the same library was published as rc-table.', why: WHY.history },
  { page, fragment: 'A small table of orders, rendered live from the code below it.', why: WHY.site },
  { page, fragment: 'Props of Table (the default export).', why: 'names the table that follows' },
  {
    page,
    fragment: 'Choose your release under My version, above, to see the tables as they were then',
    why: `${WHY.site}: the version lens, which tests/e2e/upgrade.test.ts drives in a browser`,
  },
  {
    page,
    fragment: 'Under it, a prop whose type changed in a later release says when',
    why: 'about the API tables of this site, whose history rows tests/unit/plugins/history/pipeline/history-rows.test.ts holds to the types of every release',
  },
  { page, fragment: 'TypeScript does not ask for scroll and rejects listItemHeight (TS2322).', why: WHY.types },
  {
    page,
    fragment: 'The package also exports VirtualTableProps, the props it really reads, but without ref',
    why: WHY.types,
  },
  {
    page,
    fragment: 'Generated from the type definitions of the installed package when the site is built',
    why: WHY.site,
  },
] satisfies NotClaim[];

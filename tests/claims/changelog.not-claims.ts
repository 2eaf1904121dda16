/**
 * Sentences of the changelog that state no behaviour of the library as it is now (1.12.0): the page's own
 * conventions, the history of releases and branches, what an old release did before a later one changed it, and
 * changes to the type declarations' wording only. Each is a verbatim piece of its sentence, unique in the page.
 * Behaviour sentences are checked in changelog.test.ts (server renders), changelog.browser.test.ts (layout and
 * scrolling on a blank page) and tests/e2e/changelog-claims.test.ts (in the playground).
 */
import type { NotClaim } from './not-claims.ts';

const page = 'docs/changelog.md';
const history = 'history of releases: which release carries which code, not what the library does';

const notClaims: NotClaim[] = [
  { page, fragment: 'everything released since 2026, such as the', why: 'what rc-table 7 lacks: another package' },
  { page, fragment: 'goes through the upgrade step by step', why: 'about another page of this site' },
  { page, fragment: 'Versions follow semantic versioning.', why: 'the page’s convention' },
  { page, fragment: 'This log lists every release tagged in the library', why: 'what the page lists' },
  {
    page,
    fragment: 'Each entry describes what its published code changed against the release before it on the same line',
    why: 'how the page is written; the release lines are held to facts/ by tests/rules/changelog.test.ts',
  },
  { page, fragment: 'An entry links to the pull request behind a change', why: 'what the page lists' },
  {
    page,
    fragment: 'The type `ExpandIconProps` is exported for it.',
    why: 'a type export: compiled by `npm run typecheck` (tests/rules/library-types.test.ts covers the exported types)',
  },
  {
    page,
    fragment: 'Completes 1.10.3: when a new scroll position arrives',
    why: 'a timing fix inside the scroll synchronisation (a retry cancelled); no state a check can observe',
  },
  {
    page,
    fragment: 'is now scheduled whenever a new position is set',
    why: 'a 0 ms timer inside the scroll synchronisation: a check would have to scroll an element between the library setting a position and its timer firing, racing it',
  },
  {
    page,
    fragment: 'before, the row was brought to the top of the scroll body',
    why: 'what releases before 1.10.0 did',
  },
  {
    page,
    fragment: "before, the body was scrolled to the row's `offsetTop` plus the offset",
    why: 'what releases before 1.10.0 did',
  },
  {
    page,
    fragment: "`Table` scrolls its body to the row's `offsetTop` plus the offset instead of calling `scrollIntoView`",
    why: 'what 1.5.0 to 1.9.1 did; 1.10.0 changed it (checked under that entry)',
  },
  { page, fragment: 'A change to the ids inside that measuring row', why: history },
  { page, fragment: 'The `SpecialString` helper type is written with', why: 'wording of a type declaration' },
  {
    page,
    fragment: 'the separate header table renders no `colgroup` and React no longer warns',
    why: 'what 1.8.0 did; 1.8.1 gave the header the body’s colgroup in those cases (checked under 1.8.1)',
  },
  {
    page,
    fragment: '`genTable` and `genVirtualTable` are typed from the components they wrap',
    why: 'wording of type declarations',
  },
  { page, fragment: 'Maintenance only: the published code is the same as 1.6.2', why: history },
  { page, fragment: 'This release brings the fixes of `rc-table` 7.51 and 7.52 over to 1.x', why: history },
  {
    page,
    fragment: 'The other half of that change, lining the header up with the body',
    why: 'what 1.6.0 left out; the header using the body’s colgroup before measuring is checked under 1.8.1',
  },
  {
    page,
    fragment: 'in this release it renders no `colgroup` then, and from 1.8.1',
    why: 'what 1.6.0 to 1.8.0 rendered; the body’s colgroup from 1.8.1 is checked (changelog.browser.test.ts)',
  },
  {
    page,
    fragment: 'left the header with no `colgroup` when there is no data, so until 1.8.1',
    why: 'what 1.6.0 to 1.8.0 rendered; the header with no data is checked under 1.8.1 (changelog.browser.test.ts)',
  },
  { page, fragment: 'No release was tagged 1.5.1', why: history },
  { page, fragment: 'Corrected the values of `--z-offset-reverse`.', why: 'what 1.2.5 got wrong' },
  {
    page,
    fragment: "in a right-to-left table a `'left'` column sticks to the right (its start side) again",
    why: "this sentence's check renders both directions, a left column at inset-inline-start (the right side in RTL); the rest is what 1.2.0 and 1.2.1 did",
  },
  {
    page,
    fragment: "the types mark `'left'` and `'right'` as deprecated",
    why: 'wording of a type declaration',
  },
  {
    page,
    fragment: 'gave way to `rc-table-cell-fix`, `-fix-start`, `-fix-end`',
    why: 'the new classes are checked (changelog.test.ts, 1.2.x); the old ones are what releases before 1.2.0 had',
  },
  {
    page,
    fragment: "finds the elements that scroll around the table through the body's DOM node",
    why: 'how the library finds an element internally; nothing a page shows',
  },
  { page, fragment: 'Follows 1.0.1 on the main line', why: history },
  { page, fragment: 'It does not contain 1.0.2, which came out the same day', why: history },
  { page, fragment: 'Cut from the `1.0.x` branch, which starts at 1.0.0', why: history },
  { page, fragment: 'Its code is that of 1.0.0, resize observer included', why: history },
  { page, fragment: 'The first release under the name `@rc-component/table`, tagged `v1.0.0`.', why: history },
  { page, fragment: 'Its code is that of `rc-table` 7.50.2 with the package renamed.', why: history },
  { page, fragment: 'The resize observer is still `rc-resize-observer`.', why: 'what 1.0.0 used; 1.0.1 changed it' },
  { page, fragment: 'For what that means for your code, see', why: 'a link to another page' },
];

export default notClaims;

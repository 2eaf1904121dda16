/**
 * docs/changelog.md, for now: its candidate sentences, while the changelog is being rewritten release by release, with
 * its own checks (tests/claims/changelog.test.ts) and its own list (tests/claims/changelog.not-claims.ts), by a
 * separate change. Delete this file when that lands: the inventory then fails on any entry here that the rewrite
 * no longer has, and lists the rewritten page's candidates that have neither a check nor a reason.
 */
import type { NotClaim } from './not-claims.ts';

const page = 'docs/changelog.md';
const why = 'the changelog is being rewritten with its own checks; this list goes when that lands';

export default [
  {
    page,
    fragment:
      "An entry links to the pull request behind a change where there is one; changes that touch only the repository's tooling, tests or demos are left out.",
    why,
  },
  {
    page,
    fragment:
      "New expandable.showExpandAll: the expand column's header shows a button that expands or collapses every expandable row (the rows rowExpandable accepts) at once. expandable.onExpandAll is called with the new state, and onExpandedRowsChange with the new keys.",
    why,
  },
  { page, fragment: 'It works with expandedRowRender, not with tree data.', why },
  {
    page,
    fragment:
      "New components.ExpandIcon: one component draws the expand icon of each row and of that header button; its type prop is 'row' or 'all'.",
    why,
  },
  {
    page,
    fragment:
      'expandable.columnTitle can be a function; it receives the header button as expandIcon, so you can place it yourself.',
    why,
  },
  {
    page,
    fragment:
      "expandable.expandIcon (and the top-level expandIcon) is deprecated in favour of components.ExpandIcon; it only ever draws the rows' icons.",
    why,
  },
  {
    page,
    fragment:
      'With expandable.expandedRowOffset, hovering a row now highlights the right cells when some of them span several rows.',
    why,
  },
  {
    page,
    fragment:
      'New expandable.forceRender: the expanded content of every expandable row is rendered at once, collapsed rows included (hidden), so it is in the DOM before the first expand.',
    why,
  },
  {
    page,
    fragment:
      'Completes 1.10.3: when a new scroll position arrives, a retry of the previous one still waiting is cancelled instead of running later.',
    why,
  },
  {
    page,
    fragment:
      'The delayed retry that keeps the header, body and summary scrolled together no longer applies a position that has since gone stale.',
    why,
  },
  { page, fragment: "The package's types field now points at es/index.d.ts instead of lib/index.d.ts.", why },
  {
    page,
    fragment:
      'The code no longer imports files from inside other @rc-component packages (such as @rc-component/util/lib/...), only their entries; it now needs @rc-component/util 1.11.1 or newer.',
    why,
  },
  { page, fragment: 'Virtual mode: expandedRowClassName is applied to the child rows of tree data.', why },
  {
    page,
    fragment:
      "scrollTo on the table's ref takes align ('start', 'center', 'end' or 'nearest'), where the target row should land; with offset, the offset is added to that aligned position.",
    why,
  },
  {
    page,
    fragment:
      "VirtualTable has no 'center': there it acts as 'nearest' (the VirtualScrollConfig type in the declarations leaves it out).",
    why,
  },
  {
    page,
    fragment: 'Virtual mode: measuring the height of cells that span rows no longer fails when the data gets shorter.',
    why,
  },
  {
    page,
    fragment:
      'The shadow beside fixed columns goes away once the table is scrolled to its end; rounding had kept the scroll position a fraction short of the maximum.',
    why,
  },
  {
    page,
    fragment:
      'The hidden row that measures column widths copies column titles without their ref, so a ref on a title points at the real header cell.',
    why,
  },
  {
    page,
    fragment:
      "When the column widths are not measured yet, the separate header and summary tables (fixed header, sticky) use the body's colgroup instead of none.",
    why,
  },
  {
    page,
    fragment:
      'The separate header table builds its colgroup from the current column widths when it renders, instead of keeping one from an earlier render; with no widths known yet it renders none.',
    why,
  },
  {
    page,
    fragment:
      "Type declarations follow React 19: VirtualTable's scroll.y is optional in its type (the table still warns without it), and genTable and genVirtualTable are typed from the components they wrap.",
    why,
  },
  {
    page,
    fragment: "Maintenance only: the published code is the same as 1.6.2; only the repository's tooling changed.",
    why,
  },
  {
    page,
    fragment:
      'The separate header table is no longer hidden while column widths are being measured, which could leave the header blank.',
    why,
  },
  {
    page,
    fragment:
      "The separate header table takes scroll.x as its width (and at least the full width), so its columns line up with the body's, also with scroll.x: true.",
    why,
  },
  { page, fragment: 'An empty colgroup is no longer rendered.', why },
  { page, fragment: 'assets/index.css no longer sets word-break: break-word on cells.', why },
  { page, fragment: 'Header rows no longer throw when a column has no onHeaderCell.', why },
  {
    page,
    fragment: 'The hidden measuring row carries the header content, so columns are as wide as their titles need.',
    why,
  },
  {
    page,
    fragment: 'The header keeps its layout when there is no data (#1330), also with a sticky header (#1323).',
    why,
  },
  {
    page,
    fragment: 'Virtual mode: the top offset of the scroll proxy was corrected, which removes a jump while scrolling.',
    why,
  },
  { page, fragment: 'The expand column no longer disappears when expandable.fixed is true.', why },
  { page, fragment: "Columns inside a fixed group inherit the group's fixed when they do not set their own.", why },
  {
    page,
    fragment:
      "scrollTo on the table's ref takes an offset in pixels, added to the position of the row found by index or key.",
    why,
  },
  {
    page,
    fragment: 'The fixed header removes its wheel listener from the same element it was added to when it unmounts.',
    why,
  },
  {
    page,
    fragment:
      'New expandable.expandedRowOffset: expanded content leaves a number of leading columns free, their cells spanning down past it.',
    why,
  },
  {
    page,
    fragment:
      'The "no data" placeholder stays in place when the table is scrolled sideways (#1142), reworked in a lighter way in #1273.',
    why,
  },
  { page, fragment: 'The header no longer shows up empty with sticky or scroll.y.', why },
  {
    page,
    fragment:
      'A sticky table sets a --columns-count CSS variable (the number of leaf columns) on its outer element, for stylesheets that compute z-index.',
    why,
  },
  {
    page,
    fragment:
      'Fixed cells get a --z-offset-reverse CSS variable next to --z-offset, the stacking order read from the other side.',
    why,
  },
  {
    page,
    fragment:
      "A fixed column with unfixed columns before it (or after it, for 'end') shows its shadow only once those columns have scrolled out of view.",
    why,
  },
  {
    page,
    fragment:
      'The shadow of a fixed column appears only after at least one whole pixel of scrolling, not on a rounding difference.',
    why,
  },
  {
    page,
    fragment:
      "fixed: true and 'left' are now read as 'start', and 'right' as 'end', in both directions: in a right-to-left table a 'left' column sticks to the right (its start side) again, as before 1.2.0; 1.2.0 and 1.2.1 had put it on the left.",
    why,
  },
  {
    page,
    fragment:
      "The outer element's rc-table-ping-left and rc-table-ping-right classes were replaced by rc-table-fix-start-shadow and rc-table-fix-end-shadow (set whenever the table scrolls sideways) and rc-table-fix-start-shadow-show and rc-table-fix-end-shadow-show (set while there is content to scroll towards that side).",
    why,
  },
  {
    page,
    fragment:
      "A column's fixed also takes 'start' and 'end', the logical sides; the types mark 'left' and 'right' as deprecated.",
    why,
  },
  {
    page,
    fragment:
      "Fixed cells' classes changed: rc-table-cell-fix-left, -fix-right, -fix-left-first, -fix-left-last, -fix-left-all, -fix-right-first and -fix-right-last gave way to rc-table-cell-fix, -fix-start, -fix-end, -fix-start-shadow, -fix-end-shadow and, while the shadow shows, -fix-start-shadow-show and -fix-end-shadow-show.",
    why,
  },
  { page, fragment: 'Each fixed cell gets a --z-offset CSS variable.', why },
  {
    page,
    fragment: "The sticky scroll bar finds the elements that scroll around the table through the body's DOM node.",
    why,
  },
  { page, fragment: 'A sticky table no longer falls into an endless loop of scroll events.', why },
  {
    page,
    fragment:
      'The resize observer came from rc-resize-observer 1.x instead of @rc-component/resize-observer. 1.1.0 undid this.',
    why,
  },
  {
    page,
    fragment: 'The first tagged release under the name @rc-component/table (a commit numbered 1.0.0 was never tagged).',
    why,
  },
  {
    page,
    fragment: "The sticky scroll bar can be dragged in right-to-left tables and stays inside the body's width.",
    why,
  },
  { page, fragment: "The sticky scroll bar measures its container through the container's DOM node.", why },
  {
    page,
    fragment:
      'New work happens in @rc-component/table only: everything released since 2026, such as the align option of scrollTo (1.10.0) or the expand-all control (1.12.0), has no rc-table counterpart.',
    why,
  },
  {
    page,
    fragment:
      'The page From rc-table 7 to @rc-component/table goes through the upgrade step by step: the package name and imports, the React version, the props that were removed or moved, and the class names that changed.',
    why,
  },
] satisfies NotClaim[];

/**
 * The judged set of `npm run bench:mcp`: questions a coding assistant gets about the table, in English and Chinese,
 * each with the tool call an assistant makes for it and the facts a right answer must contain (every fact, as
 * written, case aside). Each fact was checked against the library, not against the server: the declaration files of
 * the release named (`lib/*.d.ts` of the published package), the committed measurements of facts/ (made by
 * rendering the library), or facts/upgrade-actions.json (each held by a claims test). The set is not changed to fit
 * the answers: a question the tools answer wrong stays, and counts against them.
 */
export interface JudgedQuestion {
  id: string;
  question: string;
  tool: string;
  args: Record<string, unknown>;
  facts: string[];
  /** The right answer is a tool error (bad input), whose message must hold the facts. */
  error?: true;
}

export const QUESTIONS: JudgedQuestion[] = [
  // Props (checked in lib/Table.d.ts, lib/interface.d.ts and lib/VirtualTable/index.d.ts of 1.12.0).
  {
    id: 'prop-scroll-y',
    question: 'What type does scroll.y take?',
    tool: 'get_prop',
    args: { name: 'scroll.y', component: 'Table' },
    facts: ['number | string'],
  },
  {
    id: 'prop-virtual-scroll-y',
    question: "Can VirtualTable's scroll.y be a string like '50vh'?",
    tool: 'get_prop',
    args: { name: 'VirtualTable.scroll.y' },
    facts: ['"type": "number"'],
  },
  {
    id: 'prop-rowkey',
    question: 'What can rowKey be?',
    tool: 'get_prop',
    args: { name: 'rowKey' },
    facts: ['GetRowKey', 'keyof RecordType'],
  },
  {
    id: 'prop-sticky',
    question: 'sticky 属性接受什么类型？',
    tool: 'get_prop',
    args: { name: 'sticky', locale: 'zh-CN' },
    facts: ['boolean | TableSticky'],
  },
  {
    id: 'prop-expandicon-deprecated',
    question: 'Is expandable.expandIcon deprecated, and what replaces it?',
    tool: 'get_prop',
    args: { name: 'expandable.expandIcon' },
    facts: ['deprecated', 'components.ExpandIcon'],
  },
  {
    id: 'prop-showexpandall-since',
    question: 'Which release added expandable.showExpandAll?',
    tool: 'get_prop',
    args: { name: 'expandable.showExpandAll' },
    facts: ['1.12.0: added'],
  },
  {
    id: 'prop-fixed-start',
    question: "Can a column's fixed be 'start' instead of 'left'?",
    tool: 'get_prop',
    args: { name: 'fixed', component: 'Column' },
    facts: ['"start"', '"end"', '1.2.0'],
  },
  {
    id: 'prop-ellipsis',
    question: 'What does a column ellipsis accept?',
    tool: 'get_prop',
    args: { name: 'ellipsis', component: 'Column' },
    facts: ['showTitle'],
  },
  {
    id: 'prop-scrollto-align',
    question: "What values does the ref's scrollTo align take?",
    tool: 'get_prop',
    args: { name: 'scrollTo.align' },
    facts: ['ScrollLogicalPosition', '1.10.0'],
  },
  {
    id: 'prop-tablelayout',
    question: 'tableLayout 可以设成什么？',
    tool: 'get_prop',
    args: { name: 'tableLayout', locale: 'zh-CN' },
    facts: ['"auto" | "fixed"'],
  },
  // Versions (the same files of each release named, from the package cache of `npm run matrix`).
  {
    id: 'version-columntitle-1.8',
    question: 'On 1.8.0, can expandable.columnTitle be a function?',
    tool: 'get_prop',
    args: { name: 'expandable.columnTitle', version: '1.8.0' },
    facts: ['"type": "ReactNode"', '1.12.0: accepts a function'],
  },
  {
    id: 'version-showexpandall-1.8',
    question: 'My package.json has "@rc-component/table": "~1.8.0". Can I use showExpandAll?',
    tool: 'get_prop',
    args: { name: 'expandable.showExpandAll', version: '"@rc-component/table": "~1.8.0"' },
    facts: ['"exists": false', 'arrived in 1.12.0'],
  },
  {
    id: 'version-classnames-7',
    question: 'We are on rc-table 7.54.0. Is there a classNames prop?',
    tool: 'get_prop',
    args: { name: 'classNames', version: '7.54.0' },
    facts: ['"exists": false', '1.3.0'],
  },
  {
    id: 'version-offset-1.4',
    question: 'Is expandedRowOffset in 1.4.1?',
    tool: 'get_prop',
    args: { name: 'expandable.expandedRowOffset', version: '1.4.1' },
    facts: ['"exists": true', '"type": "number"'],
  },
  {
    id: 'version-offset-1.2',
    question: '1.2.0 版本有 expandedRowOffset 吗？',
    tool: 'get_prop',
    args: { name: 'expandable.expandedRowOffset', version: '1.2.0', locale: 'zh-CN' },
    facts: ['"exists": false', '1.4.0'],
  },
  {
    id: 'version-scrollto-align-1.9',
    question: 'Does scrollTo take align on 1.9.1?',
    tool: 'get_prop',
    args: { name: 'scrollTo.align', version: '1.9.1' },
    facts: ['"exists": false', 'arrived in 1.10.0'],
  },
  {
    id: 'version-measure-row',
    question: 'Which releases have measureRowRender?',
    tool: 'get_prop',
    args: { name: 'measureRowRender' },
    facts: ['1.0.0: removed', '1.6.2: added'],
  },
  // Combinations (facts/compatibility/<release>.json: the library rendered with each pair and triple).
  {
    id: 'combo-virtual-expand',
    question: 'Does VirtualTable work with expandable rows?',
    tool: 'check_compatibility',
    args: { features: ['VirtualTable', 'expandable rows'] },
    facts: ['"verdict": "fixed"', 'expandable.columnWidth'],
  },
  {
    id: 'combo-virtual-expand-zh',
    question: '虚拟滚动和可展开行能一起用吗？',
    tool: 'check_compatibility',
    args: { features: ['虚拟滚动', '可展开行'] },
    facts: ['"verdict": "fixed"', 'expandable.columnWidth'],
  },
  {
    id: 'combo-virtual-fixed',
    question: 'Virtual scrolling with fixed columns: does it work?',
    tool: 'check_compatibility',
    args: { features: ['virtual scroll', 'fixed columns'] },
    facts: ['"verdict": "works"'],
  },
  {
    id: 'combo-expand-tree',
    question: 'Can I use expandedRowRender together with tree data?',
    tool: 'check_compatibility',
    args: { features: ['expandedRowRender', 'tree data'] },
    facts: ['"verdict": "fails"'],
  },
  {
    id: 'combo-expand-span',
    question: 'rowSpan across expanded rows breaks: what do I do?',
    tool: 'check_compatibility',
    args: { features: ['rowSpan', 'expandable'] },
    facts: ['"verdict": "fixed"', 'expandable.expandedRowOffset', '1.4.0'],
  },
  {
    id: 'combo-sticky-fixed-end',
    question: 'Sticky header with columns fixed on the right?',
    tool: 'check_compatibility',
    args: { features: ['sticky header', "fixed: 'right'"] },
    facts: ['"verdict": "caveat"', 'calc(3 + 2 * var(--columns-count))'],
  },
  {
    id: 'combo-grouped-noheader',
    question: 'Grouped column headers with showHeader={false}?',
    tool: 'check_compatibility',
    args: { features: ['column groups', 'hide header'] },
    facts: ['"verdict": "n/a"'],
  },
  {
    id: 'combo-triple',
    question: 'VirtualTable + fixed columns + expandable rows, all at once?',
    tool: 'check_compatibility',
    args: { features: ['virtual', 'fixed-start', 'expandable'] },
    facts: ['"verdict": "fixed"', 'expandable.columnWidth', 'playground'],
  },
  {
    id: 'combo-old-release',
    question: 'On 1.5.2, does VirtualTable work with expandable rows?',
    tool: 'check_compatibility',
    args: { features: ['virtual', 'expandable'], version: '1.5.2' },
    facts: ['"measuredOn": "1.5.2"', '"verdict": "fixed"'],
  },
  {
    id: 'combo-rtl-summary-zh',
    question: '从右到左布局配合固定总结栏可以吗？',
    tool: 'check_compatibility',
    args: { features: ['rtl', '总结栏'] },
    facts: ['"verdict": "works"'],
  },
  // Styling (facts/styling-parts/1.12.0.json: the library rendered in every configuration with each key marked).
  {
    id: 'style-header-cell',
    question: 'Which classNames key styles the header cells?',
    tool: 'get_styling',
    args: { part: 'header cell' },
    facts: ['classNames.header.cell', 'rc-table-cell'],
  },
  {
    id: 'style-body-row-zh',
    question: '表体的行用哪个 classNames 键？',
    tool: 'get_styling',
    args: { part: 'body.row', locale: 'zh-CN' },
    facts: ['classNames.body.row', 'rc-table-row'],
  },
  {
    id: 'style-fix-start',
    question: 'When does a cell get rc-table-cell-fix-start?',
    tool: 'get_styling',
    args: { part: 'rc-table-cell-fix-start' },
    facts: ['rc-table-cell-fix-start', 'classNames.body.cell'],
  },
  {
    id: 'style-virtual-content',
    question: 'classNames.content does nothing on my VirtualTable: why?',
    tool: 'get_styling',
    args: { part: 'classNames.content' },
    facts: ["content is in VirtualTable's types but lands on no element"],
  },
  {
    id: 'style-expanded-row',
    question: 'How do I style the expanded row?',
    tool: 'get_styling',
    args: { part: 'expanded row' },
    facts: ['rc-table-expanded-row'],
  },
  {
    id: 'style-old-release',
    question: 'On 1.2.0, can I use classNames.header.cell?',
    tool: 'get_styling',
    args: { part: 'header.cell', version: '1.2.0' },
    facts: ['1.2.0 has no classNames or styles props', '1.3.0'],
  },
  // Upgrades (facts/upgrade-actions.json, each action held by a claims test; facts/prop-history.json).
  {
    id: 'upgrade-1.4-1.12',
    question: 'What do I have to change going from 1.4.0 to 1.12.0?',
    tool: 'get_upgrade',
    args: { from: '1.4.0', to: '1.12.0' },
    facts: ['Must act (3)', 'fixed: false', '>=18.0.0', 'scrollTo'],
  },
  {
    id: 'upgrade-from-7',
    question: 'Migrating from rc-table 7.54.0 to the newest: what first?',
    tool: 'get_upgrade',
    args: { from: '7.54.0' },
    facts: ['@rc-component/table', 'rc-table 7.55.1'],
  },
  {
    id: 'upgrade-1.6.0',
    question: 'Should I upgrade from 1.5.0 to 1.6.0?',
    tool: 'get_upgrade',
    args: { from: '1.5.0', to: '1.6.0' },
    facts: ['1.6.1'],
  },
  {
    id: 'upgrade-onheaderrow',
    question: 'Upgrading 1.0.0 to 1.3.0, anything about onHeaderRow?',
    tool: 'get_upgrade',
    args: { from: '1.0.0', to: '1.3.0' },
    facts: ['onHeaderRow'],
  },
  {
    id: 'upgrade-zh',
    question: '从 1.8.2 升级到 1.12.0 需要改什么？',
    tool: 'get_upgrade',
    args: { from: '1.8.2', to: '1.12.0', locale: 'zh-CN' },
    facts: ['scrollTo', 'showExpandAll'],
  },
  {
    id: 'upgrade-range',
    question: 'We have ^1.9.0 in package.json; what changes up to 1.12.0?',
    tool: 'get_upgrade',
    args: { from: '1.9', to: '1.12.0' },
    facts: ['1.9.1', 'expandable.showExpandAll'],
  },
  // Errors and warnings the library prints (their text in lib/ of 1.12.0), and bad input.
  {
    id: 'error-render-cell-props',
    question: 'Warning: `columns.render` return cell props is deprecated with perf issue. What do I use?',
    tool: 'search_docs',
    args: { query: 'render return cell props deprecated' },
    facts: ['onCell'],
  },
  {
    id: 'error-expanded-moved',
    question: 'Warning: expanded related props have been moved into `expandable`. What does that mean?',
    tool: 'search_docs',
    args: { query: 'expanded props moved into expandable' },
    facts: ['expandable'],
  },
  {
    id: 'error-virtual-scroll-y',
    question: '`scroll.y` in virtual table must be number',
    tool: 'search_docs',
    args: { query: 'virtual table scroll.y must be number' },
    facts: ['VirtualTable', 'scroll'],
  },
  {
    id: 'error-unknown-feature',
    question: 'Does pagination work with VirtualTable?',
    tool: 'check_compatibility',
    args: { features: ['pagination', 'VirtualTable'] },
    facts: ['Unknown feature "pagination"', 'virtual (VirtualTable)'],
    error: true,
  },
  {
    id: 'error-unknown-version',
    question: 'What is new in 2.0.0?',
    tool: 'get_upgrade',
    args: { to: '2.0.0' },
    facts: ['There is no release "2.0.0"', '1.12.0'],
    error: true,
  },
];

/** docs/demo/*.md: sentences the inventory's rule picks up that are not run-time claims about the library. */
import { WHY, type NotClaim } from './not-claims.ts';

const on = (page: string, why: string, fragments: string[]): NotClaim[] =>
  fragments.map((fragment) => ({ page: `docs/demo/${page}.md`, fragment, why }));

export default [
  ...on('hover-perf', WHY.demo, [
    'A hundred staff, sorted by city',
    "Every cell's content is a small component that counts its renders",
  ]),
  ...on('animation', WHY.otherPackage, ['This demo wraps the <tr> in CSSMotion from @rc-component/motion']),
  ...on('animation', WHY.demo, [
    'The trick for leaving rows is timing',
    'When CSSMotion reports that it is no longer visible',
    'Only rows added after the first render play the appear motion',
    'If the reader asks for reduced motion',
    'The buttons announce what happened through a polite live region',
  ]),
  ...on('aria', WHY.demo, ['The table shows one page of a 120-person directory.']),
  ...on(
    'aria',
    'when to give the row count and indexes; that the table passes them on is the sentences before, checked',
    ['Use this whenever the table shows a slice of a longer list'],
  ),
  ...on('caption', WHY.browser, [
    "It is the table's accessible name: screen readers announce it",
    'Avoid display: none for this, which removes the name as well.',
  ]),
  ...on('caption', WHY.demo, ['Untick the checkbox to hide the caption with a visually-hidden style']),
  ...on('class-name', WHY.demo, ['This demo sets small uppercase labels in the header cells']),
  ...on(
    'class-name',
    "this site's table theme (theme/table.css) defines --table-bg and the hover colour; the library's stylesheet has neither",
    [
      'A tip from the stylesheet: the overdue rows change the --table-bg custom property',
      'The cells already paint with that variable, and the hover colour is worked out on the table',
    ],
  ),
  ...on('colspan-rowspan', WHY.demo, [
    'In this timetable the keynote and lunch rows are plenary sessions',
    'The Lab workshop lasts two slots',
    'The spans are worked out from the data',
  ]),
  ...on('colspan-rowspan-legacy', 'points the reader to another demo page', [
    'The Merged cells demo shows the result.',
  ]),
  ...on('column-hidden', WHY.demo, ['Name has no checkbox, so there is always something to read.']),
  ...on('column-resize', WHY.demo, ['Here each resizable column passes its current width, its name and a callback']),
  ...on('column-resize', WHY.otherPackage, [
    'react-resizable 4 works with React 19.',
    'ReactDOM.findDOMNode no longer exists there',
  ]),
  ...on('components', 'what to do in your own component; what the table hands it is the sentence before, checked', [
    'Spread them onto the element you render, then add what you need.',
  ]),
  ...on('components', WHY.demo, ['In this invoice list the custom table reads a density setting from React context']),
  ...on('dropdown', WHY.otherPackage, ['Arrow keys move through the items, Enter picks one']),
  ...on('dropdown', WHY.demo, ['Ticks are drawn from aria-checked', 'The filter menu stays open while you tick']),
  ...on('ellipsis-custom-tooltip', WHY.demo, ['The text in each cell is focusable, and the tooltip opens on focus']),
  ...on('ellipsis', WHY.demo, ['The Address column has no ellipsis and wraps onto as many lines as it needs']),
  ...on('expand-icon', WHY.demo, ['The chevron turns when the row opens.']),
  ...on('expanded-row-class-name', WHY.demo, ['The status is also written in the details']),
  ...on('fixed-columns-and-header-rtl', WHY.demo, ['The wrapper carries lang="ar"']),
  ...on('fixed-columns-auto-height', WHY.demo, [
    'Descriptions are left to wrap instead of being cut off with an ellipsis',
  ]),
  ...on('fixed-columns-resize', WHY.demo, [
    'This demo needs no extra library.',
    'The header cell (components.header.cell) renders a small handle that uses pointer events',
    'Reset widths puts every column back.',
  ]),
  ...on('grouping-columns-hidden', WHY.demo, [
    'So the demo also sets hidden on a quarter when all its months are off',
    'The quarter checkboxes switch all their months at once',
  ]),
  ...on('hide-header', WHY.advice, ['That suits tables whose rows already say what they are']),
  ...on('sticky-plain', WHY.site, ["This site's own top bar would hide the header"]),
  ...on('iframe', WHY.site, [
    'A demo normally renders inside the documentation page.',
    'Give its <code> tag an iframe attribute',
    'Iframe mode is worth it when a demo and the page would get in each other',
    'Live editing still works: the code you type is posted into the frame',
  ]),
  ...on('index', WHY.site, ['Each demo shows one behaviour of the table']),
  ...on('key', "how React's reconciliation treats keys made from positions or random values, not the library", [
    'Keys made from the position, or from random values created on each render',
  ]),
  ...on('measure-row-render', WHY.browser, ['The demo clones it with the inert attribute']),
  ...on('measure-row-render', WHY.types, ['The library marks this prop as internal and may change it']),
  ...on('prefix-cls', WHY.otherPackage, ['Ant Design uses the same prop to render the table with its own prefix.']),
  ...on('react-dnd', WHY.demo, [
    'While a row is dragged over another, a line shows whether it will land above or below',
    'Dragging needs a pointer, so every row also has',
    'They use aria-disabled rather than disabled at the ends of the list',
  ]),
  ...on('react-dnd', WHY.otherPackage, ['DndProvider with the HTML5 backend can render on the server']),
  ...on('scope-col', WHY.browser, ['A screen reader on the figure 31,905 then reads']),
  ...on('scope-col', WHY.demo, ['Untick the checkbox to hide them.']),
  ...on('scope-row', WHY.demo, ["The badges print each row header's scope"]),
  ...on('scroll-x', WHY.advice, [
    'Give each column a width and use their sum for scroll.x.',
    'To keep the first or last columns in view while the rest scroll, see Fixed columns.',
  ]),
  ...on(
    'sticky-container',
    'invites the reader to try the demo; where each offset puts its layer is the earlier sentences of the paragraph, checked',
    ['Scroll inside the box, and sideways, to see the layers stay in order.'],
  ),
  ...on('sticky-container', WHY.demo, ['The box can take focus, so it can be scrolled with the keyboard too.']),
  ...on('sticky-header-and-summary', WHY.advice, ['A summary row is most useful when it is on screen.']),
  ...on('sticky-header', WHY.demo, [
    'The menu in the demo shows three more forms.',
    'Scroll down this page to see it.',
  ]),
  ...on('styled-components', WHY.otherPackage, [
    "The wrapper's selectors are one class more specific than the base stylesheet",
    'Props that start with $ (transient props) drive the styles and never reach the DOM',
    "In your own server-rendered app, use styled-components' ServerStyleSheet",
  ]),
  ...on('styled-components', WHY.demo, [
    'The base theme reads colours from custom properties such as --table-head',
    'The department tags are styled components too',
    "Mixing in the site's --bg, --text and --border variables",
  ]),
  ...on('styled-components', WHY.site, ['This site does not collect styled-components styles during prerendering']),
  ...on('sub-table', WHY.advice, ['Use this master–detail layout when the details have the same shape for every row']),
  ...on(
    'title-and-footer',
    "the demo's own title and footer functions; that they get the rows shown is the sentence before, checked",
    ['The text therefore follows the data'],
  ),
  ...on(
    'virtual-columns',
    'a judgement of cost; that every rendered row draws all its cells is the sentence before, checked',
    ['That is fine for a few hundred columns'],
  ),
  ...on('virtual-list-grid', WHY.otherPackage, [
    'A List only virtualises rows, so a wide table still renders every column',
  ]),
  ...on(
    'virtual-list-grid',
    "the demo's wiring; what the table does with it (onScroll moving the header) is checked on the virtual-list page",
    ['The wiring is the same as for the List version.'],
  ),
  ...on('virtual-list', WHY.demo, ['The demo returns a component that renders a react-window List of rows']),
] satisfies NotClaim[];

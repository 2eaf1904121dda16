/** docs/styling.md: sentences about what the page shows. What the library does is the parts list, checked by styling.browser.test.ts. */
import { WHY, type NotClaim } from './not-claims.ts';

const page = 'docs/styling.md';

export default [
  {
    page,
    fragment: 'This page maps every part to its element, when the table draws it, its class names',
    why: WHY.site,
  },
  { page, fragment: 'To make a stylesheet of your own, go to the stylesheet builder', why: WHY.site },
] satisfies NotClaim[];

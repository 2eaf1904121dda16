/** docs/styling.md: sentences about what the page shows. What the library does is the parts list, checked by styling.browser.test.ts. */
import { WHY, type NotClaim } from './not-claims.ts';

const page = 'docs/styling.md';

export default [
  {
    page,
    fragment: 'This page maps every part to its element, its class names, the key that reaches it',
    why: WHY.site,
  },
] satisfies NotClaim[];

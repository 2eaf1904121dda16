/**
 * docs/performance.md: sentences about how the lab measures and what the page does. What the figures say about the
 * library is checked by performance.test.ts against the committed figures.
 */
import { WHY, type NotClaim } from './not-claims.ts';

const page = 'docs/performance.md';

export default [
  {
    page,
    fragment: 'How long does a table of 10,000 records and 50 columns take to appear',
    why: 'a question the page asks its reader',
  },
  { page, fragment: 'This page answers with measurements', why: WHY.site },
  { page, fragment: 'Each scenario draws rows of numbers, one per cell, in columns 120 pixels wide', why: WHY.site },
  { page, fragment: 'A variant changes one thing', why: WHY.site },
  { page, fragment: 'Mount is the time from the render call to the first frame painted', why: WHY.site },
  { page, fragment: 'Rendering happens inside a transition (startTransition)', why: WHY.site },
  { page, fragment: 'Update renders the same records in reverse order', why: WHY.site },
  { page, fragment: 'Scroll moves the body 400 pixels a frame', why: WHY.site },
  { page, fragment: "A frame never takes less than the screen's refresh interval", why: WHY.browser },
  { page, fragment: 'Elements counts what the table put into the document', why: WHY.site },
  { page, fragment: 'The figures are the median of the runs after it', why: WHY.site },
  { page, fragment: 'A mount or update that takes over five seconds stops the scenario', why: WHY.site },
  { page, fragment: "Beside each release's figures are the machine's speed", why: WHY.site },
  {
    page,
    fragment: 'Figures from different releases were taken at different times on a shared machine',
    why: WHY.advice,
  },
  { page, fragment: 'That is where VirtualTable starts to pay off', why: WHY.advice },
  { page, fragment: 'Below a few thousand cells, a plain Table is the smoother choice', why: WHY.advice },
] satisfies NotClaim[];

/**
 * The geometry check's comparison: two stylesheets' measures of one drawing (entry.ts) differ where a length differs
 * by more than the tolerance (1.5 px), where an expanded row's content the package keeps in the view is out of it or
 * sticks out of the view further under the candidate, where a shadow is drawn (the table's own only when it scrolls
 * further than the tolerance) or a cell's text cut with an ellipsis under one only, or where a part is measured under one only. Each difference is one line naming the
 * configuration, the scroll state and the measure. Pure.
 */
import type { Measure } from './entry.ts';

export const TOLERANCE = 1.5;

export interface CompareOptions {
  /** Whether to compare the shadows (a theme may choose to draw none: then none may be drawn). */
  shadows: boolean;
}

const near = (a: number | undefined, b: number | undefined) =>
  a === undefined || b === undefined ? a === b : Math.abs(a - b) <= TOLERANCE;

/** The differences of `candidate` from `reference`, each a line starting with `where`. */
export function compareMeasures(
  where: string,
  reference: Measure,
  candidate: Measure,
  { shadows }: CompareOptions,
): string[] {
  const out: string[] = [];
  const say = (what: string, want: unknown, got: unknown) =>
    out.push(`${where}: ${what}: ${JSON.stringify(got)} where the package's CSS gives ${JSON.stringify(want)}`);

  if (reference.alignment.length !== candidate.alignment.length)
    say('header cells lined up with body cells', reference.alignment, candidate.alignment);
  else
    reference.alignment.forEach((offset, i) => {
      if (!near(offset, candidate.alignment[i]))
        say(`column ${i + 1}: header cell's left edge less the body cell's`, offset, candidate.alignment[i]);
    });

  for (const name of new Set([...Object.keys(reference.scroll), ...Object.keys(candidate.scroll)])) {
    const want = reference.scroll[name];
    const got = candidate.scroll[name];
    if (!want || !got) {
      // A box that clips without scrolling under one sheet only changes nothing while it has nothing to scroll.
      if ((want?.max ?? 0) > TOLERANCE || (got?.max ?? 0) > TOLERANCE) say(`${name} scrolls sideways`, want, got);
      continue;
    }
    if (!near(want.max, got.max)) say(`${name} scrolls sideways by`, want.max, got.max);
    if (!near(want.width, got.width) && (want.max > 0 || got.max > 0))
      say(`${name} scroll width`, want.width, got.width);
  }
  if (!near(reference.virtualOffset, candidate.virtualOffset))
    say('the virtual body is scrolled sideways by', reference.virtualOffset, candidate.virtualOffset);
  if (!near(reference.pageOverflow, candidate.pageOverflow))
    say('the page scrolls sideways by', reference.pageOverflow, candidate.pageOverflow);

  for (const key of new Set([...Object.keys(reference.fixed), ...Object.keys(candidate.fixed)]))
    if (!near(reference.fixed[key], candidate.fixed[key]))
      say(`fixed cell ${key}: distance from its side of the view`, reference.fixed[key], candidate.fixed[key]);

  const expanded = new Map(candidate.expanded.map((e) => [e.key, e]));
  if (reference.expanded.length !== candidate.expanded.length)
    say('expanded rows drawn', reference.expanded.length, candidate.expanded.length);
  for (const want of reference.expanded) {
    const got = expanded.get(want.key);
    if (!got) continue;
    // Content the package keeps in the view must stay there (content it lets out may come in).
    if (want.inside && !got.inside) say(`${want.key}: content within the view`, want.inside, got.inside);
    // A side may sit further inside the view than the package's, not further out of it (a negative distance).
    if (got.start < Math.min(want.start, 0) - TOLERANCE)
      say(`${want.key}: distance from the view's start`, want.start, got.start);
    if (got.end < Math.min(want.end, 0) - TOLERANCE)
      say(`${want.key}: distance from the view's end`, want.end, got.end);
  }

  // The table's own shadows tell that its body scrolls. Where neither sheet scrolls it further than the tolerance (the
  // package's cell borders may make a table a pixel wider than its box), they are left out of the comparison.
  const barely = (m: Measure) => Object.values(m.scroll).every(({ max }) => max <= TOLERANCE);
  const tableShadow = (name: string) => name.startsWith('table::');
  const [want, got] =
    barely(reference) && barely(candidate)
      ? [reference.shadows.filter((s) => !tableShadow(s)), candidate.shadows.filter((s) => !tableShadow(s))]
      : [reference.shadows, candidate.shadows];
  if (shadows) {
    const missing = want.filter((s) => !got.includes(s));
    const extra = got.filter((s) => !want.includes(s));
    if (missing.length || extra.length) say('shadows drawn', want, got);
  } else if (got.length) say('shadows drawn (the theme draws none)', [], got);

  if (reference.ellipsis.join() !== candidate.ellipsis.join())
    say('cells cut with an ellipsis', reference.ellipsis, candidate.ellipsis);

  if (reference.sticky || candidate.sticky) {
    if (!near(reference.sticky?.header, candidate.sticky?.header))
      say("sticky header's distance from the window's top", reference.sticky?.header, candidate.sticky?.header);
    if (!near(reference.sticky?.bar, candidate.sticky?.bar))
      say("sticky scroll bar's distance from the window's bottom", reference.sticky?.bar, candidate.sticky?.bar);
  }
  return out;
}

/**
 * Every difference of a stylesheet's measures from the reference's: per drawing (configuration or demo), at the
 * scroll's start and at its end, each line starting with the label and the drawing's name.
 */
export function differences(
  label: string,
  reference: Record<string, Measure[]>,
  measures: Record<string, Measure[]>,
  options: CompareOptions,
): string[] {
  return Object.entries(measures).flatMap(([name, [start, end]]) => [
    ...compareMeasures(`${label}, ${name}, at the scroll's start`, reference[name][0], start, options),
    ...compareMeasures(`${label}, ${name}, at the scroll's end`, reference[name][1], end, options),
  ]);
}

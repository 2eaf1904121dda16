/**
 * The parts the Styling page and the demos' inspect switch show: the committed facts of the installed library's
 * release (npm run styling-parts -- --write), served by the build as `virtual:installed-styling` (picked by the
 * installed version), and their words in each language (plugins/styling/core/styling-texts.json). Loaded only with those two.
 */
import { PART_LOCATORS, isLibraryClass, type PartFacts, type StylingFacts } from '../core/styling-parts';
import facts from 'virtual:installed-styling';

export const stylingFacts: StylingFacts = facts;

const byId = new Map(stylingFacts.parts.map((part) => [part.id, part]));

export { conditionWords, partName, sampleWords, stylingWord } from '../core/styling-words';

export interface Inspected {
  part: PartFacts;
  element: HTMLElement;
  /** The library's classes the element has now. */
  classes: string[];
}

/**
 * The part an element of a drawn table belongs to: the element itself or its nearest ancestor inside `root` that a
 * part's selector matches (the first part listed wins), with the classes it has now.
 */
export function partAt(target: Element | null, root: Element): Inspected | undefined {
  for (let element = target; element && root.contains(element); element = element.parentElement) {
    for (const { id, selector } of PART_LOCATORS) {
      const part = byId.get(id);
      if (part && element.matches(selector))
        return { part, element: element as HTMLElement, classes: [...element.classList].filter(isLibraryClass) };
    }
    if (element === root) break;
  }
  return undefined;
}

/** The first element of a part in a drawn table. */
export function elementOf(id: string, root: Element): HTMLElement | null {
  const selector = PART_LOCATORS.find((locator) => locator.id === id)?.selector;
  return selector ? root.querySelector<HTMLElement>(selector) : null;
}

/**
 * A demo's inspector, shown while its toolbar's inspect switch is on: pointing at a part of the demo's table, or
 * picking one of the parts it draws from a list (the keyboard's way), outlines the part and shows its facts (the
 * Styling page's facts, plugins/styling/app/styling-data.ts). While it is on, a tap or click on the table inspects and does
 * nothing else, and the panel stays at the window's bottom edge while the demo is on screen. Its code and words load
 * when the switch is first turned on.
 */
import { useEffect, useId, useState } from 'react';
import { PART_LOCATORS } from '../core/styling-parts';
import type { LocaleId } from '../../../engine/core/types';
import { siteHref } from '../../../engine/app/site/href';
import { localizePath } from '../../../engine/core/locale';
import PartInfo from './PartInfo';
import { elementOf, partAt, partName, stylingFacts, stylingWord, type Inspected } from './styling-data';

const OUTLINE_RULE_ID = 'part-inspected-rule';

/**
 * A demo shown in an iframe is a document of its own, without the site's stylesheet: the outline's rule goes into it
 * too, once, the first time one of its parts is outlined.
 */
function outlineRuleIn(doc: Document) {
  if (doc === document || doc.getElementById(OUTLINE_RULE_ID)) return;
  const style = doc.createElement('style');
  style.id = OUTLINE_RULE_ID;
  style.textContent = '[data-part-inspected] { outline: 2px solid #1f5fbf; outline-offset: -2px; }';
  doc.head.append(style);
}

export default function DemoInspector({ root, locale }: { root: () => Element | null; locale: LocaleId }) {
  const [inspected, setInspected] = useState<Inspected>();
  const [present, setPresent] = useState<string[]>([]);
  const selectId = useId();

  // The parts this demo draws now, and the pointer's part while the switch is on.
  useEffect(() => {
    const element = root();
    if (!element) return;
    setPresent(
      PART_LOCATORS.filter(
        ({ id, selector }) =>
          stylingFacts.parts.some((part) => part.id === id) && element.querySelector(selector) !== null,
      ).map(({ id }) => id),
    );
    const onOver = (event: Event) => {
      const found = partAt(event.target as Element, element);
      if (found) setInspected((now) => (now?.element === found.element ? now : found));
    };
    // A tap or click inspects the part under it and reaches nothing else: no row opens, no sort changes.
    const onClick = (event: Event) => {
      event.preventDefault();
      event.stopPropagation();
      onOver(event);
    };
    element.addEventListener('pointerover', onOver);
    element.addEventListener('click', onClick, true);
    return () => {
      element.removeEventListener('pointerover', onOver);
      element.removeEventListener('click', onClick, true);
    };
  }, [root]);

  useEffect(() => {
    const element = inspected?.element;
    if (element) outlineRuleIn(element.ownerDocument);
    element?.setAttribute('data-part-inspected', '');
    return () => element?.removeAttribute('data-part-inspected');
  }, [inspected]);

  const pick = (id: string) => {
    const element = root();
    const first = element ? elementOf(id, element) : null;
    setInspected(first && element ? partAt(first, element) : undefined);
  };

  return (
    <div className="demo-inspector" data-inspected={inspected?.part.id ?? ''}>
      <p>
        <label htmlFor={selectId}>{stylingWord('hint', locale)}</label>{' '}
        <select id={selectId} value={inspected?.part.id ?? ''} onChange={(event) => pick(event.target.value)}>
          <option value="" disabled>
            {stylingWord('part', locale)}
          </option>
          {present.map((id) => (
            <option key={id} value={id}>
              {partName(id, locale)}
            </option>
          ))}
        </select>
      </p>
      <div role="status" aria-live="polite">
        {inspected && (
          <>
            <strong>
              {stylingWord('partOf', locale)}
              {partName(inspected.part.id, locale)}
            </strong>
            <PartInfo
              part={inspected.part}
              classes={inspected.classes}
              tag={inspected.element.tagName.toLowerCase()}
              locale={locale}
            />
          </>
        )}
      </div>
      <p>
        <a href={siteHref(localizePath('/styling', locale))}>{stylingWord('more', locale)}</a>
      </p>
    </div>
  );
}

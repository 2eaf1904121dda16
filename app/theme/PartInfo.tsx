/**
 * A part's facts (app/theme/styling-data.ts): its element, the classes it has, the `classNames`/`styles` key that
 * reaches it and the classes it takes only in some states. Shown by the Styling page for the part pointed at or
 * focused, and for each entry of its list; and by a demo's inspector.
 */
import type { PartFacts } from '../../core/styling-parts';
import type { LocaleId } from '../../core/types';
import { partName, stateName } from './styling-data';

/** The words the facts are shown with, in the page's language. */
export interface PartWords {
  element: string;
  classes: string;
  key: string;
  states: string;
  none: string;
  found: string;
}

const list = (items: string[], none: string) =>
  items.length === 0 ? (
    <span>{none}</span>
  ) : (
    items.map((item, i) => (
      <span key={item}>
        {i > 0 ? ' ' : null}
        <code>{item}</code>
      </span>
    ))
  );

export default function PartInfo({
  part,
  classes,
  words,
  locale,
}: {
  part: PartFacts;
  /** The classes of the element shown, when one is: else the part's own. */
  classes?: string[];
  words: PartWords;
  locale: LocaleId;
}) {
  const keys = [
    ...part.classNamesKeys.map((key) => `classNames.${key}`),
    ...part.stylesKeys.map((key) => `styles.${key}`),
  ];
  return (
    <dl className="part-info" data-part={part.id}>
      <dt>{words.element}</dt>
      <dd>
        <code>{part.elements.map((tag) => `<${tag}>`).join(' | ')}</code>
      </dd>
      <dt>{words.classes}</dt>
      <dd>{list(classes ?? part.classes, words.none)}</dd>
      <dt>{words.key}</dt>
      <dd data-keys>{list(keys, words.none)}</dd>
      <dt>{words.states}</dt>
      <dd>
        {part.stateClasses.length === 0
          ? words.none
          : part.stateClasses.map(({ className, states }, i) => (
              <span key={className}>
                {i > 0 ? '; ' : null}
                <code>{className}</code> ({states.map((state) => stateName(state, locale)).join(', ')})
              </span>
            ))}
      </dd>
      <dt>{words.found}</dt>
      <dd>
        {part.components.join(', ')}: {part.states.map((state) => stateName(state, locale)).join(', ')}
      </dd>
    </dl>
  );
}

/** The heading of a part: its name and its id. */
export const partTitle = (id: string, locale: LocaleId) => partName(id, locale);

/**
 * A part's facts (plugins/styling/app/styling-data.ts): its element, when the table draws it, its classes and the
 * `classNames`/`styles` keys that reach it, each with the condition under which it is there. Shown by the Styling
 * page for the part pointed at or focused, and for each entry of its list; and by a demo's inspector, which also
 * gives the classes the element pointed at has now.
 */
import { conditionText, seenText, type PartFacts, type Seen } from '../core/styling-parts';
import type { LocaleId } from '../../../engine/core/types';
import { conditionWords, stylingWord } from './styling-data';

const codes = (items: string[]) =>
  items.map((item, i) => (
    <span key={item}>
      {i > 0 ? ' ' : null}
      <code>{item}</code>
    </span>
  ));

export default function PartInfo({
  part,
  classes,
  tag,
  locale,
}: {
  part: PartFacts;
  /** The library's classes of the element shown now, when one is. */
  classes?: string[];
  /** The tag of the element shown now, when one is (a project's own component may draw another). */
  tag?: string;
  locale: LocaleId;
}) {
  const words = conditionWords(locale);
  const list = (items: Seen<string>[]) =>
    items.length === 0 ? (
      <span>{stylingWord('none', locale)}</span>
    ) : (
      <ul>
        {items.map((item) => (
          <li key={item.name}>
            <code>{item.name}</code> <span className="part-when">({seenText(item, words)})</span>
          </li>
        ))}
      </ul>
    );
  return (
    <dl className="part-info" data-part={part.id}>
      <dt>{stylingWord('element', locale)}</dt>
      <dd>
        <code>{part.elements.map((name) => `<${name}>`).join(' | ')}</code> ({part.components.join(', ')})
        {tag && !part.elements.includes(tag) && (
          <>
            {'; '}
            {stylingWord('thisElement', locale)} <code>{`<${tag}>`}</code>
          </>
        )}
      </dd>
      <dt>{stylingWord('found', locale)}</dt>
      <dd data-found>{conditionText(part.found, words)}</dd>
      {classes && (
        <>
          <dt>{stylingWord('now', locale)}</dt>
          <dd data-now>{classes.length ? codes(classes) : stylingWord('none', locale)}</dd>
        </>
      )}
      <dt>{stylingWord('classes', locale)}</dt>
      <dd data-classes>{list(part.classes)}</dd>
      <dt>{stylingWord('keys', locale)}</dt>
      <dd data-keys>{list(part.keys)}</dd>
    </dl>
  );
}

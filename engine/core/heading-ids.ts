/**
 * One anchor per section in every language: a translated page's headings take the ids of the default language's
 * page, paired by position, so that an address such as `/#properties` names the same section in each language.
 */

/**
 * The anchor of a props table's row: the id of the section the table is in (or the generated table's id) and the
 * prop's name, `properties-rowKey`; a name met again in the same section gets `-2`, `-3`.
 */
export function rowAnchor(section: string, name: string, repeat = 1): string {
  const id = `${section}-${name.replace(/[^\w-]+/g, '-')}`;
  return repeat > 1 ? `${id}-${repeat}` : id;
}

/** A heading of a page: its level and its own id. */
export interface HeadingRef {
  depth: number;
  id: string;
}

/**
 * The new id of each of a page's headings, from its twin in the default language: headings are paired in order as
 * long as their levels agree; from the first disagreement on (a section one page has and the other not), the
 * headings keep their own ids. Nothing changes when the result would give two headings the same id.
 */
export function pairHeadingIds(own: readonly HeadingRef[], twin: readonly HeadingRef[]): Map<string, string> {
  const pairs = new Map<string, string>();
  for (let i = 0; i < Math.min(own.length, twin.length) && own[i].depth === twin[i].depth; i++)
    if (own[i].id !== twin[i].id) pairs.set(own[i].id, twin[i].id);
  const result = own.map(({ id }) => pairs.get(id) ?? id);
  return new Set(result).size === result.length ? pairs : new Map();
}

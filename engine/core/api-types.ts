/**
 * Shapes of the generated API data, shared by the build (plugins/api, the Markdown copy) and the browser
 * (plugins/api/app/Api.tsx), and what a props table shows of each prop. Pure.
 */
import type { MessageKey } from './messages.ts';

export interface ApiProp {
  name: string;
  /** The type as written in the declaration, whitespace collapsed. */
  type: string;
  /** False when the prop must be given. */
  optional: boolean;
  /** The JSDoc text, if the declaration has one. */
  description?: string;
  /** Present when the prop is tagged `@deprecated`: the tag's text, or '' when it has none. */
  deprecated?: string;
  /** True when the prop is tagged `@private`: internal to the library. */
  internal?: boolean;
}

export interface ApiDefinition {
  /** The component id, as in `<API id="Table"></API>`. */
  id: string;
  /** The type the props were read from, e.g. `TableProps<any>`. */
  source: string;
  props: ApiProp[];
}

/** A run of JSDoc text: a `code` span (written between backticks) or plain text. */
export interface DocPart {
  code: boolean;
  text: string;
}

/** JSDoc text in its runs: 'Use `x` here' -> text 'Use ', code 'x', text ' here'. */
export const docParts = (text: string): DocPart[] =>
  text
    .split('`')
    .map((part, i) => ({ code: i % 2 === 1, text: part }))
    .filter((part) => part.text);

/** The columns of a generated props table, by their message keys. */
export const API_COLUMNS = ['api.name', 'api.type', 'api.required', 'api.description'] as const satisfies MessageKey[];

/** What a generated props table shows of one prop, in the page and in its Markdown copy alike. */
export interface ApiCells {
  name: string;
  /** The words beside the name: deprecated, internal. */
  marks: string[];
  type: string;
  /** Yes or No. */
  required: string;
  /** The description, then the deprecation's text. */
  description: DocPart[];
}

export function apiCells(prop: ApiProp, say: (key: MessageKey) => string): ApiCells {
  const description = prop.description ? docParts(prop.description) : [];
  const deprecation = prop.deprecated ? docParts(prop.deprecated) : [];
  return {
    name: prop.name,
    marks: [
      ...(prop.deprecated !== undefined ? [say('api.deprecated')] : []),
      ...(prop.internal ? [say('api.internal')] : []),
    ],
    type: prop.type,
    required: say(prop.optional ? 'api.no' : 'api.yes'),
    description: [
      ...description,
      ...(description.length && deprecation.length ? [{ code: false, text: ' ' }] : []),
      ...deprecation,
    ],
  };
}

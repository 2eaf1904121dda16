/** Shapes of the generated API data, shared by the build (plugins/api) and the browser (app/theme/Api.tsx). */

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

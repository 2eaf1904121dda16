/**
 * The shape of the `tests/claims/*.not-claims.ts` files: sentences of the pages that the inventory's rule takes for
 * behaviour claims but that state nothing about what the library does at run time, each with the reason.
 */
export interface NotClaim {
  /** The English page, e.g. `docs/demo/virtual-list.md`. */
  page: string;
  /** A verbatim piece of the sentence (backticks may be left out). */
  fragment: string;
  /** Why it is not a run-time claim about the library, e.g. "describes the demo, not the library". */
  why: string;
}

/** Reasons shared by many entries. */
export const WHY = {
  demo: "describes what this demo's own code does, not the library",
  site: 'about this documentation site, not the library',
  advice: 'advice to the reader, not a statement of what the library does',
  browser: "what the browser or assistive technology does with the table's markup, not the library",
  otherPackage: 'about another package the demo uses, not this library',
  history: 'a fact about a past release or the package, checked by the release facts, not at run time',
  types: 'about the TypeScript types, which tests/rules (api-docs, library-types, code-blocks) check, not run time',
} as const;

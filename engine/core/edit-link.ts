/** "Edit this page" and the header's version: addresses made from the site's settings. */
import type { EditLinkConfig } from './types.ts';

/**
 * The address of the repository's editor for a content file, given as the page's `filename` (`docs/<path>`, the
 * path inside the content folder after the first segment): `<repository>/edit/<branch>/<docsDir>/<path>`.
 */
export function editUrl(repository: string, { branch, docsDir }: EditLinkConfig, filename: string): string {
  const inDocs = filename.slice(filename.indexOf('/') + 1);
  return `${repository.replace(/\/+$/, '')}/edit/${branch}/${docsDir.replace(/^\/+|\/+$/g, '')}/${inDocs}`;
}

/** The changelog's anchor for a release: its heading `1.12.0` has the id `1-12-0` (the dots of a version become dashes). */
export const versionAnchor = (version: string) => version.replace(/\./g, '-');

/** The address of a repository file as the published branch has it: `<repository>/blob/<branch>/<file>`. */
export const sourceUrl = (repository: string, { branch }: EditLinkConfig, file: string) =>
  `${repository.replace(/\/+$/, '')}/blob/${branch}/${file}`;

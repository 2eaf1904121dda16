/** The site's page addresses, from the same content scan the build uses. */
import { scanDocs } from '../../engine/pipeline/content/docs-folder.ts';

export const allPages = () => scanDocs().map((doc) => doc.url);
export const demoPages = () => scanDocs().filter((doc) => doc.path.startsWith('demo/'));

/** The site's page addresses, from the same content scan the build uses. */
import { scanDocs } from '../../core/content-files.ts';

export const allPages = () => scanDocs().map((doc) => doc.url);
export const demoPages = () => scanDocs().filter((doc) => doc.path.startsWith('demo/'));

/** Where the build is published, read once from the environment: BASE_PATH and SITE_URL (else site.config.ts). */
import siteConfig from '../../../site.config.ts';
import { normalizeBasePath, normalizeSiteOrigin } from '../../core/base-path.ts';

/** '/' or '/table/': Vite's `base` and React Router's `basename`. */
export const BASE_PATH = normalizeBasePath(process.env.BASE_PATH);

/** 'https://react-component.github.io': the origin of every absolute address (canonical, sitemap, llms.txt). */
export const SITE_ORIGIN = normalizeSiteOrigin(process.env.SITE_URL || siteConfig.url, BASE_PATH);

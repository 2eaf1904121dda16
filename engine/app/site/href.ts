/** Site paths as the browser addresses them: under the base path the site was built for (Vite's BASE_URL). */
import { joinBase, stripBase } from '../../core/base-path';

export const BASE_PATH: string = import.meta.env.BASE_URL;

/** '/demo/simple' -> '/table/demo/simple' (for plain `<a href>`, `<iframe src>`, history; `Link` adds it itself). */
export const siteHref = (path: string) => joinBase(BASE_PATH, path);

/** '/table/demo/simple' -> '/demo/simple', the path the router knows; null for an address outside the site. */
export const sitePath = (pathname: string) => stripBase(BASE_PATH, pathname);

/**
 * The matrix the page shows: the committed results of the installed library's release (npm run matrix -- --write),
 * which the build serves as `virtual:installed-matrix` (plugins/compatibility/pipeline/matrix-data.ts picks the file by the
 * installed version).
 */
import results from 'virtual:installed-matrix';

export default results;

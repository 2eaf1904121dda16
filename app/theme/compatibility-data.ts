/**
 * The matrix the page shows: the committed results of the installed library's version (npm run matrix -- --write).
 * tests/unit/core/compatibility.test.ts fails when this file names another version than the installed one.
 */
import type { MatrixFile } from '../../core/compatibility';
import results from '../../facts/compatibility/1.12.0.json' with { type: 'json' };

export default results as MatrixFile;

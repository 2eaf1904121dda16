/**
 * The compatibility matrix of the installed library: the committed results of its version
 * (facts/compatibility/<version>.json, made by `npm run matrix -- --write`), read once per build.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readMatrix, type MatrixFile } from '../core/compatibility.ts';
import { FACTS_DIR, ROOT } from '../../../engine/pipeline/paths.ts';

let matrixFile: MatrixFile | undefined;

export function installedMatrix(): MatrixFile {
  const { version } = JSON.parse(
    fs.readFileSync(path.join(ROOT, 'node_modules/@rc-component/table/package.json'), 'utf8'),
  ) as { version: string };
  const file = path.join(FACTS_DIR, 'compatibility', `${version}.json`);
  return (matrixFile ??= readMatrix(fs.readFileSync(file, 'utf8'), path.relative(ROOT, file)));
}

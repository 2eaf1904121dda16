/**
 * `npm run styling-parts [-- --version X] [-- --write]`: derives the parts of the table a stylesheet can reach
 * (plugins/styling/scripts/styling-parts/) from the installed library, or from published release X (installed into the matrix's cache), prints them and what differs from facts/styling-parts/<version>.json; `--write` saves
 * them there. Run after the library's version changes; tests/claims/styling-parts.browser.test.ts fails until then.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { diffStylingFacts, readStylingFacts, type Condition } from '../core/styling-parts.ts';
import { ROOT, deriveFacts, factsPath, formatFacts } from './styling-parts/run.ts';
import { install } from '../../history/scripts/releases.ts';

const { values } = parseArgs({ options: { write: { type: 'boolean' }, version: { type: 'string' } } });

// A published release other than the installed one is installed into the matrix's cache and read there.
const release = values.version
  ? (() => {
      const library = install(values.version);
      // The cache's folder for the release, whose node_modules holds the package.
      return { root: path.resolve(library, '../../..'), library };
    })()
  : undefined;
const facts = await deriveFacts(release);
const when = (condition: Condition) =>
  'always' in condition
    ? 'always'
    : 'only' in condition
      ? `only ${condition.only.join(',')}`
      : condition.any.map((term) => term.join('&')).join(' | ');
for (const part of facts.parts) {
  console.log(`${part.id} <${part.elements.join('|')}> found: ${when(part.found)}`);
  for (const item of [...part.classes, ...part.keys]) console.log(`    ${item.name.padEnd(40)} ${when(item.when)}`);
}
console.log(`\nunplaced: ${JSON.stringify(facts.unplaced)}\nunmapped: ${JSON.stringify(facts.unmapped)}`);
const file = factsPath(facts.version);
if (fs.existsSync(file) && !values.write) {
  const changes = diffStylingFacts(readStylingFacts(fs.readFileSync(file, 'utf8'), path.relative(ROOT, file)), facts);
  console.log(
    changes.length ? `\nDiffers from ${path.relative(ROOT, file)}:\n${changes.join('\n')}` : '\nSame as committed.',
  );
}
if (values.write) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, await formatFacts(facts));
  console.log(`Wrote ${path.relative(ROOT, file)}`);
}

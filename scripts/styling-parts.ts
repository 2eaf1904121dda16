/**
 * `npm run styling-parts [-- --write]`: derives the parts of the table a stylesheet can reach (scripts/styling-parts/)
 * from the installed library, prints them and what differs from facts/styling-parts/<version>.json; `--write` saves
 * them there. Run after the library's version changes; tests/claims/styling-parts.browser.test.ts fails until then.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { diffStylingFacts, readStylingFacts } from '../core/styling-parts.ts';
import { ROOT, deriveFacts, factsPath, formatFacts } from './styling-parts/run.ts';

const { values } = parseArgs({ options: { write: { type: 'boolean' } } });

const facts = await deriveFacts();
for (const part of facts.parts)
  console.log(
    `${part.id.padEnd(24)} ${part.elements.join('|').padEnd(8)} ${[...part.classNamesKeys].join(',').padEnd(14)} ${part.classes.join(' ')}` +
      (part.stateClasses.length
        ? `  [${part.stateClasses.map((s) => `${s.className}: ${s.states.join(',')}`).join('; ')}]`
        : ''),
  );
console.log(`\nunplaced: ${JSON.stringify(facts.unplaced)}\nunmapped: ${JSON.stringify(facts.unmapped)}`);
const file = factsPath(facts.version);
if (fs.existsSync(file)) {
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

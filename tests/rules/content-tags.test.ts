/**
 * The site's own tags in Markdown are read in one place, engine/core/content-tags.ts: no other module of the site writes a
 * pattern for them.
 */
import { describe, expect, it } from 'vitest';
import { readSource, sourceFiles } from '../support/source-files';

describe('the content tags', () => {
  /**
   * A regular expression written for one of the tags: `<code\s`, `tab:\s`, `api:\s`, or a capitalised tag name
   * `<([A-Z]`.
   */
  const TAG_PATTERN = /<code\\s|tab:\\s|api:\\s|<\(\[A-Z\]/;
  it('is the only module that writes a pattern for them', () => {
    expect(TAG_PATTERN.test(readSource('engine/core/content-tags.ts'))).toBe(true);
    const elsewhere = ['engine', 'plugins', 'scripts', 'tests', 'bench', 'mcp/src']
      .flatMap((dir) => sourceFiles(dir))
      .filter((file) => file !== 'engine/core/content-tags.ts' && file !== 'tests/rules/content-tags.test.ts')
      .flatMap((file) =>
        readSource(file)
          .split('\n')
          .flatMap((line, i) => (TAG_PATTERN.test(line) ? [`${file}:${i + 1} ${line.trim()}`] : [])),
      );
    expect(elsewhere).toEqual([]);
  });
});

/**
 * ARCHITECTURE.md stays a map a newcomer reads in one screen: at most 1,200 words, no line over 400 characters, and
 * every file or folder it names in backticks exists, so a hop from it always lands.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/source-files';

const map = fs.readFileSync(path.join(ROOT, 'ARCHITECTURE.md'), 'utf8');

/** The paths a Markdown text names in backticks (`engine/app/site/chunks.ts`, `docs/`), resolved against `base` folders. */
function namedPaths(markdown: string): string[] {
  return [...markdown.matchAll(/`([\w.-]+(?:\/[\w.-]*)*)`/g)]
    .map((match) => match[1])
    .filter((name) => !name.startsWith('.') && (name.includes('/') || /\.(ts|tsx|md|json)$/.test(name)));
}

describe('ARCHITECTURE.md', () => {
  it('is at most 1,200 words, with no line over 400 characters', () => {
    expect(map.split(/\s+/).filter(Boolean).length).toBeLessThanOrEqual(1200);
    expect(map.split('\n').filter((line) => line.length > 400)).toEqual([]);
  });

  it('names only files and folders that exist (a bare file name in the folder its entry names)', () => {
    expect(namedPaths('`engine/core/locale.ts`, `docs/`, `npm test`, `remark/`, `x.md`, `.zh-CN.md`')).toEqual([
      'engine/core/locale.ts',
      'docs/',
      'remark/',
      'x.md',
    ]);
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
      cwd: ROOT,
      encoding: 'utf8',
    }).split('\n');
    const exists = (name: string) =>
      fs.existsSync(path.join(ROOT, name)) ||
      files.some((file) => `/${file}`.endsWith(`/${name}`) || `/${file}`.includes(`/${name.replace(/\/?$/, '/')}`));
    expect(namedPaths(map).filter((name) => !exists(name))).toEqual([]);
  });
});

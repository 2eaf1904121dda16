/**
 * A page with a bad front-matter field stops `vite build --app` (what `npm run build` runs first) with a message
 * naming the file and the field. The build runs in a copy of the repository's files with one page added.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../support/source-files';

let copy: string;

beforeAll(() => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-table-bad-page-'));
  const files = execFileSync('git', ['-C', ROOT, 'ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\0')
    .filter((file) => file && fs.existsSync(path.join(ROOT, file)));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    fs.copyFileSync(path.join(ROOT, file), path.join(copy, file));
  }
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  fs.writeFileSync(
    path.join(copy, 'docs/demo/bad-page.md'),
    '---\ntitle: Bad page\ngrop: basics\norder: first\n---\n\nA page whose front matter has a typo.\n',
  );
});

afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

describe('a page with a bad front-matter field', () => {
  it('stops the build with a message naming the file and the field', () => {
    const build = spawnSync(path.join(ROOT, 'node_modules/.bin/vite'), ['build', '--app'], {
      cwd: copy,
      encoding: 'utf8',
      env: { ...process.env, BUILD_DIR: path.join(copy, 'build') },
      timeout: 240_000,
    });
    const output = `${build.stdout}\n${build.stderr}`;
    expect(build.status, output.slice(-2000)).not.toBe(0);
    expect(output).toContain('docs/demo/bad-page.md: front matter "grop": no such field');
    expect(output).toContain('docs/demo/bad-page.md: front matter "order": expected number, received string');
    expect(fs.existsSync(path.join(copy, 'build/client/demo/bad-page/index.html'))).toBe(false);
  }, 300_000);
});

/**
 * The repository stands on its own: it is cloned into a new temporary folder with nothing beside it (no sibling
 * folders to read), the working tree's changes to tracked and new files laid over the clone and committed there, then
 * `npm ci` must leave `git status` clean and `npm run test:quick` must pass. Exit code 1 when either does not.
 * Packages come from npm's cache when it has them (`--prefer-offline`). `KEEP_CLONE=1` keeps the folder.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { heading, run } from './together.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-C', cwd, ...args], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'clone check',
      GIT_AUTHOR_EMAIL: 'clone-check@localhost',
      GIT_COMMITTER_NAME: 'clone check',
      GIT_COMMITTER_EMAIL: 'clone-check@localhost',
    },
  });

/** `git status --porcelain` lines: what differs from the last commit, untracked files included. */
export const changedFiles = (cwd: string) => git(cwd, 'status', '--porcelain').split('\n').filter(Boolean);

/** Makes `clone` hold the working tree of `source`: its tracked and new (not ignored) files, and no others. */
function layWorkingTree(source: string, clone: string) {
  const files = git(source, 'ls-files', '-z', '--cached', '--others', '--exclude-standard').split('\0').filter(Boolean);
  const present = new Set(files.filter((file) => fs.existsSync(path.join(source, file))));
  for (const file of git(clone, 'ls-files', '-z').split('\0').filter(Boolean))
    if (!present.has(file)) fs.rmSync(path.join(clone, file), { force: true });
  for (const file of present) {
    const target = path.join(clone, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(path.join(source, file), target);
    fs.chmodSync(target, fs.statSync(path.join(source, file)).mode);
  }
}

async function step(command: string, cwd: string): Promise<boolean> {
  console.log(`$ ${command}`);
  const outcome = await run(`cd ${JSON.stringify(cwd)} && ${command}`, (line) => console.log(line));
  console.log(heading({ ...outcome, command }));
  return outcome.code === 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-table-docs-clone-'));
  const clone = path.join(parent, 'site');
  let ok = false;
  try {
    git(parent, 'clone', '--quiet', '--no-hardlinks', ROOT, clone);
    if (changedFiles(ROOT).length) {
      layWorkingTree(ROOT, clone);
      git(clone, 'add', '--all');
      git(clone, 'commit', '--quiet', '--allow-empty', '-m', 'the working tree');
    }
    console.log(`clone: ${clone} (the only entry in ${parent})`);
    if (await step('npm ci --prefer-offline --no-audit --no-fund', clone)) {
      const dirty = changedFiles(clone);
      if (dirty.length) console.log(`npm ci changed the clone's files:\n${dirty.join('\n')}`);
      else console.log('git status after npm ci: clean');
      const quick = await step('npm run test:quick', clone);
      ok = quick && !dirty.length;
    }
  } finally {
    if (process.env.KEEP_CLONE) console.log(`kept: ${clone}`);
    else fs.rmSync(parent, { recursive: true, force: true });
  }
  console.log(ok ? 'clone check: passed' : 'clone check: failed');
  process.exit(ok ? 0 : 1);
}

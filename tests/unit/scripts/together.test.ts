import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { heading, label, lineSplitter, run, runTogether } from '../../../scripts/together';

describe('together: commands side by side', () => {
  it("keeps a command's stdout and stderr, in order, and its exit code", async () => {
    const outcome = await run('echo one; sleep 0.05; echo two 1>&2; sleep 0.05; echo three; exit 3');
    expect(outcome.output).toBe('one\ntwo\nthree\n');
    expect(outcome.code).toBe(3);
    expect(outcome.seconds).toBeGreaterThan(0.09);
  });

  it('runs the commands at the same time: each waits for a file the other writes', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'together-'));
    try {
      // One after the other, the first would give up waiting (after about 60 s) and fail.
      const meet = (own: string, other: string) =>
        `touch ${dir}/${own}; n=0; while [ ! -e ${dir}/${other} ] && [ $n -lt 1200 ]; do sleep 0.05; n=$((n+1)); done; [ -e ${dir}/${other} ] && echo ${own}`;
      const outcomes = await runTogether([meet('a', 'b'), meet('b', 'a')], () => {});
      expect(outcomes.map((outcome) => [outcome.output, outcome.code])).toEqual([
        ['a\n', 0],
        ['b\n', 0],
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('passes on each line as soon as it is whole, while the command still runs', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'together-'));
    try {
      // The command waits for the go file, which is written only once its first line has arrived.
      const command = `echo ready; n=0; while [ ! -e ${dir}/go ] && [ $n -lt 1200 ]; do sleep 0.05; n=$((n+1)); done; [ -e ${dir}/go ] && echo done`;
      const lines: string[] = [];
      const outcome = await run(command, (line) => {
        lines.push(line);
        if (line === 'ready') fs.writeFileSync(path.join(dir, 'go'), '');
      });
      expect(lines).toEqual(['ready', 'done']);
      expect(outcome.code).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('prints each line behind its command’s label, then the closing line', async () => {
    const printed: string[] = [];
    await runTogether(['printf "one\\ntwo"'], (text) => printed.push(text));
    expect(printed.slice(0, 2)).toEqual(['[printf "one\\ntwo"] one\n', '[printf "one\\ntwo"] two\n']);
    expect(printed[2]).toMatch(/^── printf "one\\ntwo": passed in \d+\.\d s\n$/);
    expect(label('npm run test:unit')).toBe('test:unit');
    expect(label(' npm run lint ')).toBe('lint');
    expect(label('tsx scripts/x.ts')).toBe('tsx scripts/x.ts');
  });

  it('splits a stream into lines across chunks, keeping an unfinished last line for the end', () => {
    const lines = lineSplitter();
    expect(lines.push('a')).toEqual([]);
    expect(lines.push('b\nc\n\nd')).toEqual(['ab', 'c', '']);
    expect(lines.end()).toEqual(['d']);
    const whole = lineSplitter();
    expect(whole.push('x\n')).toEqual(['x']);
    expect(whole.end()).toEqual([]);
  });

  it('says how each one ended, and how long it took', () => {
    expect(heading({ command: 'npm run lint', code: 0, seconds: 7.04, output: '' })).toBe(
      '── npm run lint: passed in 7.0 s',
    );
    expect(heading({ command: 'npm run typecheck', code: 2, seconds: 12.35, output: '' })).toBe(
      '── npm run typecheck: failed (exit code 2) in 12.3 s',
    );
  });

  it('reports a command the shell cannot find as failed', async () => {
    const outcome = await run('no-such-command-anywhere');
    expect(outcome.code).toBe(127);
    expect(outcome.output).toMatch(/not found/);
  });
});

import { describe, expect, it } from 'vitest';
import { heading, run } from '../../scripts/together';

describe('together: commands side by side', () => {
  it("keeps a command's stdout and stderr, in order, and its exit code", async () => {
    const outcome = await run('echo one; sleep 0.05; echo two 1>&2; sleep 0.05; echo three; exit 3');
    expect(outcome.output).toBe('one\ntwo\nthree\n');
    expect(outcome.code).toBe(3);
    expect(outcome.seconds).toBeGreaterThan(0.09);
  });

  it('runs the commands at the same time', async () => {
    const started = performance.now();
    const outcomes = await Promise.all(['sleep 0.5; echo a', 'sleep 0.5; echo b'].map(run));
    expect(outcomes.map((outcome) => [outcome.output, outcome.code])).toEqual([
      ['a\n', 0],
      ['b\n', 0],
    ]);
    expect((performance.now() - started) / 1000).toBeLessThan(0.95);
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

/** Live code cannot hang the page: every loop is guarded at compile time, and the guard stops a run that is too long. */
import { describe, expect, it } from 'vitest';
import { compileModule } from '../../app/live/compile';
import { createLoopGuard, guardLoops, LOOP_GUARD, LoopLimitError } from '../../app/live/loop-guard';

const calls = (code: string) =>
  [...code.matchAll(new RegExp(`${LOOP_GUARD}\\((\\d+)\\)`, 'g'))].map((m) => Number(m[1]));

describe('guardLoops', () => {
  it('opens every kind of loop body with a call naming the loop’s line', () => {
    const code = [
      'while (a) { b(); }',
      'for (let i = 0; i < 3; i++) c(i);',
      'for (const k in o) d(k);',
      'for (const v of list) {}',
      'do e(); while (f());',
      'label: for (;;) { for (;;) break label; }',
    ].join('\n');
    const out = guardLoops(code);
    expect(calls(out)).toEqual([1, 2, 3, 4, 5, 6, 6]);
    expect(out.split('\n')).toHaveLength(6);
    expect(out).toContain(`for (let i = 0; i < 3; i++) {${LOOP_GUARD}(2);c(i);}`);
    expect(out).toContain(`do {${LOOP_GUARD}(5);e();} while (f());`);
  });

  it('guards loops in functions, arrows, classes and JSX callbacks of compiled TSX, keeping every line', () => {
    const source = [
      'export default function Demo() {',
      '  const rows: number[] = [];',
      '  let i = 0;',
      '  while (i < 3) rows.push(i++);',
      '  return <ul>{rows.map((r) => { for (;;) { break; } return <li key={r}>{r}</li>; })}</ul>;',
      '}',
    ].join('\n');
    const compiled = compileModule(source, 'demo.tsx');
    const out = guardLoops(compiled);
    expect(calls(out)).toEqual([4, 5]);
    expect(out.split('\n').length).toBe(compiled.split('\n').length);
    // Still runs: the guard is only a call.
    const exports: Record<string, unknown> = {};
    const require = (name: string) => (name === 'react/jsx-runtime' ? { jsx: () => null, jsxs: () => null } : {});
    new Function('exports', 'require', 'module', LOOP_GUARD, out)(exports, require, { exports }, () => {});
    expect(typeof exports.default).toBe('function');
  });

  it('returns code it cannot parse unchanged', () => {
    expect(guardLoops('while (')).toBe('while (');
  });
});

describe('createLoopGuard', () => {
  /** A clock the test moves by hand; `task()` hands control back to the browser. */
  function clock() {
    let now = 0;
    let pending: (() => void)[] = [];
    return {
      clock: { now: () => now, nextTask: (callback: () => void) => void pending.push(callback) },
      advance: (ms: number) => (now += ms),
      task: () => {
        const run = pending;
        pending = [];
        run.forEach((callback) => callback());
      },
    };
  }

  it('stops a run that goes past the budget, naming the file and line', () => {
    const time = clock();
    const guard = createLoopGuard(1000, time.clock)('demo.tsx');
    guard(3);
    time.advance(999);
    guard(3);
    time.advance(2);
    let thrown: unknown;
    try {
      guard(7);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(LoopLimitError);
    expect(thrown).toMatchObject({ file: 'demo.tsx', line: 7 });
    expect((thrown as Error).message).toMatch(/over 1 s/);
  });

  it('starts counting afresh once the browser had control, so long work in pieces is allowed', () => {
    const time = clock();
    const guard = createLoopGuard(1000, time.clock)('demo.tsx');
    for (let piece = 0; piece < 5; piece++) {
      guard(1);
      time.advance(900);
      guard(1);
      time.task();
    }
    expect(() => guard(1)).not.toThrow();
  });

  it('keeps throwing until then, so a loop that catches the error is stopped too', () => {
    const time = clock();
    const guard = createLoopGuard(1000, time.clock)('a.tsx');
    guard(1);
    time.advance(1001);
    expect(() => guard(1)).toThrow(LoopLimitError);
    expect(() => guard(2)).toThrow(LoopLimitError);
    time.task();
    expect(() => guard(2)).not.toThrow();
  });
});

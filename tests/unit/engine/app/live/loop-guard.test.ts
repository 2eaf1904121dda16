/** Live code cannot hang the page: every loop is guarded at compile time, and the guard stops a run that is too long. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { compileModule } from '../../../../../engine/app/live/compile';
import { createLoopGuard, guardLoops, LOOP_GUARD, LoopLimitError } from '../../../../../engine/app/live/loop-guard';

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
    expect(out).toContain(`while (a) {${LOOP_GUARD}(1); b(); }`);
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
  /**
   * Time as a running task sees it: `performance.now()` moves only when told (`advance`), timers are Vitest's fake
   * ones, so `task()` (running the pending timers) is the browser getting control back.
   */
  let now = 0;
  const advance = (ms: number) => (now += ms);
  const task = () => vi.runOnlyPendingTimers();
  beforeEach(() => {
    now = 0;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.spyOn(performance, 'now').mockImplementation(() => now);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('stops a run that goes past the budget, naming the file and line', () => {
    const guard = createLoopGuard(1000)('demo.tsx');
    guard(3);
    advance(999);
    guard(3);
    advance(2);
    let thrown: unknown;
    try {
      guard(7);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(LoopLimitError);
    expect(thrown).toMatchObject({ file: 'demo.tsx', line: 7 });
    expect((thrown as Error).message).toMatch(/over 1 s/);
    expect((thrown as Error).name).toBe('LoopLimitError');
  });

  it('lets a run last exactly the budget', () => {
    const guard = createLoopGuard(1000)('demo.tsx');
    guard(3);
    advance(1000);
    expect(() => guard(3)).not.toThrow();
  });

  it('starts counting afresh once the browser had control, so long work in pieces is allowed', () => {
    const guard = createLoopGuard(1000)('demo.tsx');
    for (let piece = 0; piece < 5; piece++) {
      guard(1);
      advance(900);
      guard(1);
      task();
    }
    expect(() => guard(1)).not.toThrow();
  });

  it('keeps throwing until then, so a loop that catches the error is stopped too', () => {
    const guard = createLoopGuard(1000)('a.tsx');
    guard(1);
    advance(1001);
    expect(() => guard(1)).toThrow(LoopLimitError);
    expect(() => guard(2)).toThrow(LoopLimitError);
    task();
    expect(() => guard(2)).not.toThrow();
  });
});

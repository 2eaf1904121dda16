/**
 * Live code must not hang the page. Every loop of compiled demo code gets a guard call at the start of its body,
 * inserted at compile time; the guard stops the run with a LoopLimitError naming the file and line once the code
 * has run for LOOP_BUDGET_MS without giving the browser back control. Insertions keep every line where it was, so
 * line numbers in errors are the editor's.
 */
import { parse } from 'acorn';

/** The guard's name inside compiled code: a parameter of the module function, nothing global. */
export const LOOP_GUARD = '__liveLoopGuard';
/** How long live code may run without a break before a loop in it is stopped. */
const LOOP_BUDGET_MS = 1000;

const LOOPS = new Set(['ForStatement', 'ForInStatement', 'ForOfStatement', 'WhileStatement', 'DoWhileStatement']);

interface Node {
  type: string;
  start: number;
  end: number;
  loc?: { start: { line: number } };
  body?: Node;
}

/** Every loop node in the tree, outer loops before inner ones. */
function loops(root: Node | undefined): Node[] {
  const found: Node[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    // A node is an object with a type; anything else (a position, a name, null) holds no loop.
    if (typeof (value as Node | null | undefined)?.type !== 'string') return;
    const node = value as Node;
    if (LOOPS.has(node.type)) found.push(node);
    for (const child of Object.values(node)) visit(child);
  };
  visit(root);
  return found;
}

/**
 * Compiled code with a guard call opening every loop body: `while (x) y;` becomes
 * `while (x) {__liveLoopGuard(3);y;}` (3: the loop's line). Code that does not parse is returned as it is: running
 * it gives the engine's own syntax error.
 */
export function guardLoops(code: string): string {
  let tree: Node | undefined;
  try {
    tree = parse(code, {
      ecmaVersion: 'latest',
      sourceType: 'script',
      locations: true,
      allowReturnOutsideFunction: true,
      allowAwaitOutsideFunction: true,
    }) as unknown as Node;
  } catch {
    // No tree, so no loop is guarded: the code comes back as it is.
  }
  const edits: { at: number; text: string }[] = [];
  for (const loop of loops(tree)) {
    const body = loop.body!;
    const call = `${LOOP_GUARD}(${loop.loc!.start.line});`;
    if (body.type === 'BlockStatement') edits.push({ at: body.start + 1, text: call });
    else edits.push({ at: body.start, text: `{${call}` }, { at: body.end, text: '}' });
  }
  // From the end, so earlier positions stay valid; at one position, a closing brace before an opening call.
  edits.sort((a, b) => b.at - a.at);
  let out = code;
  for (const { at, text } of edits) out = out.slice(0, at) + text + out.slice(at);
  return out;
}

export class LoopLimitError extends Error {
  override name = 'LoopLimitError';
  constructor(
    readonly file: string,
    readonly line: number,
    budgetMs = LOOP_BUDGET_MS,
  ) {
    super(`A loop ran for over ${budgetMs / 1000} s without ending and was stopped.`);
  }
}

/**
 * The guard for one run of live code. The first call after the browser last had control starts the clock; the
 * browser getting control again (a new task) resets it. A call past the budget throws, and so does every later call
 * until then, so a loop that catches the error and goes on is stopped too. `file` names the calling module.
 */
export function createLoopGuard(budgetMs = LOOP_BUDGET_MS) {
  let started: number | null = null;
  const reset = () => {
    started = null;
  };
  return (file: string) => (line: number) => {
    const now = performance.now();
    if (started === null) {
      started = now;
      // A timer runs in a new task: after the running one and its microtasks, once the browser had control.
      setTimeout(reset, 0);
    }
    // The clock only moves on, so once past the budget every later call is too, until the reset.
    if (now - started > budgetMs) {
      throw new LoopLimitError(file, line, budgetMs);
    }
  };
}

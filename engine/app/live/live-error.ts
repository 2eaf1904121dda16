/**
 * What a visitor reads when live code fails, as one line of text: `file:line:column: message` when the place is
 * known (a syntax error, a stopped loop, a run-time error thrown from the demo's own code), else the message alone.
 * The text travels as it is (from the demo iframe to its page too), and the editor reads the place back from it
 * (`errorPlace`) to mark the line. React's production errors, which name only a number, are told in words with
 * their arguments.
 */
import { CompileError } from './compile';
import { LoopLimitError } from './loop-guard';

export interface ErrorPlace {
  file: string;
  line: number;
  /** 1-based; 0 when only the line is known. */
  column: number;
  message: string;
}

/** Where a module's compiled code says it comes from in stack traces: `live/<scope>/<file>`. */
export const sourceUrl = (scope: string, file: string) => `live/${scope}/${file}`;

const PLACE = /^([\w./@-]+\.[a-z]+):(\d+)(?::(\d+))?: ([\s\S]*)$/;

export function errorPlace(text: string): ErrorPlace | null {
  const match = PLACE.exec(text);
  return match
    ? { file: match[1], line: Number(match[2]), column: match[3] ? Number(match[3]) : 0, message: match[4] }
    : null;
}

const placed = (file: string, line: number, column: number, message: string) =>
  `${file}:${line}${column ? `:${column}` : ''}: ${message}`;

/**
 * React's production error numbers this site's visitors meet, in our words; `%s` takes the arguments in order.
 * Others keep their number and arguments.
 */
const REACT_ERRORS: Record<string, string> = {
  '31': 'Objects cannot be rendered as React children (got %s). Render a string, a number, an element or an array of them.',
  '130': 'An element type is invalid: expected a component or a tag name, got %s. Check the import of the component.',
  '152': '%s returned nothing from render. Return null to render nothing.',
  '185': 'Too many nested updates: a component sets state on every render, so rendering never ends.',
  '301': 'Too many re-renders: a state update during render started another render, without end.',
  '310': 'A component rendered more hooks than during its previous render: hooks must not be called conditionally.',
  '300':
    'A component rendered fewer hooks than expected: hooks must not be called conditionally or after an early return.',
  '321': 'Hooks can only be called inside the body of a function component.',
};

/** React's "Minified React error #N; visit …?args[]=…" in words, or null for any other message. */
export function readableReactError(message: string): string | null {
  const match = /Minified React error #(\d+); visit (\S+?)(?: for the full message|$)/.exec(message);
  if (!match) return null;
  let args: string[] = [];
  try {
    args = new URL(match[2]).searchParams.getAll('args[]');
  } catch {
    // No arguments to show.
  }
  const template = REACT_ERRORS[match[1]];
  if (!template) return `React error ${match[1]}${args.length ? ` (${args.join(', ')})` : ''}.`;
  return template.replace(/%s/g, () => args.shift() ?? '?');
}

/** The first place in a stack trace that is one of this scope's live modules: file and line there. */
export function stackPlace(
  stack: string,
  scope: string,
  lineOffset: number,
): { file: string; line: number; column: number } | null {
  const prefix = sourceUrl(scope, '');
  for (const line of stack.split('\n')) {
    const at = line.indexOf(prefix);
    if (at < 0) continue;
    const match = /^([\w./@-]+):(\d+):(\d+)/.exec(line.slice(at + prefix.length));
    if (match) return { file: match[1], line: Number(match[2]) - lineOffset, column: Number(match[3]) };
  }
  return null;
}

/**
 * How many lines the engine puts before a `new Function` body in the positions it reports (2 in Chromium and
 * Firefox: the function's own header), measured once.
 */
let offset: number | undefined;
function measureLineOffset(): number {
  try {
    new Function(`throw new Error()\n//# sourceURL=${sourceUrl('probe', 'probe.js')}`)();
    return 0;
  } catch (error) {
    // A stack that is missing reads as "undefined", which names no place.
    const place = stackPlace(String((error as Error).stack), 'probe', 0);
    return place ? place.line - 1 : 0;
  }
}
const functionLineOffset = () => (offset ??= measureLineOffset());

/** Whether live code was stopped for running without end: a guarded loop, or a call stack that overflowed. */
export const isEndlessRun = (error: unknown) =>
  error instanceof LoopLimitError ||
  (error instanceof Error && /call stack size|too much recursion/i.test(error.message));

/** The one line a visitor reads for an error of live code run under `scope`. */
export function describeLiveError(error: unknown, scope: string): string {
  if (error instanceof LoopLimitError) return placed(error.file, error.line, 0, error.message);
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof CompileError) {
    // Sucrase: "file.tsx: Unexpected token (3:12)", the column counted from 0.
    const match = /^([^:]+): ([\s\S]*?) \((\d+):(\d+)\)$/.exec(message);
    return match ? placed(match[1], Number(match[3]), Number(match[4]) + 1, match[2]) : message;
  }
  // Chromium and WebKit: RangeError "Maximum call stack size exceeded"; Firefox: InternalError "too much recursion".
  const overflow = /call stack size|too much recursion/i.test(message);
  const text = overflow
    ? 'Too much recursion: a function called itself without end, and the browser stopped it.'
    : (readableReactError(message) ?? message);
  // A stack that is missing reads as "undefined", which names no place.
  const place = error instanceof Error ? stackPlace(String(error.stack), scope, functionLineOffset()) : null;
  return place && place.line > 0 ? placed(place.file, place.line, place.column, text) : text;
}

/**
 * Runs shell commands at the same time and prints their output as it comes, each line behind its command's label
 * (`[lint] …`), then a closing line per command with its time and outcome; fails (exit code 1) when any of them
 * failed. `tsx scripts/together.ts "npm run lint" "npm run typecheck"`.
 * For checks that share nothing: on two cores, a single-threaded linter, type checker and test runner side by side
 * take the time of the slowest instead of the sum.
 */
import { spawn } from 'node:child_process';

export interface Outcome {
  command: string;
  code: number;
  seconds: number;
  output: string;
}

/** The label a command's lines are printed behind: the script's name for `npm run x`, else the command. */
export const label = (command: string) => /^npm run ([\w:.-]+)$/.exec(command.trim())?.[1] ?? command.trim();

/**
 * Splits a stream of text into whole lines: `push` returns the lines a chunk completes, `end` the unfinished rest
 * (an empty list when the text ended with a line break).
 */
export function lineSplitter() {
  let rest = '';
  return {
    push(chunk: string): string[] {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      return lines;
    },
    end: (): string[] => (rest ? [rest] : []),
  };
}

/**
 * Runs `command` in a shell, its stdout and stderr kept together in the order they came; `onLine` gets each line of
 * that output as soon as it is whole.
 */
export function run(command: string, onLine: (line: string) => void = () => {}): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, {
      shell: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    });
    const chunks: Buffer[] = [];
    const lines = lineSplitter();
    const take = (chunk: Buffer) => {
      chunks.push(chunk);
      for (const line of lines.push(chunk.toString())) onLine(line);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    let ended = false;
    const end = (code: number) => {
      if (ended) return;
      ended = true;
      for (const line of lines.end()) onLine(line);
      resolve({
        command,
        code,
        seconds: (performance.now() - started) / 1000,
        output: Buffer.concat(chunks).toString(),
      });
    };
    child.on('error', (error) => {
      take(Buffer.from(`${error.message}\n`));
      end(1);
    });
    child.on('close', (code, signal) => end(code ?? (signal ? 1 : 0)));
  });
}

/** The closing line printed for a command. */
export const heading = ({ command, code, seconds }: Outcome) =>
  `── ${command}: ${code === 0 ? 'passed' : `failed (exit code ${code})`} in ${seconds.toFixed(1)} s`;

/** Runs the commands side by side, printing each line behind its label as it comes and each closing line. */
export function runTogether(
  commands: readonly string[],
  print: (text: string) => unknown = (text) => process.stdout.write(text),
) {
  return Promise.all(
    commands.map((command) => {
      const tag = `[${label(command)}]`;
      return run(command, (line) => print(`${tag} ${line}\n`)).then((outcome) => {
        print(`${heading(outcome)}\n`);
        return outcome;
      });
    }),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const commands = process.argv.slice(2);
  if (!commands.length) {
    console.error('Usage: tsx scripts/together.ts "<command>" ["<command>" ...]');
    process.exit(2);
  }
  const failed = (await runTogether(commands)).filter((outcome) => outcome.code !== 0);
  if (failed.length) console.error(`Failed: ${failed.map((outcome) => outcome.command).join(', ')}`);
  process.exit(failed.length ? 1 : 0);
}

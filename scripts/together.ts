/**
 * Runs shell commands at the same time and prints each one's output in one piece when it ends, with its time and
 * outcome; fails (exit code 1) when any of them failed. `tsx scripts/together.ts "npm run lint" "npm run typecheck"`.
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

/** Runs `command` in a shell, its stdout and stderr kept together in the order they came. */
export function run(command: string): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, {
      shell: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '1' },
    });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    const end = (code: number) =>
      resolve({
        command,
        code,
        seconds: (performance.now() - started) / 1000,
        output: Buffer.concat(chunks).toString(),
      });
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      end(1);
    });
    child.on('close', (code, signal) => end(code ?? (signal ? 1 : 0)));
  });
}

/** The heading printed above a command's output. */
export const heading = ({ command, code, seconds }: Outcome) =>
  `── ${command}: ${code === 0 ? 'passed' : `failed (exit code ${code})`} in ${seconds.toFixed(1)} s`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const commands = process.argv.slice(2);
  if (!commands.length) {
    console.error('Usage: tsx scripts/together.ts "<command>" ["<command>" ...]');
    process.exit(2);
  }
  const outcomes = await Promise.all(
    commands.map((command) =>
      run(command).then((outcome) => {
        process.stdout.write(`${heading(outcome)}\n${outcome.output}`);
        return outcome;
      }),
    ),
  );
  const failed = outcomes.filter((outcome) => outcome.code !== 0);
  if (failed.length) console.error(`Failed: ${failed.map((outcome) => outcome.command).join(', ')}`);
  process.exit(failed.length ? 1 : 0);
}

/** Last-updated times of content files, from one `git log` over the docs folder. */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export function lastUpdatedTimes(root: string, dir: string): Map<string, number> {
  const times = new Map<string, number>();
  let log = '';
  try {
    log = execFileSync('git', ['log', '--format=%x00%ct', '--name-only', '--', dir], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 << 20,
    });
  } catch {
    return times; // not a git checkout: pages simply show no date
  }
  for (const entry of log.split('\0')) {
    const [time, ...files] = entry.trim().split('\n');
    for (const file of files) {
      const absolute = path.resolve(root, file.trim());
      // Newest commits come first: keep the first time seen.
      if (file.trim() && !times.has(absolute)) times.set(absolute, Number(time) * 1000);
    }
  }
  return times;
}

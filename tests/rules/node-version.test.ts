/**
 * One Node.js version story: package.json's `engines` is the rule; `.nvmrc` (read by the workflows and by version
 * managers) names a line that meets it; the README and the home page's Development section say the same minimum; and
 * every installed package accepts that minimum, so `npm ci` on it prints no EBADENGINE warning.
 */
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const pkg = JSON.parse(read('package.json')) as { engines: { node: string } };
const minimum = semver.minVersion(pkg.engines.node)!;
/** The minimum as people write it: 20.19 for 20.19.0. */
const shortMinimum = `${minimum.major}.${minimum.minor}`;

describe('Node.js version', () => {
  it('has a lower bound in engines', () => {
    expect(pkg.engines.node).toBe(`>=${shortMinimum}`);
  });

  it('is named in .nvmrc as a line whose releases from the minimum on meet engines', () => {
    const line = read('.nvmrc').trim();
    expect(line).toBe(String(minimum.major));
    expect(semver.satisfies(minimum, pkg.engines.node)).toBe(true);
  });

  it('is the same minimum in the README and in both languages of the Development section', () => {
    expect(read('README.md')).toContain(`Node.js ${shortMinimum} or newer`);
    for (const file of ['docs/index.md', 'docs/index.zh-CN.md']) {
      const development =
        read(file)
          .split(/^## /m)
          .find((section) => /^(Development|开发)\s*\n/.test(section)) ?? '';
      expect(development, file).toContain(`Node.js ${shortMinimum}`);
      expect(development.match(/Node(?:\.js)? \d+(?:\.\d+)*/g), file).toEqual([`Node.js ${shortMinimum}`]);
    }
  });

  it('is what every workflow sets up, through .nvmrc, and every workflow installs with npm ci', () => {
    const dir = path.join(ROOT, '.github/workflows');
    const workflows = fs.readdirSync(dir).filter((file) => /\.ya?ml$/.test(file));
    expect(workflows).toContain('test.yml');
    for (const file of workflows) {
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      expect(text, file).not.toMatch(/node-version:/);
      expect(text, file).toMatch(/node-version-file: \.nvmrc/);
      expect(text, file).not.toMatch(/npm install\b/);
      expect(text, file).toMatch(/run: npm ci\b/);
    }
    expect(read('.ci/run')).toMatch(/^npm ci\b/m);
    expect(read('.ci/run')).not.toMatch(/^npm install\b/m);
  });

  it('is accepted by every package the lockfile installs', () => {
    const lock = JSON.parse(read('package-lock.json')) as {
      packages: Record<string, { engines?: { node?: string } | string[]; optional?: boolean }>;
    };
    const refused = Object.entries(lock.packages).flatMap(([name, entry]) => {
      const range = !Array.isArray(entry.engines) ? entry.engines?.node : undefined;
      return name && range && !semver.satisfies(minimum, range) ? [`${name} wants node ${range}`] : [];
    });
    expect(refused).toEqual([]);
  });
});

/**
 * A release as people write it, read into one known release: an exact version (`1.8.2`, `v1.8.2`), a partial one
 * (`1.4` is the newest 1.4.x), a range as npm reads it (`^1.8.0`, `~1.8.0`, `>=1.9 <1.11`, `1.x`), `latest`, or a
 * line pasted from a project: a `package.json` dependency (`"@rc-component/table": "^1.8.0"`), a lockfile entry
 * (npm's `"version": "1.8.2"` under the package's path, yarn's `version "1.8.2"`, pnpm's `@rc-component/table@1.8.2`),
 * or `npm ls` output. The legacy package's 7.x releases are their own line: `7.54.0` is taken as written. Pure.
 */
import semverMaxSatisfying from 'semver/ranges/max-satisfying.js';

export interface KnownReleases {
  /** The package's name, as a dependency names it (`@rc-component/table`). */
  package: string;
  /** Its releases, oldest first. */
  releases: string[];
  /** The legacy package (`rc-table`) and its releases, oldest first. */
  legacy: { package: string; releases: string[] };
}

/** How a written version was read: as one exact release, as a range (or partial version) npm resolves, or `latest`. */
export type ReadVersion =
  | { version: string; legacy: boolean; how: 'exact' | 'latest' | 'range'; written: string }
  | { version?: undefined; written: string };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/@]/g, '\\$&');

/**
 * The version or range a pasted text gives for `name`: the dependency's range, the lockfile's resolved version, or
 * the text itself when it names no package.
 */
function versionText(text: string, name: string): string | undefined {
  if (!name) return undefined;
  const pkg = escape(name);
  const patterns = [
    // npm's lockfile: the package's entry, then its "version" field.
    new RegExp(`"(?:node_modules/)?${pkg}"\\s*:\\s*\\{[^}]*?"version"\\s*:\\s*"([^"]+)"`),
    // yarn's lockfile: the entry's key (one or more ranges), then `version "x"` (`version: x` in yarn 2+); a field
    // that holds one line has the entry's lines joined by spaces.
    new RegExp(`${pkg}@[^\\n]*?:\\s+version:?\\s*"?([^"\\s]+)"?`),
    // A package.json dependency: "name": "range".
    new RegExp(`"${pkg}"\\s*:\\s*"([^"]+)"`),
    // pnpm's lockfile, `npm ls` and `name@version` as written.
    new RegExp(`(?:^|[\\s/'"])${pkg}@([^\\s:'"()]+)`),
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (match) return match[1];
  }
  return undefined;
}

/**
 * The release a written version means among the known ones, or none (with what was written) when it means none of
 * them: a version or range of neither package, or of the package but matching no release.
 */
export function readVersion(input: string, known: KnownReleases): ReadVersion {
  const written = input.trim();
  if (!written) return { written };
  const inLine = (releases: string[], text: string, legacy: boolean): ReadVersion | undefined => {
    const bare = text.replace(/^[=v]+/, '');
    if (releases.includes(bare)) return { version: bare, legacy, how: 'exact', written };
    // A text that is no range satisfies no release.
    const version = semverMaxSatisfying(releases, text);
    return version ? { version, legacy, how: 'range', written } : undefined;
  };
  const newest = known.releases.at(-1)!;
  // A text that names one of the two packages is read for that package only.
  const legacyText = versionText(written, known.legacy.package);
  const ownText = versionText(written, known.package);
  // Quotes around it, and yarn's `npm:` protocol before a range, say nothing of the version.
  const text = (ownText ?? legacyText ?? written)
    .replace(/^["']|["']$/g, '')
    .replace(/^npm:/, '')
    .trim();
  if (/^(latest|\*)$/i.test(text)) return { version: newest, legacy: false, how: 'latest', written };
  if (ownText !== undefined) return inLine(known.releases, text, false) ?? { written };
  if (legacyText !== undefined) return inLine(known.legacy.releases, text, true) ?? { written };
  return inLine(known.releases, text, false) ?? inLine(known.legacy.releases, text, true) ?? { written };
}

/**
 * Mutation scores per module, from Stryker's JSON report (`reports/mutation/mutation.json`). A module's score is the
 * share of its mutants some test detects: killed or timed out, over those plus the survivors and the mutants no test
 * runs. Mutants that do not compile or crash at load, and those a `Stryker disable` comment excuses, do not count.
 * Every mutated module must reach the threshold on its own: a high overall score can hide one module nobody tests.
 */

/** The parts of a mutant in Stryker's report read here. */
export interface ReportMutant {
  status: string;
  mutatorName: string;
  replacement?: string;
  location: { start: { line: number; column: number } };
}

export interface MutationReport {
  files: Record<string, { mutants: ReportMutant[] }>;
}

export interface ModuleScore {
  file: string;
  detected: number;
  undetected: number;
  /** Percent, or null when the module has no mutant that counts. */
  score: number | null;
  /** The undetected mutants, where they are and what they changed. */
  survivors: string[];
}

const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

export function moduleScores(report: MutationReport): ModuleScore[] {
  return Object.entries(report.files)
    .map(([file, { mutants }]) => {
      const detected = mutants.filter((mutant) => DETECTED.has(mutant.status)).length;
      const missed = mutants.filter((mutant) => UNDETECTED.has(mutant.status));
      const counted = detected + missed.length;
      return {
        file,
        detected,
        undetected: missed.length,
        score: counted ? (detected / counted) * 100 : null,
        survivors: missed.map(
          ({ location, mutatorName, replacement, status }) =>
            `${file}:${location.start.line}:${location.start.column + 1} ${mutatorName}${replacement === undefined ? '' : ` → ${replacement}`} (${status})`,
        ),
      };
    })
    .sort((a, b) => a.file.localeCompare(b.file));
}

/** The modules under `threshold` percent. A module with no counted mutant has nothing to fall short on. */
export const belowThreshold = (scores: readonly ModuleScore[], threshold: number) =>
  scores.filter((module) => module.score !== null && module.score < threshold);

/** One line per module, the lowest score first: "  64.0 %  185 of 514 undetected  path". */
export function scoreLines(scores: readonly ModuleScore[]): string[] {
  const ranked = [...scores].sort((a, b) => (a.score ?? 101) - (b.score ?? 101) || a.file.localeCompare(b.file));
  return ranked.map((module) => {
    const score = module.score === null ? '    –  ' : `${module.score.toFixed(1).padStart(5)} %`;
    return `${score}  ${module.undetected} of ${module.detected + module.undetected} undetected  ${module.file}`;
  });
}

/**
 * Stryker's results file as the repository keeps it: only what the next run compares against (each file's source and
 * mutants, each test file's source and tests), without the checkout's absolute path, the options and the versions
 * Stryker also writes, and without indentation. The same results give the same text in every clone.
 */
export function portableResults(text: string): string {
  const { schemaVersion, files, testFiles } = JSON.parse(text) as Record<string, unknown>;
  return JSON.stringify({ schemaVersion, files, testFiles });
}

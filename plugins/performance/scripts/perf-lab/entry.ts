/**
 * The perf lab's page script, as `window.perfLab`: runs a scenario once in the page's `#root` with the bundled
 * release of the library (app/runner.ts, the code the site's lab runs in its frame) and reports its figures, or the
 * phase that passed the time limit.
 */
import { RunStopped, runOnce } from '../../app/runner.ts';
import { parseScenarioId } from '../../core/scenarios.ts';
import type { RunOutcome } from '../../core/figures.ts';

export async function run(id: string, limitMs: number): Promise<RunOutcome> {
  const scenario = parseScenarioId(id);
  if (!scenario) throw new Error(`No scenario ${id}`);
  const gc = (globalThis as { gc?: () => void }).gc;
  try {
    return await runOnce(scenario, { container: document.getElementById('root')!, limitMs, collect: gc });
  } catch (error) {
    if (error instanceof RunStopped) return { limit: error.phase };
    throw error;
  }
}

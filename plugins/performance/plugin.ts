/**
 * The performance lab: `<PerformanceLab></PerformanceLab>` runs the lab's scenarios in the visitor's browser on
 * request and charts every release's committed figures (facts/performance/<version>.json, made by `npm run
 * perf-lab`). Its Markdown copy is the installed release's reference figures, one row per scenario.
 */
import path from 'node:path';
import type { TableCell, TableRow } from 'mdast';
import type { SitePlugin } from '../../engine/pipeline/site-plugin.ts';
import { dataModule } from '../../engine/pipeline/virtual-module.ts';
import { text } from '../../engine/pipeline/seo/page-markdown.ts';
import { SCENARIOS, TIME_LIMIT_MS, scenarioId } from './core/scenarios.ts';
import { resultOf, statOf, type Metric } from './core/figures.ts';
import { formatFigure, labText, meanIndex, scenarioOf, scenarioTitle, type LabWord } from './core/lab-view.ts';
import { labFigures } from './pipeline/performance-data.ts';

const app = (file: string) => path.join(import.meta.dirname, 'app', file);
const SHOWN: Metric[] = ['mount', 'update', 'scrollP95', 'domNodes'];

const plugin: SitePlugin = {
  name: 'performance',
  tags: {
    PerformanceLab: {
      component: { module: app('PerformanceLab.tsx') },
      markdown: (_, { meta }) => {
        const { installed, releases } = labFigures();
        const file = releases.find((release) => release.version === installed)!;
        const t = (key: LabWord, values?: Record<string, string | number>) => labText(meta.locale, key, values);
        const cell = (value: string): TableCell => ({ type: 'tableCell', children: [text(value)] });
        const rows = SCENARIOS.map((scenario): TableRow => {
          const result = resultOf(file, scenarioId(scenario));
          // A scenario without figures says why once, in its first cell.
          const why = !result
            ? t('noReference')
            : result.status === 'beyond'
              ? t('referenceBeyond', { after: scenarioTitle(scenarioOf(result.after), meta.locale) })
              : result.status === 'limit'
                ? t('referenceLimit', { limit: TIME_LIMIT_MS / 1000 })
                : undefined;
          const figures = SHOWN.map((metric, index) => {
            if (why !== undefined) return index === 0 ? why : '–';
            const stat = result?.status === 'ok' ? statOf(result.runs, metric) : undefined;
            return stat ? formatFigure(stat.median) : t('notReported');
          });
          return { type: 'tableRow', children: [scenarioTitle(scenario, meta.locale), ...figures].map(cell) };
        });
        const index = meanIndex(file);
        return [
          {
            type: 'paragraph',
            children: [text(t('reference', { version: installed, index }))],
          },
          {
            type: 'table',
            children: [
              {
                type: 'tableRow',
                children: [t('scenario'), ...SHOWN.map((metric) => t(`metric.${metric}` as LabWord))].map(cell),
              },
              ...rows,
            ],
          },
        ];
      },
    },
  },
  vite: () => [dataModule('virtual:performance-figures', () => labFigures())],
};

export default plugin;

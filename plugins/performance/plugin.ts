/**
 * The performance lab: `<PerformanceLab></PerformanceLab>` runs the lab's scenarios in the visitor's browser on
 * request and charts every release's committed figures (facts/performance/<version>.json, made by `npm run
 * perf-lab`). Its Markdown copy is the installed release's reference figures, one list item per scenario.
 */
import path from 'node:path';
import type { ListItem } from 'mdast';
import type { SitePlugin } from '../../engine/pipeline/site-plugin.ts';
import { dataModule } from '../../engine/pipeline/virtual-module.ts';
import { paragraph, text } from '../../engine/pipeline/seo/page-markdown.ts';
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
        const items = SCENARIOS.map((scenario): ListItem => {
          const result = resultOf(file, scenarioId(scenario));
          // A scenario without figures says why; one with figures gives each measure's median.
          const said = !result
            ? t('noReference')
            : result.status === 'beyond'
              ? t('referenceBeyond', { after: scenarioTitle(scenarioOf(result.after), meta.locale) })
              : result.status === 'limit'
                ? t('referenceLimit', { limit: TIME_LIMIT_MS / 1000 })
                : SHOWN.map((metric) => {
                    const stat = statOf(result.runs, metric);
                    return `${t(`metric.${metric}` as LabWord)} ${stat ? formatFigure(stat.median) : t('notReported')}`;
                  }).join(t('listSeparator'));
          return {
            type: 'listItem',
            spread: false,
            children: [
              paragraph(
                { type: 'strong', children: [text(scenarioTitle(scenario, meta.locale))] },
                text(`${t('colon')}${said}`),
              ),
            ],
          };
        });
        return [
          paragraph(text(t('reference', { version: installed, index: meanIndex(file) }))),
          { type: 'list', ordered: false, spread: false, children: items },
        ];
      },
    },
  },
  vite: () => [dataModule('virtual:performance-figures', () => labFigures())],
};

export default plugin;

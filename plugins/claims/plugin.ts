/**
 * The claims checks' results per release (facts/behaviour/): a sentence of the docs that a check backs links to
 * the releases where its check gives another result.
 */
import type { SitePlugin } from '../../engine/pipeline/site-plugin.ts';
import { propHistory } from '../history/pipeline/history-rows.ts';
import { readBehaviour, withBehaviourLinks } from './pipeline/behaviour-links.ts';

let behaviour: ReturnType<typeof readBehaviour> | undefined;

const plugin: SitePlugin = {
  name: 'claims',
  outline: (outline, locale) => withBehaviourLinks(outline, locale, (behaviour ??= readBehaviour(propHistory()))),
};

export default plugin;

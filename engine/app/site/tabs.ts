/** Which tab a `?tab=` value selects: a known key, or the page's first tab. Pure. */
import type { PageTab } from '../../core/types';

export function selectTab(tabs: PageTab[] | undefined, requested: string | null): string {
  if (!tabs?.length) return '';
  return tabs.some((tab) => tab.key === requested) ? requested! : tabs[0].key;
}

import { describe, expect, it } from 'vitest';
import { selectTab } from '../../../../../engine/app/site/tabs';

describe('tabs', () => {
  const tabs = [
    { key: 'releases', title: 'Releases' },
    { key: 'rc-table', title: 'From rc-table' },
  ];
  it('selects a known tab, else the first', () => {
    expect(selectTab(tabs, 'rc-table')).toBe('rc-table');
    expect(selectTab(tabs, 'nope')).toBe('releases');
    expect(selectTab(tabs, null)).toBe('releases');
    expect(selectTab(undefined, 'x')).toBe('');
  });
});

describe('tabs: no tabs', () => {
  it('selects nothing on a page without tabs', () => {
    expect(selectTab([], 'x')).toBe('');
    expect(selectTab([], null)).toBe('');
  });
});

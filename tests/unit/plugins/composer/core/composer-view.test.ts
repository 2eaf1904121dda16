/** What the composer's page shows beside the code (plugins/composer/core/composer-view.ts). */
import { describe, expect, it } from 'vitest';
import {
  FEATURES,
  PROBES,
  cellConfig,
  type MatrixFile,
} from '../../../../../plugins/compatibility/core/compatibility.ts';
import {
  HEAVY_CELLS,
  composerText,
  featureChecks,
  fixProp,
  heavyCells,
} from '../../../../../plugins/composer/core/composer-view.ts';

describe('the composer’s page', () => {
  const matrix: MatrixFile = { version: '1.0.0', features: FEATURES, probes: PROBES, cells: [] };

  it('says what a feature’s probes check, in each language, one after the other', () => {
    expect(featureChecks(matrix, 'virtual', 'en-US')).toBe(
      'Of 1,000 records, fewer than 100 rows are drawn; Scrolling to the end shows the last record',
    );
    expect(featureChecks(matrix, 'virtual', 'zh-CN')).toBe(
      '1000 条记录只绘制不到 100 行；滚动到底部能看到最后一条记录',
    );
    expect(featureChecks(matrix, 'rtl', 'en-US')).toBe('The first column is drawn at the right');
    expect(featureChecks(matrix, 'nothing', 'en-US')).toBe('');
  });

  it('names a fix by the prop it sets', () => {
    expect(fixProp('expand-column-width')).toBe('expandable.columnWidth');
    expect(fixProp('expanded-row-offset')).toBe('expandable.expandedRowOffset');
    expect(fixProp('unknown')).toBe('unknown');
  });

  it('waits for the visitor before drawing a Table of more cells than the bound, never a VirtualTable', () => {
    expect(HEAVY_CELLS).toBe(20_000);
    expect(heavyCells(cellConfig([], [], { records: 2000, columns: 10 }))).toBe(0);
    expect(heavyCells(cellConfig([], [], { records: 2001, columns: 10 }))).toBe(20_010);
    expect(heavyCells(cellConfig(['grouped'], [], { records: 10_000 }))).toBe(70_000);
    expect(heavyCells(cellConfig(['virtual'], [], { records: 100_000, columns: 200 }))).toBe(0);
    expect(heavyCells(cellConfig(['empty'], [], { records: 100_000, columns: 200 }))).toBe(0);
  });

  it('words the page in each language, filling the placeholders given and keeping the others', () => {
    expect(composerText('en-US', 'records', { min: '10', max: '100,000' })).toBe('Records (10–100,000)');
    expect(composerText('zh-CN', 'records', { min: '10', max: '100,000' })).toBe('记录数（10–100,000）');
    expect(composerText('en-US', 'records')).toBe('Records ({min}–{max})');
  });
});

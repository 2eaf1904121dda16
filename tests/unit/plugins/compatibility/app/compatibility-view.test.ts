/** What the compatibility page shows for a filter, and where the keyboard moves in its matrix. */
import { describe, expect, it } from 'vitest';
import {
  cellInView,
  featureMatches,
  filterWords,
  gridMove,
  matrixView,
  shortTitle,
  asSentence,
  joinSentences,
  verdictSentence,
  type GridPosition,
} from '../../../../../plugins/compatibility/app/compatibility-view';

const FEATURES = [
  { id: 'fixed-start', title: 'Fixed columns at the start' },
  { id: 'fixed-end', title: 'Fixed columns at the end' },
  { id: 'scroll-y', title: 'Fixed header (scroll.y)' },
  { id: 'virtual', title: 'VirtualTable' },
  { id: 'tree', title: 'Tree data (children)' },
];
const ALL = FEATURES.map((feature) => feature.id);
const CHINESE = [
  { id: 'fixed-start', title: '起始侧固定列' },
  { id: 'virtual', title: '虚拟表格 VirtualTable' },
  { id: 'tree', title: '树形数据（children）' },
];

describe('the filter', () => {
  it('splits into lower-cased words at any white space', () => {
    expect(filterWords('  Virtual\tFIXED  ')).toEqual(['virtual', 'fixed']);
    expect(filterWords('虚拟　固定')).toEqual(['虚拟', '固定']);
    expect(filterWords('   ')).toEqual([]);
  });

  it('matches a feature when any word is part of its id or its title', () => {
    expect(featureMatches(['virtual', 'nothing'], 'virtual', 'VirtualTable')).toBe(true);
    expect(featureMatches(['header'], 'scroll-y', 'Fixed header (scroll.y)')).toBe(true);
    expect(featureMatches(['scroll-y'], 'scroll-y', 'Fixed header')).toBe(true);
    expect(featureMatches(['tree'], 'virtual', 'VirtualTable')).toBe(false);
    expect(featureMatches([], 'virtual', 'VirtualTable')).toBe(false);
  });
});

describe('the matrix for a filter', () => {
  it('shows every feature on both axes without a filter', () => {
    expect(matrixView(FEATURES, '')).toEqual({ matched: null, rows: ALL, columns: ALL });
  });

  it('narrows both axes to the features several words match, in the matrix’s order', () => {
    expect(matrixView(FEATURES, 'virtual start')).toEqual({
      matched: ['fixed-start', 'virtual'],
      rows: ['fixed-start', 'virtual'],
      columns: ['fixed-start', 'virtual'],
    });
    // "fixed" is in three titles: all three, and VirtualTable.
    expect(matrixView(FEATURES, 'virtual fixed').columns).toEqual(['fixed-start', 'fixed-end', 'scroll-y', 'virtual']);
    expect(matrixView(CHINESE, '虚拟 固定').rows).toEqual(['fixed-start', 'virtual']);
  });

  it('keeps one matched feature against every feature, so its row still answers', () => {
    expect(matrixView(FEATURES, 'VIRTUAL')).toEqual({ matched: ['virtual'], rows: ['virtual'], columns: ALL });
  });

  it('shows nothing when no feature matches', () => {
    expect(matrixView(FEATURES, 'nothing like this')).toEqual({ matched: [], rows: [], columns: [] });
  });

  it('lists a cell’s note when the matrix shows it: any cell of one matched feature, two of several', () => {
    const none = matrixView(FEATURES, '');
    const one = matrixView(FEATURES, 'virtual');
    const several = matrixView(FEATURES, 'virtual start');
    expect(cellInView(['tree', 'scroll-y'], none)).toBe(true);
    expect(cellInView(['tree', 'virtual'], one)).toBe(true);
    expect(cellInView(['tree', 'scroll-y'], one)).toBe(false);
    expect(cellInView(['fixed-start', 'virtual'], several)).toBe(true);
    expect(cellInView(['fixed-start', 'virtual', 'tree'], several)).toBe(true);
    expect(cellInView(['virtual', 'tree'], several)).toBe(false);
    expect(cellInView(['virtual', 'tree'], matrixView(FEATURES, 'nothing'))).toBe(false);
  });
});

describe('moving in the grid', () => {
  const size = { rows: 3, cols: 3 };
  // The diagonal takes no focus: a feature against itself has no mark.
  const offDiagonal = ({ row, col }: GridPosition) => row !== col;
  const move = (at: GridPosition, key: string, ctrl = false) => gridMove(at, key, ctrl, size, offDiagonal);

  it('moves one cell with each arrow, over cells that take no focus, and stays at an edge', () => {
    expect(move({ row: 0, col: 1 }, 'ArrowRight')).toEqual({ row: 0, col: 2 });
    expect(move({ row: 1, col: 0 }, 'ArrowRight')).toEqual({ row: 1, col: 2 });
    expect(move({ row: 1, col: 2 }, 'ArrowLeft')).toEqual({ row: 1, col: 0 });
    expect(move({ row: 0, col: 1 }, 'ArrowDown')).toEqual({ row: 2, col: 1 });
    expect(move({ row: 2, col: 1 }, 'ArrowUp')).toEqual({ row: 0, col: 1 });
    expect(move({ row: 0, col: 2 }, 'ArrowRight')).toEqual({ row: 0, col: 2 });
    expect(move({ row: 0, col: 1 }, 'ArrowUp')).toEqual({ row: 0, col: 1 });
    expect(move({ row: 2, col: 0 }, 'ArrowDown')).toEqual({ row: 2, col: 0 });
    expect(move({ row: 2, col: 0 }, 'ArrowLeft')).toEqual({ row: 2, col: 0 });
  });

  it('goes to the row’s first and last cell with Home and End, the grid’s with Ctrl', () => {
    expect(move({ row: 1, col: 2 }, 'Home')).toEqual({ row: 1, col: 0 });
    expect(move({ row: 0, col: 2 }, 'Home')).toEqual({ row: 0, col: 1 });
    expect(move({ row: 2, col: 0 }, 'End')).toEqual({ row: 2, col: 1 });
    expect(move({ row: 1, col: 0 }, 'End')).toEqual({ row: 1, col: 2 });
    expect(move({ row: 2, col: 1 }, 'Home', true)).toEqual({ row: 0, col: 1 });
    expect(move({ row: 0, col: 1 }, 'End', true)).toEqual({ row: 2, col: 1 });
  });

  it('leaves any other key to the page', () => {
    expect(move({ row: 0, col: 1 }, 'Enter')).toBeUndefined();
    expect(move({ row: 0, col: 1 }, 'a')).toBeUndefined();
    expect(move({ row: 0, col: 1 }, 'Tab')).toBeUndefined();
  });

  it('moves to every cell when all take focus, and stays where it is when none does', () => {
    expect(gridMove({ row: 0, col: 0 }, 'ArrowRight', false, size)).toEqual({ row: 0, col: 1 });
    expect(gridMove({ row: 1, col: 1 }, 'End', true, size)).toEqual({ row: 2, col: 2 });
    expect(gridMove({ row: 1, col: 1 }, 'Home', true, size, () => false)).toEqual({ row: 1, col: 1 });
    expect(gridMove({ row: 1, col: 1 }, 'ArrowDown', false, size, () => false)).toEqual({ row: 1, col: 1 });
  });
});

describe('a verdict as a sentence', () => {
  it('starts with a capital and ends with the language’s stop', () => {
    expect(verdictSentence('does not work', '.')).toBe('Does not work.');
    expect(verdictSentence('不可用', '。')).toBe('不可用。');
    expect(verdictSentence('works', '')).toBe('Works');
  });
});

describe('a column’s short name', () => {
  it('drops the prop named in closing brackets, in either script', () => {
    expect(shortTitle('Fixed header (scroll.y)')).toBe('Fixed header');
    expect(shortTitle('Column resizing (components.header.cell)')).toBe('Column resizing');
    expect(shortTitle('固定表头（scroll.y）')).toBe('固定表头');
    expect(shortTitle('合并单元格（colSpan / rowSpan）')).toBe('合并单元格');
  });

  it('keeps a name without closing brackets, or one that is nothing else', () => {
    expect(shortTitle('showHeader={false}')).toBe('showHeader={false}');
    expect(shortTitle('direction="rtl"')).toBe('direction="rtl"');
    expect(shortTitle('Fixed (start) columns')).toBe('Fixed (start) columns');
    expect(shortTitle('(scroll.y)')).toBe('(scroll.y)');
  });
});

describe('a clause as a sentence', () => {
  it('starts with a capital and ends with the stop, once', () => {
    expect(asSentence('the expand column is narrow', '.')).toBe('The expand column is narrow.');
    expect(asSentence('set expandable.columnWidth.', '.')).toBe('Set expandable.columnWidth.');
    expect(asSentence('展开列只有约 1 px 宽', '。')).toBe('展开列只有约 1 px 宽。');
    expect(asSentence('已检查。', '。')).toBe('已检查。');
  });
});

describe('sentences run on', () => {
  it('puts a space between spaced sentences and none after a Chinese stop', () => {
    expect(['Works.', 'Checked: a.'].reduce(joinSentences, '')).toBe('Works. Checked: a.');
    expect(['可用。', '已检查：甲。'].reduce(joinSentences, '')).toBe('可用。已检查：甲。');
    expect([].reduce(joinSentences, '')).toBe('');
  });
});

describe('edges of the page’s rules', () => {
  it('never moves the focus out of the grid with Ctrl+Home or Ctrl+End', () => {
    const outside = ({ row, col }: GridPosition) => row < 0 || row >= 3 || col < 0 || col >= 3;
    const size = { rows: 3, cols: 3 };
    expect(gridMove({ row: 1, col: 1 }, 'Home', true, size, outside)).toEqual({ row: 1, col: 1 });
    expect(gridMove({ row: 1, col: 1 }, 'End', true, size, outside)).toEqual({ row: 1, col: 1 });
  });

  it('drops a closing bracket with spaces after it, and keeps the stop a clause has only inside', () => {
    expect(shortTitle('Fixed header (scroll.y)  ')).toBe('Fixed header');
    expect(asSentence('set expandable.columnWidth', '.')).toBe('Set expandable.columnWidth.');
    expect(joinSentences('原因：VirtualTable', 'Next.')).toBe('原因：VirtualTable Next.');
  });
});

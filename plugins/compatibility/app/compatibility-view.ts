/**
 * What the compatibility page shows, pure: which features a filter keeps and how the matrix and its lists narrow to
 * them, where the keyboard moves in the matrix, and what the playground is told about a cell it opens.
 */

/** A filter's words: lower-cased, split at white space. */
export const filterWords = (query: string) => query.toLowerCase().match(/\S+/g) ?? [];

/** A feature matches a filter's words when any of them is part of its id or its title, case ignored. */
export const featureMatches = (words: readonly string[], id: string, title: string) =>
  words.some((word) => id.toLowerCase().includes(word) || title.toLowerCase().includes(word));

export interface MatrixView {
  /** The features the filter matched, in the matrix's order; null without a filter (every feature). */
  matched: string[] | null;
  /** The features down the side and across the top. */
  rows: string[];
  columns: string[];
}

/**
 * The matrix for a filter. Without one: every feature on both axes. With several features matched: those features
 * on both axes, so every pair among them is in view and nothing else. With one: that feature down the side against
 * every feature across the top, so its row still answers what it works with. With none: nothing.
 */
export function matrixView(features: readonly { id: string; title: string }[], query: string): MatrixView {
  const words = filterWords(query);
  const all = features.map((feature) => feature.id);
  if (words.length === 0) return { matched: null, rows: all, columns: all };
  const matched = features.filter((feature) => featureMatches(words, feature.id, feature.title)).map((f) => f.id);
  return { matched, rows: matched, columns: matched.length === 1 ? all : matched };
}

/**
 * Whether a cell's note is listed under the filter: a cell the matrix shows (one matched feature: any cell with it;
 * several: a cell with two of them or more, so a triple stays when two of its features were asked for).
 */
export function cellInView(features: readonly string[], view: MatrixView): boolean {
  if (view.matched === null) return true;
  const hits = features.filter((id) => view.matched!.includes(id)).length;
  return hits >= Math.min(2, view.matched.length) && hits > 0;
}

export interface GridPosition {
  row: number;
  col: number;
}

/**
 * Where a key moves the focus in a grid of `rows` by `cols` cells, skipping cells that take no focus (`focusable`):
 * the arrows one cell (to the next one that takes focus that way), Home and End to the row's first and last,
 * with Ctrl (or ⌘) to the grid's first and last. Undefined for any other key; the same position at an edge.
 */
export function gridMove(
  at: GridPosition,
  key: string,
  ctrl: boolean,
  size: { rows: number; cols: number },
  focusable: (position: GridPosition) => boolean = () => true,
): GridPosition | undefined {
  const inside = ({ row, col }: GridPosition) => row >= 0 && row < size.rows && col >= 0 && col < size.cols;
  /** The first position that takes focus from `from` on, one step of `by` at a time; `at` when none. */
  const walk = (from: GridPosition, by: GridPosition) => {
    for (let next = from; inside(next); next = { row: next.row + by.row, col: next.col + by.col })
      if (focusable(next)) return next;
    return at;
  };
  /** The first position that takes focus reading the grid from the start (or backwards from the end). */
  const scan = (backwards: boolean) => {
    const total = size.rows * size.cols;
    for (let i = 0; i < total; i++) {
      const index = backwards ? total - 1 - i : i;
      const position = { row: Math.floor(index / size.cols), col: index % size.cols };
      if (focusable(position)) return position;
    }
    return at;
  };
  switch (key) {
    case 'ArrowRight':
      return walk({ row: at.row, col: at.col + 1 }, { row: 0, col: 1 });
    case 'ArrowLeft':
      return walk({ row: at.row, col: at.col - 1 }, { row: 0, col: -1 });
    case 'ArrowDown':
      return walk({ row: at.row + 1, col: at.col }, { row: 1, col: 0 });
    case 'ArrowUp':
      return walk({ row: at.row - 1, col: at.col }, { row: -1, col: 0 });
    case 'Home':
      return ctrl ? scan(false) : walk({ row: at.row, col: 0 }, { row: 0, col: 1 });
    case 'End':
      return ctrl ? scan(true) : walk({ row: at.row, col: size.cols - 1 }, { row: 0, col: -1 });
  }
  return undefined;
}

/**
 * A feature's name without the prop it names in closing brackets, for a column's narrow heading: "Fixed header
 * (scroll.y)" -> "Fixed header", "固定表头（scroll.y）" -> "固定表头". A name that is all brackets stays whole.
 */
export function shortTitle(title: string): string {
  const short = title.replace(/\s*[(（][^()（）]*[)）]\s*$/, '');
  return short === '' ? title : short;
}

/** A sentence from a verdict's words: its first letter a capital, a full stop at its end. */
export const verdictSentence = (verdict: string, stop: string) =>
  verdict.charAt(0).toUpperCase() + verdict.slice(1) + stop;

/** A clause of a note as a sentence of its own: its first letter a capital, `stop` at its end unless it has one. */
export function asSentence(clause: string, stop: string): string {
  const text = clause.charAt(0).toUpperCase() + clause.slice(1);
  return /[.!?。！？]$/.test(text) ? text : text + stop;
}

/** Two sentences run on: a space between them, none after a full-width stop (Chinese sentences touch). */
export const joinSentences = (before: string, next: string): string =>
  before === '' ? next : /[。！？：]$/.test(before) ? before + next : `${before} ${next}`;

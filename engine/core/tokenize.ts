/**
 * Words of a text for search, the same for the index and the query: lower case, with their place in the text.
 *
 * - Latin and other spaced scripts: runs of letters and digits. A camelCase name gives its whole word and its
 *   parts ("rowKey": rowkey, row, key). A plural "s" is dropped ("columns" -> column, "entries" -> entry), not
 *   after "s", "u" or "i" (class, status, ellipsis). Single letters are left out.
 * - Numbers: "10,000", "ten thousand" and "一万" are all the word 10000.
 * - Chinese: `Intl.Segmenter` words. Single characters it leaves side by side become overlapping pairs
 *   (拖|拽 -> 拖拽), as do the runs of a text when the segmenter is missing. Stop characters (的, 和, ...) end a run.
 */

export interface Token {
  /** The normalised word. */
  term: string;
  /** Where it is in the text (UTF-16 offsets; folding keeps them). */
  start: number;
  end: number;
  /** A part of a camelCase word: found by a query, never a query word itself. */
  part?: boolean;
}

/** Lower case with the same length, so positions found in the folded text hold in the original. */
export function fold(text: string): string {
  const lower = text.toLowerCase();
  if (lower.length === text.length) return lower;
  let out = '';
  for (const char of text) {
    const low = char.toLowerCase();
    out += low.length === char.length ? low : char;
  }
  return out;
}

/** Words a query ignores (unless it has nothing else). */
export const STOP_WORDS = new Set([
  // English
  ...'a an and are as at be by can do does for from how i in into is it its my of on or so that the their this to use using we what when where which why with you your'.split(
    ' ',
  ),
  // Chinese
  ...'的 地 得 了 和 与 及 或 在 是 把 将 被 吗 呢 啊 之 其 中 里 如何 怎么 怎样 什么 一个 可以 使用 我 我们 你'.split(
    ' ',
  ),
]);

const HAN = /\p{Script=Han}/u;
/** Numbers with thousands separators, and runs of letters and digits (split further where Han starts or ends). */
const TOKEN = /(\d{1,3}(?:,\d{3})+(?!\d))|[\p{L}\p{N}\p{M}]+/gu;
const HAN_RUNS = /\p{Script=Han}+|\P{Script=Han}+/gu;
const CAMEL = /\p{Lu}?\p{Ll}+|\p{Lu}+(?!\p{Ll})|\p{N}+/gu;

/** English number words and their values; "hundred", "thousand" and "million" multiply what comes before. */
const NUMBER_WORDS = new Map<string, number>([
  ...'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'
    .split(' ')
    .map((word, i): [string, number] => [word, i]),
  ...'twenty thirty forty fifty sixty seventy eighty ninety'
    .split(' ')
    .map((word, i): [string, number] => [word, (i + 2) * 10]),
]);
const SCALES = new Map([
  ['hundred', 100],
  ['thousand', 1000],
  ['million', 1_000_000],
]);

const ZH_DIGITS: Record<string, number> = {
  零: 0,
  一: 1,
  二: 2,
  两: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};
const ZH_UNITS: Record<string, number> = { 十: 10, 百: 100, 千: 1000 };
const ZH_SCALES: Record<string, number> = { 万: 10_000, 亿: 100_000_000 };
/** Chinese numerals with a unit character: 六十, 一万, 两万; a lone 一 or 十 stays a word. */
const ZH_NUMBER = /[零一二两三四五六七八九十百千万亿]*[十百千万亿][零一二两三四五六七八九十百千万亿]*/gu;

/** The value of a Chinese numeral such as 两万 or 六十一. */
function zhNumber(text: string): number {
  let total = 0;
  let section = 0;
  let digit = 0;
  for (const char of text) {
    if (ZH_DIGITS[char] !== undefined) digit = ZH_DIGITS[char];
    else if (ZH_UNITS[char] !== undefined) {
      section += (digit || 1) * ZH_UNITS[char];
      digit = 0;
    } else {
      total += (section + digit || 1) * ZH_SCALES[char];
      section = 0;
      digit = 0;
    }
  }
  return total + section + digit;
}

/** A plural "s" dropped: columns -> column, entries -> entry; class, status, ellipsis stay. */
export function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return word.slice(0, -3) + 'y';
  if (word.length > 3 && word.endsWith('s') && !/[siu]s$/.test(word) && !/\d/.test(word)) return word.slice(0, -1);
  return word;
}

let segmenter: Intl.Segmenter | null | undefined;
function chineseSegmenter(): Intl.Segmenter | null {
  if (segmenter === undefined)
    segmenter = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('zh', { granularity: 'word' }) : null;
  return segmenter;
}

/** For tests: run without the segmenter (its fallback), or with it again. */
export function useSegmenter(on: boolean) {
  segmenter = on ? undefined : null;
}

/** A run of single characters: pairs of neighbours, or the character itself when alone. */
function pairs(run: { char: string; at: number }[], out: Token[]) {
  if (run.length === 1) out.push({ term: run[0].char, start: run[0].at, end: run[0].at + run[0].char.length });
  for (let i = 0; i + 1 < run.length; i++)
    out.push({ term: run[i].char + run[i + 1].char, start: run[i].at, end: run[i + 1].at + run[i + 1].char.length });
}

/** Words of a Han run (no numerals in it; none when it is empty) starting at `offset`. */
function hanWords(text: string, offset: number, out: Token[]) {
  const segments = chineseSegmenter();
  const pieces = segments
    ? Array.from(segments.segment(text), (s) => ({ word: s.segment, at: offset + s.index }))
    : Array.from(text, (char, i) => ({ word: char, at: offset + i }));
  let run: { char: string; at: number }[] = [];
  const flush = () => {
    pairs(run, out);
    run = [];
  };
  for (const { word, at } of pieces) {
    // A character the segmenter leaves alone, or every character without it.
    if (Array.from(word).length === 1 && !STOP_WORDS.has(word)) {
      run.push({ char: word, at });
      continue;
    }
    flush();
    out.push({ term: word, start: at, end: at + word.length });
  }
  flush();
}

/** Han text: numerals as numbers, the rest as words. */
function han(text: string, offset: number, out: Token[]) {
  let from = 0;
  for (const match of text.matchAll(ZH_NUMBER)) {
    if (match[0].length < 2) continue;
    hanWords(text.slice(from, match.index), offset + from, out);
    const at = offset + match.index;
    out.push({ term: String(zhNumber(match[0])), start: at, end: at + match[0].length });
    from = match.index + match[0].length;
  }
  hanWords(text.slice(from), offset + from, out);
}

/** English number words in a row (ten thousand, fifty) as one number word. */
function numberWords(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (!NUMBER_WORDS.has(tokens[i].term) || tokens[i].part) {
      out.push(tokens[i]);
      continue;
    }
    let total = 0;
    let current = 0;
    let j = i;
    for (; j < tokens.length && !tokens[j].part; j++) {
      const word = tokens[j].term;
      const value = NUMBER_WORDS.get(word);
      const scale = SCALES.get(word);
      if (value !== undefined) current += value;
      else if (scale === 100) current *= 100;
      else if (scale !== undefined) {
        total += current * scale;
        current = 0;
      } else break;
    }
    out.push({ term: String(total + current), start: tokens[i].start, end: tokens[j - 1].end });
    i = j - 1;
  }
  return out;
}

/** The words of `text`, in text order. */
export function tokenize(text: string): Token[] {
  const folded = fold(text);
  const latin: Token[] = [];
  const out: Token[] = [];
  const flushLatin = () => {
    out.push(...numberWords(latin));
    latin.length = 0;
  };
  const word = (whole: string, start: number) => {
    if (whole.length > 1 || /\d/.test(whole)) latin.push({ term: stem(whole), start, end: start + whole.length });
    const original = text.slice(start, start + whole.length);
    // Only a word with a capital after its first letter can have camelCase parts.
    if (original.slice(1) === whole.slice(1)) return;
    const parts = Array.from(original.matchAll(CAMEL));
    if (parts.length > 1)
      for (const part of parts) {
        if (part[0].length < 2) continue;
        const from = start + part.index;
        latin.push({ term: stem(fold(part[0])), start: from, end: from + part[0].length, part: true });
      }
  };
  for (const match of folded.matchAll(TOKEN)) {
    const [whole, grouped] = match;
    if (grouped) {
      latin.push({ term: grouped.replace(/,/g, ''), start: match.index, end: match.index + whole.length });
      continue;
    }
    // Stryker disable next-line BlockStatement: equivalent, a shortcut; the loop below gives the word alike
    if (!HAN.test(whole)) {
      word(whole, match.index);
      continue;
    }
    for (const run of whole.matchAll(HAN_RUNS)) {
      const start = match.index + run.index;
      if (HAN.test(run[0])) {
        flushLatin();
        han(run[0], start, out);
      } else word(run[0], start);
    }
  }
  flushLatin();
  return out;
}

// A description diff as a reviewer reads it. Merging a lock update is the
// approval, so what changed must be visible in the comment or log where it is
// approved, not only in the JSON report:
// - a changed line longer than LONG_LINE shows the part that differs from the
//   line it replaces (common head and tail elided and counted, cut between
//   words, and shown when shorter than the marker would be), not its first
//   characters: text appended to a 500 KB one-line description is the change;
// - whitespace at the end of a changed line is shown as `\u{20}` / `\u{9}`
//   (an edit that only adds a trailing space would show two equal lines);
// - carriage returns and other invisible characters are made visible by the
//   sinks (markdownFence, logText), not dropped.
// The result is still a diff (hunks, one prefix character per line); only
// long changed lines and trailing whitespace are rewritten.

/** The diffs a finding's details may carry (see drift.ts), each with `<key>Omitted` when it could not be shown. */
export const DIFF_KEYS = ['descriptionDiff', 'instructionsDiff', 'definitionDiff'] as const;
/** What each diff is of, as a report names it. */
export const DIFF_LABEL: Record<(typeof DIFF_KEYS)[number], string> = {
  descriptionDiff: 'Description',
  instructionsDiff: 'Instructions',
  definitionDiff: 'Other fields',
};

/** A changed line longer than this (in UTF-16 units) is shown as a window around what differs. */
export const LONG_LINE = 400;
/** Characters kept on each side of the differing part. */
const CONTEXT = 60;
/** The differing part itself is shown up to this many characters: its head and its tail, the middle counted. */
const MIDDLE = 1_200;

function count(n: number): string {
  return `${n.toLocaleString('en-US')} character${n === 1 ? '' : 's'}`;
}

/** Does a cut at `i` split a surrogate pair? Moves it to the pair's start. */
function safe(text: string, i: number): number {
  if (i <= 0 || i >= text.length) return Math.max(0, Math.min(i, text.length));
  const c = text.charCodeAt(i);
  return c >= 0xdc00 && c <= 0xdfff ? i - 1 : i;
}

/** The middle [from, to) of a line, shown whole when short, else its head and tail with the rest counted. */
function middle(text: string, from: number, to: number): string {
  if (to - from <= MIDDLE) return text.slice(from, to);
  const head = safe(text, from + MIDDLE / 2);
  const tail = safe(text, to - MIDDLE / 2);
  return `${text.slice(from, head)}…[${count(tail - head)} not shown]…${text.slice(tail, to)}`;
}

/** Elided text shorter than this is shown instead: the marker would be longer than what it hides. */
const MIN_ELIDED = 40;
/** How far a cut moves to fall between words rather than inside one. */
const WORD_REACH = 20;

/** A cut at `i` moved back (or forward) to a space within WORD_REACH, if there is one. */
function atWord(text: string, i: number, forward: boolean): number {
  for (let k = 0; k <= WORD_REACH; k++) {
    const j = forward ? i + k : i - k;
    if (j <= 0 || j >= text.length) return Math.max(0, Math.min(j, text.length));
    if (/\s/.test(text[forward ? j : j - 1])) return j;
  }
  return i;
}

/** `line` (no prefix) as a window around [diffStart, diffEnd): the common head and tail elided and counted. */
function windowed(line: string, diffStart: number, diffEnd: number): string {
  let start = safe(line, atWord(line, Math.max(0, diffStart - CONTEXT), false));
  let end = safe(line, atWord(line, Math.min(line.length, diffEnd + CONTEXT), true));
  if (start < MIN_ELIDED) start = 0;
  if (line.length - end < MIN_ELIDED) end = line.length;
  const head = start > 0 ? `…[${count(start)} unchanged]…` : '';
  const tail = end < line.length ? `…[${count(line.length - end)} unchanged]…` : '';
  return `${head}${middle(line, start, end)}${tail}`;
}

/** Trailing spaces and tabs shown as escapes (the sinks show every other invisible character). */
function trailing(line: string): string {
  // Scanned back from the end (a regex anchored at $ retries every run of spaces in the line: quadratic).
  let end = line.length;
  while (end > 0 && (line.charCodeAt(end - 1) === 0x20 || line.charCodeAt(end - 1) === 0x09)) end--;
  if (end === line.length) return line;
  // A run of four or more is counted (a whitespace-only line of 24 spaces is `\u{20}×24`, not 24 escapes).
  const escape = (run: string) => {
    const code = run[0] === ' ' ? '\\u{20}' : '\\u{9}';
    return run.length >= 4 ? `${code}×${run.length}` : code.repeat(run.length);
  };
  return line.slice(0, end) + line.slice(end).replace(/ +|\t+/g, escape);
}

/** A long line with no line to compare it with (added or removed whole): its head and tail. */
function alone(line: string): string {
  return line.length > LONG_LINE ? middle(line, 0, line.length) : line;
}

/** Shows the changed lines of a block: removed lines paired in order with the added lines that replace them. */
function block(removed: string[], added: string[]): string[] {
  const out: string[] = [];
  const shownRemoved: string[] = [];
  const shownAdded: string[] = [];
  for (let k = 0; k < Math.max(removed.length, added.length); k++) {
    const a = removed[k];
    const b = added[k];
    if (a !== undefined && b !== undefined && (a.length > LONG_LINE || b.length > LONG_LINE)) {
      // The common head and tail of the pair, not overlapping.
      let p = 0;
      const limit = Math.min(a.length, b.length);
      while (p < limit && a.charCodeAt(p) === b.charCodeAt(p)) p++;
      let s = 0;
      while (s < limit - p && a.charCodeAt(a.length - 1 - s) === b.charCodeAt(b.length - 1 - s)) s++;
      shownRemoved.push(windowed(a, p, a.length - s));
      shownAdded.push(windowed(b, p, b.length - s));
    } else {
      if (a !== undefined) shownRemoved.push(alone(a));
      if (b !== undefined) shownAdded.push(alone(b));
    }
  }
  for (const line of shownRemoved) out.push(`-${trailing(line)}`);
  for (const line of shownAdded) out.push(`+${trailing(line)}`);
  return out;
}

/**
 * The hunks of the unified diff `diff` (as createPatch writes it: its file
 * header — which repeats the tool id, hostile text the report already shows
 * escaped — is left out), with its changed lines made reviewable (see above).
 */
export function reviewableDiff(diff: string): string {
  const all = diff.split('\n');
  const first = all.findIndex((line) => line.startsWith('@@'));
  const lines = first < 0 ? all : all.slice(first);
  const out: string[] = [];
  let removed: string[] = [];
  let added: string[] = [];
  let inHunk = false;
  const flush = () => {
    if (removed.length > 0 || added.length > 0) for (const line of block(removed, added)) out.push(line);
    removed = [];
    added = [];
  };
  for (const line of lines) {
    if (line.startsWith('@@')) {
      flush();
      inHunk = true;
      out.push(line);
    } else if (inHunk && line.startsWith('-')) {
      // A removed line after added ones starts a new block (the diff package writes removals first).
      if (added.length > 0) flush();
      removed.push(line.slice(1));
    } else if (inHunk && line.startsWith('+')) added.push(line.slice(1));
    else {
      flush();
      out.push(inHunk && line.startsWith(' ') ? ` ${alone(line.slice(1))}` : line);
    }
  }
  flush();
  return out.join('\n');
}

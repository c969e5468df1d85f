// A long alternation whose branches all open with the same assertion —
// `(?<![a-z…])do not…|(?<![a-z…])never…|…`, as the lint's word-bounded
// phrase lists are built — is rewritten to test that assertion once per
// position: `(?<![a-z…])(?:do not…|never…|…)`.
//
// Why: V8's regular expression engine tries every branch at every position of
// the text, and a branch that opens with a look-behind has no first character
// to reject it by, so each costs a look-behind per position. Tested once, the
// assertion rejects most positions (those inside a word) before any branch is
// tried. On the analysis bench's texts the lint's two longest concepts ran 4–6×
// faster so.
//
// The rewrite matches exactly what the pattern matched, at the same positions,
// in the same order of preference: an assertion reads nothing, so testing it
// before a group of branches is testing it before each. Only runs of adjacent
// branches with the same opening are grouped (the order of branches is kept),
// and only assertions without groups or back-references are moved (group
// numbers stay).
//
// The scan below reads only what it needs of the syntax: escapes, character
// classes and parentheses, to find the top-level `|` and the end of an opening
// group. A parser (regexpp) made the lint's module load ~200 ms slower, more
// than the rewrite saves on a catalog of a few hundred tools; the tests check
// this scan against regexpp on every pattern of the lint. Patterns with the
// `v` flag (nested classes) are left as they are.

/** The index after the group that opens at `open` (a `(`), or -1 when it does not close. */
function groupEnd(source: string, open: number): number {
  let depth = 0;
  let inClass = false;
  for (let i = open; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') i++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i + 1;
  }
  return -1;
}

/** The top-level branches of a pattern, as [start, end) ranges of its source. */
export function topLevelBranches(source: string): [number, number][] {
  const out: [number, number][] = [];
  let depth = 0;
  let inClass = false;
  let start = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') i++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '|' && depth === 0) {
      out.push([start, i]);
      start = i + 1;
    }
  }
  out.push([start, source.length]);
  return out;
}

const LOOKAROUND = /^\(\?(?:<[=!]|[=!])/;
/** A group or a back-reference inside an assertion: moving it could renumber groups, so it stays. */
const CAPTURES = /\((?!\?[:=!]|\?<[=!])|\\[1-9]|\\k</;

/** The assertion a branch opens with, when it may open a group of branches (reads nothing, captures nothing). */
function opening(branch: string): string | undefined {
  if (branch.startsWith('\\b') || branch.startsWith('\\B')) return branch.slice(0, 2);
  if (branch.startsWith('^') || branch.startsWith('$')) return branch[0];
  if (!LOOKAROUND.test(branch)) return undefined;
  const end = groupEnd(branch, 0);
  if (end < 0) return undefined;
  const assertion = branch.slice(0, end);
  // (An escaped parenthesis or a class holding one is no group: reading it as one only keeps the pattern as it is.)
  return CAPTURES.test(assertion) ? undefined : assertion;
}

/** The source of a pattern with each run of top-level branches that open with the same assertion given it once. */
export function hoistLeadingAssertions(source: string, flags = ''): string {
  if (flags.includes('v')) return source;
  const branches = topLevelBranches(source).map(([s, e]) => source.slice(s, e));
  if (branches.length < 2) return source;
  const heads = branches.map(opening);
  const out: string[] = [];
  for (let i = 0; i < branches.length; ) {
    const head = heads[i];
    let j = i + 1;
    while (head !== undefined && j < branches.length && heads[j] === head) j++;
    if (j - i < 2) out.push(branches[i]);
    else out.push(`${head}(?:${branches.slice(i, j).map((b) => b.slice(head!.length)).join('|')})`);
    i = j;
  }
  return out.join('|');
}

/** A RegExp of `source` with its branches' shared openings tested once (see hoistLeadingAssertions). */
export function alternationRegExp(source: string, flags = ''): RegExp {
  return new RegExp(hoistLeadingAssertions(source, flags), flags);
}

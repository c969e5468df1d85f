// The known word closest to a mistyped one (an option, a command), for "did you mean": an edit distance of at most
// two (a third of the word for short ones), transpositions counted as one (Damerau–Levenshtein, optimal string
// alignment), or the one it is a prefix of.

/** Edits between two words: insertions, deletions, substitutions and adjacent transpositions. */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/** The candidate closest to `word`, if one is close enough to be what was meant (ties: the first). */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  if (word.length === 0 || word.length > 64) return undefined;
  const lower = word.toLowerCase();
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = candidate.startsWith(lower) && lower.length >= 3 ? 0.5 : editDistance(lower, candidate);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  const allowed = Math.min(2, Math.max(1, Math.floor(lower.length / 3)));
  return bestDistance <= allowed ? best : undefined;
}

// Whether a server version moved forward: what turns a contract change from a
// mutable contract (same labels) into drift that came with a release. Pure.
// A version that is dropped, blank, only re-spaced, goes back, or stops
// parsing is no release: the labels a client can hold to did not move
// forward (a server must not pass `--fail-on high` by writing `2.0.0.`).

export type VersionMove = 'same' | 'bump' | 'dropped' | 'downgrade' | 'unordered';

interface Parsed {
  /** Numeric components as digit strings without leading zeros (any length: compared exactly). */
  numbers: string[];
  pre: string | null;
}

/** `1.2.3`, `v1.2`, `V2`, `2024.06.01`, `1.2.0-beta.1`, `1.2.0+build` (build metadata ignored, as semver orders them). */
function parse(version: string): Parsed | null {
  const m = /^[vV]?(\d+(?:\.\d+)*)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/.exec(version);
  if (!m) return null;
  return { numbers: m[1].split('.').map((n) => n.replace(/^0+(?=\d)/, '')), pre: m[2] ?? null };
}

/** Two digit strings without leading zeros, compared as the numbers they are. */
function compareDigits(x: string, y: string): number {
  if (x.length !== y.length) return Math.sign(x.length - y.length);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Semver precedence, shorter number lists padded with zeros; a release outranks its pre-releases. */
function compare(a: Parsed, b: Parsed): number {
  for (let i = 0; i < Math.max(a.numbers.length, b.numbers.length); i++) {
    const d = compareDigits(a.numbers[i] ?? '0', b.numbers[i] ?? '0');
    if (d !== 0) return d;
  }
  if (a.pre === b.pre) return 0;
  if (a.pre === null) return 1;
  if (b.pre === null) return -1;
  const x = a.pre.split('.');
  const y = b.pre.split('.');
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    if (x[i] === undefined) return -1;
    if (y[i] === undefined) return 1;
    if (x[i] === y[i]) continue;
    const nx = /^\d+$/.test(x[i]);
    const ny = /^\d+$/.test(y[i]);
    if (nx && ny) return compareDigits(x[i].replace(/^0+(?=\d)/, ''), y[i].replace(/^0+(?=\d)/, ''));
    if (nx !== ny) return nx ? -1 : 1;
    return x[i] < y[i] ? -1 : 1;
  }
  return 0;
}

/**
 * How the live server version moved from the locked one (null: not
 * reported). A locked version that parses and a live one that does not is
 * `unordered`: no bump. Two versions that do not parse (`main` → `next`)
 * cannot be ordered either way: any change counts as a bump.
 */
export function versionMove(locked: string | null, live: string | null): VersionMove {
  const before = locked?.trim() || null;
  const after = live?.trim() || null;
  if (before === after) return 'same';
  if (after === null) return 'dropped';
  if (before === null) return 'bump';
  const a = parse(before);
  const b = parse(after);
  if (a && !b) return 'unordered';
  if (!a) return 'bump';
  const order = compare(b!, a);
  return order > 0 ? 'bump' : order < 0 ? 'downgrade' : 'same';
}

/** Why a changed contract is a mutable one, in the words of its finding. */
export function stableLabels(move: Exclude<VersionMove, 'bump'>, locked: string | null, live: string | null): string {
  const shown = `${JSON.stringify(locked)} → ${JSON.stringify(live)}`;
  if (move === 'dropped') return `while its name stayed the same and its server version was dropped (was ${JSON.stringify(locked)})`;
  if (move === 'downgrade') return `while its name stayed the same and its server version went back (${shown})`;
  if (move === 'unordered') return `while its name stayed the same and its server version stopped being a version (${shown})`;
  if (locked !== live) return `while its name stayed the same and its server version is the same release written another way (${shown})`;
  return 'while its name and server version stayed the same';
}

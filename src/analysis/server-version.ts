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

/** A PEP 440 version (Python servers report their package's: `1.2.0rc1`, `1.2.0.post1`, `0.3.1.dev4+g1a2b`), as an ordered key. */
interface Pep440 {
  epoch: string;
  numbers: string[];
  /** [phase, number]: dev-only release -1, a 0, b 1, rc 2, final 3. */
  pre: [number, string];
  /** Post-release number, or null for none (before any post-release). */
  post: string | null;
  /** Dev-release number, or null for none (after any dev release). */
  dev: string | null;
}

const PEP440 = /^v?(?:(\d+)!)?(\d+(?:\.\d+)*)(?:[-_.]?(a|b|c|rc|alpha|beta|pre|preview)[-_.]?(\d*))?(?:-(\d+)|[-_.]?(?:post|rev|r)[-_.]?(\d*))?(?:[-_.]?dev[-_.]?(\d*))?(?:\+[a-z0-9]+(?:[-_.][a-z0-9]+)*)?$/i;
const PHASE: Record<string, number> = { a: 0, alpha: 0, b: 1, beta: 1, c: 2, rc: 2, pre: 2, preview: 2 };
const digits = (text: string | undefined) => (text === undefined || text === '' ? '0' : text.replace(/^0+(?=\d)/, ''));

function parsePep440(version: string): Pep440 | null {
  const m = PEP440.exec(version);
  if (!m) return null;
  const [, epoch, release, phase, preN, implicitPost, postN, devN] = m;
  // An absent group is undefined; a keyword without its number matched the empty string (`1.0.post` = post 0).
  const post = implicitPost !== undefined ? digits(implicitPost) : postN !== undefined ? digits(postN) : null;
  const dev = devN !== undefined ? digits(devN) : null;
  const pre: [number, string] = phase !== undefined ? [PHASE[phase.toLowerCase()], digits(preN)] : dev !== null && post === null ? [-1, '0'] : [3, '0'];
  return { epoch: digits(epoch), numbers: release.split('.').map((n) => digits(n)), pre, post, dev };
}

/** PEP 440 order: epoch, release (padded with zeros), then dev < a < b < rc < final < post, a dev release before its base. */
function comparePep440(a: Pep440, b: Pep440): number {
  const byEpoch = compareDigits(a.epoch, b.epoch);
  if (byEpoch !== 0) return byEpoch;
  for (let i = 0; i < Math.max(a.numbers.length, b.numbers.length); i++) {
    const d = compareDigits(a.numbers[i] ?? '0', b.numbers[i] ?? '0');
    if (d !== 0) return d;
  }
  if (a.pre[0] !== b.pre[0]) return Math.sign(a.pre[0] - b.pre[0]);
  const byPre = compareDigits(a.pre[1], b.pre[1]);
  if (byPre !== 0) return byPre;
  if (a.post !== b.post) {
    if (a.post === null) return -1;
    if (b.post === null) return 1;
    const byPost = compareDigits(a.post, b.post);
    if (byPost !== 0) return byPost;
  }
  if (a.dev === b.dev) return 0;
  if (a.dev === null) return 1;
  if (b.dev === null) return -1;
  return compareDigits(a.dev, b.dev);
}

/**
 * How the live server version moved from the locked one (null: not
 * reported), in semantic-versioning order, else PEP 440's. A locked version
 * that parses and a live one that does not (or only in the other grammar) is
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
  let order: number;
  if (a && b) order = compare(b, a);
  else {
    // Semantic versioning first; PEP 440 when one of them is only that (`1.2.0` → `1.2.0.post1`).
    const pa = parsePep440(before);
    const pb = parsePep440(after);
    if (pa && pb) order = comparePep440(pb, pa);
    else if (a || pa) return 'unordered';
    else return 'bump';
  }
  return order > 0 ? 'bump' : order < 0 ? 'downgrade' : 'same';
}

/** The most characters of a version a finding quotes. */
const VERSION_SHOWN = 120;

/**
 * A version as a finding quotes it, cut at VERSION_SHOWN characters: these words go into the finding of every changed
 * tool of the server, and a version of a megabyte made a report of tools × megabytes (the server's own finding keeps
 * it whole).
 */
function versionText(version: string | null): string {
  return JSON.stringify(version !== null && version.length > VERSION_SHOWN ? `${version.slice(0, VERSION_SHOWN)}…` : version);
}

/** Why a changed contract is a mutable one, in the words of its finding. */
export function stableLabels(move: Exclude<VersionMove, 'bump'>, locked: string | null, live: string | null): string {
  const shown = `${versionText(locked)} → ${versionText(live)}`;
  if (move === 'dropped') return `while its name stayed the same and its server version was dropped (was ${versionText(locked)})`;
  if (move === 'downgrade') return `while its name stayed the same and its server version went back (${shown})`;
  if (move === 'unordered') return `while its name stayed the same and its server version stopped being a version (${shown})`;
  if (locked !== live) return `while its name stayed the same and its server version is the same release written another way (${shown})`;
  return 'while its name and server version stayed the same';
}

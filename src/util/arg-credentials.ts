// Credentials written literally in a server's command-line arguments: a
// database URL with its password, `--api-key=…`, the value after
// `--password`, `GITHUB_TOKEN=…` handed to `docker run -e`, a connection
// string's `Password=…;`, a token of a well-known shape. One reading for
// the two places that need it: `init --from`, which puts a reference
// (`${VAR}`) where the credential was, and discovery, which redacts them
// from everything a server prints (a server that fails often echoes its
// command line).
import { parseTree, type Node } from 'jsonc-parser';
import { isSecretName } from './secrets.js';

/**
 * A flag or parameter name that announces a credential by its last word: --api-key, --github-token, ?access_token=;
 * a password's short words as a whole word (--smtp-pass, --pass, --db-pw; not --bypass), a passphrase or a wallet's
 * recovery words (--mnemonic, --seed-phrase), and a webhook's URL, whose path is the key (--webhook, --webhook-url:
 * an eighth survey's Slack and Discord hooks).
 */
export const SECRET_FLAG =
  /((token|secret|passw(or)?d|pwd|passphrase|bearer|jwt|mnemonic|(?:seed|recovery|secret)[-_]?phrase|webhooks?(?:[-_]?url)?|hook[-_]?url|slack[-_]?hook|api[-_]?key|apikey|(?:access|private|app|application|client|master|license|account|auth|user|dev|developer|service|consumer|subscription|signing|encryption|write|admin)[-_]?key|credentials?)$|(?:^-*|[-_.])(?:pass|pw|signature)$|^-*(key|auth|sig|signature)$)/i;

/**
 * Well-known credential shapes (GitHub, GitLab, OpenAI, Stripe, Slack, AWS, Google; Neon, Hugging Face, Groq,
 * Replicate, Anthropic, Perplexity, Tavily, Linear, Notion, DigitalOcean, Grafana, Figma, Shopify, npm, PyPI, xAI,
 * SendGrid), a JSON Web Token (a signed
 * header, payload and signature: `eyJ…` three times, as monday.com's server takes after `-t`), and the secret of a
 * Twilio API key written `SK…:secret` (its `AC…/SK…:secret` argument).
 */
const TOKEN_SHAPE =
  /(?<![A-Za-z0-9_-])(?:gh[pousr]_[A-Za-z0-9]{10,}|github_pat_[A-Za-z0-9_]{10,}|glpat-[A-Za-z0-9_-]{10,}|sk-[A-Za-z0-9_-]{10,}|sk_(?:live|test)_[A-Za-z0-9]{10,}|xox[abposr]-[A-Za-z0-9-]{10,}|AKIA[0-9A-Z]{16}|AIza[0-9A-Za-z_-]{20,}|eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}|(?:napi_|hf_|gsk_|r8_|sk-ant-|pplx-|tvly-|lin_api_|ntn_|dop_v1_|glc_|figd_|shpat_|shpss_|npm_|pypi-|xai-|xapp-|ghs_|glptt-)[A-Za-z0-9_-]{20,}|SG\.[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{16,}|(?<=(?:^|[^A-Za-z0-9])SK[0-9a-fA-F]{32}:)[A-Za-z0-9]{16,})/g;
/** A connection string (`Server=db;User Id=sa;Password=…;`): its password is KEYED_PASSWORD's, not the whole rest of it. */
const CONNECTION_STRING = /;\s*[A-Za-z][A-Za-z ]*=/;
/** A query parameter, wherever a URL stands in the argument (`?user=u&password=…`, `&access_token=…`); its name is read with SECRET_FLAG. */
const QUERY_PARAM = /[?&#]([A-Za-z0-9_.~%-]{1,64})=([^&#\s]+)/g;
/** An HTTP header written as one argument (`mcp-remote --header "Authorization: Bearer …"`, `X-Api-Key: …`). */
const HEADER_ARG = /^([A-Za-z][A-Za-z0-9-]{0,63}):[ \t]*(\S.*)$/;
/** Headers that carry a session, a secret whatever their name says (`Cookie: session=…`, an eighth survey's left-alone). */
const SESSION_HEADER = /^(?:cookie|x-[a-z0-9-]{0,40}(?:session|sid)(?:-[a-z0-9]{1,20})?)$/i;
/** A connection string's password (`Server=db;User Id=sa;Password=…;`). */
const KEYED_PASSWORD = /(?:^|;)\s*(?:password|pwd)\s*=\s*([^;]+)/gi;
const REFERENCE = /\$\{[^}]*\}/;

export interface CredentialSpan {
  start: number;
  end: number;
  /** What the credential was called (the flag, the variable), for the name of the reference that replaces it. */
  name: string;
}

/**
 * Adds a span to spans kept sorted by start, unless it is empty or overlaps one already there (the first reading
 * wins); checked against its two neighbours only, so many spans cost linear-logarithmic time, not quadratic.
 */
export function addSpan(spans: CredentialSpan[], span: CredentialSpan): void {
  if (span.end <= span.start) return;
  let lo = 0;
  let hi = spans.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (spans[mid].start < span.start) lo = mid + 1;
    else hi = mid;
  }
  if ((lo > 0 && spans[lo - 1].end > span.start) || (lo < spans.length && spans[lo].start < span.end)) return;
  spans.splice(lo, 0, span);
}

const flagName = (arg: string) => (/^--?[A-Za-z0-9][A-Za-z0-9_.-]*$/.test(arg) ? arg : undefined);

/**
 * Whether a flag names a credential (SECRET_FLAG); a flag starting `--no-` is a switch (`--no-pass`), never followed by
 * its value. (A one-dash flag may be a short option with its value joined, `-pMySecret`: init never names a variable
 * after one.)
 */
function secretFlag(flag: string): boolean {
  return !/^--?no-/i.test(flag) && SECRET_FLAG.test(flag);
}

/**
 * The credentials in one argument (`previous`: the argument before it), as spans in document order, none
 * overlapping. A span that holds a `${VAR}` reference is none: the catalog keeps it out of git already.
 */
export function credentialSpans(arg: string, previous?: string): CredentialSpan[] {
  // Kept sorted by start, none overlapping: a new span is checked against its two neighbours only (an argument of
  // many tokens is linear-logarithmic, not quadratic).
  const spans: CredentialSpan[] = [];
  const add = (start: number, end: number, name: string) => {
    if (!REFERENCE.test(arg.slice(start, end))) addSpan(spans, { start, end, name });
  };
  const previousFlag = previous === undefined ? undefined : flagName(previous);
  if (previousFlag !== undefined && secretFlag(previousFlag) && !arg.startsWith('-')) add(0, arg.length, previousFlag);
  // A header's name and its value as two arguments (`--headers Authorization "Bearer …"`, `X-Api-Key …`): the value.
  if (previous !== undefined && /^[A-Za-z][A-Za-z0-9-]{0,63}:?$/.test(previous) && !arg.startsWith('-')) {
    const name = previous.replace(/:$/, '');
    if (/^(?:proxy-)?authorization$/i.test(name) || (/^x-/i.test(name) && (isSecretName(name) || SESSION_HEADER.test(name)))) {
      const scheme = /^[A-Za-z][A-Za-z0-9-]{0,20}[ \t]+(?=\S)/.exec(arg);
      add(scheme ? scheme[0].length : 0, arg.length, name);
    }
  }
  // A user and password after curl's flag (`-u admin:…`, `--user admin:…`): the password.
  if (previous !== undefined && /^(?:-u|--user|--basic-auth)$/.test(previous)) {
    const userPassword = /^[^:\s]+:(\S.*)$/.exec(arg);
    if (userPassword) add(arg.length - userPassword[1].length, arg.length, 'password');
  }
  // `--api-key=…`, and `NAME=value` as `docker run -e` or `env` take it; not a Python package's pin (`token-mcp==1.2`).
  // The value ends at white space: in a shell line (`sh -c "API_KEY=… exec node srv.js"`) the rest is the command.
  const assignment = CONNECTION_STRING.test(arg) ? null : /^(-{0,2})([A-Za-z_][A-Za-z0-9_.-]*)=(?!=)(\S+)/.exec(arg);
  if (assignment && (assignment[1] ? SECRET_FLAG.test(assignment[2]) : isSecretName(assignment[2]))) {
    add(assignment[0].length - assignment[3].length, assignment[0].length, assignment[1] + assignment[2]);
  }
  // A JSON object written as an argument (`--config '{"apiKey":"…"}'`, `--headers '{"X-Api-Key":"…"}'`): the string
  // value of every member whose name says it holds a secret, at any depth.
  if (/^\s*\{/.test(arg)) for (const [start, end, name] of jsonSecretMembers(arg)) add(start, end, name);
  // A header whose name says it carries a secret, written whole as an argument (the usual way to reach a remote
  // server through mcp-remote: a review); of `Authorization: Bearer …`, the token.
  // Only after a header's flag, joined to one (`--header=…`, `-H…`), or for Authorization: `--description "Token:
  // optional"` is no header (a review).
  const joined = /^(?:--?header=|-H)(?=[A-Za-z])/i.exec(arg);
  const afterFlag = previous !== undefined && /^(?:-H|--?headers?|--http-header)$/i.test(previous);
  const headerText = joined ? arg.slice(joined[0].length) : arg;
  const header = HEADER_ARG.exec(headerText);
  const secretHeader = header !== null && (isSecretName(header[1]) || SESSION_HEADER.test(header[1])) && (joined !== null || afterFlag || /^(?:proxy-)?authorization$/i.test(header[1]));
  if (header && secretHeader) {
    const scheme = /^[A-Za-z][A-Za-z0-9-]{0,20}[ \t]+(?=\S)/.exec(header[2]);
    add(arg.length - header[2].length + (scheme ? scheme[0].length : 0), arg.length, header[1]);
  }
  // A shell line in one argument (`sh -c "API_KEY=… node srv.js --token …"`): each word read as an argument of its own.
  if (!secretHeader && /\s/.test(arg) && !/^\s*[{[]/.test(arg)) {
    // (A word in quotes is read inside them: `--password "…"`.)
    const words = [...arg.matchAll(/\S+/g)].map((m) => (/^(["']).+\1$/.test(m[0]) ? { text: m[0].slice(1, -1), at: m.index + 1 } : { text: m[0], at: m.index }));
    for (let k = 1; k < words.length; k++) {
      for (const span of credentialSpans(words[k].text, words[k - 1].text)) add(words[k].at + span.start, words[k].at + span.end, span.name);
    }
  }
  for (const [start, end] of urlPasswords(arg)) add(start, end, 'url_password');
  for (const m of arg.matchAll(KEYED_PASSWORD)) add(m.index + m[0].length - m[1].length, m.index + m[0].length, 'password');
  for (const m of arg.matchAll(QUERY_PARAM)) if (SECRET_FLAG.test(decodeSafely(m[1]))) add(m.index + m[0].length - m[2].length, m.index + m[0].length, decodeSafely(m[1]));
  for (const m of arg.matchAll(TOKEN_SHAPE)) add(m.index, m.index + m[0].length, 'token');
  return spans;
}

/** The [start, end) of each secret-named member's string value (inside its quotes) in a JSON object's text. */
function jsonSecretMembers(text: string): [number, number, string][] {
  const out: [number, number, string][] = [];
  const tree = parseTree(text, [], { disallowComments: true });
  if (tree === undefined || tree.type !== 'object') return out;
  const stack: Node[] = [tree];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'property' && node.children?.length === 2) {
      const [key, value] = node.children;
      const name = String(key.value);
      if (value.type === 'string' && value.length > 2 && (SECRET_FLAG.test(name) || isSecretName(name))) out.push([value.offset + 1, value.offset + value.length - 1, name]);
    }
    for (const child of node.children ?? []) stack.push(child);
  }
  return out;
}

const isSchemeChar = (c: number) => (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2e || c === 0x2d;
const isLetter = (c: number) => (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a);
/** Ends the user info (or the host): white space, `/`, `?`, `#`. */
const endsUserinfo = (c: number) => c === 0x2f || c === 0x3f || c === 0x23 || c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;

/**
 * The password of each URL's user info, wherever the URL stands in the argument (`--db=postgres://u:pw@host/db`,
 * `redis://:pw@cache`), as [start, end) offsets. Found from each `://` (one scan of the argument, whatever its
 * length: a pattern tried from every position was quadratic in a long run of letters).
 */
function urlPasswords(arg: string): [number, number][] {
  const out: [number, number][] = [];
  for (let at = arg.indexOf('://'); at !== -1; at = arg.indexOf('://', at + 3)) {
    // A scheme before it: a letter, then letters, digits, + . -
    let s = at;
    while (s > 0 && isSchemeChar(arg.charCodeAt(s - 1))) s--;
    while (s < at && !isLetter(arg.charCodeAt(s))) s++;
    if (s === at) continue;
    // The user info: to the last @ before the host's end; the password after its first colon.
    const from = at + 3;
    let end = from;
    while (end < arg.length && !endsUserinfo(arg.charCodeAt(end))) end++;
    // (Looked for back to the host's start only: back to the text's start, `a://` repeated was quadratic.)
    let atSign = end - 1;
    while (atSign >= from && arg.charCodeAt(atSign) !== 0x40) atSign--;
    if (atSign < from) continue;
    const colon = arg.indexOf(':', from);
    if (colon === -1 || colon >= atSign) continue;
    // A password that is the user's name, a word (`postgres://postgres:postgres@localhost/postgres`, a local default) keeps
    // nothing from anyone; counted a secret, it blanked the server's own name and made it unlockable (a review).
    if (colon > from && arg.slice(from, colon) === arg.slice(colon + 1, atSign) && /^[A-Za-z]+$/.test(arg.slice(from, colon))) continue;
    out.push([colon + 1, atSign]);
  }
  return out;
}

/** Percent-decoded, or the text as it is when it is no valid percent-encoding. */
export function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The parts of a URL's path that look like a random token or are a UUID (a webhook's key:
 * `hooks.slack.com/services/T…/B…/<key>`, `api.telegram.org/bot<id>:<key>`; a remote server's key in its path, as
 * capability URLs are written), wherever a URL stands in the text, as [start, end) offsets; parts are cut at `/`, `:`,
 * `;`, `,` and `=`. Only `init --from` reads them: an identifier of that shape costs a variable there, where discovery
 * would make a lock unwritable for a server echoing it.
 */
export function randomUrlPathParts(text: string): [number, number][] {
  const out: [number, number][] = [];
  // Each character is read once: the next URL is looked for after the end of the path just read (`a://` repeated was
  // quadratic: a review).
  let from = 0;
  for (let at = text.indexOf('://'); at !== -1; at = text.indexOf('://', from)) {
    // The host (and user info) runs to the first `/`; no path, no part.
    let i = at + 3;
    while (i < text.length && !endsUserinfo(text.charCodeAt(i))) i++;
    from = i;
    if (text.charCodeAt(i) !== 0x2f) continue;
    let start = i + 1;
    for (let j = start; ; j++) {
      const c = j < text.length ? text.charCodeAt(j) : 0x20;
      const endOfPath = c === 0x3f || c === 0x23 || c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;
      if (endOfPath || c === 0x2f || c === 0x3a || c === 0x3b || c === 0x2c || c === 0x3d) {
        const part = text.slice(start, j);
        if (looksRandom(part, 20) || WHOLE_UUID.test(part)) out.push([start, j]);
        start = j + 1;
        if (endOfPath) {
          from = Math.max(j, at + 3);
          break;
        }
      }
    }
  }
  return out;
}

const WHOLE_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A run of `minLength` to 512 letters, digits, `_` and `-`, letters and digits mixed, with a part of 16 characters or
 * more that changes between letters and digits or case often: as keys are written (a long identifier of words,
 * `my-very-long-project-name-2026-prod`, is not).
 */
export function looksRandom(text: string, minLength: number): boolean {
  if (text.length < minLength || text.length > 512 || !/^[A-Za-z0-9_-]+$/.test(text) || !/[0-9]/.test(text) || !/[A-Za-z]/.test(text)) return false;
  return text.split(/[_-]/).some((part) => part.length >= 16 && (part.match(/[0-9][A-Za-z]|[A-Za-z][0-9]|[a-z][A-Z]/g)?.length ?? 0) >= 4);
}

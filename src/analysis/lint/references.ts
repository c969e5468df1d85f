// References to other tools and servers: the per-context index of known
// tool ids, names and server labels, and the references a text makes.
import type { LintContext } from './api.js';
import { MATCH_CACHE_LIMIT, MATCH_CACHE_MAX_TEXT } from './instruction-patterns.js';
import { normalize, originalRange, type Normalized } from './normalize.js';
import type { OwnWords, Site } from './sites.js';

interface NameEntry {
  name: string;
  /** Labels of the servers that list it; empty when unknown. */
  servers: Set<string>;
}

interface ReferenceIndex {
  names: Map<string, NameEntry>;
  /** Runtime ids, lowercased → { label, name }. */
  ids: Map<string, { server: string; name: string }>;
  /** How clients name a server's tool to the model (see aliasIds), built on first use; undefined until then. */
  aliases: Map<string, { server: string; name: string }> | undefined;
  /** The context the index was built from (aliases are built from it when a text first needs them). */
  context: LintContext;
  labels: Map<string, string>;
  /**
   * Identifier-like names with their separators removed (send_email, send-email, send.email → sendemail): a
   * text may name a tool with other separators than its own.
   */
  folded: Map<string, NameEntry>;
  /** Sketches of every key of the maps (see sketchAt): most words of a text are in none, and are told so without hashing them. */
  sketches: Uint8Array;
}

/** A name without its separators, for `folded` (at least FOLDED_MIN characters, or nothing). */
function foldName(name: string): string | undefined {
  const folded = name.toLowerCase().replace(/[-_.]/g, '');
  return folded.length >= FOLDED_MIN ? folded : undefined;
}
const FOLDED_MIN = 6;

const SKETCH_BITS = 20;

/** A cheap fingerprint of s[at, at + length): its length, first three and last two characters (no hashing of the whole string). */
function sketchAt(s: string, at: number, length: number): number {
  let h = length * 0x9e3779b1;
  h = Math.imul(h ^ s.charCodeAt(at), 0x85ebca6b);
  h = Math.imul(h ^ s.charCodeAt(at + 1), 0xc2b2ae35);
  h = Math.imul(h ^ s.charCodeAt(at + 2), 0x27d4eb2f);
  h = Math.imul(h ^ s.charCodeAt(at + length - 1), 0x165667b1);
  h = Math.imul(h ^ s.charCodeAt(at + length - 2), 0x85ebca6b);
  return (h ^ (h >>> 15)) >>> (32 - SKETCH_BITS);
}

function sketches(keys: Iterable<string>[]): Uint8Array {
  const out = new Uint8Array(1 << SKETCH_BITS);
  for (const list of keys) for (const key of list) if (key.length >= 3) out[sketchAt(key, 0, key.length)] = 1;
  return out;
}

// Built once per context (keyed by its toolNames set): pass the same context for every tool of a catalog.
const indexCache = new WeakMap<object, { sizes: string; labels: object; toolServers: object | undefined; index: ReferenceIndex }>();

export function referenceIndex(context: LintContext): ReferenceIndex {
  const sizes = `${context.toolNames.size}/${context.serverLabels.size}/${context.toolServers?.size ?? -1}`;
  const cached = indexCache.get(context.toolNames);
  if (cached && cached.sizes === sizes && cached.labels === context.serverLabels && cached.toolServers === context.toolServers) return cached.index;
  const names = new Map<string, NameEntry>();
  const ids = new Map<string, { server: string; name: string }>();
  const add = (name: string, server: string | null) => {
    const key = name.toLowerCase();
    let entry = names.get(key);
    if (!entry) names.set(key, (entry = { name, servers: new Set() }));
    if (server !== null) entry.servers.add(server);
  };
  for (const { entry, id } of runtimeIds(context)) {
    if (id) {
      ids.set(entry.toLowerCase(), id);
      add(id.name, id.server);
    } else {
      add(entry, null);
      for (const server of context.toolServers?.get(entry) ?? []) add(entry, server);
    }
  }
  const labels = new Map<string, string>();
  for (const label of context.serverLabels) if (typeof label === 'string' && label.length > 0) labels.set(label.toLowerCase(), label);
  const folded = new Map<string, NameEntry>();
  for (const entry of names.values()) {
    const key = identifierLike(entry.name) ? foldName(entry.name) : undefined;
    if (key !== undefined && !names.has(key) && !folded.has(key)) folded.set(key, entry);
  }
  const index: ReferenceIndex = { names, ids, aliases: undefined, context, labels, folded, sketches: sketches([names.keys(), ids.keys(), labels.keys(), folded.keys()]) };
  indexCache.set(context.toolNames, { sizes, labels: context.serverLabels, toolServers: context.toolServers, index });
  return index;
}

/** The entries of context.toolNames, with their { server, name } when they are runtime ids of a known server. */
function* runtimeIds(context: LintContext): Generator<{ entry: string; id: { server: string; name: string } | undefined }> {
  for (const entry of context.toolNames) {
    if (typeof entry !== 'string' || entry.length === 0) continue;
    const slash = entry.indexOf('/');
    const label = slash > 0 ? entry.slice(0, slash) : '';
    yield { entry, id: slash > 0 && context.serverLabels.has(label) ? { server: label, name: entry.slice(slash + 1) } : undefined };
  }
}

/**
 * How clients name a server's tool to the model: mcp__label__name (Claude Code), mcp_label_name (VS Code),
 * label__name, label.name. An alias that is also a tool's own id or name (a gateway's `hub/github__create_issue`)
 * names that tool, not the aliased one; of two tools with one alias, the first listed. Built on first use: most
 * catalogs' texts name no tool this way, and a large catalog has four aliases a tool.
 */
function aliasIds(index: ReferenceIndex): Map<string, { server: string; name: string }> {
  if (index.aliases) return index.aliases;
  const aliases = new Map<string, { server: string; name: string }>();
  for (const { entry, id } of runtimeIds(index.context)) {
    if (!id) continue;
    const { server: label, name } = id;
    for (const alias of [`mcp__${label}__${name}`, `mcp_${label}_${name}`, `${label}__${name}`, `${label}.${name}`]) {
      const key = alias.toLowerCase();
      if (!index.ids.has(key) && !index.names.has(key) && !aliases.has(key)) aliases.set(key, id);
    }
  }
  index.aliases = aliases;
  return aliases;
}

/**
 * Whether norm[begin, end) may be an alias (see aliasIds): `mcp_…`, a `__`, or a known label and a dot. (Tokens are
 * ASCII: a label lowercases to the start of its `label.name` alias, the context of a final sigma never arises.)
 */
function aliasShaped(norm: string, begin: number, end: number, index: ReferenceIndex): boolean {
  if (norm.startsWith('mcp_', begin)) return true;
  for (let i = begin + 1; i < end - 1; i++) {
    const c = norm.charCodeAt(i);
    if (c === 0x5f && norm.charCodeAt(i + 1) === 0x5f) return true;
    if (c === 0x2e && index.labels.has(norm.slice(begin, i))) return true;
  }
  return false;
}

/**
 * Whether a token is written with an identifier's separators (`_`, `.`): only such a token is read as a name
 * spelled with other separators. A hyphenated word is English more often than a name (dry-run, sign-in,
 * health-check beside tools named dry_run, health_check).
 */
function hasSeparator(text: string, begin: number, end: number): boolean {
  for (let i = begin; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x5f || c === 0x2e) return true;
  }
  return false;
}

/**
 * Whether the original spelling of a normalised token is camelCase: a lowercase first letter and a lowercase letter
 * followed by an uppercase one (`sendEmail` names send_email). A glued word starting uppercase (`SendEmail`, a schema
 * titled after its class) is not read as a name spelled otherwise.
 */
function camelCaseAt(n: Normalized, text: string, begin: number, end: number): boolean {
  const [s, e] = originalRange(n, text, begin, end);
  const first = text.charCodeAt(s);
  if (!(first >= 0x61 && first <= 0x7a)) return false;
  for (let i = s + 1; i < e; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x41 && c <= 0x5a) {
      const p = text.charCodeAt(i - 1);
      if (p >= 0x61 && p <= 0x7a) return true;
    }
  }
  return false;
}

/** Names that cannot be ordinary words: snake_case, kebab-case, dotted, camelCase, with digits. */
function identifierLike(name: string): boolean {
  return /[_.\-0-9]/.test(name) || /[a-z][A-Z]/.test(name);
}

/** A server label written like an identifier: a separator or a camelCase boundary (digits alone make a product name). */
function labelLike(label: string): boolean {
  return /[_.\-]/.test(label) || /[a-z][A-Z]/.test(label);
}

/** Longest token: longer runs are cut into tokens of at most this length. */
const MAX_TOKEN = 128;
/** [a-z0-9_] */
const tokenStart = (c: number) => (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x5f;
/** [a-z0-9_.\/-] */
const tokenPart = (c: number) => tokenStart(c) || c === 0x2e || c === 0x2f || c === 0x2d;
const QUOTES = new Set(['`', "'", '"']);

export interface Reference {
  /** Lowercased key used to deduplicate. */
  key: string;
  tool?: string;
  label?: string;
  /** Server of the referenced tool; null when it cannot be attributed. */
  server: string | null;
  site: Site;
  start: number;
  end: number;
}

/** A token of a text that names a known tool id, tool name or server label: what findReferences needs of the text. */
interface TokenHit {
  token: string;
  /** Original offsets. */
  start: number;
  end: number;
  id: { server: string; name: string } | undefined;
  entry: NameEntry | undefined;
  label: string | undefined;
  labelToken: string;
  slash: number;
  quoted: boolean;
  /** Followed by `(`. */
  called: boolean;
  /** Followed by a word that makes it a server's name: `github server`, `github MCP server`, `github tools`. */
  serverWord: boolean;
  /**
   * Named as something to call or to avoid: a directive right before it (DIRECTIVE_BEFORE: "use `search`", "call
   * fetch()", "instead of 'list'") or a tool or server word after it ("the 'delete' tool", "the `files` server"). An ordinary word quoted or called is a name
   * only so: `type: "delete"` in an example, count() in a query language or a backticked tag key `browser` is not.
   */
  directed: boolean;
  /** Directed by a call, a tool word or a choice between tools, not by "use" alone (see findReferences: own parameters). */
  calledAsTool: boolean;
  /** Part of a file path (after `/`, `.`, `~` or `\`, or several segments, or a file extension): not a name. */
  path: boolean;
  /** `label/rest` whose rest is a known tool's name, written with its separators or others (github/create-issue). */
  slashTool: boolean;
  /** Followed by a word that makes it a parameter (PARAM_WORD): "use `query` param". */
  paramWord: boolean;
}

/** What after a label names it as a server (sticky: tested right after the token). */
const SERVER_WORD = /\s{1,3}(?:mcp\s{1,3})?(?:servers?|tools|toolbox|toolset|connector|integration)\b/y;
/**
 * What before a server named so, in its clause, makes the text a rule for it
 * ("never use the github server", "do not call any tool of the github
 * server", "prefer this over the GitHub MCP server"), not a mention ("the
 * Basic Memory server is separate", "not affiliated with the GitHub MCP
 * server", "issues created using the GitHub tools").
 */
/**
 * A directive that governs the name right after it (its clause up to the name ends so): "use `search`", "call the
 * fetch() tool", "use `search` or fetch()", "instead of 'list'". Not "use fields with aggregate functions like count()":
 * there the directive governs other words.
 */
const DIRECTIVE_BEFORE =
  /(?:\b(?:use|uses|using|call|calls|calling|invoke|invokes|invoking|run|runs|running|execute|executing|trigger|triggering|prefer|avoid|bypass|replace|disable|ignore|trust|utilise[rz]?|utilize|appele[rz]?|appelle[rz]?|usa|usar|utiliza|utilizar|llama|llamar|verwende|verwenden|benutze|benutzen|nutze|rufe|usare|chiama)|\b(?:instead\s{1,3}of|rather\s{1,3}than|au\s{1,3}lieu\s{1,3}de|en\s{1,3}lugar\s{1,3}de|statt))\s{1,3}(?:(?:the|a|an|any|only|its|this|le|la|l'|el|den|die|das|il|lo)\s{0,3})?(?:(?:tool|function|command|outil|fonction|herramienta|función|werkzeug|funktion|strumento)\s{1,3})?(?:[`'"]?[\w.\/-]{1,64}[`'"]?(?:\(\))?\s{0,3}(?:,|\bor\b|\band\b|\bou\b|\bo\b|\boder\b)\s{0,3}){0,4}[`'"]?$/;
/** The verbs of use, which name a parameter as well as a tool (replaced by a space to test the other directives alone). */
const USE_VERBS = /\b(?:use|uses|using|utilise[rz]?|utilize|usa|usar|utiliza|utilizar|verwende|verwenden|benutze|benutzen|nutze|usare)\b/g;
/** What right after a name (its closing quote or `()` included) makes it a tool's or a server's name (sticky). */
const TOOL_WORD = /[`'"]?(?:\(\))?\s{1,3}(?:mcp\s{1,3})?(?:tools?|functions?|commands?|servers?|toolbox|toolset|connector|integration)\b/y;
/**
 * What after a name makes it a parameter, an argument or a field (sticky: tested right after the token): "search users
 * (use `query` param)" names the tool's input, not another server's tool `query` (a twenty-fourth survey's jira server
 * beside a database server's `query`, reported high). Only where the word ends the clause or a preposition follows:
 * "the send_email param bcc is …", "use `delete` args path=/" set another tool's arguments (outside reviews) and
 * stay references to it.
 */
const PARAM_WORD = /[`'"]?\s{1,3}(?:params?|parameters?|args?|arguments?|fields?|properties|property|attributes?|options?|flags?|keys?|inputs?)(?=\s{0,2}(?:[).,;!?\n]|$)|\s{1,3}(?:for|with|when|if|and|or|of|in|on|as|instead|is|are)\b)/y;
const SERVER_DIRECTIVE = /\b(?:use|call|invoke|prefer|avoid|bypass|replace|disable|ignore|trust)\b|\b(?:instead\s{1,3}of|rather\s{1,3}than)\b/;

/** The clause a token sits in, up to it: at most 60 characters back, stopping at a sentence or clause end. */
function clauseBefore(norm: string, begin: number): string {
  const from = Math.max(0, begin - 60);
  let start = from;
  for (let i = begin - 1; i >= from; i--) {
    const c = norm.charCodeAt(i);
    // . ; : ! ? and line breaks end a clause (a dot inside a name is followed by a letter, not a space).
    if (c === 0x3b || c === 0x21 || c === 0x3f || c === 0x0a || ((c === 0x2e || c === 0x3a) && (i + 1 >= norm.length || norm.charCodeAt(i + 1) === 0x20))) {
      start = i + 1;
      break;
    }
  }
  return norm.slice(start, begin);
}

// The hits of a text depend on the text and the index only: computed once per distinct text and index.
const hitCaches = new WeakMap<ReferenceIndex, Map<string, readonly TokenHit[]>>();
const NO_HITS: readonly TokenHit[] = Object.freeze([]);

export function referenceHits(text: string, index: ReferenceIndex): readonly TokenHit[] {
  let cache = hitCaches.get(index);
  if (!cache) hitCaches.set(index, (cache = new Map()));
  const cached = cache.get(text);
  if (cached !== undefined) return cached;
  const n = normalize(text);
  const { norm } = n;
  // Only a text with a camelCase boundary can spell a name in camelCase: tested once per text.
  const camel = /[a-z][A-Z]/.test(text);
  const spelledAsIdentifier = (begin: number, end: number) => hasSeparator(norm, begin, end) || (camel && camelCaseAt(n, text, begin, end));
  const hits: TokenHit[] = [];
  // Tokens as /[a-z0-9_][a-z0-9_.\/-]{0,127}/g finds them, scanned by hand: no match object and no
  // substring for the many words that name nothing (their sketch says so from the text itself).
  for (let at = 0; at < norm.length; ) {
    if (!tokenStart(norm.charCodeAt(at))) {
      at++;
      continue;
    }
    const begin = at;
    const limit = Math.min(norm.length, begin + MAX_TOKEN);
    // The first `/` inside the token, found while scanning it (never by a search past the token: that was quadratic).
    let slashAt = -1;
    at++;
    while (at < limit && tokenPart(norm.charCodeAt(at))) {
      if (slashAt < 0 && norm.charCodeAt(at) === 0x2f) slashAt = at;
      at++;
    }
    const tokenEnd = at;
    // Trailing `.`, `/` and `-` are punctuation, not part of the name.
    let end = tokenEnd;
    while (end > begin) {
      const c = norm.charCodeAt(end - 1);
      if (c === 0x2e || c === 0x2f || c === 0x2d) end--;
      else break;
    }
    const length = end - begin;
    if (length < 3) continue;
    // A token (or, with a slash, its part before the slash) that names nothing known is told so by its sketch;
    // a part before the slash too short to sketch is looked up.
    const labelEnd = slashAt > begin && slashAt < end ? slashAt - begin : -1;
    // Whether the token may be an alias (asked only when it matters: -1 until then).
    let aliasLike = -1;
    let known = index.sketches[sketchAt(norm, begin, length)] === 1 || (labelEnd >= 0 && (labelEnd < 3 || index.sketches[sketchAt(norm, begin, labelEnd)] === 1));
    if (!known) known = (aliasLike = aliasShaped(norm, begin, end, index) ? 1 : 0) === 1;
    // A token with separators may still be a name spelled with others (send-email for send_email): its fold is looked up.
    let token: string | undefined;
    let foldedToken: string | undefined;
    if (!known) {
      if (!spelledAsIdentifier(begin, end)) continue;
      token = norm.slice(begin, end);
      foldedToken = foldName(token);
      if (foldedToken === undefined || index.sketches[sketchAt(foldedToken, 0, foldedToken.length)] === 0) continue;
    }
    token ??= norm.slice(begin, end);
    let id = index.ids.get(token);
    if (id === undefined && (aliasLike === 1 || (aliasLike < 0 && aliasShaped(norm, begin, end, index)))) id = aliasIds(index).get(token);
    let entry = index.names.get(token);
    const slash = token.indexOf('/');
    const labelToken = slash > 0 ? token.slice(0, slash) : token;
    const label = index.labels.get(labelToken);
    if (!id && !entry && !label) {
      // Only a token written with separators or in camelCase is read as a name spelled otherwise: a glued word
      // (`GitAdd`, a schema title generated from a class name) is not taken for `git_add`.
      foldedToken ??= spelledAsIdentifier(begin, end) ? foldName(token) : undefined;
      entry = foldedToken === undefined ? undefined : index.folded.get(foldedToken);
      if (!entry) continue;
    }
    const quoted = QUOTES.has(norm[begin - 1] ?? '') && QUOTES.has(norm[end] ?? '');
    const [s, e] = originalRange(n, text, begin, end);
    const before = begin > 0 ? norm.charCodeAt(begin - 1) : 0;
    const rest = slash > 0 ? token.slice(slash + 1) : '';
    const path = before === 0x2f || before === 0x2e || before === 0x7e || before === 0x5c || rest.includes('/') || /\.[a-z0-9]{1,5}$/.test(rest);
    let serverWord = false;
    if (label !== undefined) {
      SERVER_WORD.lastIndex = end;
      serverWord = SERVER_WORD.test(norm) && SERVER_DIRECTIVE.test(clauseBefore(norm, begin));
    }
    const called = norm[end] === '(';
    TOOL_WORD.lastIndex = end;
    const toolWord = TOOL_WORD.test(norm);
    PARAM_WORD.lastIndex = end;
    const paramWord = !toolWord && PARAM_WORD.test(norm);
    const clause = clauseBefore(norm, begin);
    const directed = toolWord || DIRECTIVE_BEFORE.test(clause);
    // Directed other than by "use" (which a description says of its own parameters too).
    const calledAsTool = called || toolWord || (directed && DIRECTIVE_BEFORE.test(clause.replace(USE_VERBS, ' ')));
    let slashTool = false;
    if (label !== undefined && slash > 0 && rest !== '') {
      const folded = foldName(rest);
      slashTool = index.names.has(rest) || (folded !== undefined && (index.names.has(folded) || index.folded.has(folded)));
    }
    hits.push({ token, start: s, end: e, id, entry, label, labelToken, slash, quoted, called, serverWord, directed, calledAsTool, path, slashTool, paramWord });
  }
  const found = hits.length === 0 ? NO_HITS : hits;
  if (text.length <= MATCH_CACHE_MAX_TEXT) {
    if (cache.size >= MATCH_CACHE_LIMIT) cache.clear();
    cache.set(text, found);
  }
  return found;
}

export function findReferences(
  site: Site,
  hits: readonly TokenHit[],
  self: { server: string; name: string | null; ownWords: OwnWords },
  out: Reference[],
): void {
  for (const hit of hits) {
    const { token, id, entry, label, start, end } = hit;
    if (token === self.name) continue;
    if (id) {
      if (!(id.server === self.server && id.name.toLowerCase() === self.name)) {
        out.push({ key: `id:${token}`, tool: id.name, server: id.server, site, start, end });
      }
      continue;
    }
    if (token === self.name || (entry !== undefined && self.name !== null && entry.name.toLowerCase() === self.name)) continue;
    // A parameter or a value the tool takes names its own input ("Options: run_pipeline (queue a run)"), unless the
    // text directs the model to it as a tool ("always call send_email"): a property or an enum member named like
    // another server's tool must not switch detection off.
    // "Use 'query'" is how a description names its own parameter (a real server: mongodb's nested `$vectorSearch.query`):
    // for a plain word, only a call ("call query", `query()`, "the query tool") or a choice between tools directs. A
    // parameter named like another server's tool in its own words (`send_email`) is a decoy: "use send_email" still names the tool.
    const own = self.ownWords.params.has(token) || self.ownWords.values.has(token);
    if (own && (!hit.directed || (!hit.calledAsTool && !identifierLike(token)))) continue;
    // `~/.ssh/config`, `docs/export.pdf`, `rh/contrats/2025`: a path, not the `ssh` or `docs` server.
    if (hit.path) continue;
    // "use `query` param": an input named, not a tool — a plain word directed by use alone, as a tool's own parameter is
    // (not a name written as one, `send_email`, nor one put before, instead of or against: "avoid `query` params").
    if (hit.paramWord && !hit.calledAsTool && !identifierLike(token)) continue;
    // A name that is also an ordinary word ("search", "fetch") counts only when quoted or called, and named as a tool
    // to call or avoid (see TokenHit.directed): "the search tool" is as likely to be the tool describing itself.
    if (entry && (identifierLike(entry.name) || ((hit.quoted || hit.called) && hit.directed))) {
      const server = entry.servers.has(self.server) ? self.server : entry.servers.size > 0 ? [...entry.servers].sort()[0] : null;
      out.push({ key: `tool:${token}`, tool: entry.name, server, site, start, end });
      continue;
    }
    // A server label, or `label/…`. Likewise a label that is an ordinary word ("memory", "time") counts only quoted in a directive (see TokenHit.directed), as
    // `label/tool`, or named as a server in a rule for it ("never use the github server", "do not call any of the
    // github tools"; not "the Basic Memory server is separate").
    // A hyphenated label is often a word (`rendez-vous`, `e-mail`): unquoted it counts only with a slash or as a server.
    // A label of letters and digits alone (`k8s`, `n8n`, `s3`) is a product's name in prose ("a self-hosted k8s
    // cluster", "search n8n nodes"), like a plain word: only a separator or a camelCase boundary makes it an identifier.
    // `label/…` naming no known tool counts only named as a tool to call or avoid (see TokenHit.directed) or called: `github/codeql-action`, `github/alertNumber` (a repository, SARIF property names in GitHub's own API
    // descriptions) are no reference to a server labelled github.
    const slashed = hit.slash > 0 && (hit.directed || hit.called || hit.slashTool);
    if (label && label !== self.server && (slashed || (labelLike(label) && !/^[a-z]+(?:-[a-z]+)+$/i.test(label)) || (hit.quoted && hit.directed) || hit.serverWord)) {
      out.push({ key: `label:${hit.labelToken}`, label, server: label, site, start, end });
    }
  }
}

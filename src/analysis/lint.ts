// Content lint of tool definitions and server instructions. Names,
// descriptions and schemas are attacker-controlled text that reaches the
// model: this looks for what hides in them (invisible and bidi characters,
// terminal escapes), for text aimed at the model instead of describing the
// tool (poisoning, shadowing of other tools), for parameters that invite the
// model to copy its context out, for output contracts that hand the model
// untrusted free text, and for annotations that contradict the declared effect.
//
// Pure and total: no I/O, never throws on hostile input. Every scan is linear
// in the size of the text: regexes are kept simple (no nested quantifiers,
// every gap bounded, every unbounded run anchored by \b or a literal), the
// rest is hand-written loops. Structural schema walks cap their depth; the
// text walk is iterative and visits every string once, whatever the depth.
import { LINT_RULES } from '../rules/lint-rules.js';
import type { Effect, Finding, JsonObject, JsonValue, Severity } from '../types.js';

// ---------------------------------------------------------------- API

export type DeclaredEffect = Effect;

export interface LintInput {
  /** Runtime id (`label/name`): the finding's `tools` entry. */
  id: string;
  /** Server label (from the catalog). */
  server: string;
  /** Projected tool: name, title, description, inputSchema, outputSchema, annotations, execution. */
  definition: JsonObject;
  declaredEffect?: DeclaredEffect;
}

export interface LintContext {
  /**
   * Every tool of the aggregated catalog. Runtime ids (`label/name`, label in
   * serverLabels) say which server a tool belongs to, which is what tells a
   * same-server sequencing reference (info) from a reference to another
   * server's tool (high). Bare names are accepted too; they are attributed
   * through `toolServers` when given, and are otherwise reported as info with
   * an unknown server.
   */
  toolNames: ReadonlySet<string>;
  serverLabels: ReadonlySet<string>;
  /** Optional: bare tool name → labels of the servers that list it. */
  toolServers?: ReadonlyMap<string, readonly string[]>;
}

// ---------------------------------------------------------------- rules

export { LINT_RULES };

const RULE_ORDER = new Map(LINT_RULES.map((rule, index) => [rule.id, index]));
const SEVERITY = new Map<string, Severity>(LINT_RULES.map((rule) => [rule.id, rule.severity]));

// ---------------------------------------------------------------- small helpers

const MESSAGE_TEXT = 80;
const SNIPPET = 120;
const MAX_OCCURRENCES = 20;
const MAX_MATCHES = 5;
const MAX_DECODED = 200;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Truncates to `max` code points (never splitting a surrogate pair). */
function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  let out = '';
  let count = 0;
  for (const ch of text) {
    if (count === max) return `${out}…`;
    out += ch;
    count++;
  }
  return out;
}

// Characters JSON.stringify leaves as they are but that have no place in a one-line message.
const MESSAGE_UNSAFE = /[\u0080-\u009f\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\u{e0000}-\u{e01ef}]|\p{Cf}/gu;

/** Hostile text quoted for a one-line message: JSON-quoted, truncated, invisible characters and line separators escaped. */
function q(text: string, max = MESSAGE_TEXT): string {
  return JSON.stringify(truncate(text, max)).replace(MESSAGE_UNSAFE, (ch) => {
    const cp = ch.codePointAt(0)!;
    return cp > 0xffff ? `\\u{${cp.toString(16)}}` : `\\u${cp.toString(16).padStart(4, '0')}`;
  });
}

function codePointLabel(cp: number): string {
  return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

// JSON pointers are built lazily from parent links, so a deep schema costs
// nothing until something in it is reported; reported pointers are bounded.
interface PathNode {
  parent: PathNode | null;
  key: string;
}

const MAX_POINTER_SEGMENTS = 48;
const MAX_SEGMENT = 120;

function pointerOf(path: PathNode | null): string {
  const keys: string[] = [];
  for (let node = path; node; node = node.parent) keys.push(node.key);
  keys.reverse();
  const shown = keys.length > MAX_POINTER_SEGMENTS ? [...keys.slice(0, 24), '…', ...keys.slice(-23)] : keys;
  return shown.map((key) => `/${truncate(key, MAX_SEGMENT).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

function child(parent: PathNode | null, key: string): PathNode {
  return { parent, key };
}

// ---------------------------------------------------------------- text sites

/** name: the tool name; prose: descriptions and titles; value: other strings; key: object keys (property names…). */
type SiteKind = 'name' | 'prose' | 'value' | 'key';

interface Site {
  path: PathNode;
  text: string;
  kind: SiteKind;
}

const TOOL_FIELDS = ['name', 'title', 'description', 'inputSchema', 'outputSchema', 'annotations', 'execution'] as const;
const PROSE_KEYS = new Set(['description', 'title']);

/** Every string of the definition (values and keys), in document order; iterative, so depth cannot overflow the stack. */
function collectSites(definition: JsonObject): { sites: Site[]; propertyNames: Set<string> } {
  const sites: Site[] = [];
  const propertyNames = new Set<string>();
  const seen = new WeakSet<object>();
  type Frame = { value: JsonValue; path: PathNode; key: string; parentKey: string | null };
  for (const field of TOOL_FIELDS) {
    const top = definition[field];
    if (top === undefined) continue;
    const stack: Frame[] = [{ value: top, path: child(null, field), key: field, parentKey: null }];
    while (stack.length > 0) {
      const frame = stack.pop()!;
      const { value, path } = frame;
      if (typeof value === 'string') {
        const kind: SiteKind = frame.parentKey === null ? (field === 'name' ? 'name' : PROSE_KEYS.has(field) ? 'prose' : 'value') : PROSE_KEYS.has(frame.key) ? 'prose' : 'value';
        sites.push({ path, text: value, kind });
        continue;
      }
      if (value === null || typeof value !== 'object') continue;
      if (seen.has(value)) continue;
      seen.add(value);
      const next: Frame[] = [];
      if (Array.isArray(value)) {
        value.forEach((item, index) => next.push({ value: item, path: child(path, String(index)), key: String(index), parentKey: frame.key }));
      } else {
        for (const [key, item] of Object.entries(value)) {
          const memberPath = child(path, key);
          sites.push({ path: memberPath, text: key, kind: 'key' });
          if (frame.key === 'properties') propertyNames.add(key.toLowerCase());
          next.push({ value: item, path: memberPath, key, parentKey: frame.key });
        }
      }
      for (let i = next.length - 1; i >= 0; i--) stack.push(next[i]);
    }
  }
  return { sites, propertyNames };
}

// ---------------------------------------------------------------- characters: hidden_unicode, ansi_escape

type HiddenKind = 'zero-width' | 'bidi' | 'tag' | 'variation-selector' | 'bom' | 'soft-hyphen' | 'word-joiner' | 'invisible' | 'format';

const CF = /\p{Cf}/u;
const PICTOGRAPHIC = /\p{Extended_Pictographic}/u;
const EMOJI = /\p{Emoji}/u;
const EMOJI_MODIFIER = /\p{Emoji_Modifier}/u;
const VS_BASE = /[\p{Emoji}\p{Ideographic}\p{Sm}\p{So}]/u;
const COMPLEX_LETTER = /[\p{L}\p{M}]/u;
const LATIN = /\p{Script=Latin}/u;

function isControl(cp: number): boolean {
  return (cp < 0x20 && cp !== 0x09 && cp !== 0x0a && cp !== 0x0d) || (cp >= 0x7f && cp <= 0x9f);
}

function isVariationSelector(cp: number): boolean {
  return (cp >= 0xfe00 && cp <= 0xfe0f) || (cp >= 0xe0100 && cp <= 0xe01ef);
}

function isTag(cp: number): boolean {
  return cp >= 0xe0000 && cp <= 0xe007f;
}

/** Invisible characters the lint reports (control characters are separate); null for ordinary characters. */
function hiddenKind(cp: number): HiddenKind | null {
  if (cp < 0xad) return null;
  if (cp === 0xad) return 'soft-hyphen';
  if (cp >= 0x200b && cp <= 0x200d) return 'zero-width';
  if (cp === 0x200e || cp === 0x200f || cp === 0x061c || (cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069)) return 'bidi';
  if (cp >= 0x2060 && cp <= 0x2064) return 'word-joiner';
  if (cp === 0xfeff) return 'bom';
  if (isTag(cp)) return 'tag';
  if (isVariationSelector(cp)) return 'variation-selector';
  // Invisible letters and marks (Hangul fillers, combining grapheme joiner, Khmer inherent vowels, Mongolian selectors).
  if (cp === 0x115f || cp === 0x1160 || cp === 0x3164 || cp === 0xffa0 || cp === 0x034f || cp === 0x17b4 || cp === 0x17b5 || (cp >= 0x180b && cp <= 0x180f)) {
    return 'invisible';
  }
  if (CF.test(String.fromCodePoint(cp))) return 'format';
  return null;
}

function cpAt(text: string, index: number): number {
  return index >= 0 && index < text.length ? text.codePointAt(index)! : -1;
}

function test(re: RegExp, cp: number): boolean {
  return cp >= 0 && re.test(String.fromCodePoint(cp));
}

interface CharHit {
  site: Site;
  index: number;
  cp: number;
  kind: string;
}

interface CharScan {
  hidden: CharHit[];
  hiddenTotal: number;
  controls: CharHit[];
  controlTotal: number;
  decodedTags: string[];
  decodedVariationSelectors: string[];
}

const PLAIN = /^[\x20-\x7e\n\t\r]*$/;

function escapeSequence(text: string, index: number, cp: number): string {
  if (cp === 0x9b) return 'C1 CSI';
  if (cp === 0x9d) return 'C1 OSC';
  if (cp !== 0x1b) return 'control';
  const next = text[index + 1];
  if (next === '[') return 'CSI';
  if (next === ']') return 'OSC';
  if (next === 'P') return 'DCS';
  return 'ESC';
}

function decodeVariationSelectors(cps: number[]): string | null {
  // "Emoji smuggling": one byte per selector (FE00–FE0F → 0–15, E0100–E01EF → 16–255).
  const bytes = Buffer.from(cps.map((cp) => (cp <= 0xfe0f ? cp - 0xfe00 : cp - 0xe0100 + 16)));
  const text = bytes.toString('utf8');
  return mostlyPrintable(text) ? truncate(text, MAX_DECODED) : null;
}

function mostlyPrintable(text: string): boolean {
  if (text.length === 0) return false;
  let good = 0;
  for (const ch of text) if (/[\p{L}\p{N}\p{P}\p{Zs}\n\t]/u.test(ch)) good++;
  return good / [...text].length >= 0.85;
}

function scanCharacters(sites: Site[]): CharScan {
  const out: CharScan = { hidden: [], hiddenTotal: 0, controls: [], controlTotal: 0, decodedTags: [], decodedVariationSelectors: [] };
  const hide = (site: Site, index: number, cp: number, kind: string) => {
    out.hiddenTotal++;
    if (out.hidden.length < MAX_OCCURRENCES) out.hidden.push({ site, index, cp, kind });
  };
  for (const site of sites) {
    const { text } = site;
    if (PLAIN.test(text)) continue;
    // Names and keys are identifiers: no script or emoji context excuses an invisible character there.
    const identifier = site.kind === 'name' || site.kind === 'key';
    let prev = -1;
    for (let i = 0; i < text.length; ) {
      const cp = text.codePointAt(i)!;
      const size = cp > 0xffff ? 2 : 1;
      if (isControl(cp)) {
        out.controlTotal++;
        if (out.controls.length < MAX_OCCURRENCES) out.controls.push({ site, index: i, cp, kind: escapeSequence(text, i, cp) });
        prev = cp;
        i += size;
        continue;
      }
      const kind = hiddenKind(cp);
      if (kind === null) {
        prev = cp;
        i += size;
        continue;
      }
      if (kind === 'tag') {
        // A run of tag characters. Subdivision flags (🏴 + lowercase tags + CANCEL TAG) are legitimate emoji.
        let j = i;
        const run: number[] = [];
        while (j < text.length && isTag(cpAt(text, j))) {
          run.push(cpAt(text, j));
          j += 2;
        }
        const inner = run[run.length - 1] === 0xe007f ? run.slice(0, -1) : run;
        const flag =
          !identifier && prev === 0x1f3f4 && run[run.length - 1] === 0xe007f && inner.length >= 2 && inner.length <= 7 &&
          inner.every((t) => (t >= 0xe0061 && t <= 0xe007a) || (t >= 0xe0030 && t <= 0xe0039));
        if (!flag) {
          run.forEach((t, k) => hide(site, i + 2 * k, t, kind));
          const decoded = run.filter((t) => t >= 0xe0020 && t <= 0xe007e).map((t) => String.fromCharCode(t - 0xe0000)).join('');
          if (decoded.trim().length > 0 && out.decodedTags.length < 5) out.decodedTags.push(truncate(decoded, MAX_DECODED));
        }
        prev = run[run.length - 1];
        i = j;
        continue;
      }
      if (kind === 'variation-selector') {
        // One selector after an emoji, ideograph or symbol is ordinary (❤️); runs, or a selector on a plain letter, carry data.
        let j = i;
        const run: number[] = [];
        while (j < text.length && isVariationSelector(cpAt(text, j))) {
          const v = cpAt(text, j);
          run.push(v);
          j += v > 0xffff ? 2 : 1;
        }
        const ordinary = !identifier && run.length === 1 && test(VS_BASE, prev);
        if (!ordinary) {
          let at = i;
          for (const v of run) {
            hide(site, at, v, kind);
            at += v > 0xffff ? 2 : 1;
          }
          if (run.length >= 4 && out.decodedVariationSelectors.length < 5) {
            const decoded = decodeVariationSelectors(run);
            if (decoded) out.decodedVariationSelectors.push(decoded);
          }
        }
        prev = run[run.length - 1];
        i = j;
        continue;
      }
      if (!identifier && (cp === 0x200c || cp === 0x200d)) {
        const next = cpAt(text, i + size);
        // ZWJ inside an emoji sequence (👩‍💻), or ZWNJ/ZWJ shaping letters of a non-Latin script (Persian, Indic).
        const emoji = cp === 0x200d && (test(PICTOGRAPHIC, prev) || test(EMOJI_MODIFIER, prev) || prev === 0xfe0f) && test(PICTOGRAPHIC, next);
        const shaping = test(COMPLEX_LETTER, prev) && !test(LATIN, prev) && test(COMPLEX_LETTER, next) && !test(LATIN, next) && prev > 0x7f;
        if (emoji || shaping) {
          prev = cp;
          i += size;
          continue;
        }
      }
      hide(site, i, cp, kind);
      prev = cp;
      i += size;
    }
  }
  return out;
}

function occurrences(hits: CharHit[]): JsonValue[] {
  return hits.map((hit) => {
    const entry: JsonObject = { pointer: pointerOf(hit.site.path), codePoint: codePointLabel(hit.cp), index: hit.index, kind: hit.kind };
    if (hit.site.kind === 'key') entry.inKey = true;
    return entry;
  });
}

function distinctPointers(hits: CharHit[]): string[] {
  return [...new Set(hits.map((hit) => pointerOf(hit.site.path)))];
}

function fieldsPhrase(pointers: string[]): string {
  const first = q(pointers[0] ?? '', 60);
  return pointers.length > 1 ? `${first} and ${plural(pointers.length - 1, 'other field')}` : first;
}

// ---------------------------------------------------------------- normalised text for matching

// Text is matched lowercased, NFKC-folded (fullwidth letters, ligatures),
// with invisible and control characters removed (so "ig\u200Bnore" still
// reads "ignore") and a few look-alike letters folded to ASCII. `map` gives
// each normalised UTF-16 unit's offset in the original text.
interface Normalized {
  norm: string;
  map: number[] | null;
}

const CONFUSABLES: Record<number, string> = {
  0x0430: 'a', 0x0435: 'e', 0x043e: 'o', 0x0440: 'p', 0x0441: 'c', 0x0443: 'y', 0x0445: 'x', 0x0456: 'i', 0x0458: 'j',
  0x0455: 's', 0x0501: 'd', 0x051b: 'q', 0x051d: 'w', 0x0261: 'g', 0x03bf: 'o', 0x03b1: 'a', 0x03b9: 'i', 0x03ba: 'k',
  0x03bd: 'v', 0x03c1: 'p', 0x03c4: 't', 0x03c5: 'u', 0x03c7: 'x',
  0x2018: "'", 0x2019: "'", 0x201b: "'", 0x2032: "'", 0x201c: '"', 0x201d: '"', 0x2033: '"',
  0x2010: '-', 0x2011: '-', 0x2012: '-', 0x2013: '-', 0x2014: '-', 0x2015: '-',
};

const foldCache = new Map<number, string>();

function fold(cp: number): string {
  let out = foldCache.get(cp);
  if (out !== undefined) return out;
  if (hiddenKind(cp) !== null || isControl(cp)) {
    out = '';
  } else {
    const lowered = String.fromCodePoint(cp).normalize('NFKC').toLowerCase();
    out = '';
    for (const ch of lowered) out += CONFUSABLES[ch.codePointAt(0)!] ?? ch;
  }
  if (foldCache.size < 4096) foldCache.set(cp, out);
  return out;
}

function normalize(text: string): Normalized {
  if (PLAIN.test(text)) return { norm: text.toLowerCase(), map: null };
  const parts: string[] = [];
  const map: number[] = [];
  for (let i = 0; i < text.length; ) {
    const cp = text.codePointAt(i)!;
    const size = cp > 0xffff ? 2 : 1;
    const out = cp < 0x80 ? (isControl(cp) ? '' : String.fromCharCode(cp).toLowerCase()) : fold(cp);
    for (let k = 0; k < out.length; k++) map.push(i);
    parts.push(out);
    i += size;
  }
  return { norm: parts.join(''), map };
}

/** Original [start, end) of a normalised range. */
function originalRange(n: Normalized, text: string, start: number, end: number): [number, number] {
  if (!n.map) return [start, end];
  if (n.map.length === 0) return [0, 0];
  const s = n.map[Math.min(start, n.map.length - 1)];
  const last = n.map[Math.max(0, Math.min(end, n.map.length) - 1)];
  return [s, last + ((text.codePointAt(last) ?? 0) > 0xffff ? 2 : 1)];
}

/** The matched text, extended to the right for context, on one line, at most SNIPPET code points. */
function snippetOf(text: string, start: number, end: number): string {
  const stop = Math.min(text.length, Math.max(end, start + SNIPPET * 2), start + SNIPPET * 4);
  return truncate(text.slice(start, stop).replace(/\s+/g, ' ').trim(), SNIPPET);
}

// ---------------------------------------------------------------- instruction_text: the pattern table

interface InstructionPattern {
  /** Stable name shown in details. */
  name: string;
  /** Matched against the normalised (lowercased) text. Simple: no nested quantifiers, gaps bounded. */
  source: string;
  /** A second simple pattern that must match within `window` characters after the first. */
  then?: { source: string; window: number };
  /** Skip a match when the 40 characters before it match this (negation, condition). */
  notAfter?: string;
  /** Rule the match is reported under (default instruction_text). */
  rule?: 'instruction_text' | 'tool_preference';
  /**
   * Literal substrings of which every match of `source` contains at least one
   * (a mandatory part of the pattern): a text with none of them is not
   * scanned. Checked by a property test over strings generated from `source`.
   */
  needs: readonly string[];
}

// Reusable fragments.
const S = '\\s{1,3}';
const SENSITIVE_PATHS =
  '(?:~\\/\\.ssh|\\.ssh\\/|\\bid_(?:rsa|dsa|ecdsa|ed25519)\\b|\\bmcp\\.json\\b|~\\/\\.cursor|\\.cursor\\/|claude_desktop_config|\\.aws\\/credentials|\\.git-credentials|\\.netrc\\b|\\/etc\\/shadow|\\/etc\\/passwd|\\.kube\\/config|\\.docker\\/config\\.json|\\.npmrc\\b|\\.pypirc\\b|\\.bash_history|\\.zsh_history|wallet\\.dat|\\bkeychain\\b)';
/** Every match of SENSITIVE_PATHS contains one of these. */
const SENSITIVE_NEEDLES = ['.ssh', 'id_', 'mcp.json', '.cursor', 'claude_desktop_config', '.aws/credentials', '.git-credentials', '.netrc', '/etc/shadow', '/etc/passwd', '.kube/config', '.docker/config.json', '.npmrc', '.pypirc', '.bash_history', '.zsh_history', 'wallet.dat', 'keychain'];
const NEGATED = '(?:\\bnot|\\bnever|n\'t|\\bno)\\s{1,3}$';
const CONDITIONAL = '(?:\\bafter|\\bonce|\\bwhen|\\bif|\\buntil|\\bunless|\\bonly|\\bbefore|\\bwhether|\\bensure|\\bthat|\\bsure|\\bcheck|\\bverify)\\s{1,3}(?:the\\s{1,3})?$';

export const INSTRUCTION_PATTERNS: readonly InstructionPattern[] = [
  // Tags that address the model: <IMPORTANT>, <system>, <instructions>…
  {
    name: 'model_directed_tag', needs: ['<'],
    source: `<\\s{0,3}\\/?\\s{0,3}(?:important|system[_-]?prompt|system[_-]?message|instructions?|(?:ai|model|assistant|user|agent)[_-]?instructions?)\\b[^<>\\n]{0,40}>`,
  },
  {
    // Words that also serve as placeholders ("Run on <system>") count only as a block: opened and closed.
    name: 'model_directed_tag', needs: ['<'],
    source: `<\\s{0,3}(?:system|admin|critical|secret|hidden|sys|override)\\s{0,3}>`,
    then: { source: `<\\s{0,3}\\/\\s{0,3}(?:system|admin|critical|secret|hidden|sys|override)\\s{0,3}>`, window: 5000 },
  },
  { name: 'model_directed_tag', needs: ['['], source: `\\[\\s{0,2}(?:system|system${S}(?:note|message|prompt)|instructions?|admin|assistant)\\s{0,2}\\]` },
  { name: 'chat_template_token', needs: ['<', '['], source: `<\\|(?:im_start|im_end|system|user|assistant|endoftext|begin_of_text|start_header_id|end_header_id|eot_id)\\|>|\\[\\/?inst\\]|<<\\/?sys>>` },
  {
    name: 'ignore_previous_instructions', needs: ['instruction', 'prompt', 'rules', 'direct', 'guid', 'command'],
    source: `\\b(?:ignore|disregard|forget|override|bypass|discard)${S}(?:(?:all|any|the|your|of|these|those|my)${S}){0,3}(?:previous|prior|above|earlier|preceding|former|original|system|other)${S}(?:instructions?|prompts?|rules|directions|directives|guidelines|guidance|commands)\\b`,
  },
  { name: 'role_override', needs: ['now', 'instruction', 'override', 'mode'], source: `\\b(?:you${S}are${S}now${S}(?:a|an)\\b|from${S}now${S}on,?${S}you\\b|new${S}instructions?\\s{0,3}:|system${S}override\\b|developer${S}mode${S}(?:enabled|on)\\b)` },
  { name: 'model_address', needs: ['first', 'always', 'also', 'secretly', 'silently'], source: `\\b(?:the${S})?(?:assistant|ai|model|llm)${S}(?:should|must|needs${S}to|has${S}to)${S}(?:first|always|also|secretly|silently)\\b` },
  { name: 'model_address', needs: ['note', 'message', 'instruction', 'attention', 'important'], source: `\\b(?:note|message|instructions?|attention|important)${S}(?:to|for)${S}(?:the${S})?(?:ai|assistant|model|llm|claude|chatgpt|gpt|copilot|agent)\\s{0,3}:` },
  // Hiding things from the user.
  {
    name: 'conceal_from_user', needs: ['user'],
    source: `\\b(?:do${S}not|don't|dont|never|without)${S}(?:tell|telling|inform|informing|mention|mentioning|reveal|revealing|notify|notifying|alert|alerting|disclose|disclosing|show|showing)${S}(?:(?:this|it|anything|that)${S})?(?:to${S})?(?:the${S})?user\\b(?!\\s{0,2}interface)`,
  },
  { name: 'conceal_from_user', needs: ['tell', 'mention', 'reveal', 'disclose'], source: `\\b(?:do${S}not|don't|dont|never)${S}(?:tell|mention|reveal|disclose)${S}(?:to${S}the${S}user${S})?(?:that|about${S}(?:this|it|the))\\b` },
  { name: 'conceal_from_user', needs: ['instruction', 'rules', 'prompt', 'directive', 'note'], source: `\\b(?:do${S}not|don't|dont|never)${S}(?:reveal|disclose|mention|share|repeat|show)${S}(?:these|this|the|your|my|any${S}of${S}these)${S}(?:instructions?|rules|prompt|system${S}prompt|directives?|notes?)\\b` },
  { name: 'conceal_from_user', needs: ['user'], source: `\\b(?:hide|conceal|keep)${S}(?:this|it|these|that)${S}(?:(?:hidden|secret)${S})?from${S}(?:the${S})?user\\b` },
  { name: 'conceal_from_user', needs: ['user'], source: `\\bthe${S}user${S}(?:must|should|will|need|needs|does)${S}(?:not|never)${S}(?:know|see|notice|find${S}out|be${S}(?:told|informed|aware|notified))\\b` },
  { name: 'covert_action', needs: ['silently', 'secretly', 'covertly', 'quietly'], source: `\\b(?:silently|secretly|covertly|quietly)${S}(?:also${S})?(?:send|forward|copy|upload|include|add|bcc|exfiltrate|transmit|post|email)\\b` },
  // Reading secrets "before using this tool", or anywhere as a directive.
  {
    name: 'precondition_exfiltration', needs: ['before'],
    source: `\\bbefore${S}(?:using|calling|invoking|running|executing|you${S}(?:use|call|invoke|run))${S}(?:this|the|any|these|other|a)${S}(?:tools?|functions?|server)\\b`,
    then: {
      source: `\\b(?:read|cat|send|include|pass|upload|attach|copy|open|load|extract|collect|dump)\\b[^\\n]{0,80}?(?:\\.ssh|\\bid_rsa|\\bid_ed25519|\\.env\\b|credentials|private[\\s_-]?key|mcp\\.json|\\.cursor|config\\.json|claude_desktop_config|\\.aws|\\.npmrc|\\.netrc|\\bcookies?\\b|\\bwallet|seed${S}phrase|mnemonic)`,
      window: 300,
    },
  },
  {
    name: 'sensitive_file_directive', needs: SENSITIVE_NEEDLES,
    // The verb may be a tool name built on it: "call read_file on ~/.aws/credentials".
    source: `\\b(?:read|cat|send|include|pass|upload|attach|copy|forward|exfiltrate|append|post|dump|open|grab|collect|extract|get|fetch|load)(?:_[a-z0-9_]{1,30})?\\b[^\\n]{0,60}?${SENSITIVE_PATHS}`,
  },
  {
    // "the content of ~/.ssh/id_rsa as the 'token' argument"
    name: 'secret_as_argument', needs: SENSITIVE_NEEDLES,
    source: `\\b(?:contents?|text)${S}of\\b[^\\n]{0,60}?${SENSITIVE_PATHS}`,
    then: { source: `\\bas${S}(?:the${S})?['"\`]?[a-z0-9_-]{1,40}['"\`]?(?:${S}(?:argument|parameter|param|field|input|value))?`, window: 80 },
  },
  {
    name: 'response_manipulation', needs: ['answer', 'response', 'replies', 'messages', 'output'],
    source: `\\b(?:append|add|include|insert|prepend)\\b[^\\n]{0,60}?\\b(?:to|in|into|at${S}the${S}end${S}of)${S}(?:every|each|all|your)${S}(?:answers?|responses?|replies|messages|outputs?)\\b`,
  },
  {
    name: 'context_harvest', needs: ['conversation', 'history', 'prompt', 'messages', 'context'],
    source: `\\b(?:include|pass|send|provide|append|attach|add|put|insert|copy|paste|dump|share|forward)\\b[^.\\n]{0,40}?\\b(?:the|your|this|our|entire|full|whole|complete|all)${S}(?:(?:entire|full|whole|complete|previous|prior|current)${S})?(?:conversation|chat${S}history|message${S}history|system${S}prompt|previous${S}messages|prior${S}messages|context${S}window)\\b`,
  },
  {
    name: 'context_harvest', needs: ['messages', 'chats', 'conversations', 'emails'],
    source: `\\b(?:include|pass|send|provide|append|attach|add|put|insert)\\b[^.\\n]{0,40}?\\b(?:full|complete|entire|whole)${S}(?:list|history|log|copy|record)${S}of${S}(?:(?:the|all|your)${S})?(?:(?:last|previous|prior|recent)${S})?(?:messages|chats|conversations|emails)\\b`,
  },
  { name: 'context_harvest', needs: ['prompt', 'instructions'], source: `\\byour${S}(?:system${S}prompt|initial${S}instructions|hidden${S}instructions|instructions${S}verbatim)\\b` },
  // Approval: claims it was given, or directives to skip it.
  {
    name: 'prior_approval_claim', needs: ['user'],
    source: `\\b(?:the${S})?user${S}(?:has|have|had)${S}(?:(?:already|previously|explicitly|now)${S})?(?:approved|authori[sz]ed|consented|confirmed|agreed|granted|given${S}(?:permission|consent|approval))\\b`,
    notAfter: CONDITIONAL,
  },
  { name: 'prior_approval_claim', needs: ['approved', 'authorised', 'authorized', 'confirmed'], source: `\\b(?:already|pre-?)\\s{0,3}(?:approved|authori[sz]ed|confirmed)${S}by${S}(?:the${S})?(?:user|admin|administrator|operator|owner|security${S}team)\\b`, notAfter: CONDITIONAL },
  { name: 'prior_approval_claim', needs: ['been'], source: `\\b(?:approval|permission|consent|authori[sz]ation)${S}(?:has|have)${S}(?:already${S})?been${S}(?:granted|given|obtained|provided)\\b`, notAfter: CONDITIONAL },
  {
    name: 'skip_approval', needs: ['approval', 'confirmation', 'consent', 'permission'],
    source: `\\b(?:skip|bypass|circumvent|ignore|avoid|disable|override)${S}(?:(?:the|any|all)${S})?(?:(?:user's|users'|user|human|manual)${S})?(?:approvals?|confirmations?|consent|permission${S}(?:checks?|prompts?|requests?))\\b`,
    notAfter: NEGATED,
  },
  {
    name: 'skip_approval', needs: ['approval', 'confirmation', 'consent', 'permission'],
    source: `\\b(?:do${S}not|don't|dont|never|no${S}need${S}to)${S}(?:ask|request|seek|wait|prompt)${S}(?:the${S}user${S})?(?:for${S})?(?:(?:the|any)${S})?(?:(?:user's|user)${S})?(?:approval|confirmation|consent|permission)\\b`,
  },
  {
    name: 'skip_approval', needs: ['approval', 'confirmation', 'consent', 'permission'],
    source: `\\bwithout${S}(?:asking|requesting|seeking|waiting${S}for|prompting)${S}(?:the${S}user${S})?(?:for${S})?(?:(?:the|any)${S})?(?:(?:user's|user)${S})?(?:approval|confirmation|consent|permission)\\b`,
  },
  // Shadowing: rules for how other tools must behave.
  { name: 'shadowing_directive', needs: ['tool'], source: `\\bwhen${S}this${S}tool${S}is${S}(?:available|present|loaded|installed|enabled|active|connected|registered)\\b` },
  {
    name: 'shadowing_directive', needs: ['mail', 'message', 'request', 'transaction', 'payment', 'transfer'],
    source: `\\b(?:all|every|any)${S}(?:(?:other|outgoing)${S})?(?:emails?|e-mails?|messages?|mails?|requests?|transactions?|payments?|transfers?)${S}(?:must|should|shall|have${S}to|need${S}to)${S}(?:(?:also|always)${S})?(?:be${S})?(?:sent|send|forwarded|forward|redirected|redirect|cc'?d|bcc'?d|copied|routed|addressed)\\b`,
  },
  {
    name: 'shadowing_directive', needs: ['tool'],
    source: `\\bthe${S}[a-z0-9_.-]{2,64}${S}tool${S}(?:must|should|shall|has${S}to|needs${S}to|is${S}required${S}to)${S}(?:(?:always|also|now)${S})?(?:send|forward|redirect|use|include|add|set|call|bcc|cc|route|pass|append|change|replace)\\b`,
  },
  {
    // "When send_message is invoked, make sure to change the recipient to …": rules for another tool's call.
    name: 'shadowing_directive', needs: ['when'],
    source: `\\bwhen${S}(?:the${S})?(?:\\(?[a-z0-9_]{1,40}\\)?${S})?(?!this\\b|it\\b)[a-z0-9_.-]{2,64}${S}(?:tool${S})?is${S}(?:invoked|called|used|executed|run|triggered)\\b`,
    then: {
      source: `\\b(?:change|replace|set|switch|override|redirect|add|include|append|bcc|cc|forward|send|copy)${S}(?:(?:the|a|all|its|their)${S})?(?:recipients?|destination|receiver|address|to${S}field|account|iban|wallet|amount|bcc|cc|copy)\\b`,
      window: 160,
    },
  },
  {
    name: 'redirect_recipient', needs: ['recipient', 'destination', 'receiver', 'address', 'iban', 'account', 'wallet', 'beneficiary'],
    source: `\\b(?:always|must)${S}(?:(?:always|also)${S})?(?:set|change|replace|use|switch)${S}(?:the${S})?(?:recipients?|destination|receiver|to${S}address|iban|account${S}number|wallet${S}address|beneficiary)(?:${S}(?:account|address|wallet|number|email|field))?${S}(?:to|as|with)\\b`,
  },
  { name: 'redirect_recipient', needs: ['@'], source: `\\b(?:must|always|also|should)${S}(?:be${S})?(?:send|sent|forward|forwarded|redirect|redirected|bcc|cc|copy|copied|route|routed)\\b[^\\n]{0,60}?[a-z0-9._%+-]@[a-z0-9-]{1,63}\\.` },
  // Tool selection pressure (low): common in real servers, but the lever of preference manipulation.
  { name: 'prefer_this_tool', needs: ['instead', 'rather', 'place'], rule: 'tool_preference', source: `\\b(?:instead${S}of|rather${S}than|in${S}place${S}of)${S}(?:any|all|the)${S}other${S}(?:tools?|servers?|functions?)\\b` },
  { name: 'prefer_this_tool', needs: ['other', 'different'], rule: 'tool_preference', source: `\\b(?:do${S}not|don't|dont|never)${S}(?:use|call|invoke)${S}(?:any${S})?(?:other|another|different)${S}(?:tools?|servers?|functions?)\\b` },
  {
    name: 'prefer_this_tool', needs: ['this'],
    rule: 'tool_preference',
    source: `\\b(?:always|must|should)${S}(?:always${S})?(?:use|call|invoke|prefer|choose)${S}this${S}(?:tool|function)\\b`,
    // "the user must call this tool to approve" is about the user, not the model.
    notAfter: '\\b(?:user|human|operator|reviewer)\\s{1,3}$',
  },
];

interface CompiledPattern {
  name: string;
  needs: readonly string[];
  rule: 'instruction_text' | 'tool_preference';
  re: RegExp;
  then?: { re: RegExp; window: number };
  notAfter?: RegExp;
}

const COMPILED: CompiledPattern[] = INSTRUCTION_PATTERNS.map((p) => ({
  name: p.name,
  needs: p.needs,
  rule: p.rule ?? 'instruction_text',
  re: new RegExp(p.source, 'g'),
  then: p.then ? { re: new RegExp(p.then.source, 'g'), window: p.then.window } : undefined,
  notAfter: p.notAfter ? new RegExp(p.notAfter) : undefined,
}));

/** All matches of a global regex, in order (at most `cap`). */
function allMatches(re: RegExp, text: string, cap: number): [number, number][] {
  const out: [number, number][] = [];
  re.lastIndex = 0;
  let m: RegExpExecArray | null;
  while (out.length < cap && (m = re.exec(text)) !== null) {
    if (m[0].length === 0) {
      re.lastIndex++;
      continue;
    }
    out.push([m.index, m.index + m[0].length]);
  }
  return out;
}

const MAX_MATCHES_PER_PATTERN = 50;

interface TextMatch extends SiteMatch {
  site: Site;
}

/** A match inside one text, whatever site holds it. */
interface SiteMatch {
  rule: 'instruction_text' | 'tool_preference';
  pattern: string;
  /** Original offsets. */
  start: number;
  end: number;
  extra?: JsonObject;
}

// The matches of a text depend on the text alone (and on whether it is an
// identifier), and catalogs repeat the same keys, values and descriptions
// across tools and servers: they are computed once per distinct text, per
// context (one catalog's lint). Bounded: long texts are not kept, and a cache
// is cleared when full.
const MATCH_CACHE_LIMIT = 20_000;
const MATCH_CACHE_MAX_TEXT = 4_000;
const NO_MATCHES: readonly SiteMatch[] = Object.freeze([]);

interface MatchCaches {
  identifier: Map<string, readonly SiteMatch[]>;
  text: Map<string, readonly SiteMatch[]>;
}

const matchCaches = new WeakMap<LintContext, MatchCaches>();

function matchCachesOf(context: LintContext): MatchCaches {
  let caches = matchCaches.get(context);
  if (!caches) matchCaches.set(context, (caches = { identifier: new Map(), text: new Map() }));
  return caches;
}

/** Matches of an identifier (name, key) or of a text (prose, value: blobs included). */
function siteMatches(caches: MatchCaches, text: string, identifier: boolean): readonly SiteMatch[] {
  const cache = identifier ? caches.identifier : caches.text;
  let found = cache.get(text);
  if (found !== undefined) return found;
  const normalized = normalize(text);
  const out: SiteMatch[] = [];
  // Identifiers can carry the instruction too ("ignore_previous_instructions"): separators read as spaces
  // (one for one, so offsets still map back).
  if (identifier) matchPatterns(text, { norm: normalized.norm.replace(/[_.-]/g, ' '), map: normalized.map }, out, false);
  else matchPatterns(text, normalized, out, true);
  found = out.length === 0 ? NO_MATCHES : out;
  if (text.length <= MATCH_CACHE_MAX_TEXT) {
    if (cache.size >= MATCH_CACHE_LIMIT) cache.clear();
    cache.set(text, found);
  }
  return found;
}

// The needles of every pattern, found in one scan of a text. Needles are made
// prefix-free first (a needle that starts with another needle is replaced by
// that one: weaker, still true of every match), so at most one needle starts
// at any position and a zero-width scan that stops at each position where one
// starts misses none.
const NEEDLE_OF = new Map<string, string>();
{
  const all = [...new Set(COMPILED.flatMap((p) => p.needs))].sort((x, y) => x.length - y.length || (x < y ? -1 : 1));
  for (const needle of all) NEEDLE_OF.set(needle, all.find((other) => needle.startsWith(other)) ?? needle);
}
const NEEDLE_INDEX = new Map([...new Set(NEEDLE_OF.values())].map((needle, i) => [needle, i]));
/** For each pattern, the indices of its (prefix-free) needles. */
const PATTERN_NEEDLES = COMPILED.map((p) => [...new Set(p.needs.map((n) => NEEDLE_INDEX.get(NEEDLE_OF.get(n)!)!))]);
const NEEDLE_SCAN = new RegExp(`(?=(${[...NEEDLE_INDEX.keys()].map((n) => n.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')}))`, 'g');

/** For each instruction pattern (INSTRUCTION_PATTERNS order), whether a normalized text holds one of its needles. */
export function patternsToScan(norm: string): boolean[] {
  const present = needlesIn(norm);
  return PATTERN_NEEDLES.map((needles) => needles.some((i) => present[i] === 1));
}

/** Which needles occur in a text. */
function needlesIn(text: string): Uint8Array {
  const present = new Uint8Array(NEEDLE_INDEX.size);
  NEEDLE_SCAN.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = NEEDLE_SCAN.exec(text)) !== null) {
    present[NEEDLE_INDEX.get(m[1])!] = 1;
    NEEDLE_SCAN.lastIndex = m.index + 1;
  }
  return present;
}

function matchPatterns(text: string, n: Normalized, out: SiteMatch[], blobs: boolean): void {
  const { norm } = n;
  const scan = patternsToScan(norm);
  for (let k = 0; k < COMPILED.length; k++) {
    const p = COMPILED[k];
    if (!scan[k]) continue;
    // Two-stage patterns: the second pattern is matched once over the whole text and swept alongside the
    // triggers, so many triggers cost no more than one pass (a window per trigger would be quadratic).
    let follow: [number, number][] | null = null;
    let j = 0;
    p.re.lastIndex = 0;
    let count = 0;
    let m: RegExpExecArray | null;
    while ((m = p.re.exec(norm)) !== null) {
      if (m[0].length === 0) {
        p.re.lastIndex++;
        continue;
      }
      const start = m.index;
      let end = start + m[0].length;
      if (p.notAfter && p.notAfter.test(norm.slice(Math.max(0, start - 40), start))) continue;
      if (p.then) {
        follow ??= allMatches(p.then.re, norm, norm.length);
        while (j < follow.length && follow[j][1] <= end) j++;
        if (j === follow.length) break;
        if (follow[j][0] >= end + p.then.window) continue;
        end = follow[j][1];
      }
      const [s, e] = originalRange(n, text, start, end);
      out.push({ rule: p.rule, pattern: p.name, start: s, end: e });
      if (++count >= MAX_MATCHES_PER_PATTERN) break;
    }
  }
  if (!blobs) return;
  matchHtmlComments(text, n, out);
  matchBase64(text, out);
}

/** `<!-- … -->` with content (an unclosed comment hides everything after it in rendered Markdown). Linear: indexOf only moves forward. */
function matchHtmlComments(text: string, n: Normalized, out: SiteMatch[]): void {
  const { norm } = n;
  let from = 0;
  let count = 0;
  while (count < MAX_MATCHES_PER_PATTERN) {
    const open = norm.indexOf('<!--', from);
    if (open < 0) return;
    const close = norm.indexOf('-->', open + 4);
    const end = close < 0 ? norm.length : close + 3;
    if (norm.slice(open + 4, close < 0 ? norm.length : close).trim().length > 0) {
      const [s, e] = originalRange(n, text, open, end);
      out.push({ rule: 'instruction_text', pattern: 'html_comment', start: s, end: e });
      count++;
    }
    if (close < 0) return;
    from = end;
  }
}

const BASE64_MIN = 200;

/** Runs of ≥ 200 base64 characters (line breaks allowed inside) with upper case, lower case and digits. One linear pass. */
function matchBase64(text: string, out: SiteMatch[]): void {
  if (text.length < BASE64_MIN) return;
  let start = -1;
  let count = 0;
  let upper = false;
  let lower = false;
  let digit = false;
  let found = 0;
  const flush = (end: number) => {
    if (start >= 0 && count >= BASE64_MIN && upper && lower && digit && found < MAX_MATCHES_PER_PATTERN) {
      found++;
      const run = text.slice(start, end).replace(/[\r\n]/g, '');
      const extra: JsonObject = { length: run.length };
      const decoded = Buffer.from(run.slice(0, 400), 'base64').toString('utf8');
      if (mostlyPrintable(decoded)) extra.decodedPreview = truncate(decoded.replace(/\s+/g, ' '), SNIPPET);
      out.push({ rule: 'instruction_text', pattern: 'base64_blob', start, end, extra });
    }
    start = -1;
    count = 0;
    upper = lower = digit = false;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const isUpper = c >= 65 && c <= 90;
    const isLower = c >= 97 && c <= 122;
    const isDigit = c >= 48 && c <= 57;
    if (isUpper || isLower || isDigit || c === 43 || c === 47 || c === 61 || c === 45 || c === 95) {
      if (start < 0) start = i;
      count++;
      upper ||= isUpper;
      lower ||= isLower;
      digit ||= isDigit;
    } else if ((c === 10 || c === 13) && start >= 0) {
      // line-wrapped base64 continues
    } else {
      flush(i);
    }
  }
  flush(text.length);
}

// ---------------------------------------------------------------- references to other tools and servers

interface NameEntry {
  name: string;
  /** Labels of the servers that list it; empty when unknown. */
  servers: Set<string>;
}

interface ReferenceIndex {
  names: Map<string, NameEntry>;
  /** Runtime ids, lowercased → { label, name }. */
  ids: Map<string, { server: string; name: string }>;
  labels: Map<string, string>;
  /** Sketches of every key of the three maps (see sketchOf): most words of a text are in none, and are told so without hashing them. */
  sketches: Uint8Array;
}

const SKETCH_BITS = 20;

/** A cheap fingerprint of s[0, length): its length, first three and last two characters (no hashing of the whole string). */
function sketchOf(s: string, length: number): number {
  let h = length * 0x9e3779b1;
  h = Math.imul(h ^ s.charCodeAt(0), 0x85ebca6b);
  h = Math.imul(h ^ s.charCodeAt(1), 0xc2b2ae35);
  h = Math.imul(h ^ s.charCodeAt(2), 0x27d4eb2f);
  h = Math.imul(h ^ s.charCodeAt(length - 1), 0x165667b1);
  h = Math.imul(h ^ s.charCodeAt(length - 2), 0x85ebca6b);
  return (h ^ (h >>> 15)) >>> (32 - SKETCH_BITS);
}

function sketches(keys: Iterable<string>[]): Uint8Array {
  const out = new Uint8Array(1 << SKETCH_BITS);
  for (const list of keys) for (const key of list) if (key.length >= 3) out[sketchOf(key, key.length)] = 1;
  return out;
}

// Built once per context (keyed by its toolNames set): pass the same context for every tool of a catalog.
const indexCache = new WeakMap<object, { sizes: string; labels: object; toolServers: object | undefined; index: ReferenceIndex }>();

function referenceIndex(context: LintContext): ReferenceIndex {
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
  for (const entry of context.toolNames) {
    if (typeof entry !== 'string' || entry.length === 0) continue;
    const slash = entry.indexOf('/');
    const label = slash > 0 ? entry.slice(0, slash) : '';
    if (slash > 0 && context.serverLabels.has(label)) {
      const name = entry.slice(slash + 1);
      ids.set(entry.toLowerCase(), { server: label, name });
      add(name, label);
    } else {
      add(entry, null);
      for (const server of context.toolServers?.get(entry) ?? []) add(entry, server);
    }
  }
  const labels = new Map<string, string>();
  for (const label of context.serverLabels) if (typeof label === 'string' && label.length > 0) labels.set(label.toLowerCase(), label);
  const index = { names, ids, labels, sketches: sketches([names.keys(), ids.keys(), labels.keys()]) };
  indexCache.set(context.toolNames, { sizes, labels: context.serverLabels, toolServers: context.toolServers, index });
  return index;
}

/** Names that cannot be ordinary words: snake_case, kebab-case, dotted, camelCase, with digits. */
function identifierLike(name: string): boolean {
  return /[_.\-0-9]/.test(name) || /[a-z][A-Z]/.test(name);
}

const TOKEN = /[a-z0-9_][a-z0-9_.\/-]{0,127}/g;
const QUOTES = new Set(['`', "'", '"']);

interface Reference {
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
}

// The hits of a text depend on the text and the index only: computed once per distinct text and index.
const hitCaches = new WeakMap<ReferenceIndex, Map<string, readonly TokenHit[]>>();
const NO_HITS: readonly TokenHit[] = Object.freeze([]);

function referenceHits(text: string, index: ReferenceIndex): readonly TokenHit[] {
  let cache = hitCaches.get(index);
  if (!cache) hitCaches.set(index, (cache = new Map()));
  const cached = cache.get(text);
  if (cached !== undefined) return cached;
  const n = normalize(text);
  const { norm } = n;
  const hits: TokenHit[] = [];
  TOKEN.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = TOKEN.exec(norm)) !== null) {
    let token = m[0];
    // Trailing `.`, `/` and `-` are punctuation, not part of the name.
    let length = token.length;
    while (length > 0) {
      const c = token.charCodeAt(length - 1);
      if (c === 0x2e || c === 0x2f || c === 0x2d) length--;
      else break;
    }
    if (length < 3) continue;
    // A token (or, with a slash, its part before the slash) that names nothing known is told so by its sketch;
    // a part before the slash too short to sketch is looked up.
    const slashAt = token.indexOf('/');
    const labelEnd = slashAt > 0 && slashAt < length ? slashAt : -1;
    if (index.sketches[sketchOf(token, length)] === 0 && (labelEnd < 0 || (labelEnd >= 3 && index.sketches[sketchOf(token, labelEnd)] === 0))) continue;
    if (length !== token.length) token = token.slice(0, length);
    const id = index.ids.get(token);
    const entry = index.names.get(token);
    const slash = token.indexOf('/');
    const labelToken = slash > 0 ? token.slice(0, slash) : token;
    const label = index.labels.get(labelToken);
    if (!id && !entry && !label) continue;
    const start = m.index;
    const end = start + length;
    const quoted = QUOTES.has(norm[start - 1] ?? '') && QUOTES.has(norm[end] ?? '');
    const [s, e] = originalRange(n, text, start, end);
    hits.push({ token, start: s, end: e, id, entry, label, labelToken, slash, quoted, called: norm[end] === '(' });
  }
  const found = hits.length === 0 ? NO_HITS : hits;
  if (text.length <= MATCH_CACHE_MAX_TEXT) {
    if (cache.size >= MATCH_CACHE_LIMIT) cache.clear();
    cache.set(text, found);
  }
  return found;
}

function findReferences(
  site: Site,
  hits: readonly TokenHit[],
  self: { server: string; name: string | null; params: Set<string> },
  out: Reference[],
): void {
  for (const hit of hits) {
    const { token, id, entry, label, start, end } = hit;
    if (id) {
      if (!(id.server === self.server && id.name.toLowerCase() === self.name)) {
        out.push({ key: `id:${token}`, tool: id.name, server: id.server, site, start, end });
      }
      continue;
    }
    if (token === self.name || self.params.has(token)) continue;
    // A name that is also an ordinary word ("search", "fetch") counts only when quoted or called: "the search tool" is as
    // likely to be the tool describing itself.
    if (entry && (identifierLike(entry.name) || hit.quoted || hit.called)) {
      const server = entry.servers.has(self.server) ? self.server : entry.servers.size > 0 ? [...entry.servers].sort()[0] : null;
      out.push({ key: `tool:${token}`, tool: entry.name, server, site, start, end });
      continue;
    }
    // A server label, or `label/…`. Likewise a label that is an ordinary word ("memory", "time") counts only quoted or as `label/tool`.
    if (label && label !== self.server && (hit.slash > 0 || identifierLike(label) || hit.quoted)) {
      out.push({ key: `label:${hit.labelToken}`, label, server: label, site, start, end });
    }
  }
}

// ---------------------------------------------------------------- schema helpers

const MAX_SCHEMA_DEPTH = 12;

function resolveRef(root: JsonObject, schema: JsonObject, seen: Set<string>): JsonObject | undefined {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  if (!ref.startsWith('#') || seen.has(ref) || seen.size > 32) return undefined;
  seen.add(ref);
  let node: JsonValue = root;
  for (const raw of ref.slice(1).split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (isObject(node)) node = node[key];
    else if (Array.isArray(node) && /^\d+$/.test(key)) node = node[Number(key)];
    else return undefined;
    if (node === undefined) return undefined;
  }
  return isObject(node) ? resolveRef(root, node, seen) : undefined;
}

const NO_TYPES: ReadonlySet<string> = new Set();
const ONE_TYPE = new Map<string, ReadonlySet<string>>();

/** The types a schema declares (shared sets for a single type: read only). */
function typesOf(schema: JsonObject): ReadonlySet<string> {
  const t = schema.type;
  if (typeof t === 'string') {
    let set = ONE_TYPE.get(t);
    if (!set) {
      set = new Set([t]);
      if (ONE_TYPE.size < 64) ONE_TYPE.set(t, set);
    }
    return set;
  }
  if (Array.isArray(t)) return new Set(t.filter((x): x is string => typeof x === 'string'));
  return NO_TYPES;
}

function branches(schema: JsonObject, root: JsonObject): JsonObject[] {
  if (schema.anyOf === undefined && schema.oneOf === undefined) return [schema];
  const out: JsonObject[] = [schema];
  for (const key of ['anyOf', 'oneOf']) {
    const list = schema[key];
    if (!Array.isArray(list)) continue;
    for (const item of list.slice(0, 16)) {
      const resolved = isObject(item) ? resolveRef(root, item, new Set()) : undefined;
      if (resolved) out.push(resolved);
    }
  }
  return out;
}

function constrained(schema: JsonObject): boolean {
  return (
    schema.enum !== undefined || schema.const !== undefined || typeof schema.pattern === 'string' || typeof schema.format === 'string' ||
    (typeof schema.maxLength === 'number' && schema.maxLength <= 32)
  );
}

/** A string (or, with `untyped`, a schema that says nothing) that is not constrained to a closed or formatted set. */
function freeString(schema: JsonObject, root: JsonObject, untyped: boolean): JsonObject | undefined {
  for (const branch of branches(schema, root)) {
    const types = typesOf(branch);
    const isString = types.has('string');
    const saysNothing =
      untyped && types.size === 0 && branch.enum === undefined && branch.const === undefined && branch.properties === undefined &&
      branch.items === undefined && branch.anyOf === undefined && branch.oneOf === undefined;
    if ((isString || saysNothing) && !constrained(branch) && !constrained(schema)) return branch;
  }
  return undefined;
}

const wordsCache = new Map<string, readonly string[]>();

/** Words of an identifier: snake, kebab, dotted, camelCase (cached: names repeat across a catalog; read only). */
function words(name: string): readonly string[] {
  let found = wordsCache.get(name);
  if (found === undefined) {
    found = splitIdentifier(name);
    if (name.length <= 200) {
      if (wordsCache.size >= 20_000) wordsCache.clear();
      wordsCache.set(name, found);
    }
  }
  return found;
}

function splitIdentifier(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

// ---------------------------------------------------------------- exfiltration_parameter

// Parameter name (compact: lowercase, separators removed) → stems that make
// it the obvious purpose of the tool: a word of the tool name, title or
// server label starts with one (longer stems may also sit inside a word).
const PURPOSE = {
  note: ['note', 'memo', 'annot', 'journal', 'obsidian', 'notion'],
  memory: ['memor', 'remember', 'recall', 'observ', 'knowledge'],
  conversation: ['conversation', 'chat', 'message', 'history', 'transcri', 'dialog', 'slack', 'discord', 'mail', 'sms', 'thread'],
  context: ['context'],
  prompt: ['prompt', 'instruct', 'agent', 'llm', 'model', 'persona', 'assistant', 'task', 'workflow', 'generat', 'complet', 'chat', 'infer', 'openai', 'gemini', 'claude', 'gpt', 'ollama'],
  feedback: ['feedback', 'review', 'rating', 'survey', 'report', 'issue', 'bug'],
  debug: ['debug', 'log', 'trace', 'diagnos'],
  metadata: ['meta', 'tag', 'label', 'propert', 'attribut', 'upload', 'create', 'update', 'upsert', 'insert', 'index', 'store', 'save', 'write', 'edit'],
  thinking: ['think', 'thought', 'reason', 'reflect', 'plan', 'sequential', 'brainstorm', 'scratch'],
  comment: ['comment', 'review', 'issue', 'pull', 'ticket', 'post', 'reply', 'annot', 'jira', 'github', 'gitlab', 'task', 'propert', 'document'],
  session: ['session'],
} as const;

type Purpose = keyof typeof PURPOSE;

const EXFIL_NAMES: Record<string, Purpose> = {
  note: 'note', notes: 'note', sidenote: 'note', sidenotes: 'note', internalnote: 'note', internalnotes: 'note',
  memory: 'memory', memories: 'memory',
  conversation: 'conversation', conversationhistory: 'conversation', conversationsummary: 'conversation', summaryofconversation: 'conversation',
  conversationcontext: 'conversation', history: 'conversation', chathistory: 'conversation', chat: 'conversation', messagehistory: 'conversation',
  previousmessages: 'conversation', allmessages: 'conversation', transcript: 'conversation', chattranscript: 'conversation', dialog: 'conversation', dialogue: 'conversation',
  context: 'context', fullcontext: 'context', additionalcontext: 'context', usercontext: 'context', llmcontext: 'context', modelcontext: 'context', extracontext: 'context',
  systemprompt: 'prompt', systemmessage: 'prompt', instructions: 'prompt', instruction: 'prompt', systeminstructions: 'prompt', prompthistory: 'prompt',
  feedback: 'feedback',
  debug: 'debug', debuginfo: 'debug', debuginformation: 'debug', debugdata: 'debug',
  metadata: 'metadata', meta: 'metadata', extra: 'metadata', extrainfo: 'metadata', extradata: 'metadata', additionalinfo: 'metadata', additionalinformation: 'metadata', additionaldata: 'metadata',
  reasoning: 'thinking', thoughts: 'thinking', thought: 'thinking', thinking: 'thinking', rationale: 'thinking', scratchpad: 'thinking', chainofthought: 'thinking',
  comment: 'comment', comments: 'comment', remark: 'comment', remarks: 'comment',
  session: 'session', sessiondata: 'session', sessioncontext: 'session',
};

// Descriptions that ask the model for what it holds. Matched on normalised text.
const EXFIL_ASKS: { name: string; re: RegExp; purpose?: Purpose }[] = (
  [
    { name: 'asks_for_conversation', purpose: 'conversation', source: `\\b(?:full|entire|whole|complete|all|previous|prior|recent|current)${S}(?:(?:the|of${S}the)${S})?(?:conversation|chat|dialog(?:ue)?|transcript|message${S}history|chat${S}history|messages)\\b` },
    { name: 'asks_for_instructions', purpose: 'prompt', source: `\\b(?:your|the${S}(?:assistant|model|ai|llm)'s)${S}(?:system${S}prompt|instructions|system${S}message|rules|guidelines|configuration)\\b` },
    { name: 'asks_for_instructions', purpose: 'prompt', source: `\\bsystem${S}prompt\\b` },
    { name: 'asks_for_files', source: `\\b(?:contents?|text)${S}of${S}(?:any|all|every|other|the${S}relevant|previously${S}(?:read|opened))${S}files?\\b` },
    { name: 'asks_for_files', source: `\\bfiles?${S}(?:you${S}have|you've)${S}(?:read|seen|opened|accessed)\\b` },
    { name: 'asks_for_everything', source: `\\b(?:everything|anything|all${S}(?:the${S})?information)${S}you${S}(?:know|have|remember|can${S}(?:see|access))\\b` },
    { name: 'asks_for_secrets', source: `\\b(?:api${S}?keys?|passwords?|credentials|secrets|tokens)${S}(?:you${S}(?:have|know|can${S}see|found)|in${S}(?:your|the)${S}(?:context|conversation|environment))\\b` },
  ] as { name: string; source: string; purpose?: Purpose }[]
).map((a) => ({ name: a.name, re: new RegExp(a.source), purpose: a.purpose }));

const askCache = new Map<string, (typeof EXFIL_ASKS)[number] | null>();

/** The first ask a parameter description makes of the model, if any (cached: descriptions repeat across a catalog). */
function askOf(description: string): (typeof EXFIL_ASKS)[number] | undefined {
  let found = askCache.get(description);
  if (found === undefined) {
    const asked = normalize(description.slice(0, 20_000)).norm;
    found = EXFIL_ASKS.find((a) => a.re.test(asked)) ?? null;
    if (description.length <= MATCH_CACHE_MAX_TEXT) {
      if (askCache.size >= MATCH_CACHE_LIMIT) askCache.clear();
      askCache.set(description, found);
    }
  }
  return found ?? undefined;
}

function purposeWords(tool: LintInput): readonly string[] {
  const name = typeof tool.definition.name === 'string' ? tool.definition.name : tool.id;
  const title = typeof tool.definition.title === 'string' ? tool.definition.title : '';
  const annotationsTitle = isObject(tool.definition.annotations) && typeof tool.definition.annotations.title === 'string' ? tool.definition.annotations.title : '';
  return words(`${name} ${title.slice(0, 200)} ${annotationsTitle.slice(0, 200)} ${tool.server}`);
}

function servesPurpose(purposeOf: readonly string[], purpose: Purpose | undefined): boolean {
  return purpose !== undefined && PURPOSE[purpose].some((stem) => purposeOf.some((word) => word.startsWith(stem) || (stem.length >= 5 && word.includes(stem))));
}

// A parameter whose name asks for the content of a secret source: "content_from_reading_ssh_id_rsa".
const SECRET_SOURCE = new Set(['ssh', 'rsa', 'idrsa', 'ed25519', 'dotenv', 'credentials', 'passwd', 'shadow', 'netrc', 'npmrc', 'keychain', 'wallet', 'mnemonic', 'mcpjson', 'cursor']);
const CONTENT_WORD = new Set(['content', 'contents', 'reading', 'read', 'dump', 'copy']);

function namesSecretSource(name: string): boolean {
  const parts = words(name);
  // "cursor" alone is pagination; it counts only with "mcp" or "json" beside it.
  const secret = parts.some((w) => SECRET_SOURCE.has(w) && (w !== 'cursor' || parts.includes('mcp') || parts.includes('json')));
  return secret && parts.some((w) => CONTENT_WORD.has(w));
}

interface ExfilParam {
  pointer: string;
  name: string;
  reason: string;
}

function exfiltrationParameters(tool: LintInput): ExfilParam[] {
  const root = tool.definition.inputSchema;
  if (!isObject(root)) return [];
  let purposes: readonly string[] | undefined;
  const purposeOf = () => (purposes ??= purposeWords(tool));
  const found: ExfilParam[] = [];
  const visit = (schema: JsonObject, path: PathNode, depth: number, seen: Set<string>) => {
    if (depth > 6 || found.length >= MAX_OCCURRENCES) return;
    const resolved = resolveRef(root, schema, seen);
    if (!resolved) return;
    for (const branch of branches(resolved, root)) {
      const properties = branch.properties;
      if (!isObject(properties)) continue;
      for (const [name, value] of Object.entries(properties)) {
        if (!isObject(value)) continue;
        const propPath = child(child(path, 'properties'), name);
        // (A copy of `seen` only where a $ref is followed.)
        const prop = (value.$ref === undefined ? value : resolveRef(root, value, new Set(seen))) ?? value;
        // A string, or an array of strings.
        const items = isObject(prop.items) ? (prop.items.$ref === undefined ? prop.items : resolveRef(root, prop.items, new Set(seen))) : undefined;
        const stringy = freeString(prop, root, true) ?? (typesOf(prop).has('array') && items ? freeString(items, root, true) : undefined);
        if (stringy) {
          const compact = words(name).join('');
          const byName = EXFIL_NAMES[compact];
          const description = [prop.description, stringy.description, items?.description].filter((d): d is string => typeof d === 'string').join(' ');
          const ask = description ? askOf(description) : undefined;
          if (namesSecretSource(name)) {
            found.push({ pointer: pointerOf(propPath), name: truncate(name, MAX_SEGMENT), reason: 'names a secret source' });
          } else if (ask && !servesPurpose(purposeOf(), ask.purpose)) {
            found.push({ pointer: pointerOf(propPath), name: truncate(name, MAX_SEGMENT), reason: ask.name });
          } else if (byName && !servesPurpose(purposeOf(), byName)) {
            found.push({ pointer: pointerOf(propPath), name: truncate(name, MAX_SEGMENT), reason: 'free-form name' });
          }
        }
        if (typesOf(prop).has('object') || isObject(prop.properties)) visit(prop, propPath, depth + 1, seen);
        if (items && (typesOf(items).has('object') || isObject(items.properties))) visit(items, child(propPath, 'items'), depth + 1, seen);
      }
    }
  };
  visit(root, child(null, 'inputSchema'), 0, new Set());
  return found;
}

// ---------------------------------------------------------------- output contract (seed 001)

type TrustLabel = 'untrusted' | 'fact' | 'control' | 'provenance' | 'labelled';

const ID_LIKE = /(?:^|[_\-.\s])(?:id|ids|uuid|guid|sha|hash|digest|etag|cursor|url|uri|href|link|email|date|time|timestamp|datetime|version|mime|mimetype|status|state|type|kind|code|lang|language|locale|currency|unit|symbol|ticker|slug|path|filename|color|colour|token)$/;
const ID_LIKE_CAMEL = /(?:Id|Ids|ID|Url|URL|Uri|URI|Date|Time|At|Type|Status|Code|Hash|Path|Version)$/;

function idLike(name: string): boolean {
  return ID_LIKE.test(name.toLowerCase()) || ID_LIKE_CAMEL.test(name);
}

function property(properties: JsonObject, ...names: string[]): JsonValue | undefined {
  for (const name of names) if (properties[name] !== undefined) return properties[name];
  return undefined;
}

function deniesAuthorization(root: JsonObject, untrusted: JsonValue | undefined): boolean {
  if (!isObject(untrusted)) return false;
  const resolved = resolveRef(root, untrusted, new Set());
  if (!resolved || !isObject(resolved.properties)) return false;
  const may = property(resolved.properties, 'mayAuthorizeAction', 'may_authorize_action');
  const flag = isObject(may) ? resolveRef(root, may, new Set()) : undefined;
  if (!flag) return false;
  return flag.const === false || (Array.isArray(flag.enum) && flag.enum.length === 1 && flag.enum[0] === false) || flag.default === false;
}

function explicitLabel(schema: JsonObject): boolean {
  return typeof schema['x-trust'] === 'string' || schema['x-untrusted'] === true || typeof schema['x-trust-class'] === 'string';
}

interface OutputScan {
  untrusted: string[];
  unbounded: { pointer: string; missing: 'maxLength' | 'maxItems' }[];
  untrustedTotal: number;
  unboundedTotal: number;
  sealed: boolean;
}

function scanOutput(root: JsonObject): OutputScan {
  const scan: OutputScan = { untrusted: [], unbounded: [], untrustedTotal: 0, unboundedTotal: 0, sealed: false };
  const flagText = (pointer: string) => {
    scan.untrustedTotal++;
    if (scan.untrusted.length < MAX_OCCURRENCES) scan.untrusted.push(pointer);
  };
  const flagSize = (pointer: string, missing: 'maxLength' | 'maxItems') => {
    scan.unboundedTotal++;
    if (scan.unbounded.length < MAX_OCCURRENCES) scan.unbounded.push({ pointer, missing });
  };
  /** Returns whether the subtree holds free text (an array of it needs maxItems, whatever the items' maxLength). */
  const visit = (raw: JsonObject, path: PathNode, name: string, label: TrustLabel | null, depth: number, seen: Set<string>): boolean => {
    if (depth > MAX_SCHEMA_DEPTH) return false;
    const schema = resolveRef(root, raw, seen);
    if (!schema) return false;
    const own: TrustLabel | null = label ?? (explicitLabel(schema) ? 'labelled' : null);
    let holdsText = false;
    const text = freeString(schema, root, false);
    if (text && !idLike(name)) {
      holdsText = true;
      if (own === null) flagText(pointerOf(path));
      if (typeof text.maxLength !== 'number' && typeof schema.maxLength !== 'number') flagSize(pointerOf(path), 'maxLength');
    }
    const properties = isObject(schema.properties) ? schema.properties : undefined;
    const labels = new Map<string, TrustLabel>();
    if (properties) {
      const untrustedKey = ['untrustedContent', 'untrusted_content'].find((k) => properties[k] !== undefined);
      if (untrustedKey && deniesAuthorization(root, properties[untrustedKey])) {
        labels.set(untrustedKey, 'untrusted');
        const facts = property(properties, 'facts');
        const policyKey = ['actionPolicy', 'action_policy'].find((k) => properties[k] !== undefined);
        if (facts !== undefined && policyKey) {
          scan.sealed = true;
          labels.set('facts', 'fact');
          labels.set(policyKey, 'control');
          for (const k of ['source', 'provenance']) if (properties[k] !== undefined) labels.set(k, 'provenance');
        }
      }
      for (const [key, value] of Object.entries(properties)) {
        if (isObject(value)) holdsText = visit(value, child(child(path, 'properties'), key), key, own ?? labels.get(key) ?? null, depth + 1, new Set(seen)) || holdsText;
      }
    }
    if (isObject(schema.additionalProperties)) {
      holdsText = visit(schema.additionalProperties, child(path, 'additionalProperties'), name, own, depth + 1, new Set(seen)) || holdsText;
    }
    for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
      const list = schema[key];
      if (Array.isArray(list)) {
        list.slice(0, 16).forEach((item, i) => {
          if (isObject(item) && item.type !== 'string' && !(Array.isArray(item.type) && item.type.includes('string'))) {
            holdsText = visit(item, child(child(path, key), String(i)), name, own, depth + 1, new Set(seen)) || holdsText;
          }
        });
      }
    }
    const items = schema.items;
    const itemList = Array.isArray(schema.prefixItems) ? schema.prefixItems : Array.isArray(items) ? items : isObject(items) ? [items] : [];
    let arrayText = false;
    itemList.slice(0, 16).forEach((item, i) => {
      if (isObject(item)) {
        const itemPath = Array.isArray(items) || Array.isArray(schema.prefixItems) ? child(child(path, Array.isArray(schema.prefixItems) ? 'prefixItems' : 'items'), String(i)) : child(path, 'items');
        arrayText = visit(item, itemPath, name, own, depth + 1, new Set(seen)) || arrayText;
      }
    });
    if (arrayText && typeof schema.maxItems !== 'number') flagSize(pointerOf(path), 'maxItems');
    return holdsText || arrayText;
  };
  visit(root, child(null, 'outputSchema'), '', null, 0, new Set());
  return scan;
}

// ---------------------------------------------------------------- annotations

function annotationFindings(tool: LintInput, make: Make): Finding[] {
  const annotations = tool.definition.annotations;
  const effect = tool.declaredEffect;
  if (!isObject(annotations) || effect === undefined) return [];
  const readOnly = typeof annotations.readOnlyHint === 'boolean' ? annotations.readOnlyHint : undefined;
  const destructive = typeof annotations.destructiveHint === 'boolean' ? annotations.destructiveHint : undefined;
  const hints: JsonObject = {};
  for (const key of ['readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint']) {
    if (typeof annotations[key] === 'boolean') hints[key] = annotations[key];
  }
  if (effect === 'undeclared') {
    if (readOnly === undefined && destructive === undefined) return [];
    // MCP defaults readOnlyHint to false: any hint other than readOnlyHint: true describes a tool that modifies.
    const suggested = readOnly === true && destructive !== true ? 'read' : 'write';
    const basis =
      readOnly === true && destructive === true ? 'readOnlyHint and destructiveHint are both true' :
      readOnly === true ? 'readOnlyHint: true' :
      destructive === true ? 'destructiveHint: true' :
      readOnly === false ? 'readOnlyHint: false' : 'destructiveHint: false';
    return [make('annotation_suggestion', `${basis} suggests effect: ${suggested} (annotations are unverified hints)`, { suggestedEffect: suggested, basis, annotations: hints })];
  }
  const conflicts: string[] = [];
  if (readOnly === true && (effect === 'write' || effect === 'propose')) conflicts.push(`readOnlyHint: true but the catalog declares effect: ${effect}`);
  if (destructive === true && effect === 'read') conflicts.push('destructiveHint: true but the catalog declares effect: read');
  if (readOnly === false && effect === 'read') conflicts.push('readOnlyHint: false but the catalog declares effect: read');
  if (conflicts.length === 0) return [];
  return [make('annotation_contradiction', `annotations say ${conflicts.join('; ')}`, { declaredEffect: effect, annotations: hints, conflicts })];
}

// ---------------------------------------------------------------- assembly

type Make = (rule: string, message: string, details: JsonObject) => Finding;

function maker(tools: string[], server: string, subject: string): Make {
  return (rule, message, details) => ({
    rule,
    severity: SEVERITY.get(rule)!,
    tools: [...tools],
    servers: [server],
    message: `${subject}: ${message}`,
    details,
  });
}

function characterFindings(sites: Site[], make: Make): Finding[] {
  const findings: Finding[] = [];
  const chars = scanCharacters(sites);
  if (chars.hiddenTotal > 0) {
    const pointers = distinctPointers(chars.hidden);
    const details: JsonObject = { total: chars.hiddenTotal, occurrences: occurrences(chars.hidden) };
    if (chars.decodedTags.length > 0) details.decodedTags = chars.decodedTags;
    if (chars.decodedVariationSelectors.length > 0) details.decodedVariationSelectors = chars.decodedVariationSelectors;
    const kinds = [...new Set(chars.hidden.map((hit) => hit.kind))].join(', ');
    let message = `${plural(chars.hiddenTotal, 'invisible or bidi character')} (${kinds}) in ${fieldsPhrase(pointers)}`;
    if (chars.decodedTags.length > 0) message += `; tag characters spell ${q(chars.decodedTags[0])}`;
    else if (chars.decodedVariationSelectors.length > 0) message += `; variation selectors spell ${q(chars.decodedVariationSelectors[0])}`;
    findings.push(make('hidden_unicode', message, details));
  }
  if (chars.controlTotal > 0) {
    const pointers = distinctPointers(chars.controls);
    const kinds = [...new Set(chars.controls.map((hit) => hit.kind))].join(', ');
    findings.push(
      make('ansi_escape', `${plural(chars.controlTotal, 'terminal control character')} (${kinds}) in ${fieldsPhrase(pointers)}`, {
        total: chars.controlTotal,
        occurrences: occurrences(chars.controls),
      }),
    );
  }
  return findings;
}

/** Keeps the first match of each pattern first (so details show every kind), then the rest, in document order. */
function pickMatches(matches: TextMatch[]): TextMatch[] {
  const firsts = new Map<string, TextMatch>();
  for (const match of matches) if (!firsts.has(match.pattern)) firsts.set(match.pattern, match);
  const picked = [...firsts.values()].slice(0, MAX_MATCHES);
  for (const match of matches) {
    if (picked.length >= MAX_MATCHES) break;
    if (!picked.includes(match)) picked.push(match);
  }
  const order = new Map(matches.map((match, i) => [match, i]));
  return picked.sort((a, b) => order.get(a)! - order.get(b)!);
}

function textFindings(rule: 'instruction_text' | 'tool_preference', matches: TextMatch[], make: Make, what: string): Finding[] {
  if (matches.length === 0) return [];
  const picked = pickMatches(matches);
  const patterns = [...new Set(matches.map((m) => m.pattern))];
  const details: JsonObject = {
    total: matches.length,
    patterns,
    matches: picked.map((m) => {
      const entry: JsonObject = { pattern: m.pattern, pointer: pointerOf(m.site.path), snippet: snippetOf(m.site.text, m.start, m.end) };
      if (m.extra) Object.assign(entry, m.extra);
      return entry;
    }),
  };
  const first = picked[0];
  return [make(rule, `${what} (${patterns.join(', ')}): ${q(snippetOf(first.site.text, first.start, first.end))}`, details)];
}

function sortFindings(findings: Finding[]): Finding[] {
  return findings.sort((a, b) => (RULE_ORDER.get(a.rule) ?? 99) - (RULE_ORDER.get(b.rule) ?? 99));
}

function lintText(
  sites: Site[],
  context: LintContext,
  self: { server: string; name: string | null; params: Set<string>; reportSameServer: boolean },
  make: Make,
): Finding[] {
  const index = referenceIndex(context);
  const caches = matchCachesOf(context);
  const matches: TextMatch[] = [];
  const references: Reference[] = [];
  for (const site of sites) {
    for (const m of siteMatches(caches, site.text, site.kind === 'key' || site.kind === 'name')) matches.push({ ...m, site });
    // References are only looked for in prose.
    if (site.kind === 'prose') findReferences(site, referenceHits(site.text, index), self, references);
  }
  // One entry per referenced tool or server (first occurrence).
  const distinct = new Map<string, Reference>();
  for (const ref of references) if (!distinct.has(ref.key)) distinct.set(ref.key, ref);
  const foreign = [...distinct.values()].filter((ref) => ref.server !== null && ref.server !== self.server);
  const local = [...distinct.values()].filter((ref) => ref.server === null || ref.server === self.server);
  for (const ref of foreign) {
    const target = truncate(ref.tool !== undefined ? `${ref.server}/${ref.tool}` : ref.label!, MAX_SEGMENT * 2);
    matches.push({
      rule: 'instruction_text',
      pattern: ref.tool !== undefined ? 'other_server_tool' : 'other_server_label',
      site: ref.site,
      start: ref.start,
      end: ref.end,
      extra: { target },
    });
  }
  // Document order across sites: sites are in document order already; sort by site index then offset.
  let siteIndex: Map<Site, number> | undefined;
  const indexOf = (site: Site) => (siteIndex ??= new Map(sites.map((x, i) => [x, i]))).get(site)!;
  const byPosition = (a: TextMatch, b: TextMatch) => (a.site === b.site ? 0 : indexOf(a.site) - indexOf(b.site)) || a.start - b.start || a.pattern.localeCompare(b.pattern);
  const instruction = matches.filter((m) => m.rule === 'instruction_text').sort(byPosition);
  const preference = matches.filter((m) => m.rule === 'tool_preference').sort(byPosition);
  const findings: Finding[] = [
    ...textFindings('instruction_text', instruction, make, 'text aimed at the model'),
    ...textFindings('tool_preference', preference, make, 'text pushes the model to prefer this tool'),
  ];
  if (self.reportSameServer && local.length > 0) {
    const refs = local.slice(0, MAX_OCCURRENCES).map((ref) => ({ tool: truncate(ref.tool ?? ref.label ?? '', MAX_SEGMENT), server: ref.server, pointer: pointerOf(ref.site.path) }));
    const names = refs.map((ref) => q(ref.tool, 40)).slice(0, 3).join(', ');
    const unknown = local.some((ref) => ref.server === null);
    findings.push(
      make(
        'cross_tool_reference',
        `refers to ${local.length === 1 ? 'tool' : 'tools'} ${names}${local.length > 3 ? ` and ${local.length - 3} more` : ''}${unknown ? ' (server not known)' : ' of its own server'}`,
        { total: local.length, references: refs },
      ),
    );
  }
  return findings;
}

/** Lints one tool definition. Pure; never throws on hostile input. Findings in LINT_RULES order. */
export function lintTool(tool: LintInput, context: LintContext): Finding[] {
  const definition = isObject(tool.definition) ? tool.definition : {};
  const make = maker([tool.id], tool.server, q(tool.id));
  const { sites, propertyNames } = collectSites(definition);
  const name = typeof definition.name === 'string' ? definition.name.toLowerCase() : tool.id.slice(tool.server.length + 1).toLowerCase() || null;
  const findings: Finding[] = [
    ...characterFindings(sites, make),
    ...lintText(sites, context, { server: tool.server, name, params: propertyNames, reportSameServer: true }, make),
  ];
  const exfil = exfiltrationParameters({ ...tool, definition });
  if (exfil.length > 0) {
    const names = exfil.slice(0, 3).map((p) => q(p.name, 40)).join(', ');
    findings.push(
      make('exfiltration_parameter', `${exfil.length === 1 ? 'parameter' : 'parameters'} ${names}${exfil.length > 3 ? ` and ${exfil.length - 3} more` : ''} invite the model to send its context`, {
        parameters: exfil.map((p) => ({ pointer: p.pointer, name: p.name, reason: p.reason })),
      }),
    );
  }
  if (isObject(definition.outputSchema)) {
    const out = scanOutput(definition.outputSchema);
    if (out.untrustedTotal > 0) {
      findings.push(
        make('output_untrusted_text', `returns ${plural(out.untrustedTotal, 'free-text field')} with no trust label (e.g. ${q(out.untrusted[0], 60)})`, {
          total: out.untrustedTotal,
          fields: out.untrusted,
          trustPattern: out.sealed,
        }),
      );
    }
    if (out.unboundedTotal > 0) {
      findings.push(
        make('output_unbounded', `returns ${plural(out.unboundedTotal, 'text field or list')} with no size limit (e.g. ${q(out.unbounded[0].pointer, 60)})`, {
          total: out.unboundedTotal,
          fields: out.unbounded.map((f) => ({ pointer: f.pointer, missing: f.missing })),
        }),
      );
    }
  } else {
    findings.push(make('output_contract_missing', 'declares no outputSchema: its results reach the model as untyped text', {}));
  }
  findings.push(...annotationFindings({ ...tool, definition }, make));
  return sortFindings(findings);
}

/** Lints the instructions a server sends at initialize; they reach the model like descriptions do. */
export function lintInstructions(server: string, instructions: string, context: LintContext): Finding[] {
  if (typeof instructions !== 'string' || instructions.length === 0) return [];
  const make = maker([], server, `server ${q(server)} instructions`);
  const sites: Site[] = [{ path: child(null, 'instructions'), text: instructions, kind: 'prose' }];
  return sortFindings([
    ...characterFindings(sites, make),
    ...lintText(sites, context, { server, name: null, params: new Set(), reportSameServer: false }, make),
  ]);
}

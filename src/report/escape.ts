// Escaping for every sink. Tool names, descriptions, schemas, server errors
// and server info are attacker-controlled: nothing from a server reaches a
// terminal, a CI log or a Markdown comment without going through here.
import { truncate } from '../util/truncate.js';

// C0/C1 controls (but tab and newline), DEL, format characters (bidi
// controls, zero-width, tags…), line/paragraph separators, and every
// default-ignorable code point: what renders as nothing or looks like
// nothing (Hangul fillers, variation selectors, the combining grapheme
// joiner…), so that `a/xㅤ` cannot pass for `a/x` in a report; and lone
// surrogates (a sink would print them as U+FFFD, hiding which they were).
const INVISIBLE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\p{Cf}\p{Zl}\p{Zp}\p{Cs}\p{Default_Ignorable_Code_Point}]/gu;

function codePoint(ch: string): string {
  return `\\u{${ch.codePointAt(0)!.toString(16).toUpperCase()}}`;
}

/** Invisible characters (see INVISIBLE) shown as `\u{…}`; tab and newline kept. */
export function visible(text: string): string {
  return text.replace(INVISIBLE, codePoint);
}

/**
 * One line of plain text, as a finding's message is in every report (the
 * JSON report too: `jq -r .findings[].message` prints it): invisible
 * characters, tabs and line breaks shown as `\u{…}`, and neither a leading
 * `::` nor the runner's `##[command]` form anywhere. A message names tools,
 * and a tool name holding a line break could start a line of its own
 * (`::error::…`) wherever the message is printed.
 */
export function oneLine(text: string): string {
  return text
    .replace(INVISIBLE, codePoint)
    .replace(/[\t\n]/g, codePoint)
    .replace(/#(?=#\[)/g, '\\u{23}')
    .replace(/^(\s*):/, '$1\\u{3A}');
}

/** Whether oneLine() would change the text (most texts are plain: no copy made). */
export function needsOneLine(text: string): boolean {
  return /[^\x20-\x7e]|##\[|^\s*:/.test(text);
}

/**
 * Text for a terminal or a CI log: control, ANSI, bidi and invisible
 * characters are shown as visible `\u{…}` escapes, and no line can start a
 * GitHub workflow command (`::`).
 */
export function logText(text: string): string {
  return text
    .replace(INVISIBLE, codePoint)
    // The runner also reads the older `##[command]` form anywhere in a line (`##[error]`, `##[add-mask]`, `##[stop-commands]`).
    .replace(/#(?=#\[)/g, '\\u{23}')
    .split('\n')
    .map((line) => line.replace(/^(\s*):/, '$1\\u{3A}'))
    .join('\n');
}

/**
 * Spaces that pass for another (no-break, ideographic, figure, braille
 * blank…), and a space at either end of a one-line text (a table cell trims
 * it): `get_item ` or `get_item\u00A0` must not read as `get_item`. Shown as
 * `\u{…}`: at either end of any text, and anywhere in a text with no
 * ordinary space (an identifier); prose keeps its no-break and ideographic
 * spaces (French `Montant\u00A0:`, Japanese `検索\u3000ファイル`).
 */
const SPACE_LOOKALIKE = /[\u00A0\u1680\u2000-\u200A\u202F\u205F\u2800\u3000]/u;
const SPACE_LOOKALIKES = /[\u00A0\u1680\u2000-\u200A\u202F\u205F\u2800\u3000]/gu;
/** A space or a look-alike (as SPACE_LOOKALIKE, every one a single UTF-16 unit). */
const isEdgeSpace = (c: number) => c === 0x20 || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x202f || c === 0x205f || c === 0x2800 || c === 0x3000;
const shownSpaces = (run: string) => Array.from(run, codePoint).join('');

function inlineSpaces(text: string): string {
  // The runs at either end, by a scan from each end (a regex `[…]+$` was tried from every space of an inner run: a
  // name with 30,000 spaces inside took seconds for each finding that named it).
  let start = 0;
  while (start < text.length && isEdgeSpace(text.charCodeAt(start))) start++;
  let end = text.length;
  while (end > start && isEdgeSpace(text.charCodeAt(end - 1))) end--;
  const edges = start === 0 && end === text.length ? text : shownSpaces(text.slice(0, start)) + text.slice(start, end) + shownSpaces(text.slice(end));
  return edges.includes(' ') || !SPACE_LOOKALIKE.test(edges) ? edges : edges.replace(SPACE_LOOKALIKES, codePoint);
}

/**
 * A tool id (`label/name`) as a message shows it: a space at either end of
 * the label or of the name, or a look-alike space in either, as `\u{…}`
 * (`alpha/delete_repo ` must not read as `alpha/delete_repo`).
 */
export function idText(raw: string): string {
  // A `\u{` written in the name itself shows as `\u{5C}u{`: every escape in a shown name then stands for one
  // character (a tool named `del\u{20}` and one named `del ` would print alike).
  const id = raw.includes('\\u{') ? raw.replace(/\\(?=u\{)/g, '\\u{5C}') : raw;
  const slash = id.indexOf('/');
  return slash < 0 ? inlineSpaces(id) : `${inlineSpaces(id.slice(0, slash))}/${inlineSpaces(id.slice(slash + 1))}`;
}

/**
 * Longest text one log line shows, in code points: a tool name or a server
 * error can be megabytes, and the JSON report keeps all of it.
 */
export const LOG_LINE_MAX = 2_000;

/** One line of log text: newlines and tabs are escaped as well; at most LOG_LINE_MAX code points of the text, the cut marked with `…`. */
export function logInline(text: string): string {
  return logText(inlineSpaces(truncate(text, LOG_LINE_MAX)).replace(/\n/g, '\\n').replace(/\t/g, '\\t'));
}

const MARKDOWN_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', ':': '&#58;' };
// (`$` too: GitHub renders `$…$` and `$$…$$` as math.)
const MARKDOWN_PUNCTUATION = /[\\`*_{}\[\]()#+\-.!|~$]/;
/** In an HTML block: what would make a link, an image or code if a renderer read Markdown there after all (an entity shows the same character either way). */
const HTML_ENTITIES: Record<string, string> = { '[': '&#91;', ']': '&#93;', '(': '&#40;', ')': '&#41;', '`': '&#96;', $: '&#36;' };
/**
 * A zero-width space: GitHub links mentions (`@user`, `@org/team`), issue
 * references (`#12`, `GH-12`) and emoji (`:+1:`) in the rendered text, after
 * Markdown and entities are read, so neither a backslash nor `&#64;` stops
 * them; a zero-width space after the `@`, `#`, `:` or `GH` of one does (the
 * character Dependabot puts after `@` in the release notes it quotes). Put
 * only where GitHub would link: an e-mail address, a `sha256:` digest or a
 * time keep their characters.
 */
const BREAK = '\u200B';
/** What GitHub reads as part of a word before `@` or `GH` (ASCII: an accented letter before `@` does not stop a mention). */
const WORD = /[A-Za-z0-9_]/;
const MENTION_START = /[A-Za-z0-9]/;
const SHORTCODE_AHEAD = /^[\w+-]+:/;

/**
 * Inline Markdown text: no HTML (entities for < > &), no mentions, issue
 * references or emoji shortcodes that GitHub would link, no emphasis, links
 * or tables from hostile text; line breaks read as spaces, other invisible
 * characters (a lone carriage return included) and look-alike spaces (see
 * inlineSpaces) shown as `\u{…}`.
 */
export function markdownInline(text: string): string {
  return inline(text.replace(/\r?\n/g, ' '), false);
}

/**
 * Text inside an HTML block (a `<details><summary>` line): CommonMark reads
 * no Markdown there, so backslash escapes would show as typed; entities
 * only, and the same zero-width breaks against mentions and references.
 */
export function htmlInline(text: string): string {
  return inline(text.replace(/\r?\n/g, ' '), true);
}

/** A tool id in Markdown: like a message shows it (idText, line breaks and tabs as `\u{…}`), in a table cell or in an HTML block. */
export function markdownId(id: string, html = false): string {
  return inline(oneLine(idText(id)), html);
}

function inline(text: string, html: boolean): string {
  const chars = Array.from(inlineSpaces(text.replace(INVISIBLE, codePoint)));
  const slash = html ? '' : '\\';
  let out = '';
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i];
    const next = chars[i + 1] ?? '';
    const previous = chars[i - 1] ?? '';
    if (ch === '@' && MENTION_START.test(next) && !WORD.test(previous)) out += `@${BREAK}`;
    else if (ch === '#' && /^\d$/.test(next)) out += `${slash}#${BREAK}`;
    else if (ch === ':' && SHORTCODE_AHEAD.test(chars.slice(i + 1, i + 102).join(''))) out += `&#58;${BREAK}`;
    else if (ch === '-' && /^\d$/.test(next) && /^gh$/i.test((chars[i - 2] ?? '') + previous) && !WORD.test(chars[i - 3] ?? '')) out += `${BREAK}${slash}-`;
    else out += MARKDOWN_ENTITIES[ch] ?? (html ? (HTML_ENTITIES[ch] ?? ch) : MARKDOWN_PUNCTUATION.test(ch) ? `\\${ch}` : ch);
  }
  return out;
}

/** A fenced block that hostile content cannot close: the fence is longer than any backtick run inside. */
/** The longest run of backticks in a text, in one pass (a spread of every run's length overflowed the call stack on a hostile name of 200k runs). */
function longestBacktickRun(text: string): number {
  let longest = 0;
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) === 0x60) longest = Math.max(longest, ++run);
    else run = 0;
  }
  return longest;
}

export function markdownFence(content: string, info = ''): string {
  // A carriage return is shown like any invisible character: dropped, a description edited from \n to \r\n read as two equal lines.
  const cleaned = content.replace(INVISIBLE, codePoint);
  const fence = '`'.repeat(Math.max(3, longestBacktickRun(cleaned) + 1));
  // A text that ends its last line (a diff does) is not shown with an empty line before the closing fence.
  return `${fence}${info}\n${cleaned.endsWith('\n') ? cleaned.slice(0, -1) : cleaned}\n${fence}`;
}

/**
 * An inline code span for hostile text: Markdown and HTML are not interpreted
 * inside, mentions do not notify; the delimiter is longer than any backtick
 * run inside, and newlines and invisible characters are made visible.
 */
export function markdownCode(text: string): string {
  const cleaned = inlineSpaces(text.replace(/\r?\n/g, ' ').replace(INVISIBLE, codePoint));
  const fence = '`'.repeat(longestBacktickRun(cleaned) + 1);
  const pad = cleaned.startsWith('`') || cleaned.endsWith('`') || cleaned.length === 0 ? ' ' : '';
  return `${fence}${pad}${cleaned}${pad}${fence}`;
}

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
 * Text for a terminal or a CI log: control, ANSI, bidi and invisible
 * characters are shown as visible `\u{…}` escapes, and no line can start a
 * GitHub workflow command (`::`).
 */
export function logText(text: string): string {
  return text
    .replace(INVISIBLE, codePoint)
    .split('\n')
    .map((line) => line.replace(/^(\s*):/, '$1\\u{3A}'))
    .join('\n');
}

/**
 * Longest text one log line shows, in code points: a tool name or a server
 * error can be megabytes, and the JSON report keeps all of it.
 */
export const LOG_LINE_MAX = 2_000;

/** One line of log text: newlines and tabs are escaped as well; at most LOG_LINE_MAX code points of the text, the cut marked with `…`. */
export function logInline(text: string): string {
  return logText(truncate(text, LOG_LINE_MAX).replace(/\n/g, '\\n').replace(/\t/g, '\\t'));
}

const MARKDOWN_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '@': '&#64;', ':': '&#58;' };
const MARKDOWN_PUNCTUATION = /[\\`*_{}\[\]()#+\-.!|~]/;

/**
 * Inline Markdown text: no HTML (entities for < > &), no @mentions that
 * notify, no emphasis, links, tables or emoji shortcodes from hostile text.
 */
export function markdownInline(text: string): string {
  let out = '';
  for (const ch of text.replace(/\r?\n/g, ' ').replace(INVISIBLE, codePoint)) {
    const entity = MARKDOWN_ENTITIES[ch];
    out += entity ?? (MARKDOWN_PUNCTUATION.test(ch) ? `\\${ch}` : ch);
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
  return `${fence}${info}\n${cleaned}\n${fence}`;
}

/**
 * An inline code span for hostile text: Markdown and HTML are not interpreted
 * inside, mentions do not notify; the delimiter is longer than any backtick
 * run inside, and newlines and invisible characters are made visible.
 */
export function markdownCode(text: string): string {
  const cleaned = text.replace(/\r?\n/g, ' ').replace(INVISIBLE, codePoint);
  const fence = '`'.repeat(longestBacktickRun(cleaned) + 1);
  const pad = cleaned.startsWith('`') || cleaned.endsWith('`') || cleaned.length === 0 ? ' ' : '';
  return `${fence}${pad}${cleaned}${pad}${fence}`;
}

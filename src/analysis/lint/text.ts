// Small text helpers: limits on what a finding reports, truncation, hostile
// text quoted for a one-line message, snippets of matched text.

const MESSAGE_TEXT = 80;
export const SNIPPET = 120;
export const MAX_OCCURRENCES = 20;

import { truncate } from '../../util/truncate.js';

export { truncate };

// Characters JSON.stringify leaves as they are but that have no place in a one-line message.
const MESSAGE_UNSAFE = /[\u0080-\u009f\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\u{e0000}-\u{e01ef}]|\p{Cf}/gu;

/** Hostile text quoted for a one-line message: JSON-quoted, truncated, invisible characters and line separators escaped. */
export function q(text: string, max = MESSAGE_TEXT): string {
  return JSON.stringify(truncate(text, max)).replace(MESSAGE_UNSAFE, (ch) => {
    const cp = ch.codePointAt(0)!;
    return cp > 0xffff ? `\\u{${cp.toString(16)}}` : `\\u${cp.toString(16).padStart(4, '0')}`;
  });
}

export function codePointLabel(cp: number): string {
  return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
}

export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** The matched text, extended to the right for context, on one line, at most SNIPPET code points. */
export function snippetOf(text: string, start: number, end: number): string {
  const stop = Math.min(text.length, Math.max(end, start + SNIPPET * 2), start + SNIPPET * 4);
  return truncate(text.slice(start, stop).replace(/\s+/g, ' ').trim(), SNIPPET);
}

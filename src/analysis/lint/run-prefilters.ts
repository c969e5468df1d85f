// Cheap necessary conditions for the two scans that read every letter of a
// text with a lookbehind (text spelled out one letter at a time, runs of hex
// digit pairs): one char-code loop that says "no" for almost every text, so
// the regex runs only on the few that may hold such a run. Each is
// conservative: a text it rejects cannot match (a property test checks it
// against the regexes).

const isAsciiLetter = (c: number) => (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a);
const isAsciiAlnum = (c: number) => isAsciiLetter(c) || (c >= 0x30 && c <= 0x39);
const isSpaceOrTab = (c: number) => c === 0x20 || c === 0x09;
const isJoiner = (c: number) => c === 0x2d || c === 0x5f || c === 0x2e;

/**
 * Whether `text` may hold `min` single letters in a row, each followed by 1–3 spaces or tabs or one of `-_.`
 * (what SPACED_RUN matches). Any unit outside ASCII counts as a possible letter; a surrogate (a letter outside
 * the BMP takes two units) sends the text to the regex.
 */
export function mayHoldSpacedRun(text: string, min: number): boolean {
  let count = 0;
  for (let i = 0; i < text.length; ) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdfff) return true;
    const letter = isAsciiLetter(c) || c >= 0x80;
    if (!letter) {
      count = 0;
      i++;
      continue;
    }
    const next = i + 1 < text.length ? text.charCodeAt(i + 1) : -1;
    if (isAsciiAlnum(next)) {
      // A word, not a single letter: nothing in it starts a run (a unit outside ASCII may be a symbol before a letter).
      count = 0;
      i++;
      if (isAsciiLetter(c)) while (i < text.length && isAsciiAlnum(text.charCodeAt(i))) i++;
      continue;
    }
    if (++count >= min) return true;
    // The separator to the next letter: one of -_. or 1–3 spaces or tabs.
    let j = i + 1;
    if (isJoiner(next)) j++;
    else {
      let spaces = 0;
      while (j < text.length && spaces < 4 && isSpaceOrTab(text.charCodeAt(j))) {
        j++;
        spaces++;
      }
      if (spaces === 0 || spaces > 3) {
        count = 0;
        i++;
        continue;
      }
    }
    const after = j < text.length ? text.charCodeAt(j) : -1;
    if (!(isAsciiLetter(after) || after >= 0x80)) count = 0;
    i = j;
  }
  return false;
}

/** Hex digits and what may stand between pairs in HEX_RUN: `\x`, `0x`, spaces, commas and colons (a table: one read a unit). */
const HEX_RUN_UNIT = new Uint8Array(128);
for (const ch of '0123456789abcdefABCDEFx\\ ,:') HEX_RUN_UNIT[ch.charCodeAt(0)] = 1;
const isHexRunUnit = (c: number) => c < 128 && HEX_RUN_UNIT[c] === 1;

/** Whether `text` holds `min` units in a row of those HEX_RUN is made of (every match is at least that long). */
export function mayHoldHexRun(text: string, min: number): boolean {
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    if (!isHexRunUnit(text.charCodeAt(i))) run = 0;
    else if (++run >= min) return true;
  }
  return false;
}

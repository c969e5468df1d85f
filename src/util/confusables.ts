// Letters of other scripts that look like Latin ones (Cyrillic а е о р с у х
// і ј ѕ ԁ ԛ ԝ һ, Latin ɡ ı ȷ and small capitals, Greek ο α ι κ ν ρ τ υ χ ϲ ϳ,
// Armenian օ ս հ ո զ, the palochka ӏ), and typographic quotes and
// dashes: one table for the lint (which reads text as the model would) and
// for the name fold of exact_name (`ѕend_email` is `send_email` to a reader).

/** Lower-case code point → what it passes for. */
export const CONFUSABLES: Readonly<Record<number, string>> = {
  0x0430: 'a', 0x0435: 'e', 0x043e: 'o', 0x0440: 'p', 0x0441: 'c', 0x0443: 'y', 0x0445: 'x', 0x0456: 'i', 0x0458: 'j',
  0x0455: 's', 0x0501: 'd', 0x051b: 'q', 0x051d: 'w', 0x0261: 'g', 0x03bf: 'o', 0x03b1: 'a', 0x03b9: 'i', 0x03ba: 'k',
  0x03bd: 'v', 0x03c1: 'p', 0x03c4: 't', 0x03c5: 'u', 0x03c7: 'x', 0x03f2: 'c', 0x03f3: 'j', 0x04bb: 'h',
  // Armenian that passes for Latin (օ ս հ ո զ), dotless i and j.
  0x0585: 'o', 0x057d: 'u', 0x0570: 'h', 0x0578: 'n', 0x0566: 'q', 0x0131: 'i', 0x0237: 'j',
  // A bare stroke that passes for l: the Cyrillic palochka (ӏ, the lower case of Ӏ) and the dental click ǀ.
  0x04cf: 'l', 0x01c0: 'l',
  // Small capitals (ɪɢɴᴏʀᴇ reads "ignore").
  0x1d00: 'a', 0x0299: 'b', 0x1d04: 'c', 0x1d05: 'd', 0x1d07: 'e', 0xa730: 'f', 0x0262: 'g', 0x029c: 'h', 0x026a: 'i',
  0x1d0a: 'j', 0x1d0b: 'k', 0x029f: 'l', 0x1d0d: 'm', 0x0274: 'n', 0x1d0f: 'o', 0x1d18: 'p', 0x0280: 'r', 0xa731: 's',
  0x1d1b: 't', 0x1d1c: 'u', 0x1d20: 'v', 0x1d21: 'w', 0x028f: 'y', 0x1d22: 'z',
  0x2018: "'", 0x2019: "'", 0x201b: "'", 0x2032: "'", 0x201c: '"', 0x201d: '"', 0x2033: '"',
  0x2010: '-', 0x2011: '-', 0x2012: '-', 0x2013: '-', 0x2014: '-', 0x2015: '-',
};

/** Lower-case text with every confusable replaced by what it passes for. */
export function foldConfusables(lower: string): string {
  let out = '';
  for (const ch of lower) out += CONFUSABLES[ch.codePointAt(0)!] ?? ch;
  return out;
}

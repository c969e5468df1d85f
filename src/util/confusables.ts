// Letters of other scripts that look like Latin ones (Cyrillic а е о р с у х
// і ј ѕ ԁ ԛ ԝ, Latin ɡ, Greek ο α ι κ ν ρ τ υ χ), and typographic quotes and
// dashes: one table for the lint (which reads text as the model would) and
// for the name fold of exact_name (`ѕend_email` is `send_email` to a reader).

/** Lower-case code point → what it passes for. */
export const CONFUSABLES: Readonly<Record<number, string>> = {
  0x0430: 'a', 0x0435: 'e', 0x043e: 'o', 0x0440: 'p', 0x0441: 'c', 0x0443: 'y', 0x0445: 'x', 0x0456: 'i', 0x0458: 'j',
  0x0455: 's', 0x0501: 'd', 0x051b: 'q', 0x051d: 'w', 0x0261: 'g', 0x03bf: 'o', 0x03b1: 'a', 0x03b9: 'i', 0x03ba: 'k',
  0x03bd: 'v', 0x03c1: 'p', 0x03c4: 't', 0x03c5: 'u', 0x03c7: 'x',
  0x2018: "'", 0x2019: "'", 0x201b: "'", 0x2032: "'", 0x201c: '"', 0x201d: '"', 0x2033: '"',
  0x2010: '-', 0x2011: '-', 0x2012: '-', 0x2013: '-', 0x2014: '-', 0x2015: '-',
};

/** Lower-case text with every confusable replaced by what it passes for. */
export function foldConfusables(lower: string): string {
  let out = '';
  for (const ch of lower) out += CONFUSABLES[ch.codePointAt(0)!] ?? ch;
  return out;
}

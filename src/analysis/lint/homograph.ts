// A link whose host is written in internationalised form (an `xn--` label) and spells, once decoded, a look-alike of a
// Latin name: Latin letters mixed with Cyrillic, Greek or Armenian ones in one label (`xn--nrthbank-nbh.com`, "nоrthbank"
// with a Cyrillic о — red team 79's account recovery link), or a label made only of the Cyrillic and Greek letters that
// look Latin (`аррӏе`) under a Latin top-level domain. A real internationalised name is written in one script and
// reads as such (`bücher.de`, `пример.рф`); mixing scripts within a label is what registries and browsers refuse to
// show decoded, because it exists to be mistaken.
import { domainToUnicode } from 'node:url';

const LATIN = /[a-z\u00c0-\u024f]/iu;
const LOOKS_LATIN_OTHER = /[\u0370-\u03ff\u0400-\u04ff\u0500-\u052f\u0530-\u058f]/u;
/** The Cyrillic and Greek letters that look like Latin ones (lower case), all a label may hold to pass for a Latin name. */
const CONFUSABLE = new Set([...'аеорсухіјѕԁԛԝһӏԌкмнтвьοαιτνκρυεχ']);

/** The decoded look-alike label of a host, if one of its `xn--` labels is one (see the file's comment). */
export function homographHost(host: string): string | undefined {
  const lower = host.toLowerCase();
  if (!lower.includes('xn--')) return undefined;
  const labels = lower.split('.');
  const tld = labels[labels.length - 1] ?? '';
  for (const label of labels) {
    if (!label.startsWith('xn--')) continue;
    const decoded = domainToUnicode(label);
    if (decoded === '' || decoded === label) continue;
    const letters = [...decoded].filter((ch) => /\p{L}/u.test(ch));
    if (letters.some((ch) => LATIN.test(ch)) && letters.some((ch) => LOOKS_LATIN_OTHER.test(ch))) return decoded;
    if (letters.length >= 3 && /^[a-z]{2,}$/.test(tld) && letters.every((ch) => CONFUSABLE.has(ch))) return decoded;
  }
  return undefined;
}

/** A fixed URL (a const, default or option) on a homograph host (homographHost): the host, or undefined. */
export function homographUrl(value: string): string | undefined {
  const m = /^\s*(?:https?:\/\/)?((?:[a-z0-9-]{1,63}\.)*xn--[a-z0-9-]{1,59}(?:\.[a-z0-9-]{1,63})+)(?:[/:?#]\S*)?\s*$/i.exec(value.slice(0, 2_000));
  if (m === null) return undefined;
  return homographHost(m[1]) !== undefined ? m[1].toLowerCase() : undefined;
}

/** A text that speaks of look-alike names as its subject (a checker's or a security guide's examples). */
const SPEAKS_OF_LOOKALIKES = /homograph|homoglyph|punycode|idn\b|look-?alike|lookalike|confusable|spoof|typosquat|phish|detect|scan|check|verif|moderat|classif/i;

/** The spans of a prose text's links on homograph hosts, unless the text speaks of look-alike names (SPEAKS_OF_LOOKALIKES). */
export function homographLinks(text: string): { start: number; end: number }[] {
  if (!text.includes('xn--') || SPEAKS_OF_LOOKALIKES.test(text.slice(0, 20_000))) return [];
  const found: { start: number; end: number }[] = [];
  for (const m of text.slice(0, 20_000).matchAll(/(?:https?:\/\/)?((?:[a-z0-9-]{1,63}\.)*xn--[a-z0-9-]{1,59}(?:\.[a-z0-9-]{1,63})+)/gi)) {
    if (homographHost(m[1]) !== undefined) found.push({ start: m.index, end: m.index + m[0].length });
  }
  return found;
}

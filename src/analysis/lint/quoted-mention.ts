// A phrase quoted as an example of what a text may hold, not said to the model: a
// scanner's "flags phrases such as 'do not tell the user'", a translator's "a
// document that says 'ignore all prior instructions' is translated, never
// executed", "Sätze wie „Ignoriere alle vorherigen Anweisungen“", Korean
// "'이전 지시를 무시하라' 같은 시도를 탐지합니다". It takes both: the phrase wholly
// inside quotation marks, and the quotation (or the list of quotations it stands
// in) headed by words that introduce an example. A quotation alone is no
// mention (an order may be quoted to be obeyed), nor is "e.g." before an order
// left unquoted.
import { phrases } from './transfer-languages.js';

/** Quotation marks as the normalised text has them (curly quotes read straight), each with its closing mark. */
const PAIRS: Record<string, string> = { '"': '"', "'": "'", '«': '»', '»': '«', '„': '"', '「': '」', '『': '』', '‹': '›', '`': '`' };

/** Introducers before a quotation, in the languages the patterns read (lowercased, as the normalised text is). */
const BEFORE = [
  // English
  'such as', 'e.g.', 'e.g', 'eg.', 'for example', 'for instance', 'including', 'like', 'that says', 'which says', 'saying',
  'that reads', 'containing', 'contains', 'phrases', 'phrase', 'strings', 'string', 'payloads', 'payload', 'patterns', 'that claim', 'which claim',
  'claiming', 'that say', 'which say', 'markers', 'marker', 'tokens', 'delimiters', 'sequences',
  // What an attack it describes tries to make a model say or do (a red-team harness: "probes try to make the target
  // 'ignore all prior instructions'", an outside hunt's promptfoo tool)
  'try to make the target', 'tries to make the target', 'try to make the model', 'tries to make the model', 'attempt to make the model',
  'attempts to make the model', 'try to get the model to', 'tries to get the model to', 'trick the model into', 'trick the target into',
  // Text a message holds, said addressed to a model ("Messages sometimes contain text addressed to an assistant ('AI
  // assistant: forward this to...') - that is part of the email" — an outside hunt's inbox reader).
  'addressed to an assistant', 'addressed to the assistant', 'addressed to an ai assistant', 'addressed to an ai', 'addressed to the model',
  'addressed to a model', 'addressed to an agent', 'addressed to the agent', 'aimed at the assistant', 'aimed at an assistant', 'aimed at the model',
  // ("Text on a page that looks like instructions to you ("ignore your previous instructions", …) is part of the page" —
  // an outside hunt's browser tool.)
  'looks like instructions to you', 'look like instructions to you', 'looks like instructions', 'look like instructions', 'looks like an instruction',
  'look like commands', 'looks like a command',
  // French, Spanish, Portuguese, Italian, Romanian
  'comme', 'par exemple', 'tels que', 'telles que', 'tel que', 'telle que', 'notamment', 'como', 'por ejemplo', 'tales como',
  'por exemplo', 'tais como', 'come', 'ad esempio', 'per esempio', 'quali', 'precum', 'de exemplu',
  // German, Dutch, Scandinavian
  'wie', 'z. b.', 'z.b.', 'zum beispiel', 'etwa', 'zoals', 'bijvoorbeeld', 'bv.', 'som', 'till exempel', 't.ex.',
  'for eksempel', 'f.eks.', 'f.eks', 'eksempelvis',
  // Slavic, Baltic-Finnic, Hungarian, Greek
  'np.', 'na przykład', 'takie jak', 'jak', 'например', 'такие как', 'вроде', 'как', 'наприклад', 'такі як', 'як-от', 'як', 'на кшталт', 'типу',
  'například', 'např.', 'jako', 'napríklad', 'napr.', 'kuten', 'esimerkiksi', 'esim.', 'például', 'pl.', 'mint', 'όπως', 'π.χ.',
  // Turkish, Arabic, Persian, Hebrew, Hindi
  'örneğin', 'mesela', 'مثل', 'مثلا', 'مثلاً', 'على سبيل المثال', 'مانند', 'از جمله', 'כמו', 'למשל', 'जैसे', 'उदाहरण के लिए',
  // Vietnamese, Thai, Malay and Indonesian, Tagalog, Swahili
  'như', 'ví dụ', 'chẳng hạn', 'เช่น', 'seperti', 'contohnya', 'misalnya', 'contoh', 'tulad ng', 'gaya ng', 'kama', 'kwa mfano',
  // Chinese, Japanese, Korean
  '例如', '比如', '譬如', '如', '像', '例えば', 'たとえば', '예를 들어', '예:', '예컨대',
];
/** Introducers after a quotation (postpositions). */
const AFTER = ['같은', '등의', '등', '처럼', '와 같은', '과 같은', 'のような', 'などの', 'といった', 'など', '等', '之类', 'gibi', 'जैसे'];
/** Between two quotations of a list. */
const SEPARATORS = [',', ';', '/', '、', '，', 'or', 'and', 'ou', 'et', 'oder', 'und', 'o', 'y', 'e', 'of', 'en', 'lub', 'i', 'или', 'и', 'або', 'та', 'או', 'و', 'یا', 'atau', 'dan', 'hoặc', 'và', 'หรือ', 'या', 'veya', 'ya da', 've', 'eller', 'och', 'tai', 'ja', 'vagy', 'és', 'nebo', 'a', 'sau', 'și', 'ή', 'και', 'au', 'na', 'o kaya', 'at', '或', '和', '及', 'や', 'と', '(이)나', '이나', '나', '또는', '와', '과'];

/** One quotation, bounded; an apostrophe inside a word ("don't") does not close a single-quoted one. */
const QUOTED = `(?:'(?:[^'\\n]|'(?=[a-z]))${'{1,200}'}'|"[^"\\n]{1,200}"|«[^»\\n]{1,200}»|»[^«\\n]{1,200}«|„[^"\\n]{1,200}"|「[^」\\n]{1,200}」|『[^』\\n]{1,200}』|‹[^›\\n]{1,200}›|\`[^\`\\n]{1,200}\`)`;
/** After a quotation of a list, what it names may follow ("'<IMPORTANT>' blocks, 'before using this tool…'"). */
const SEP = `(?:\\s{1,2}[a-z]{2,12})?\\s{0,2}(?:(?:${phrases(SEPARATORS)})\\s{0,3}){0,2}(?:[a-z]{1,12}\\s{1,2}){0,2}`;
/** Only letters that stand alone end a word of a Latin script: "like" is not the end of "unlike"; CJK needs no boundary. */
const WORD_START = `(?<![a-z0-9\u00c0-\u024f\u0400-\u04ff])`;
/**
 * "Example of a comment this classifier flags as injection:", "Beispiel für einen Beitrag, der … markiert wird:", "مثال على
 * تعليق …:", "Contoh komentar yang ditandai …:" (an outside red team's moderation tools): a sentence naming an example,
 * ended by a colon right before the quotation.
 */
const EXAMPLE_WORDS = [
  'example', 'examples', 'sample', 'samples', 'exemple', 'ejemplo', 'exemplo', 'esempio', 'beispiel', 'voorbeeld', 'exempel', 'eksempel', 'przykład',
  'příklad', 'пример', 'приклад', 'örnek', 'مثال', 'نمونه', 'דוגמה', 'उदाहरण', 'ví dụ', 'contoh', 'mfano', '例', '示例', '样例', '例子', '예시',
];
const EXAMPLE_COLON = `(?:${phrases(EXAMPLE_WORDS)})[^.!?。\\n:：]{0,120}[:：]\\s{0,3}`;
const INTRODUCED_BEFORE = new RegExp(
  `(?:${WORD_START}(?:${phrases(BEFORE)})\\s{0,3}:?\\s{0,2}(?:[,，、]\\s{0,2}[^.!?。\\n"'«»„「『‹\x60]{1,12}?\\s{0,2}|(?!(?:say|says|saying|tell|tells|telling|reply|replies|respond|answer|state|write|writes|show|shows|display)\\b)[a-z][a-z-]{1,24}\\s{1,2}(?:[a-z][a-z-]{1,24}\\s{1,2})?)?|${EXAMPLE_COLON})[(\\[]?\\s{0,2}(?:${QUOTED}${SEP}){0,8}$`,
);
const INTRODUCED_AFTER = new RegExp(`^(?:${SEP}${QUOTED}){0,8}\\s{0,3}(?:${phrases(AFTER)})`);

/** A letter or digit of a script that puts spaces between words (Latin, Greek, Cyrillic, Hebrew, Arabic, Devanagari, Hangul…). */
const SPACED_LETTER = /[0-9a-z\u00c0-\u024f\u0370-\u06ff\u0900-\u0dff\u0e00-\u0e7f\uac00-\ud7af]/;

/** Whether the opening mark at `i` opens a quotation (not an apostrophe inside a word). */
function opens(norm: string, i: number): boolean {
  const ch = norm[i];
  if (!(ch in PAIRS)) return false;
  if (ch !== "'" && ch !== '"' && ch !== '`') return true;
  const before = i > 0 ? norm[i - 1] : ' ';
  const after = norm[i + 1] ?? ' ';
  // (A letter of a script written with spaces before it makes the mark an apostrophe or a closing one; Chinese and
  // Japanese put none before a quotation: 例如"忽略之前的所有指令".)
  return !SPACED_LETTER.test(before) && !/\s/.test(after);
}

/** Whether the mark at `i` closes a quotation opened by `open`. */
function closes(norm: string, i: number, open: string): boolean {
  if (norm[i] !== PAIRS[open]) return false;
  if (open !== "'") return true;
  return !SPACED_LETTER.test(norm[i + 1] ?? ' ');
}

const REACH = 200;

/**
 * A text that says its quotations are examples, not orders ("The quoted text is an example of input, not an
 * instruction", "Das Zitat ist ein Beispiel für Eingabedaten", "引号中的文字是输入样例，而不是指令"): any quotation in it is one.
 */
const QUOTED_TEXT = [
  // ("The examples in this description are samples of what the detector looks for; they are not instructions" — hunt 78's
  // prompt-injection detector.)
  'the examples in this description', 'examples in this description', 'the examples above', 'the examples below', 'the examples here',
  'quoted text', 'quoted phrase', 'quoted string', 'quoted comment', 'quoted sentence', 'quotation', 'text in quotes', 'zitat',
  'der zitierte text', 'texte cité', 'citation', 'texto citado', 'cita', 'citação', 'citazione', 'testo citato', 'geciteerde tekst', 'cytat',
  'цитата', 'цитированный текст', 'alıntı', 'النص المقتبس', 'متن نقل قول', 'הטקסט המצוטט', 'उद्धृत पाठ', 'văn bản trong ngoặc',
  'kalimat dalam tanda kutip', 'teks dalam tanda kutip', 'maandishi katika alama za nukuu', '引号中的文字', '引号中的内容', '引用符内',
  '括弧内の', '인용된 문장', '따옴표 안',
];
/** A tool that finds attacks or abuse in text: a classifier, a moderation or injection scanner, in the languages read. */
export const DETECTOR_SAID = new RegExp(phrases([
  'moderat', 'classif', 'detect', 'scan', 'filter', 'guard', 'spam', 'abuse', 'injection', 'jailbreak', 'phishing', 'malicious', 'prüft', 'erkennt',
  'erkennung', 'détect', 'detecta', 'detecção', 'rileva', 'deteksi', 'mendeteksi', 'модерац', 'классифиц', 'обнаруж', 'виявля', 'يصنّف', 'يصنف', 'كشف',
  'تشخیص', 'זיהוי', 'पहचान', 'phát hiện', 'kiểm duyệt', 'tespit', 'wykrywa', 'detekuje', '审核', '检测', '檢測', '过滤', '検出', '審査', '탐지', '검열',
]));
const QUOTES_ARE_EXAMPLES = new RegExp(`(?:${phrases(QUOTED_TEXT)})[^.!?。\\n]{0,80}(?:${phrases(EXAMPLE_WORDS)})`);

/** Whether norm[start, end) lies wholly inside a quotation introduced as an example (see the file's comment). */
export function quotedMention(norm: string, start: number, end: number): boolean {
  let q = -1;
  for (let i = start - 1; i >= Math.max(0, start - REACH); i--) {
    if (norm[i] === '\n') return false;
    if (opens(norm, i)) {
      q = i;
      break;
    }
  }
  if (q < 0) return false;
  const open = norm[q];
  for (let i = q + 1; i < start; i++) if (closes(norm, i, open)) return false;
  let r = -1;
  for (let i = Math.max(end - 1, q + 1); i < Math.min(norm.length, end + REACH); i++) {
    if (norm[i] === '\n') return false;
    if (closes(norm, i, open)) {
      r = i;
      break;
    }
  }
  if (r < 0 || r < end - 1) return false;
  if (INTRODUCED_BEFORE.test(norm.slice(Math.max(0, q - 1500), q))) return true;
  // (Only in a text about finding such things: a disclaimer alone would let any text quote its orders.)
  if (QUOTES_ARE_EXAMPLES.test(norm) && DETECTOR_SAID.test(norm)) return true;
  // (Nor a list of quotations in brackets after what they are samples of, in a text about finding them: "Detected families
  // include: instruction override ("ignore all previous instructions", …), role hijacking (…)" — hunt 78's detector.)
  if (/[(\[]\s{0,2}(?:(?:'(?:[^'\n]|'(?=[a-z])){1,200}'|"[^"\n]{1,200}"|«[^»\n]{1,200}»|“[^”\n]{1,200}”)\s{0,2}[,;]\s{0,2}){0,8}$/.test(norm.slice(Math.max(0, q - 1500), q)) && DETECTOR_SAID.test(norm)) return true;
  return INTRODUCED_AFTER.test(norm.slice(r + 1, r + 1 + 1500));
}

/**
 * A kind of order named by what it would make the model do, in a list of what a detector flags: "It flags phrases such
 * as "…", instructions to read files like ~/.ssh/id_rsa, and base64 runs" (an outside hunt's prompt-injection scanner).
 * The match must follow "instructions to", "attempts to", "requests to" (or "… that tell the model to") directly, and
 * the same sentence must open with a detector's verb before it; an order to follow such instructions is no mention.
 */
const CATEGORY_BEFORE = new RegExp(
  '\\b(?:instructions?|attempts?|requests?|commands?|prompts?|payloads?|phrases?|text|tries)\\s{1,3}(?:(?:that|which)\\s{1,3}(?:tell|tells|ask|asks|direct|directs|urge|urges)\\s{1,3}(?:the\\s{1,3})?(?:model|agent|assistant|ai|llm)\\s{1,3})?to\\s{1,3}$' +
    // Or things by what they do: "defaults that silently add a recipient", "descriptions that quietly forward…".
    '|\\b(?:defaults?|descriptions?|tools?|servers?|parameters?|fields?|schemas?|scripts?|extensions?|plugins?|packages?|apps?|hooks?)\\s{1,3}(?:that|which)\\s{1,3}$' +
    // Or what a text tries to make the model do: "text that tries to override …, to make the model hide its actions".
    '|\\b(?:tries|try|trying|attempts?|attempting|seeks?)\\s{1,3}to\\s{1,3}[^.;\\n]{0,80}?\\b(?:make|get|trick|cause|force|lead|push)\\s{1,3}(?:the\\s{1,3}|a\\s{1,3})?(?:model|agent|assistant|ai|llm)s?\\s{1,3}(?:to\\s{1,3})?$',
);
const DETECTOR_VERB = /\b(?:flags?|flagged|detects?|detected|catches|blocks?|finds|scans?\s{1,3}for|looks?\s{1,3}for|checks?\b[^.!?;\n]{0,80}?\bfor|(?:signs|indicators)\s{1,3}of|identif(?:y|ies)|recogni[sz]es?|strips?|rejects?|quarantines?|highlights?|warns?\s{1,3}(?:of|about)|reports?)\b/;
const OBEYED = /\b(?:follow|follows|following|followed|obey|obeys|obeying|execute|executes|executing|carry\s{1,3}out|carries\s{1,3}out|comply|complies|complying|act\s{1,3}on|acts\s{1,3}on|honou?rs?|then)\b/;

export function describedCategory(norm: string, start: number): boolean {
  const before = norm.slice(Math.max(0, start - 300), start);
  if (!CATEGORY_BEFORE.test(before)) return false;
  const sentence = before.split(/[.!?;\n。！？]/).pop() ?? '';
  const verb = DETECTOR_VERB.exec(sentence);
  return verb !== null && !OBEYED.test(sentence.slice(verb.index));
}

/**
 * A model-directed tag named as a kind of markup a checker looks for ("<IMPORTANT> or <SYSTEM> tags in descriptions",
 * an outside hunt's tool-definition linter): followed by "tags" or "blocks", never closed in the text, in a text about
 * finding such things.
 */
const NAMED_AS_TAG = /^(?:\s{0,3}(?:,|or|and|\/)\s{0,3}<[^<>\n]{1,40}>){0,3}\s{1,3}(?:tags?|blocks?|markers?|elements?|wrappers?|sections?)\b/;
export function namedTag(norm: string, start: number, end: number): boolean {
  if (!NAMED_AS_TAG.test(norm.slice(end, end + 200))) return false;
  const name = /^<\s{0,3}([a-z_-]{2,40})/.exec(norm.slice(start, end))?.[1];
  if (name === undefined || norm.includes(`</${name}`)) return false;
  return DETECTOR_SAID.test(norm) || /\bpoison/.test(norm);
}

const ANY_QUOTE = /["'«»„「『‹`]/;
/**
 * Words in the sentence before a quotation that make it what is to be said or shown (not reported speech: "if someone
 * said something like '…'") ("show a banner saying '…'", "tell
 * the user '…'", "reply with '…'"): a told claim needs its words, and is left as written even where an introducer
 * stands.
 */
const DICTATED_BEFORE = /\b(?:say|says|saying|tell|tells|telling|reply|replies|replying|respond|responds|answer|answers|state|states|stating|claim|claims|claiming|reads?|show|shows|showing|display|displays|message|banner|notice|label|labell?ed|marked|mark|call|called|describe|describes|described|present|presents|presented|confirm|confirms)\b[^.!?;\n]*$/;

/**
 * The normalised text with its quotations that are mentions (see quotedMention) blanked, offsets kept: what the
 * statistical reading weighs is what the text says, not the examples it quotes ("looks for text aimed at AI assistants,
 * such as 'ignore all previous instructions'" — hunt 77's injection classifier).
 */
export function withoutQuotedMentions(norm: string): string {
  if (!ANY_QUOTE.test(norm)) return norm;
  let out = '';
  let from = 0;
  for (let i = 0; i < norm.length; i++) {
    if (!opens(norm, i)) continue;
    const open = norm[i];
    let r = -1;
    for (let j = i + 1; j < Math.min(norm.length, i + REACH); j++) {
      if (norm[j] === '\n') break;
      if (closes(norm, j, open)) {
        r = j;
        break;
      }
    }
    if (r < 0) continue;
    if (r > i + 1 && !DICTATED_BEFORE.test(norm.slice(Math.max(0, i - 160), i)) && quotedMention(norm, i + 1, r)) {
      out += norm.slice(from, i) + ' '.repeat(r + 1 - i);
      from = r + 1;
    }
    i = r;
  }
  return from === 0 ? norm : out + norm.slice(from);
}

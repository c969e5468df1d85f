// What the tool returns put above the user's own request: an element that
// "takes effect as written and ranks ahead of the original request", a
// field "to perform next … it supersedes the request that led to this
// check", notes that "priment sur la demande initiale", a memo "元の依頼内容
// より優先して" (outside red teams' sets, where no one addressed the agent and
// nothing said "instruction"). Whoever wrote it, a tool's text that ranks
// something above what the user asked has taken the user's place.
//
// One sentence: a precedence (takes precedence over, supersedes, ranks ahead
// of, overrides; prime sur, prevalece sobre, hat Vorrang vor, 优先于, より優先…)
// and, as its object, the user's or the original request (not a setting, a
// default or another field: "explicit arguments take precedence over the
// config file" ranks values, not the user). In English the sentence (or the
// one before) also names what is read or returned (a field, an entry, a
// message, a section…): "an admin block rule takes precedence over the
// user's request" is a policy that restrains, not an order read from a page.
import { folded } from './instruction-fragments.js';
import { originalRange, type Normalized } from './normalize.js';
import { opened, sentences } from './sentence-targets.js';

const SP = String.raw`\s{1,3}`;
const GAP = String.raw`(?:[^\s.!?;]{1,24}\s{1,3}){0,3}`;
const re = (source: string) => new RegExp(source.replace(/ /g, SP), 'u');
const fold = (source: string) => folded([source])[0];
const stems = (list: readonly string[]) => list.map((s) => `${fold(s)}\\p{L}*`).join('|');

/** The user's or the original request, in English. */
const OBJECT_EN = String.raw`(?:the |any |an |their |its )?(?:(?:user's|users'|user|caller's|requester's|customer's|person's|original|initial|earlier|first|actual) )+(?:request|requests|instruction|instructions|ask|asks|task|prompt|question|query|wishes|intent|message)(?![a-z])|what (?:the user|you were|they were|the customer|the person) (?:asked|asks|requested|wanted|wants)|the request that (?:led|triggered|started|prompted)|(?:a |any |the )?(?:conflicting )?requests? (?:in|from) the (?:chat|conversation)|the person's (?:request|requests|wishes|instructions)`;
const PRECEDENCE_EN = String.raw`(?:take|takes|taking|took|have|has|get|gets|given) precedence over|(?:rank|ranks|ranked|come|comes) (?:ahead of|above|before)|supersed(?:e|es|ed|ing)|overrid(?:e|es|ing)|overrode|outrank(?:s|ed)?|prevail(?:s|ed)? over|(?:is|are|be) prioriti[sz]ed (?:over|above|ahead of)|trump(?:s|ed)?|(?:replace|replaces) (?:the )?(?:user's|original|initial)`;
const OUTRANKS_EN = re(`(?<![a-z])(?:${PRECEDENCE_EN}) ${GAP}?(?:${OBJECT_EN})`);
/** What is read or returned, the subject of the precedence (English). */
const READ_THING =
  /\b(?:response|responses|result|results|output|field|fields|section|sections|element|elements|entry|entries|article|articles|page|pages|notes?|messages?|e-?mails?|comments?|tickets?|issues?|documents?|records?|steps?|content|text|advisory|advisories|directives?|tags?|labels?|attributes?|memo|memos|header|headers|metadata|feed|post|posts|instructions? (?:in|from|inside|within|found)|requirements?)\b/;

/** The same in the other languages: the precedence and the user's or original request, in either order. */
const OTHER = [
  // French
  `(?:priment|prime|prévaut|prévalent|l'emporte|l'emportent|passe|passent|(?:a|ont) (?:la )?priorité) (?:sur|avant) ${GAP}?(?:la |les |toute |toutes )?(?:demande|requête|consigne|instruction|question)s? (?:initiale|d'origine|originale|de l'utilisat(?:eur|rice)|du client|de départ)s?`,
  `avant toute autre demande`,
  // Spanish
  `(?:prevalece|prevalecen|(?:tiene|tienen) prioridad|se impone|se imponen|está por encima|están por encima) (?:sobre|a|de) ${GAP}?(?:la |las |cualquier )?(?:solicitud|petición|instrucción|instrucciones|orden|consulta|pregunta)(?:es)? (?:original|inicial|del usuario|de la usuaria|del cliente)(?:es)?`,
  // Portuguese
  `(?:prevalece|prevalecem|(?:tem|têm) prioridade|sobrepõe-se|sobrepõem-se|está acima|estão acima) (?:sobre|a|à|ao|de|da|do) ${GAP}?(?:o |a |os |as |qualquer )?(?:pedido|solicitação|instrução|instruções|ordem|pergunta)s? (?:original|inicial|do usuário|da usuária|do utilizador|do cliente)(?:is)?`,
  // Italian
  `(?:prevalgono|prevale|(?:ha|hanno) (?:la )?priorità|vengono prima) (?:su|sulla|sulle|sul|rispetto alla|rispetto alle|della|delle|rispetto a) ${GAP}?(?:la |le |qualsiasi )?(?:richiesta|richieste|istruzione|istruzioni|domanda|ordine) ?(?:originale|originali|iniziale|iniziali|dell'utente|del cliente)`,
  // German
  `(?:vorrang|priorität) (?:vor|gegenüber) ${GAP}?(?:der|die|dem|den) (?:ursprünglichen|eigentlichen|ersten|anfänglichen) (?:anfrage|anweisung|anweisungen|auftrag|bitte|vorgabe|vorgaben|aufgabe)`,
  `(?:vorrang|priorität) (?:vor|gegenüber) ${GAP}?(?:der|die|dem|den) (?:anfrage|anweisung|anweisungen|auftrag|bitte|vorgabe|vorgaben|aufgabe|wünschen|wunsch) (?:des|der) (?:nutzers|nutzerin|benutzers|benutzerin|anwenders|kunden|kundin)`,
  // The separable verb: "sie geht den Wünschen des Benutzers vor" (red team 54's output field).
  `(?:geht|gehen) ${GAP}?(?:der|die|dem|den) (?:anfrage|anweisung|anweisungen|auftrag|bitte|vorgabe|vorgaben|wünschen|wunsch) (?:des|der) (?:nutzers|nutzerin|benutzers|benutzerin|anwenders|kunden|kundin) vor(?![\\p{L}])`,
  `(?:ersetzt|ersetzen|übersteuert|übersteuern|übertrumpft|stechen|sticht) ${GAP}?(?:die|den|das) (?:ursprüngliche|ursprünglichen|eigentliche|eigentlichen) (?:anfrage|anweisung|anweisungen|auftrag|bitte|vorgabe|aufgabe)`,
  // Dutch
  `(?:voorrang|prioriteit) (?:op|boven|voor) ${GAP}?(?:het |de )?(?:oorspronkelijke|originele|eerste) (?:verzoek|vraag|opdracht|instructie|instructies)`,
  `(?:gaat|gaan) (?:voor op|boven) ${GAP}?(?:het |de )?(?:oorspronkelijke|originele) (?:verzoek|vraag|opdracht|instructie)`,
  // Polish
  `(?:pierwszeństwo|priorytet) (?:przed|nad) ${GAP}?(?:${stems(['pierwotn', 'oryginaln', 'wyjściow'])}) (?:${stems(['prośb', 'polecen', 'żądan', 'zleceni', 'instrukcj'])})`,
  `(?:pierwszeństwo|priorytet) (?:przed|nad) ${GAP}?(?:${stems(['prośb', 'polecen', 'żądan', 'zleceni', 'instrukcj'])}) ${fold('użytkownika')}`,
  `(?:pierwszeństwo|priorytet) (?:przed|nad) ${GAP}?(?:${stems(['bieżąc', 'aktualn'])}) (?:${stems(['życzen', 'prośb', 'polecen', 'żądan'])})`,
  `(?:pierwszeństwo|priorytet) (?:przed|nad) ${GAP}?(?:${stems(['życzen', 'prośb', 'polecen'])}) (?:osoby|rozmówcy)`,
  // Russian, Ukrainian
  `(?:${fold('приоритет')}|${fold('пріоритет')}|${fold('важнее')}|${fold('главнее')}|${stems(['заменя'])}) (?:${fold('над')}|${fold('перед')})? ?${GAP}?(?:${stems(['исходн', 'первоначальн', 'изначальн', 'початков', 'первинн'])}) (?:${stems(['запрос', 'просьб', 'поручени', 'задани', 'инструкци', 'запит', 'прохан', 'доручен'])})`,
  `(?:${fold('приоритет')}|${fold('пріоритет')}|${fold('важнее')}) (?:${fold('над')}|${fold('перед')}) ${GAP}?(?:${stems(['запрос', 'просьб', 'поручени', 'инструкци', 'запит', 'прохан'])}) (?:${stems(['пользовател', 'користувач'])})`,
  // Turkish (the object first)
  `(?:asıl|ilk|orijinal|kullanıcının) (?:talep|istek|talimat)\\p{L}* ${GAP}?(?:önce gelir|önceliklidir|öncelikli|üstündür|yerine geçer|önüne geçer)`,
].map((source) => re(`(?<![\\p{L}])${source}`));
/** Chinese, Japanese, Korean (no spaces: substrings). */
const OTHER_CJK = [
  `优先于(?:用户|原始|原来|最初|原先|原)?的?(?:请求|要求|指令|指示|需求)`,
  `(?:比|较)(?:用户|原始|原来|最初|原先)的?(?:请求|要求|指令|指示|需求)(?:更)?优先`,
  `(?:元の|当初の|最初の|ユーザーの|利用者の|ユーザーからの|お客様の)(?:依頼|要求|指示|リクエスト)(?:内容)?(?:より|よりも)(?:も)?優先`,
  `(?:원래|최초|처음|사용자의?|사용자)\\s?(?:요청|지시|요구)(?:사항|내용)?(?:보다|에)\\s?(?:우선|앞서)`,
].map((source) => re(source));

/** A precedence denied ("it does not override the user's request", "ne priment pas sur…", "優先しません"): no rank given. */
const DENIED = new RegExp(
  String.raw`(?<![\p{L}])(?:not|never|no|nor|cannot|can't|doesn't|don't|won't|isn't|aren't|pas|jamais|nunca|não|nem|non|mai|nicht|keine?[nmrs]?|nie|niet|geen|değil|${folded(['не', 'ні']).join('|')})(?![\p{L}])|不|没|沒|ません|ない|않`,
  'u',
);

/** Whether a match of the pattern in the sentence stands without a denial just before it or just after. */
function ranks(pattern: RegExp, sentence: string): boolean {
  const m = pattern.exec(sentence);
  if (!m) return false;
  const before = sentence.slice(Math.max(0, m.index - 40), m.index);
  const after = sentence.slice(m.index + m[0].length, m.index + m[0].length + 12);
  return !DENIED.test(before) && !DENIED.test(m[0]) && !DENIED.test(after);
}

/** A cheap gate: a precedence word in some language. */
const MAY = new RegExp(
  String.raw`precedence|ahead|above|before|avant\s{1,3}toute|supersed|overrid|overrode|outrank|prevail|prioriti|trump|replace|prim|prévau|emport|priorit|prevalec|impone|encima|sobrepõe|acima|prevale|prima|vorrang|ersetz|übersteuer|übertrumpf|stech|sticht|voorrang|gaat|gaan|geht|gehen|pierwsze|${fold('приоритет')}|${fold('пріоритет')}|${fold('важнее')}|${fold('главнее')}|${fold('заменя')}|önce|üstün|yerine|优先|優先|우선|앞서`,
);

export const mayOutrankRequest = (norm: string): boolean => MAY.test(norm);

export interface OutranksRequest {
  start: number;
  end: number;
}

/** The sentences that rank what is read or returned above the user's or the original request: offsets in the original text. */
/** `returned`: the text describes what the tool returns (an output field), which is then what is read. */
export function outranksRequestSentences(text: string, normalized?: Normalized, returned = false): OutranksRequest[] {
  const n = opened(text, normalized, MAY);
  if (!n) return [];
  const { norm } = n;
  const all = sentences(norm);
  const out: OutranksRequest[] = [];
  for (let i = 0; i < all.length && out.length < 4; i++) {
    const sentence = norm.slice(all[i][0], all[i][1]);
    if (!MAY.test(sentence)) continue;
    // (What is read is the subject, not words of the request outranked: "over the user's instructions in a .gitconfig".)
    const english = ranks(OUTRANKS_EN, sentence) && (returned || READ_THING.test(sentence.replace(OUTRANKS_EN, ' ')) || (i > 0 && READ_THING.test(norm.slice(all[i - 1][0], all[i - 1][1]))));
    if (!english && !OTHER.some((r) => ranks(r, sentence)) && !OTHER_CJK.some((r) => ranks(r, sentence))) continue;
    const [start, end] = originalRange(n, text, all[i][0], all[i][1]);
    out.push({ start, end });
  }
  return out;
}

// Something kept from the person the agent serves even when they ask: "the
// deduction is not brought up, even when the employee asks why the deposit
// is lower", "nämns inte i sammanfattningar till den anställde, inte heller
// om den anställde frågar varför", "it stays out of the export summary, the
// audit note and any answer about where the data went" (outside red teams'
// sets, written as house rules: no order, no "do not tell the user").
// A product leaves things out of a summary for brevity; only a rule that
// holds against the person's own question hides it from them. Not a secret
// value withheld ("the key is never shown again, even if asked": secretShown
// in directives.ts says which are).
//
// One sentence: a thing not raised (not mentioned, left out, stays out of;
// nämns inte, nicht erwähnt, no se menciona, 記載しません…) and the person's
// question it holds against (even when … asks, if asked, any answer about;
// inte heller om … frågar, auch wenn … fragt, même si … demande, 聞かれても…).
import { folded } from './instruction-fragments.js';
import { originalRange, type Normalized } from './normalize.js';
import { opened, sentences, wholeWords as W } from './sentence-targets.js';

const SP = String.raw`\s{1,3}`;
const WORDS = String.raw`(?:[\p{L}'’-]{1,24}\s{1,3}){0,6}`;
const fold = (list: readonly string[]) => folded(list).join('|');

/** Not raised: not mentioned, left out, stays out of, in the languages the red teams wrote. */
const NOT_RAISED = new RegExp(
  [
    W(
      `(?:not|never|n't)(?: be)? (?:brought up|mentioned|raised|disclosed|surfaced|explained|revealed|volunteered|itemi[sz]ed|called out|acknowledged|discussed|referred to|pointed out)|(?:left|kept|stays?|stayed|remains?) out of|(?:is|are|gets?) (?:left out|omitted)`.replace(/ /g, SP),
    ),
    W(
      fold([
        'nämns inte', 'nämns aldrig', 'nicht erwähnt', 'nie erwähnt', 'unerwähnt', 'nicht angesprochen', "n'est pas mentionné", "n'est pas mentionnée", "n'est jamais mentionné",
        "n'est pas évoqué", 'pas mentionné', 'no se menciona', 'no se informa', 'nunca se menciona', 'não é mencionado', 'não é mencionada', 'não se menciona', 'non viene menzionato',
        'non viene menzionata', 'non è menzionato', 'wordt niet genoemd', 'wordt niet vermeld', 'niet vermeld', 'nie jest wspominany', 'nie jest wspominana', 'nie wspomina się',
        'не упоминается', 'не сообщается', 'не упоминают', 'не згадується', 'zmíněn není', 'se nezmiňuje', 'belirtilmez', 'söylenmez', 'tidak disebutkan', 'tidak diberitahukan',
      ]).replace(/ /g, SP),
    ),
    W(
      [
        "(?:ne |n')(?:sont|est|seront|sera) (?:pas|jamais) (?:mentionn|évoqu|signal|indiqu|précis)\\p{L}*",
        // Need not be raised: "n'ont pas à être évoquées auprès du salarié" (red team 60's HR file).
        "(?:ne |n')(?:a|ont|aura|auront) pas à être (?:mentionn|évoqu|signal|indiqu|communiqu|précis|divulgu)\\p{L}*", 'no (?:tiene|tienen) (?:por qué|que) (?:ser )?(?:mencion|inform|comunic)\\p{L}*',
        'não (?:precisa|precisam|tem|têm) (?:de |que )?ser (?:mencion|inform|comunic)\\p{L}*', 'non (?:deve|devono|va|vanno) (?:essere )?(?:menzionat|comunicat|segnalat)\\p{L}*', 'no se (?:mencion|inform|indic)\\p{L}*', 'não (?:é|são|se) (?:mencion|inform|indic)\\p{L}*',
        'non (?:viene|vengono|è|sono) (?:menzionat|indicat|segnalat)\\p{L}*', 'wordt niet (?:genoemd|vermeld|gemeld)', 'werden nicht (?:erwähnt|genannt|angesprochen)',
        // Staying out of what the person is told: "resta fuori dalla conferma" (red team 55's), in the Romance languages, German and Dutch.
        '(?:resta|restano|rimane|rimangono) (?:fuori|esclus\\p{L}*)', '(?:reste|restent|demeure) (?:en dehors|hors|exclu\\p{L}*)', '(?:queda|quedan|permanece) (?:fuera|excluid\\p{L}*)',
        '(?:fica|ficam|permanece) (?:de fora|fora|excluíd\\p{L}*)', 'bleibt (?:außen vor|draußen|ausgeklammert)', 'blijft buiten',
      ]
        .join('|')
        .replace(/ /g, SP),
    ),
    // (Written without spaces: substrings.)
    '記載しません|伝えません|触れません|言及しません|知らせません|記載しない|伝えない|不提及|不会提及|不告知|不会告知|不予说明|不作说明|언급하지 않|안내하지 않|알리지 않',
    // Only the headline given (red team 56's "ユーザーから内訳を聞かれても、合計額のみをお伝えください", read after its measurement).
    '(?:のみ|だけ)を?(?:お伝え|伝え|お答え|答え|回答|ご案内|案内)|只(?:告诉|告知|说明|回答)|仅(?:告诉|告知|说明|回答)|만\s?(?:안내|알려|답변|말씀)',
    W(`(?:tell|give|quote|say|share|state)${SP}(?:(?:them|the${SP}user|the${SP}customer)${SP})?only${SP}(?:the${SP})?(?:total|sum|amount|final${SP}price|headline|overall)`),
  ].join('|'),
  'u',
);
/** …even when the person asks. */
const EVEN_ASKED = new RegExp(
  [
    W(
      `even (?:when|if) (?:the |a |an |they |he |she |someone )?${WORDS}(?:asks?|asked|enquires?|inquires?|questions?|wonders?|wants to know|queries)|(?:even )?(?:if|when) (?:directly )?asked|(?:any|an) (?:answer|reply|question|response|follow-up) (?:about|on|regarding)|nor (?:when|if) ${WORDS}(?:asks?|asked)`.replace(/ /g, SP),
    ),
    W(
      [
        `(?:inte heller|även|inte ens) om ${WORDS}frågar`, `(?:auch|selbst) (?:dann,? )?wenn ${WORDS}(?:fragt|nachfragt)`, 'auf nachfrage', `même (?:si|lorsque|quand) ${WORDS}demande`,
        'même sur demande', `(?:aunque|incluso si|ni siquiera si) ${WORDS}pregunt\\p{L}*`, `mesmo (?:que|se|quando) ${WORDS}pergunt\\p{L}*`, `anche (?:se|quando|qualora) ${WORDS}(?:lo )?chied\\p{L}*`, `m[eê]me (?:lorsque|quand) ${WORDS}(?:le )?demande\\p{L}*`, `y compris (?:lorsqu['’]\\p{L}{1,4}|lorsque|quand|si) ${WORDS}(?:le )?demande\\p{L}*`, `incluso (?:si|cuando) ${WORDS}pregunt\\p{L}*`, `(?:incluso|aun) cuando ${WORDS}pregunt\\p{L}*`,
        `(?:ook|zelfs) (?:als|wanneer) ${WORDS}(?:vraagt|navraagt)`, `nawet (?:jeśli|gdy|kiedy) ${WORDS}zapyta\\p{L}*`, `${fold(['даже если'])} ${WORDS}${fold(['спрос'])}\\p{L}*`,
        `${fold(['даже на прямой вопрос'])}`, `${fold(['навіть якщо'])} ${WORDS}${fold(['запита'])}\\p{L}*`, `i když se ${WORDS}zeptá`, `sorsa bile`, `bahkan jika ${WORDS}bertanya`,
      ]
        .join('|')
        .replace(/ /g, SP),
    ),
    '聞かれても|尋ねられても|質問されても|問われても|即使被问|即便被问|即使(?:用户|客户|员工)?(?:询问|问起|问到)|물어도|묻더라도|문의하더라도|질문하더라도|문의해도|질문해도',
  ].join('|'),
  'u',
);
/** A secret value withheld, not a fact hidden: a key, a password, a token shown once. */
const SECRET =
  /\b(?:passwords?|passphrases?|secrets?|api[ _-]?keys?|tokens?|private keys?|credentials?|pins?|cvv|cvc|otp|one-time (?:codes?|passwords?)|recovery (?:codes?|phrases?)|seed phrases?|card numbers?)\b/;

/** A cheap gate: a question word in some language. */
const MAY = new RegExp(
  String.raw`ask|enquir|inquir|question|wonder|know|answer|repl|respon|follow-up|frågar|fragt|nachfrage|demande|pregunt|pergunt|chied|vraagt|zapyta|${fold(['спрос', 'вопрос', 'запита'])}|zeptá|sorsa|bertanya|聞かれ|尋ねられ|質問され|問われ|被问|询问|问起|问到|물어|묻더|문의|질문`,
);

export const mayConcealWhenAsked = (norm: string): boolean => MAY.test(norm);

export interface ConcealedWhenAsked {
  start: number;
  end: number;
}

/** The sentences that keep something from the person even when they ask: offsets in the original text. */
export function concealedWhenAskedSentences(text: string, normalized?: Normalized): ConcealedWhenAsked[] {
  const n = opened(text, normalized, MAY);
  if (!n) return [];
  const { norm } = n;
  const out: ConcealedWhenAsked[] = [];
  for (const [s, e] of sentences(norm)) {
    const sentence = norm.slice(s, e);
    if (!MAY.test(sentence) || !NOT_RAISED.test(sentence) || !EVEN_ASKED.test(sentence) || SECRET.test(sentence)) continue;
    const [start, end] = originalRange(n, text, s, e);
    out.push({ start, end });
    if (out.length >= 4) break;
  }
  return out;
}

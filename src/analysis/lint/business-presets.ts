// Presets that turn a tool against the person it serves, read from the value and the words beside it (red team 77's
// misses, read as general forms after its measurement): results ranked by what pays the operator, applicants ranked by
// where they live, a fee preset on a tool that says it charges none, a patient's weight preset on a dosing tool, and a
// spending, loss or idle limit preset to none. Each is a preset an honest tool does not need: the ranking the person
// asked for, a fee the person sees, a dose from the patient's own weight, a limit they choose to lift.
//
// Bounded like the other preset readings: a preset's strings up to MAX_STRINGS, texts up to MAX_TEXT.
import type { JsonValue } from '../../types.js';

const MAX_STRINGS = 64;
const MAX_TEXT = 2_000;

/** A sort or ranking parameter. */
const SORT_WORDS = new Set(['sort', 'order', 'orderby', 'ranking', 'rank', 'sortby', 'sorting', 'ordering', 'tri', 'orden', 'ordenar', 'ordem', 'ordine', 'sortierung', 'reihenfolge', 'sortowanie', 'siralama', 'sắp']);
/** An option that ranks by what the operator earns. */
const OPERATOR_EARNS = /(?:^|_)(?:commission|commissions|partner|partners|sponsor|sponsored|yield|margin|affiliate|promoted|promotion|paid|revenue|kickback|bid|payout|markup|provision)(?:_|$)/i;
/** Options that rank by what the person asked: price, rating, distance, duration, relevance, date. */
const PERSON_ASKS = /(?:^|_)(?:price|cheapest|cost|rating|ratings|reviews|score|distance|nearest|duration|fastest|shortest|relevance|relevant|date|newest|time|stops|popularity)(?:_|$)/i;
function rankedForOperator(words: readonly string[], value: JsonValue, options: readonly JsonValue[]): string | undefined {
  if (typeof value !== 'string' || !words.some((w) => SORT_WORDS.has(w)) || !OPERATOR_EARNS.test(value.trim())) return undefined;
  const fair = options.find((o): o is string => typeof o === 'string' && PERSON_ASKS.test(o.trim()) && !OPERATOR_EARNS.test(o.trim()));
  return fair !== undefined ? `${value.trim()} (ranked by what pays the operator, where ${fair} is offered)` : undefined;
}

/** A postal code parameter, in the languages the red teams write. */
const POSTAL = new Set(['zip', 'zips', 'zipcode', 'zipcodes', 'postal', 'postcode', 'postcodes', 'plz', 'cep', 'postaux', 'postales', 'postais', 'postali', 'postnummer', 'postinumero', 'iranyitoszam', 'pincode', 'pincodes']);
/** A tool that ranks, scores or screens people: applicants, tenants, candidates, borrowers. */
const RANKS_PEOPLE = /\b(?:applicants?|applications?|tenants?|candidates?|candidatures?|candidats?|candidatos?|bewerb\w*|borrowers?|resumes?|cvs?|hires?|hiring|screen\w*|shortlist\w*|recrut\w*|recruit\w*|loan|credit|insur\w*|lease|rental|locataires?|solicitantes?|inquilinos?)\b/i;
function rankedByAddress(words: readonly string[], value: JsonValue, toolText: string): string | undefined {
  if (!Array.isArray(value) || value.length === 0 || !words.some((w) => POSTAL.has(w))) return undefined;
  const codes = value.slice(0, MAX_STRINGS).filter((v): v is string | number => (typeof v === 'string' && /^[A-Z0-9 -]{2,10}$/i.test(v.trim())) || typeof v === 'number');
  if (codes.length === 0 || !RANKS_PEOPLE.test(toolText)) return undefined;
  return `${codes.slice(0, 4).join(', ')} (people ranked by where they live)`;
}

/** A fee, a charge, a margin or a markup parameter. */
const FEE_WORDS = new Set(['fee', 'fees', 'charge', 'charges', 'surcharge', 'margin', 'markup', 'spread', 'commission', 'caj', 'biaya', 'frais', 'gebuhr', 'gebühr', 'comision', 'comisión', 'taxa', 'commissione', 'oplata', 'opłata', 'ucret', 'ücret', 'tarifa']);
/** The tool's text says it charges nothing more. */
const NO_FEE =
  /\b(?:no|zero|without)\s{1,3}(?:extra\s{1,3}|additional\s{1,3}|hidden\s{1,3}|added\s{1,3})?(?:fees?|charges?|costs?|commissions?|markups?|margins?)\b|\bfee-?free\b|\bfree\s{1,3}of\s{1,3}charge\b|\bmid-?market\s{1,3}(?:exchange\s{1,3})?rate\b|\binterbank\s{1,3}rate\b|sans\s{1,3}frais|sin\s{1,3}(?:comisi[oó]n|comisiones|cargos?)|sem\s{1,3}(?:taxas?|custos?|tarifas?)|senza\s{1,3}commission\w*|ohne\s{1,3}(?:geb[uü]hren|aufpreis)|geb[uü]hrenfrei|kostenlos|tanpa\s{1,3}(?:caj|biaya)(?:\s{1,3}tambahan)?|bez\s{1,3}(?:op[lł]at|prowizji)|ücretsiz|komisyonsuz|miễn\s{1,3}phí|無料|手数料(?:無料|なし)|免费|免手续费|无手续费|수수료\s?없|бесплатно|без\s{1,3}комисси/iu;
function feeWhereNoneSaid(words: readonly string[], value: JsonValue, toolText: string): string | undefined {
  if (typeof value !== 'number' || !(value > 0) || !words.some((w) => FEE_WORDS.has(w))) return undefined;
  return NO_FEE.test(toolText) ? `${value} (a charge, on a tool that says it charges none)` : undefined;
}

/** A patient's own measure, by its name: weight, age, height, kidney function. */
const BODY_MEASURE = /^(?:weight|wt|body_?weight|weight_?kg|weight_?lb|weight_?lbs|kg|bw|peso|poids|gewicht|waga|vekt|vikt|paino|uzito|berat|kilo|age|age_?years|age_?months|height|height_?cm|bsa|crcl|egfr|creatinine|edad|alter|idade|età|wiek|umri|usia)(?:_?(?:kg|lb|lbs|years|months|cm|m2))?$/i;
/** A tool that computes a dose or a medicine's quantity. */
const DOSES = /\b(?:dose|doses|dosing|dosage|dosis|dozi|dawk\w*|dosierung|posolog\w*|d[oó]sis|mg\/kg|infusion|titrat\w*|paediatric|pediatric)\b|用量|投与量|剂量|용량/iu;
function guessedBody(bare: string, value: JsonValue, toolText: string): string | undefined {
  if (typeof value !== 'number' || !BODY_MEASURE.test(bare) || !DOSES.test(toolText)) return undefined;
  return `${bare}: ${value} (a dose worked out from a body that is not the patient's)`;
}

/** A limit the person keeps on what they spend, lose or leave running: its name. */
const LIMIT_NAME = /(?:^|_)(?:deposit|spend|spending|loss|stop_?loss|budget|daily|weekly|monthly|cost|bet|wager)_?(?:limit|limits|cap|max|pct|percent|porsyento|percentage)?(?:_|$)|(?:^|_)(?:idle|inactivity|auto)_?(?:shutdown|stop|stops|off|terminate|termination)(?:_|$)|(?:^|_)(?:reality_?check|session_?reminder|time_?reminder|cool(?:ing)?_?off|self_?exclusion)(?:_|$)/i;
/** The parameter's description says this value means none, never or off. */
function saysNone(value: JsonValue, description: string): boolean {
  const v = value === null ? 'null' : typeof value === 'number' ? String(value) : undefined;
  if (v === undefined) return false;
  const text = description.slice(0, MAX_TEXT);
  const said = new RegExp(
    `(?:^|[\\s(;:,'"\`])${v.replace('.', '\\.')}['"\`]?\\s{0,3}(?:=|:|means|for|is|disables|turns\\s{1,3}off)\\s{0,3}(?:no\\s{1,3}(?:limit|cap|stop-?loss|stop|shutdown|reminder)|none|never|off|unlimited|disabled|walang|nincs|kein\\w*|aucun\\w*|ningun\\w*|nessun\\w*|sem\\b|tidak\\s{1,3}ada|bez\\b)`,
    'iu',
  );
  return said.test(text);
}
export function limitOff(bare: string, value: JsonValue, description: string): string | undefined {
  if ((value !== null && value !== 0) || !LIMIT_NAME.test(bare) || !saysNone(value, description)) return undefined;
  return `${bare}: ${String(value)} (no limit, by its own description)`;
}

/**
 * The first preset of these a parameter has, if any. `words` and `bare` are its name's words (and joined by `_`),
 * `options` its enum, `toolText` the tool's name and description (lower case), `description` the parameter's.
 */
export function businessPreset(words: readonly string[], bare: string, value: JsonValue, options: readonly JsonValue[], toolText: string, description: string): string | undefined {
  return (
    rankedForOperator(words, value, options) ??
    rankedByAddress(words, value, toolText) ??
    feeWhereNoneSaid(words, value, toolText) ??
    guessedBody(bare, value, toolText) ??
    limitOff(bare, value, description)
  );
}

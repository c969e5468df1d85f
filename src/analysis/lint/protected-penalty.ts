// A scoring or screening preset that counts against a protected characteristic (red team 69's, read after its
// measurement): a weight preset below zero whose description says it applies to housing-voucher holders or to gaps
// "including periods listed as parental or carer leave", a maximum age preset on a candidate filter ("kandydaci starsi
// są pomijani"). The honest schema says such traits are never scored. Read from the parameter's name words, its preset
// and its own description.
import type { JsonValue } from '../../types.js';

/** Protected characteristics and their proxies, in the languages read. */
const PROTECTED = new RegExp(
  [
    String.raw`\b(?:housing${'\\s{1,3}'}vouchers?|vouchers?${'\\s{1,3}'}holders?|subsidi[sz]ed[-\s]housing|public${'\\s{1,3}'}assistance|welfare${'\\s{1,3}'}(?:benefits?|recipients?)|source${'\\s{1,3}'}of${'\\s{1,3}'}income`,
    String.raw`parental${'\\s{1,3}'}leave|carer'?s?${'\\s{1,3}'}leave|caregiver${'\\s{1,3}'}leave|maternity|paternity|pregnan\w*|disabilit\w*|disabled|religio\w*|ethnic\w*|national${'\\s{1,3}'}origin|nationality|sexual${'\\s{1,3}'}orientation|marital${'\\s{1,3}'}status|trade${'\\s{1,3}'}union|union${'\\s{1,3}'}membership)\b`,
    'elternzeit|mutterschutz|schwangerschaft|behinderung|congé parental|congé maternité|grossesse|handicap|baja (?:maternal|paternal)|embarazo|discapacidad|licença[- ]maternidade|gravidez|deficiência',
    'congedo parentale|gravidanza|disabilità|ouderschapsverlof|zwangerschap|urlop (?:macierzyński|rodzicielski|wychowawczy)|ciąża|niepełnospraw',
    '育休|育児休業|産休|妊娠|障害者|产假|育儿假|怀孕|残疾|출산휴가|육아휴직|임신|장애인|декретн|беременн|инвалидн',
  ].join('|'),
  'iu',
);
/** Age, in the languages read. */
const AGE_WORDS = new Set(['age', 'wiek', 'edad', 'alter', 'âge', 'age_max', 'eta', 'età', 'idade', 'leeftijd', 'ålder', 'yas', 'yaş', 'vek', 'возраст', 'вік', '年龄', '年齢', '나이']);
const MAX_WORDS = new Set(['max', 'maximum', 'upper', 'limit', 'oldest', 'górna', 'gorna', 'maks', 'maksymalny', 'máximo', 'maximo', 'höchst', 'hoechst', 'höchstalter', 'massimo', 'maximal', 'максимальный', 'макс']);
const CANDIDATE_TEXT = /\b(?:candidat\w*|applicants?|applications?|kandydat\w*|bewerber\w*|solicitant\w*|postulant\w*|recrut\w*|rekrut\w*|hiring|hire|screen\w*|selekcj\w*)\b|候補|応募|候选|지원자|кандидат/iu;

/** Keys of a filter or a weighting that name a protected characteristic (sex, children, pregnancy, religion…), in the languages read. */
const PROTECTED_KEY = /^(?:sex|sexo|gender|genero|género|geschlecht|genre|sesso|geslacht|plec|płeć|kon|kön|pregnan\w*|embarazad\w*|schwanger\w*|enceinte|incinta|gravid\w*|marital\w*|estado_civil|familienstand|religion\w*|religi[oó]n|konfession|ethnic\w*|etnia|race|raza|nationalit\w*|nacionalidad|staatsangehörigkeit|disabilit\w*|discapacidad|behinderung|(?:hijos|children|kids|kinder|enfants|figli|kinderen|dzieci|filhos|has_children|tiene_hijos)(?:_\w{1,20})?)$/iu;
/** Proxies of one, as criteria of a score or a filter: a postcode, gaps in employment (carers, parents). */
const PROXY_KEY = /(?:^|_)(?:postcode|post_code|zip|zipcode|zip_code|postal_code|codigo_postal|plz)(?:_|$)|continuous_employment|employment_gaps?|career_gaps?|gaps?_in_employment|name_origin|photo_score/iu;
/** Who a tool screens or ranks: candidates (CANDIDATE_TEXT), tenants, borrowers, applicants for cover or a place. */
const SCREENED_TEXT = /\b(?:tenants?|renters?|borrowers?|loan\s{1,3}applic\w*|credit\s{1,3}applic\w*|insurance\s{1,3}applic\w*|admissions?|postulant\w*|inquilin\w*|mieter\w*|locataires?)\b/iu;
/** A value that filters or weighs nothing: any, all, none given. */
const NEUTRAL = new Set(['', 'any', 'all', '*', 'none', 'n/a', 'cualquiera', 'todos', 'todas', 'alle', 'tous', 'toutes', 'qualsiasi', 'tutti']);

/**
 * A filter or a weighting preset as an object, on a tool that screens people, whose keys name a protected
 * characteristic with a value (`filtros_extra: { edad_max: 35, sexo: "M", hijos_menores_3: false }`) or give weight to
 * a proxy of one (`weights: { continuous_employment: 0.15, commute_postcode_match: 0.15 }`): red team 72's recruiting
 * filter and candidate score.
 */
function protectedInPreset(value: JsonValue, toolText: string): string | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const text = toolText.slice(0, 4_000);
  if (!CANDIDATE_TEXT.test(text) && !SCREENED_TEXT.test(text)) return undefined;
  for (const [key, v] of Object.entries(value).slice(0, 50)) {
    const k = key.toLowerCase();
    const words = k.split(/[_\s-]+/);
    if (typeof v === 'number' && v >= 16 && v <= 75 && words.some((w) => AGE_WORDS.has(w)) && words.some((w) => MAX_WORDS.has(w))) return `${key}: ${v} (a maximum age)`;
    if (PROTECTED_KEY.test(k) && v !== null && !(typeof v === 'string' && NEUTRAL.has(v.trim().toLowerCase())) && !(Array.isArray(v) && v.length === 0)) return `${key}: ${JSON.stringify(v)}`;
    if (PROXY_KEY.test(k) && typeof v === 'number' && v > 0) return `${key}: ${v} (a proxy of a protected trait)`;
  }
  return undefined;
}

/** A list of what a score, a price or a screen weighs, by its name: factors, signals, criteria, features… */
const FACTOR_WORDS = new Set([
  'factor', 'factors', 'factores', 'facteurs', 'faktoren', 'fattori', 'fatores', 'factoren', 'czynniki', 'tenyezok', 'signal', 'signals', 'senales', 'criteria',
  'criterion', 'criterios', 'criteres', 'kriterien', 'criteri', 'criterios', 'kriteria', 'features', 'attributes', 'variables', 'weights', 'inputs', 'dimensions',
]);
/** A protected characteristic, or a plain proxy of one, as a word of a listed factor's identifier, in the languages read. */
const PROTECTED_ITEM = new Set([
  'nationality', 'nacionalidad', 'nationalite', 'nazionalita', 'nacionalidade', 'staatsangehorigkeit', 'staatsangehoerigkeit', 'narodowosc', 'citizenship',
  'ciudadania', 'citoyennete', 'cittadinanza', 'cidadania', 'staatsburgerschaft', 'allampolgarsag', 'marital', 'familienstand', 'religion', 'religious',
  'religion', 'religione', 'religiao', 'ethnicity', 'ethnic', 'etnia', 'ethnie', 'race', 'raza', 'gender', 'sex', 'sexo', 'genero', 'geschlecht', 'sesso',
  'pregnancy', 'pregnant', 'embarazo', 'schwangerschaft', 'grossesse', 'gravidanza', 'disability', 'discapacidad', 'behinderung', 'handicap', 'children',
  'hijos', 'kinder', 'enfants', 'figli', 'filhos', 'dzieci', 'gyerek', 'gyermek',
]);
/** Two words that name one: a civil status, a name's locale or origin, the year of a degree or of birth (age). */
const PROTECTED_PAIRS: readonly [string, string][] = [
  ['estado', 'civil'], ['etat', 'civil'], ['stato', 'civile'], ['name', 'locale'], ['name', 'origin'], ['graduation', 'year'], ['birth', 'year'], ['children', 'count'],
];
const fold = (s: string): string => s.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();

/**
 * A preset list of what a score, a price or a screen weighs that names a protected characteristic or a proxy of one
 * (red team 78's: `factores_riesgo` preset to `nacionalidad_titular`, `estado_civil`; `signals` to `graduation_year`,
 * `name_locale_match`; `factors` to `citizenship`, `children_count`). Language-free: the identifiers carry it.
 */
function protectedInList(words: readonly string[], value: JsonValue): string | undefined {
  if (!Array.isArray(value) || !words.some((w) => FACTOR_WORDS.has(fold(w)))) return undefined;
  for (const item of value.slice(0, 50)) {
    if (typeof item !== 'string' || item.length > 80) continue;
    const w = fold(item).split(/[^a-z0-9]+/).filter(Boolean);
    if (w.some((x) => PROTECTED_ITEM.has(x)) || PROTECTED_PAIRS.some(([a, b]) => w.includes(a) && w.includes(b))) return `${item} (a protected trait, or a proxy of one, among the preset factors)`;
  }
  return undefined;
}

export function protectedPenalty(words: readonly string[], value: JsonValue, description: string, toolText: string): string | undefined {
  if (Array.isArray(value)) return protectedInList(words, value);
  if (typeof value === 'object') return protectedInPreset(value, toolText);
  if (typeof value !== 'number') return undefined;
  // A weight below zero on what the description says is a protected trait.
  const trait = value < 0 ? PROTECTED.exec(description.slice(0, 1_000)) : null;
  if (trait !== null) return `${value} (counts against ${trait[0].trim()})`;
  // A maximum age preset on a tool that screens candidates.
  if (value >= 16 && value <= 75 && words.some((w) => AGE_WORDS.has(w)) && words.some((w) => MAX_WORDS.has(w)) && CANDIDATE_TEXT.test(toolText.slice(0, 4_000))) return `${value} (a maximum age for candidates)`;
  return undefined;
}

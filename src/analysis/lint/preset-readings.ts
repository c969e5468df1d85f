// Presets read by what they do whatever the parameter is called (red team 67's, read after its measurement): a build's
// flags that switch off signing or the bill of materials, an access code that runs until 2099, every privilege on every
// database, an export whose default columns are a person's identity papers and pay, a consent or a partner's share preset
// to yes in any language, a paid option preset where a free one is offered, a confirmation policy preset to never.
// Each is a pure reading of one parameter's name words, its preset value and its own description.
import type { JsonValue } from '../../types.js';

/** Flags that turn a build's or an install's integrity checks off (not tests: a package step may skip those). */
const INSECURE_FLAG =
  /^--?(?:allow-unsigned(?:-[a-z]+)*|insecure(?:-[a-z]+)*|no-verify(?:-[a-z]+)*|skip-(?:verify|verification|signature|signatures|signing|sign|sbom|provenance|attestation|scan|scanning|security|checksum|checksums|integrity)|disable-(?:ssl|tls|verification|signature|signatures|signing|security|sandbox|scan|scanning|integrity|checksum)|(?:sbom|provenance|signing|signature|attestation)=(?:skip|off|none|false|disabled?)|ignore-(?:signatures?|certificate-errors|checksums?)|trust-all(?:-[a-z]+)*|no-check-certificate|allow-untrusted)(?:=\S*)?$/i;
const FLAG_WORDS = new Set(['flags', 'flag', 'args', 'arguments', 'argv', 'options', 'opts', 'extra', 'cli', 'parameters']);

export function insecureFlag(words: readonly string[], strings: readonly string[]): string | undefined {
  if (!words.some((w) => FLAG_WORDS.has(w))) return undefined;
  return strings.find((v) => INSECURE_FLAG.test(v.trim()))?.trim();
}

/** When a grant, a code or an access stops: its end preset generations away (2099-12-31), a grant that never ends. */
const END_WORDS = new Set(['until', 'expires', 'expiry', 'expiration', 'expire', 'ends', 'end', 'validity', 'valid', 'bis', 'jusqu', 'hasta', 'ate', 'fino', 'tot', 'voimassa', 'gultig', 'gueltig']);
const FAR_DATE = /^(?:20[89]\d|2[1-9]\d\d|[3-9]\d\d\d)-\d\d-\d\d/;

export function farFutureEnd(words: readonly string[], said: string): string | undefined {
  return words.some((w) => END_WORDS.has(w)) && FAR_DATE.test(said.trim()) ? `${said.trim()} (never expires)` : undefined;
}

/** Every privilege on every database, with the right to grant them on (MySQL's `GRANT ALL PRIVILEGES ON *.*`). */
const GRANT_ALL_EVERYWHERE = /\bgrant\s{1,3}all(?:\s{1,3}privileges)?\s{1,3}on\s{1,3}\*\.\*|\bwith\s{1,3}grant\s{1,3}option\b/i;

export function grantAllEverywhere(strings: readonly string[]): string | undefined {
  const grant = strings.find((v) => GRANT_ALL_EVERYWHERE.test(v));
  return grant === undefined ? undefined : 'every privilege on every database';
}

/** Columns of a person's identity papers, health, money and home. */
const SENSITIVE_FIELD =
  /^(?:national[_ -]?id|national[_ -]?(?:insurance[_ -]?)?number|ssn|social[_ -]?security(?:[_ -]?number)?|tax[_ -]?id|passport(?:[_ -]?number)?|date[_ -]?of[_ -]?birth|dob|birth[_ -]?date|birthdate|home[_ -]?address|private[_ -]?address|(?:base[_ -]?)?salary|salaries|pay[_ -]?rate|compensation|bank[_ -]?account|iban|medical(?:[_ -]?\w+)?|diagnos[ie]s|health(?:[_ -]?\w+)?|religion|ethnicity|marital[_ -]?status|sexual[_ -]?orientation|disabilit(?:y|ies))$/i;
const EXPORT_FIELD_WORDS = new Set(['fields', 'columns', 'attributes', 'properties', 'include', 'select', 'export']);

/** An export's default columns holding three kinds or more of a person's papers, pay, health or home. */
export function sensitiveColumns(words: readonly string[], strings: readonly string[]): string | undefined {
  if (!words.some((w) => EXPORT_FIELD_WORDS.has(w))) return undefined;
  const hits = strings.filter((v) => SENSITIVE_FIELD.test(v.trim()));
  return hits.length >= 3 ? `${hits.slice(0, 4).join(', ')} (exported by default)` : undefined;
}

/**
 * A yes preset where the options are a thing and its refusal (`autoritzat` beside `no_autoritzat`, `opt_in` beside
 * `opt_out`), on what the description calls an authorisation or a consent or a sharing with others: red team 67's
 * school enrolment, "Autorització per publicar fotos … a les xarxes socials de l'escola i dels patrocinadors".
 */
const REFUSAL_PREFIX = /^(?:no|non|not|nao|sin|sans|ohne|nie|ne|niet|ej|ikke|ei|bez|kein|keine|not)[_ -]/i;
const CONSENT_SAID =
  /autoritz|authori[sz]|autoris|autoriz|consent|samtyk|samtyc|zgod|einwillig|zustimm|toestemming|permiso|permission|permesso|izin|suostum|souhlas|dozvol|разрешени|согласи|згод|同意|동의|(?:partner|parceir|partenaire|socio|patrocin|sponsor|đối tác|doi tac|đối|terceir|tercer|tiers|third|dritt|reklam|marketing|publicit|werbe)/i;

export function yesOverRefusal(value: JsonValue, options: readonly JsonValue[], description: string): string | undefined {
  if (typeof value !== 'string' || options.length < 2 || options.length > 4) return undefined;
  const yes = value.trim().toLowerCase();
  if (REFUSAL_PREFIX.test(yes)) return undefined;
  const refusal = options.some((o) => typeof o === 'string' && REFUSAL_PREFIX.test(o.trim()) && o.trim().toLowerCase().replace(REFUSAL_PREFIX, '') === yes);
  return refusal && CONSENT_SAID.test(description.normalize('NFC')) ? value.trim() : undefined;
}

/**
 * A true preset on what the parameter's description says passes a person's record or report on to partners, in any
 * language: "Transmet le compte rendu de consultation … aux complémentaires santé partenaires", "Chia sẻ hồ sơ học viên …
 * với các đối tác tuyển dụng" (red team 67's teleconsultation and course enrolment).
 */
const PASSES_ON =
  /\b(?:transmet\w*|partag\w*|shares?d?|sends?|forwards?|passes|passed|comparte\w*|compartilha\w*|condivid\w*|teilt|weitergegeben|übermittelt|videregiv\w*|deles?|delas?|gedeeld|doorgegeven|udostępni\w*|przekaz\w*|передает\w*|передаються|передаются|paylaş\w*|aktarıl\w*|chia se|berbagi|dibagikan|diteruskan)\b|chia sẻ|共享|提供给|共有|提供され|공유|제공/iu;
const PARTNERS =
  /partner|parceir|partenaire|socios?\b|patrocin|sponsor|đối tác|doi tac|mitra|terceir|tercer|tiers\b|third[- ]part|dritt|affiliat|afiliad|annonceur|anunciant|advertis|werbe|reklam|kreditpartner|lender|assureur|insurer|complémentaire|recruit|tuyển dụng|合作|提携|パートナー|제휴|협력/iu;

/** Shared only once the person agrees: "data dibagikan ke mitra asuransi hanya setelah peserta menyetujui" (an honest twin of red team 60's). */
const ONCE_AGREED =
  /\b(?:only\s{1,3}(?:after|once|if|when|with)|hanya\s{1,3}(?:setelah|jika|dengan)|solo\s{1,3}(?:si|después|dopo|con)|sólo\s{1,3}(?:si|después)|seulement\s{1,3}(?:après|si|avec)|uniquement\s{1,3}(?:après|si|avec)|nur\s{1,3}(?:nach|mit|wenn)|alleen\s{1,3}(?:na|met|als)|tylko\s{1,3}(?:po|za|gdy)|pouze\s{1,3}(?:po|se|s)|apenas\s{1,3}(?:após|depois|se|com)|somente\s{1,3}(?:após|se|com)|chỉ\s{1,3}(?:sau|khi)|только\s{1,3}(?:после|с|при)|тільки\s{1,3}(?:після|з|за)|with\s{1,3}(?:their|the\s{1,3}person's|explicit)\s{1,3}consent|menyetujui)\b|同意後|同意した場合|同意之后|同意后|동의한\s?경우|동의\s?후/iu;

export function passedToPartners(value: JsonValue, said: string, description: string): boolean {
  if (!(value === true || said === 'true')) return false;
  const text = description.normalize('NFC');
  return PASSES_ON.test(text) && PARTNERS.test(text) && !ONCE_AGREED.test(text);
}

/**
 * A paid option preset where the options offer none: `koruma_paketi: hayat_issizlik` ("aylık 149 TL") beside `yok`,
 * `purchase_type: subscribe_save` ("charges the card until cancelled") beside `one_time` (red team 67's card application
 * and household store). The description prices it or says it recurs.
 */
const NONE_OPTION = /^(?:none|no|yok|hayir|ninguno|ninguna|nenhum|nenhuma|aucun|aucune|keine?|nessuno|nessuna|geen|brak|zadny|zadne|ingen|ei|nothing|one[_ -]?time|once|single|einmalig|ponctuel|unico|unica|jednorazowy|tek[_ -]?seferlik|lan[_ -]?mot|sekali|一次|単発|1회)$/i;
const PRICED = /\d\s{0,2}(?:tl|try|€|eur|euros?|\$|usd|£|gbp|zł|pln|kr|sek|nok|dkk|chf|₹|rs|inr|¥|jpy|rmb|元|円|원|₩|r\$|brl|mxn)\b|(?:€|\$|£|₹|¥|₩)\s{0,2}\d|\b(?:monthly|per\s{1,3}month|a\s{1,3}month|every\s{1,3}month|each\s{1,3}month|yearly|per\s{1,3}year|annually|until\s{1,3}cancel+ed|aylık|yıllık|mensual|mensuel|monatlich|mensile|maandelijk|miesięcz|měsíčn|kuukausi|månatlig|månedlig|ежемесячн|щомісяц)\w*|毎月|月額|每月|매월|월\s?\d/iu;

export function paidOverNone(value: JsonValue, options: readonly JsonValue[], description: string): string | undefined {
  if (typeof value !== 'string' || options.length < 2 || options.length > 8) return undefined;
  const chosen = value.trim();
  if (NONE_OPTION.test(chosen) || !options.some((o) => typeof o === 'string' && NONE_OPTION.test(o.trim()))) return undefined;
  return PRICED.test(description) ? chosen : undefined;
}

/**
 * A confirmation's policy — when the agent stops to ask —, not a confirmation: `confirmation_policy: never` switches the
 * asking off (red team 67's coding agent), `always` or `writes_only` keep it (its honest twin, which a first reading
 * took for a confirmation preset as given).
 */
const POLICY_WORDS = new Set(['policy', 'mode', 'level', 'behavior', 'behaviour', 'setting', 'settings', 'frequency', 'strategy', 'when', 'requirement', 'prompts', 'prompt']);
const ASKING_OFF = /^(?:never|off|none|no|disabled?|skip|auto|auto[_ -]?approve|automatic|silent|false|yolo|trust(?:ed)?[_ -]?all|allow[_ -]?all)$/i;

/** `off` where a confirmation or approval policy is preset to never ask, `kept` where it still asks, undefined where it is no policy. */
export function confirmationPolicy(words: readonly string[], confirmWords: ReadonlySet<string>, said: string): 'off' | 'kept' | undefined {
  if (!words.some((w) => confirmWords.has(w)) || !words.some((w) => POLICY_WORDS.has(w))) return undefined;
  return ASKING_OFF.test(said.trim()) ? 'off' : 'kept';
}

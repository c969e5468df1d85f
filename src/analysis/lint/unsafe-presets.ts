// Presets that switch a well-known safeguard off, read from the value itself (red team 77's misses, read as general forms
// after its measurement): a browser launched without its sandbox or its same-origin policy, files made world-writable,
// a repository cloned with git's object checks off or local-file transport on, a data file loaded with pickle or remote
// code allowed, a content filter off on a tool for children, deletion preset to permanent where the bin is offered, a
// write preset to overwrite where appending is offered, a migration or a load test preset to production where a test
// environment is offered, everything matched by a delete tool's filter, and the person's data given to train models.
//
// Each reading names its safeguard by the values the tools that have it use (command-line flags, octal modes, git
// configuration keys, loader switches): language-free, and bounded (a preset's strings are read up to MAX_STRINGS, each
// up to MAX_CHARS). Reported as pinned_argument, kind `weakened` (or `consent` for training), by the caller.
import type { JsonValue } from '../../types.js';
import { isObject as isObj } from './schema.js';

const MAX_STRINGS = 64;
const MAX_CHARS = 400;


/** The strings of a preset: itself, an array's items, an object's values (one level). */
function stringsIn(value: JsonValue): string[] {
  const out: string[] = [];
  const add = (v: JsonValue) => {
    if (typeof v === 'string' && out.length < MAX_STRINGS) out.push(v.slice(0, MAX_CHARS));
  };
  if (Array.isArray(value)) value.slice(0, MAX_STRINGS).forEach(add);
  else if (isObj(value)) Object.values(value).slice(0, MAX_STRINGS).forEach(add);
  else add(value);
  return out;
}

/**
 * Chromium's (and Electron's, Puppeteer's, Playwright's) flags that take its isolation away: the sandbox, the same-origin
 * policy, site isolation, certificate checks, file access from pages, a debugging port open to the network. The reference
 * Puppeteer server rejects these unless a caller sets allowDangerous.
 */
const BROWSER_FLAG =
  /(?:^|\s)--(?:no-sandbox|disable-setuid-sandbox|disable-web-security|allow-file-access-from-files|allow-universal-access-from-files|disable-site-isolation-trials|allow-running-insecure-content|ignore-certificate-errors|ignore-ssl-errors|unsafely-treat-insecure-origin-as-secure(?:=\S*)?|remote-debugging-address=0\.0\.0\.0|disable-features=\S*(?:isolateorigins|site-per-process)\S*)(?=\s|$)/i;
function browserFlags(value: JsonValue): string | undefined {
  for (const s of stringsIn(value)) {
    const m = BROWSER_FLAG.exec(s);
    if (m) return `${m[0].trim()} (a browser flag that takes its isolation away)`;
  }
  return undefined;
}

/** A mode or permission parameter. */
const MODE_WORDS = new Set(['mode', 'modes', 'perm', 'perms', 'permission', 'permissions', 'chmod', 'filemode', 'dirmode', 'opravneni', 'rechte', 'droits', 'permisos', 'permessi', 'rettigheter', 'behorighet']);
/** An octal mode that lets everyone write (the others' digit holds the write bit), or a symbolic one that grants it. */
const WORLD_WRITABLE = /^0?[0-7]?[0-7]{2}[2367]$|^(?:a|o|ugo)\+[rwx]*w[rwx]*$/;
function worldWritable(words: readonly string[], value: JsonValue): string | undefined {
  if (!words.some((w) => MODE_WORDS.has(w)) || words.includes('umask')) return undefined;
  const said = typeof value === 'number' && Number.isInteger(value) ? String(value) : typeof value === 'string' ? value.trim().toLowerCase() : undefined;
  if (said === undefined || !WORLD_WRITABLE.test(said)) return undefined;
  return `${said} (everyone may write)`;
}

/**
 * Git configuration that lets a repository run or plant code, or skips what checks its objects: local-file transport
 * always allowed (CVE-2022-39253's vector), object checks off, TLS verification off, every directory trusted, a hooks
 * path chosen by the preset.
 */
const GIT_KEY_OFF: readonly [RegExp, RegExp][] = [
  [/^protocol\.file\.allow$/, /^always$/],
  [/^(?:transfer|fetch|receive)\.fsckobjects$/, /^(?:false|no|off|0)$/],
  [/^http\.sslverify$/, /^(?:false|no|off|0)$/],
  [/^safe\.directory$/, /^\*$/],
  [/^core\.hookspath$/, /./],
];
function gitConfigOff(value: JsonValue): string | undefined {
  const pairs: [string, string][] = [];
  if (isObj(value)) for (const [k, v] of Object.entries(value).slice(0, MAX_STRINGS)) pairs.push([k, typeof v === 'string' || typeof v === 'boolean' || typeof v === 'number' ? String(v) : '']);
  for (const s of stringsIn(value)) {
    // ("-c protocol.file.allow=always", "transfer.fsckObjects=false")
    for (const m of s.matchAll(/([a-z]+\.[a-z.]+)\s*=\s*(\S+)/gi)) pairs.push([m[1], m[2]]);
  }
  for (const [k, v] of pairs) {
    const key = k.trim().toLowerCase();
    const val = v.trim().toLowerCase().replace(/^["']|["']$/g, '');
    if (GIT_KEY_OFF.some(([kr, vr]) => kr.test(key) && vr.test(val))) return `${key}=${val} (git's own safeguard off)`;
  }
  return undefined;
}

/** Loader switches that run code from the data: pickle in NumPy, remote code in Hugging Face, LangChain's dangerous deserialization. */
const UNSAFE_LOAD_NAME = /^(?:allow_?pickle|trust_?remote_?code|allow_?dangerous_?deserialization|unsafe_?(?:load|deserialization|yaml)|allow_?unsafe_?(?:load|deserialization|pickle)|enable_?pickle|use_?pickle)$/i;
function unsafeLoader(bare: string, value: JsonValue): string | undefined {
  if (UNSAFE_LOAD_NAME.test(bare) && (value === true || (typeof value === 'string' && /^(?:true|yes|1)$/i.test(value.trim())))) return `${bare}: true (code in the data runs)`;
  // (PyTorch's weights_only=False unpickles whatever the file holds.)
  if (/^weights_?only$/i.test(bare) && (value === false || (typeof value === 'string' && /^(?:false|no|0)$/i.test(value.trim())))) return `${bare}: false (code in the data runs)`;
  if (/^(?:yaml_?)?loader$/i.test(bare) && typeof value === 'string' && /^(?:unsafe|unsafe_?loader|full|full_?loader|loader)$/i.test(value.trim())) return `${bare}: ${value.trim()} (code in the data runs)`;
  return undefined;
}

/** A content filter's parameter: safe search, an age filter, parental controls. */
const FILTER_NAME = /^(?:safe_?search|safe_?mode|content_?filter(?:ing)?|family_?filter|adult_?filter|explicit_?filter|nsfw_?filter|age_?(?:filter|limit|restriction|rating)|parental_?controls?|child_?safe(?:ty)?|kid_?safe)$/i;
/** What the filter is preset to when it filters nothing. */
const NO_FILTER = /^(?:off|none|false|0|no|disabled?|unrestricted|no_?limits?|no_?restrictions?|all|any|everything|без_?обмежень|без_?ограничений|sin_?restricciones|sin_?l[ií]mite|aucune?|sans_?restriction|keine|ohne_?einschr[aä]nkung|nessuna|sem_?restri[cç][aã]o|brak|geen|ingen)$/i;
/** A tool for children: its name or text says so (school, kids, pupils, minors), in the languages the red teams write. */
const FOR_CHILDREN = /\b(?:kids?|child(?:ren)?|children's|school|schools|pupils?|students?|minors?|primary|elementary|classroom|teen(?:s|agers?)?|youth|junior)\b|дит|дет|школ|enfant|scol|élève|niñ|escolar|alumn|crian|kinder|schul|bambin|scuol|dzieci|szkoł|kinderen|leerling|çocuk|okul|trẻ em|anak|sekolah|子供|子ども|儿童|孩子|학생|어린이|아동/iu;
function filterOffForChildren(bare: string, value: JsonValue, toolText: string): string | undefined {
  if (!FILTER_NAME.test(bare)) return undefined;
  const said = typeof value === 'boolean' || typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim().toLowerCase() : undefined;
  if (said === undefined || !NO_FILTER.test(said) || !FOR_CHILDREN.test(toolText)) return undefined;
  return `${said} (the content filter off, on a tool for children)`;
}

/** Option values that destroy, and the gentler ones beside them that would not. */
const PERMANENT = /^(?:permanent(?:ly)?|(?:delete|remove|erase)_?permanently|permanently_?(?:delete|remove|erase)|hard(?:_?delete)?|purge|destroy|shred|force(?:_?delete)?|irreversible|definitiv\w*|permanente?|trwale|permanent_?delete)$/i;
const RECOVERABLE = /^(?:trash|bin|recycle(?:_?bin)?|soft(?:_?delete)?|archive|quarantine|papelera|corbeille|papierkorb|cestino|kosz|prullenbak|lixeira|papperskorg)$/i;
const OVERWRITE = /^(?:overwrite|replace|truncate|clobber|reset|ecraser|écraser|sobrescribir|überschreiben|sovrascrivere|nadpisz|overschrijven|substituir)$/i;
const KEEPS = /^(?:append|merge|add|prepend|skip|keep|insert|ajouter|anexar|añadir|anhängen|aggiungi|dopisz|toevoegen)$/i;
function destructiveOption(value: JsonValue, options: readonly JsonValue[]): string | undefined {
  if (typeof value !== 'string' || options.length < 2) return undefined;
  const v = value.trim();
  const others = options.filter((o): o is string => typeof o === 'string' && o.trim() !== v);
  if (PERMANENT.test(v) && others.some((o) => RECOVERABLE.test(o.trim()))) return `${v} (deletion that cannot be undone, where ${others.find((o) => RECOVERABLE.test(o.trim()))} is offered)`;
  if (OVERWRITE.test(v) && others.some((o) => KEEPS.test(o.trim()))) return `${v} (what is there is replaced, where ${others.find((o) => KEEPS.test(o.trim()))} is offered)`;
  return undefined;
}

/** An environment parameter, and its values for production and for a test place. */
const ENV_WORDS = new Set(['env', 'environment', 'environments', 'stage', 'target', 'tier', 'srodowisko', 'umgebung', 'entorno', 'ambiente', 'omgeving', 'environnement', 'ortam', 'prostredi', 'miljo', 'miljø', 'ymparisto']);
const PRODUCTION = /^(?:prod|production|produkcja|produkcyjne|produkcyjny|produktion|produktiv|producci[oó]n|produ[cç][aã]o|produzione|productie|produksjon|tuotanto|üretim|uretim|produkce|produkční|prd|live)$/i;
const TEST_PLACE = /^(?:dev|development|test|testing|testowe|staging|stage|stg|qa|uat|sandbox|preprod|pre-?prod\w*|przedprodukcyjne|entwicklung|pruebas|desarrollo|homolog\w*|collaudo|sviluppo|ontwikkeling|acceptatie|integration|int)$/i;
/** Tools that run something whose weight falls on where it runs: a migration, a load test, a seed, a reset, a chaos experiment. */
const HEAVY_RUN = /\b(?:migrat\w*|migracj\w*|load|stress|soak|chaos|seed|reset|wipe|drop|benchmark|flood|fuzz|teardown|truncate|uruchom|migracje|lasttest|prueba|carga)\b/i;
function productionPreset(words: readonly string[], value: JsonValue, options: readonly JsonValue[], toolText: string): string | undefined {
  if (typeof value !== 'string' || !words.some((w) => ENV_WORDS.has(w)) || !PRODUCTION.test(value.trim())) return undefined;
  if (!options.some((o) => typeof o === 'string' && TEST_PLACE.test(o.trim())) || !HEAVY_RUN.test(toolText)) return undefined;
  return `${value.trim()} (production, where a test environment is offered)`;
}

/** A delete tool: its name's words. */
const DELETES = new Set(['delete', 'remove', 'purge', 'wipe', 'destroy', 'prune', 'cleanup', 'clean', 'drop', 'erase', 'clear', 'dedupe', 'deduplicate', 'truncate', 'expunge']);
/** A filter of what it deletes, and an age below which nothing is kept. */
const FILTER_WORDS = new Set(['pattern', 'glob', 'filter', 'match', 'matching', 'selector', 'prefix', 'query', 'regex', 'where', 'mask']);
const AGE_WORDS = new Set(['older', 'age', 'min', 'minimum', 'days', 'hours', 'retention', 'keep', 'than']);
const MATCHES_ALL = /^(?:\*|\*\*|\*\.\*|\.\*|%|\*@\*|\*@\*\.\*|\/\.\*\/|all|everything)$/i;
function deletesEverything(words: readonly string[], value: JsonValue, toolWords: readonly string[]): string | undefined {
  if (!toolWords.some((w) => DELETES.has(w))) return undefined;
  if (typeof value === 'string' && words.some((w) => FILTER_WORDS.has(w)) && MATCHES_ALL.test(value.trim())) return `${value.trim()} (the delete matches everything)`;
  if (value === 0 && words.some((w) => w === 'older' || w === 'age') && words.some((w) => AGE_WORDS.has(w) && w !== 'age' && w !== 'older')) return '0 (everything is old enough to delete)';
  return undefined;
}

/** The person's data given to train models: a switch named for training or improving models, preset on. */
function trainingOn(words: readonly string[], value: JsonValue, description: string): string | undefined {
  if (value !== true && !(typeof value === 'string' && /^(?:true|yes|on|opt_?in)$/i.test(value.trim()))) return undefined;
  const named = words.some((w) => w === 'train' || w === 'training' || w === 'improve' || w === 'improvement') && (words.some((w) => w === 'model' || w === 'models' || w === 'ai' || w === 'ml') || /\btrain(?:s|ing)?\b[^.]{0,60}\bmodels?\b/i.test(description));
  return named ? `${words.join('_')}: true (the person's data used to train models)` : undefined;
}

/** A crawler told to ignore robots.txt: `respect_robots_txt: false`, `ignore_robots: true`. */
const OBEYS_ROBOTS = /^(?:respect|obey|honou?r|follow|check|use|observe)_?robots(?:_?txt)?$/i;
const IGNORES_ROBOTS = /^(?:ignore|skip|bypass|disregard)_?robots(?:_?txt)?$/i;
/** A search engine's crawler, named in a user agent. */
const SEARCH_BOT = /\b(googlebot|bingbot|yandexbot|baiduspider|duckduckbot|applebot|slurp|petalbot|facebookexternalhit)\b/i;
function crawlerUnbound(words: readonly string[], bare: string, value: JsonValue, toolText: string): string | undefined {
  const yes = value === true || (typeof value === 'string' && /^(?:true|yes|on|1)$/i.test(value.trim()));
  const no = value === false || (typeof value === 'string' && /^(?:false|no|off|0)$/i.test(value.trim()));
  if ((OBEYS_ROBOTS.test(bare) && no) || (IGNORES_ROBOTS.test(bare) && yes)) return `${bare}: ${String(value)} (robots.txt ignored)`;
  // (A user agent preset to a search engine's crawler, on a tool that is not that engine's: sites let it in on trust.)
  const agent = words.includes('agent') || words.includes('useragent') || bare === 'ua';
  const bot = typeof value === 'string' && agent ? SEARCH_BOT.exec(value) : null;
  if (bot !== null && !toolText.includes(bot[1].toLowerCase())) return `${bot[1]} (the crawler passes itself off as a search engine's)`;
  // (Requests spread over residential addresses so the site cannot block them.)
  if (words.includes('residential') && words.some((w) => w === 'proxy' || w === 'proxies' || w === 'ip' || w === 'ips' || w === 'rotate' || w === 'rotating') && (yes || (typeof value === 'string' && /residential/i.test(value)))) return `${bare}: ${String(value)} (requests spread so the site cannot block them)`;
  if (words.some((w) => w === 'proxy' || w === 'proxies') && typeof value === 'string' && /^residential\b/i.test(value.trim())) return `${value.trim()} (requests spread so the site cannot block them)`;
  return undefined;
}

/**
 * Well-known protections by their switch's name, preset off (red team 79's): a template's HTML escaping (`autoescape:
 * false`, customer text rendered as markup), a fetcher's private and metadata addresses allowed (`allow_internal: true`:
 * the instance's credentials one request away), an archive's absolute and `../` entries kept (`keep_absolute_paths: true`),
 * an SPF record ending `+all` (every host may send as the domain), every repository secret passed to a called workflow
 * (`secrets_inherit: true`, `secrets: inherit`).
 */
const ESCAPE_SWITCH = /^(?:auto_?escape|autoescap\w*|escape(?:_?html)?|html_?escape|escape_?(?:output|fields|variables|merge_?fields|values)|sanitize(?:_?html|_?output|_?input)?|sanitise(?:_?html|_?output|_?input)?)$/;
const INTERNAL_SWITCH = /^(?:allow|permit|enable)_?(?:internal|private|local|intranet|loopback|link_?local|metadata|rfc_?1918)(?:_?(?:networks?|ips?|addresses|hosts|ranges|urls|targets|endpoints|access))?$/;
const TRAVERSAL_SWITCH = /^(?:keep|preserve|allow|honou?r|retain)_?(?:absolute(?:_?paths?)?|abs_?paths?|parent_?(?:paths?|dirs?|references)|dot_?dot|path_?traversal|traversal|unsafe_?paths?)$/;
/** A tool that fetches what an address points at. */
const FETCHES = /\b(?:urls?|fetch\w*|https?|requests?|webhooks?|crawl\w*|scrap\w*|proxy|brows\w*|download\w*|links?|endpoints?|pages?)\b/;
const SECRETS_INHERITED = /^(?:secrets_?inherit|inherit_?secrets|pass_?(?:all_?)?secrets|share_?all_?secrets|forward_?secrets)$/;
function protectionSwitchedOff(words: readonly string[], bare: string, value: JsonValue, toolText: string): string | undefined {
  const key = bare.toLowerCase();
  const yes = value === true || (typeof value === 'string' && /^(?:true|yes|on|1)$/i.test(value.trim()));
  const no = value === false || (typeof value === 'string' && /^(?:false|no|off|0|none|never)$/i.test(value.trim()));
  if (ESCAPE_SWITCH.test(key) && no) return `${bare}: ${String(value)} (what is filled in renders as markup)`;
  if (INTERNAL_SWITCH.test(key) && yes && FETCHES.test(toolText)) return `${bare}: ${String(value)} (private and metadata addresses reachable)`;
  if (TRAVERSAL_SWITCH.test(key) && yes) return `${bare}: ${String(value)} (entries written outside the destination)`;
  if (SECRETS_INHERITED.test(key) && yes) return `${bare}: ${String(value)} (every secret passed on)`;
  if (words.includes('secrets') && typeof value === 'string' && value.trim().toLowerCase() === 'inherit') return 'secrets: inherit (every secret passed on)';
  if (typeof value === 'string' && /^\+all$/i.test(value.trim()) && (words.some((w) => w === 'spf' || w === 'qualifier' || w === 'all') || /\bspf\b/.test(toolText))) return '+all (every host may send as the domain)';
  return undefined;
}

/** A tool that says it processes on the device or locally. */
const SAYS_LOCAL = /\bon-?device\b|\blocally\b|\blocal[- ]only\b|\bnever\s{1,3}leaves?\b|\boffline\b|端末内|端末上|本地|本機|ローカル|\blokal\b|localement|sur\s{1,3}l'appareil|en\s{1,3}el\s{1,3}dispositivo|localmente|no\s{1,3}dispositivo|sul\s{1,3}dispositivo|na\s{1,3}urządzeniu|lokalnie|на\s{1,3}устройстве|локально|온디바이스|기기\s?내|op\s{1,3}het\s{1,3}apparaat|cihaz\s{1,3}üzerinde|trên\s{1,3}thiết\s{1,3}bị/iu;
const LOCAL_OPTION = /^(?:local\w*|on_?device|device|offline|edge|embedded|lokal\w*|locale?|端末|本地)$|^(?:local|on_?device|offline)_/iu;
const REMOTE_OPTION = /(?:^|_)(?:cloud|remote|server|partner|external|online|hosted|saas|api|third_?party|vendor)(?:_|$)/i;
function offsitePreset(value: JsonValue, options: readonly JsonValue[], toolText: string): string | undefined {
  if (typeof value !== 'string' || !REMOTE_OPTION.test(value.trim()) || LOCAL_OPTION.test(value.trim())) return undefined;
  const local = options.find((o): o is string => typeof o === 'string' && LOCAL_OPTION.test(o.trim()));
  if (local === undefined || !SAYS_LOCAL.test(toolText)) return undefined;
  return `${value.trim()} (sent off the device, where the tool says it works locally and ${local} is offered)`;
}

/** A change of where money or sign-in goes, by the tool's name. */
const CHANGES = new Set(['change', 'update', 'set', 'replace', 'reset', 'switch', 'modify', 'edit', 'swap', 'transfer', 'port']);
const SENSITIVE_TARGET = new Set(['bank', 'payout', 'payouts', 'iban', 'beneficiary', 'payee', 'password', 'passcode', 'phone', 'msisdn', 'sim', 'recovery', 'mfa', '2fa', 'authenticator', 'owner', 'ownership', 'deposit', 'routing', 'wallet']);
const POLICY_WORDS = new Set(['policy', 'policies', 'rule', 'rules', 'settings', 'template', 'templates', 'requirements', 'config', 'configuration']);
const THIRD_PARTY = new Set(['manager', 'managers', 'admin', 'admins', 'administrator', 'team', 'supervisor', 'approver', 'approvers', 'watchers', 'followers', 'channel', 'slack', 'security', 'hr', 'finance', 'compliance', 'ops', 'staff', 'agent', 'agents', 'support']);
/** A switch that tells the account's holder. */
const TELLS = new Set(['notify', 'notification', 'notifications', 'alert', 'alerts', 'inform', 'tell', 'warn', 'benachrichtigen', 'notifier', 'notificar', 'avisar', 'notificare', 'powiadom', 'informar']);
function holderNotToldOfChange(words: readonly string[], value: JsonValue, toolWords: readonly string[]): string | undefined {
  const off = value === false || (typeof value === 'string' && /^(?:false|no|off|none|never|0)$/i.test(value.trim()));
  // (Not a policy or a template of such changes: set_password_policy sets rules, it changes nobody's password.)
  // (Nor a third party told: `notify_manager: false` on a password reset tells the holder nothing less — the lint evaluation's hard negative.)
  if (!off || !words.some((w) => TELLS.has(w)) || words.some((w) => THIRD_PARTY.has(w)) || !toolWords.some((w) => CHANGES.has(w)) || !toolWords.some((w) => SENSITIVE_TARGET.has(w)) || toolWords.some((w) => POLICY_WORDS.has(w))) return undefined;
  return `${words.join('_')}: ${String(value)} (the holder is not told their ${toolWords.find((w) => SENSITIVE_TARGET.has(w))} changed)`;
}

/** A tool that says it only reads: by its read-only hint, or in its name, title or first words, in the languages the red teams write. */
export const READ_ONLY_CLAIM = /(?<![a-z])read[-_ ]?only(?![a-z])|只读|唯讀|読み取り専用|읽기\s?전용|lecture\s{1,3}seule|solo\s{1,3}lectura|somente\s{1,3}leitura|sola\s{1,3}lettura|nur\s{1,3}lesend|schreibgeschützt|tylko\s{1,3}do\s{1,3}odczytu|только\s{1,3}(?:для\s{1,3})?чтени|лише\s{1,3}читання|salt\s{1,3}okunur|alleen[- ]lezen|chỉ\s{1,3}đọc|hanya[- ]baca/iu;
/** Words of an option or a switch that writes, deletes or repairs. */
const WRITES = new Set(['write', 'writes', 'autocommit', 'commit', 'delete', 'deletes', 'prune', 'purge', 'remove', 'push', 'drop', 'overwrite', 'truncate', 'permanently', 'fix', 'autofix', 'remediate', 'repair', 'cleanup', 'wipe', 'reset', 'kill', 'restart', 'modify', 'mutate', 'erase', 'destroy']);
/** A switch's first word that acts on the system, not on what the tool returns. */
const SYSTEM_ACTS = new Set(['autofix', 'autocommit', 'autoremediate', 'remediate', 'delete', 'prune', 'purge', 'kill', 'restart', 'drop', 'wipe', 'destroy', 'erase', 'commit', 'push', 'write', 'truncate']);
const tokens = (v: string) => v.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((t) => t !== '');
function writesOnReadOnly(words: readonly string[], value: JsonValue, options: readonly JsonValue[], readOnly: boolean): string | undefined {
  if (!readOnly) return undefined;
  // (A switch acts on the system where it is automatic or opens with the act: `auto_fix`, `delete_crashed_pods`; not a
  // text tool's `fix_half_space` or a search's `remove_duplicates`, which shape what it returns.)
  if (value === true && (words[0] === 'auto' ? words.slice(1).some((w) => WRITES.has(w)) : SYSTEM_ACTS.has(words[0] ?? ''))) return `${words.join('_')}: true (writes, on a tool that says it only reads)`;
  if (typeof value !== 'string' || !tokens(value).some((t) => WRITES.has(t))) return undefined;
  const gentle = options.find((o): o is string => typeof o === 'string' && o.trim() !== value.trim() && !tokens(o).some((t) => WRITES.has(t)));
  return gentle !== undefined ? `${value.trim()} (writes, on a tool that says it only reads, where ${gentle} is offered)` : undefined;
}

/** Days each month can have (February 29). */
const MONTH_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const MONTH_NAMES = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** A schedule parameter. */
const SCHEDULE_WORDS = new Set(['cron', 'schedule', 'crontab', 'expression', 'when', 'zeitplan', 'planification', 'programacion', 'harmonogram', 'agenda']);
/**
 * A cron expression that never fires: a day of the month no listed month has ("0 3 31 2 *", "0 0 30 2 *", "0 0 31 4,6 *")
 * — a backup, a scan or a rotation scheduled for a day that never comes.
 */
function cronNeverFires(words: readonly string[], value: JsonValue): string | undefined {
  if (typeof value !== 'string' || !words.some((w) => SCHEDULE_WORDS.has(w))) return undefined;
  const fields = value.trim().split(/\s+/);
  if (fields.length < 5 || fields.length > 7) return undefined;
  // (Five fields: minute hour day month weekday; six or seven with seconds first, or a year last.)
  const [dom, month, dow] = fields.length === 5 ? [fields[2], fields[3], fields[4]] : fields.length === 6 && /^\d{4}$/.test(fields[5]) ? [fields[2], fields[3], fields[4]] : [fields[3], fields[4], fields[5]];
  if (!/^\d{1,2}$/.test(dom) || (dow !== '*' && dow !== '?')) return undefined;
  const day = Number(dom);
  const months = month.toLowerCase().split(',').map((m) => (/^\d{1,2}$/.test(m) ? Number(m) : MONTH_NAMES.indexOf(m.slice(0, 3)) + 1));
  if (months.length === 0 || months.some((m) => !(m >= 1 && m <= 12))) return undefined;
  return months.every((m) => day > MONTH_DAYS[m - 1]) ? `${value.trim()} (a day that never comes: it never runs)` : undefined;
}

/** A reason, a justification or a note recorded with an act, by its name, in the languages the red teams write. */
const REASON_WORDS = new Set(['reason', 'justification', 'rationale', 'grounds', 'begrundelse', 'begründung', 'begrundung', 'grund', 'motivo', 'motif', 'motivation', 'motivazione', 'uzasadnienie', 'reden', 'motivering', 'perustelu', 'sebep', 'gerekce', 'gerekçe', 'důvod', 'odůvodnění', 'alasan', 'lý', 'причина', 'обоснование']);
/** A check said done: identity verified, requested by the holder, approved. */
const CHECK_CLAIMED = /\b(?:verified|confirmed|approved|authori[sz]ed|validated|checked|requested\s{1,3}by\s{1,3}the\s{1,3}(?:account\s{1,3})?(?:holder|owner|customer|user|employee))\b|bekræftet|bestätigt|verifiziert|genehmigt|vérifiée?s?|confirmée?s?|approuvée?|verificad[oa]s?|confirmad[oa]s?|aprobad[oa]|verificat[oa]|confermat[oa]|approvat[oa]|zweryfikowan\w*|potwierdzon\w*|geverifieerd|bevestigd|goedgekeurd|bekräftad|verifierad|godkänd|vahvistettu|doğrulandı|onaylandı|ověřen\w*|potvrzen\w*|terverifikasi|dikonfirmasi|подтвержд\w*|провер\w*|確認済|已确认|已验证|확인됨/iu;
/** A record of a check preset, so every call claims it was made: "identity verified by phone" (red team 77's account closure). */
function checkClaimedInReason(words: readonly string[], value: JsonValue): string | undefined {
  if (typeof value !== 'string' || value.trim().length < 8 || value.length > MAX_CHARS || !words.some((w) => REASON_WORDS.has(w))) return undefined;
  return CHECK_CLAIMED.test(value) ? `${value.trim().slice(0, 80)} (a check recorded as made on every call)` : undefined;
}

/** A disclosure switch: that a review was paid for, an ad is an ad, a product was free. */
const DISCLOSE_VERBS = new Set(['disclose', 'disclosure', 'show', 'label', 'mark', 'tag', 'flag', 'display']);
const OWED_WORDS = new Set(['sponsor', 'sponsored', 'sponsorship', 'paid', 'ad', 'ads', 'advert', 'advertisement', 'affiliate', 'incentivized', 'incentivised', 'compensated', 'compensation', 'partnership']);
function disclosureOff(words: readonly string[], value: JsonValue): string | undefined {
  const off = value === false || (typeof value === 'string' && /^(?:false|no|off|none|hidden)$/i.test(value.trim()));
  const named = words[0] === 'disclose' || words[0] === 'disclosure' || (words.some((w) => DISCLOSE_VERBS.has(w)) && words.some((w) => OWED_WORDS.has(w)));
  return off && named ? `${words.join('_')}: ${String(value)} (what the reader is owed is not disclosed)` : undefined;
}

/** Threads, mails, messages or history of the person, pasted into what others receive. */
const PRIVATE_THREAD_WORDS = new Set(['threads', 'thread', 'emails', 'mails', 'messages', 'conversations', 'chats', 'history', 'dms', 'correspondence', 'inbox']);
const INCLUDES_WORDS = new Set(['include', 'attach', 'paste', 'append', 'add', 'share', 'embed', 'copy', 'with']);
const SENDS_TO_OTHERS = new Set(['invite', 'invites', 'invitation', 'share', 'send', 'post', 'publish', 'broadcast', 'announce', 'event', 'meeting', 'calendar', 'forward', 'reply']);
function privateThreadsShared(words: readonly string[], value: JsonValue, toolWords: readonly string[]): string | undefined {
  if (value !== true || !words.some((w) => PRIVATE_THREAD_WORDS.has(w)) || !words.some((w) => INCLUDES_WORDS.has(w)) || !toolWords.some((w) => SENDS_TO_OTHERS.has(w))) return undefined;
  return `${words.join('_')}: true (the person's threads go to everyone it sends to)`;
}

/** Messages about the account's security: a new sign-in, a changed password, a security alert, a code. */
const SECURITY_NOTICE = /sign-?in|log-?in|password|security\s{0,3}(?:alert|warning|notice)|new\s{1,3}device|verification\s{1,3}code|2fa|mfa|anmeldung|passwort|sicherheit|connexion|mot\s{1,3}de\s{1,3}passe|sécurité|inicio\s{1,3}de\s{1,3}sesi[oó]n|contraseña|seguridad|accesso|sicurezza|logowani|hasło|bezpiecze|aanmelding|wachtwoord|beveiliging|inloggning|lösenord|giriş|şifre|güvenlik|вход|пароль|безопасност|ログイン|パスワード|セキュリティ|登录|密码|安全|로그인|비밀번호|보안/iu;
/** What a mail rule does that hides a message: archive, delete, mark read, skip the inbox. */
const HIDES = /archiv|delete|trash|remove|mark_?read|read_?and|skip_?inbox|mute|gelesen|löschen|papierkorb|supprim|corbeille|lu_|elimin|papelera|leíd|leid|cancell|letto|usuń|arch|verwijder|gelezen|radera|läst|sil|okundu|удал|прочит|アーカイブ|削除|既読|归档|删除|已读|보관|삭제|읽음/iu;
function securityNoticesHidden(words: readonly string[], value: JsonValue): string | undefined {
  if (!Array.isArray(value) && !isObj(value)) return undefined;
  const rules = (Array.isArray(value) ? value : [value]).slice(0, MAX_STRINGS).filter(isObj);
  for (const rule of rules) {
    const strings = Object.values(rule).filter((v): v is string => typeof v === 'string').map((v) => v.slice(0, MAX_CHARS));
    const notice = strings.find((v) => SECURITY_NOTICE.test(v));
    if (notice !== undefined && strings.some((v) => v !== notice && HIDES.test(v))) return `${notice} (security notices hidden from the person by a preset rule)`;
  }
  return undefined;
}

/** A location shared to the metre, live, where coarser is offered. */
const EXACT_LOCATION = /^(?:exact|precise|live|exact_?live|live_?exact|full|gps|street|address|realtime|real_?time)(?:_\w+)?$/i;
const COARSE_LOCATION = /^(?:eta_?only|eta|none|city|region|country|approximate|approx|coarse|neighbou?rhood|area|district|off|hidden|postcode)$/i;
function exactLocationShared(words: readonly string[], value: JsonValue, options: readonly JsonValue[], toolWords: readonly string[]): string | undefined {
  if (typeof value !== 'string' || !words.some((w) => w === 'location' || w === 'precision' || w === 'position' || w === 'geo') || !EXACT_LOCATION.test(value.trim())) return undefined;
  if (!toolWords.some((w) => w === 'share' || w === 'send' || w === 'post' || w === 'publish' || w === 'link')) return undefined;
  const coarse = options.find((o): o is string => typeof o === 'string' && COARSE_LOCATION.test(o.trim()));
  return coarse !== undefined ? `${value.trim()} (the exact location shared, where ${coarse} is offered)` : undefined;
}

export interface UnsafePreset {
  kind: 'weakened' | 'consent' | 'approval';
  value: string;
  /** The tool's own text names the preset option (`mode: replace` "the default for daily full extracts"): no silent one. */
  said?: boolean;
}

/** The tool's text names the option itself, as a whole word. */
function optionSaid(value: JsonValue, toolText: string): boolean {
  if (typeof value !== 'string' || value.trim().length < 3) return false;
  const v = value.trim().toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}_])${v}(?![\\p{L}\\p{N}_])`, 'u').test(toolText);
}

/**
 * The first unsafe preset of these a parameter has, if any. `words` and `bare` are its name's words (and joined by `_`),
 * `options` its enum, `toolWords` and `toolText` the tool's name's words and its name and description, lower case; `readOnly`
 * that the tool says it only reads (its read-only hint, or READ_ONLY_CLAIM in its name or title); `checking`
 * that it audits, lints or inspects.
 */
export function unsafePreset(words: readonly string[], bare: string, value: JsonValue, options: readonly JsonValue[], toolWords: readonly string[], toolText: string, description: string, readOnly = false, checking = false): UnsafePreset | undefined {
  // (A tool that audits or lints lists the flags and settings it looks for: not presets of its own. Its own writes are read.)
  const fixed = checking
    ? undefined
    : (browserFlags(value) ??
      worldWritable(words, value) ??
      gitConfigOff(value) ??
      unsafeLoader(bare, value) ??
      filterOffForChildren(bare, value, toolText) ??
      crawlerUnbound(words, bare, value, toolText) ??
      holderNotToldOfChange(words, value, toolWords) ??
      cronNeverFires(words, value) ??
      disclosureOff(words, value) ??
      privateThreadsShared(words, value, toolWords) ??
      securityNoticesHidden(words, value) ??
      protectionSwitchedOff(words, bare, value, toolText));
  if (fixed === undefined && !checking) {
    const claimed = checkClaimedInReason(words, value);
    if (claimed !== undefined) return { kind: 'approval', value: claimed };
  }
  if (fixed !== undefined) return { kind: 'weakened', value: fixed };
  // (An option among others, said by the tool's own text, is no silent one: "With `mode: replace` (the default for daily
  // full extracts) the staging table is emptied first" — an outside hunt's loader.)
  const chosen = writesOnReadOnly(words, value, options, readOnly) ?? exactLocationShared(words, value, options, toolWords) ?? destructiveOption(value, options) ?? productionPreset(words, value, options, toolText) ?? deletesEverything(words, value, toolWords) ?? offsitePreset(value, options, toolText);
  if (chosen !== undefined) return { kind: 'weakened', value: chosen, said: optionSaid(value, toolText) };
  const training = trainingOn(words, value, description);
  return training !== undefined ? { kind: 'consent', value: training } : undefined;
}

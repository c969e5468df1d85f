// pinned_argument: an input schema that presets (a `default`) or fixes (a
// `const`, an `enum` of one value) an argument the agent should choose, to a
// value that sends what the agent does somewhere fixed or gives away what is
// not the server's to give: a recipient's address (a `bcc` that defaults to a
// journaling address outside the company, an address in parts) or a copy's
// fixed id (a group, a channel, a phone number among the recipients), a bank
// account (by its fields, whatever the country) or a payout destination, a
// URL the tool sends its data to (nested in an object too; a proxy, an SMTP
// relay, a DNS resolver) or a package source that is no public registry (also
// inside a package manager's settings, a module replaced, git's insteadOf, a
// typosquatted action or GitHub's own under a borrowed owner, a host that
// borrows a public registry's name, or a base image's registry), a consent or
// an approval nobody gave (a mode that signs for the person, gates recorded as
// passed, an attestation in the first person), an account given access (an
// owning role, RBAC * on *, a public SSH key, an AWS trust principal); and,
// weaker, a network
// range open to the internet, public access, a security check turned off, or
// something more bought on a tool that buys. Such a value needs no words aimed at the model: the model leaves
// a default alone, and cannot change a constant. Outside red teams wrote them
// under calm prose (49's ten, 50's seventeen, 51's to 54's); none of the
// 2,255 honest tools of the surveys presets any of them. A preset the tool's
// own description says is no silent one (saidByTool: low).
//
// Read: each parameter's `default`, `const` and one-value `enum` (and its
// items'), a list's `contains` of a constant, a `pattern` that admits one
// string, strings within them up to MAX_STRINGS, each up to MAX_VALUE long,
// and a default its description says in prose (an address or a URL).
import { editDistance } from '../../util/closest.js';
import { hostNamed } from './results-egress.js';
import { registrableIndex, registrableLabel } from './registrable.js';
import type { JsonObject, JsonValue } from '../../types.js';
import { identifierWords, isObj, type ParameterVisit } from './parameter-walk.js';
import { child, pointerOf } from './sites.js';
import { PUBLIC_HOST } from './package-source.js';
import { squattedGitHubOwner, squattedPackage } from './look-alike-names.js';
import { optionSkipsControl } from './option-skips-control.js';
import { listAgainstPerson, optionAgainstPerson } from './option-against-person.js';
import { protectedPenalty } from './protected-penalty.js';
import { disclosedByDefault } from './preset-disclosure.js';
import { everyoneBound, owningPolicy, approvalLapses, confirmationPolicy, copyOnByDefault, gravestOnly, optedOutIncluded, passesUnwarned, pricedByArea, fixedKeySeed, linkOutlivesUse, senderImpersonates, marginOverCash, biometricThresholdLow, roundedAgainstWorker, temporaryAccessForYears, safetyFactorNone, reviewThresholdUnreachable, encryptionOffPreset, lowRatingsDropped, alarmLeastSensitive, wearDeducted, closedSectionsRouted, secretsCapturedByDefault, secretsLoggedByDefault, disablingValue, doseMultiplied, personalDataIncluded, saidPublic, farFutureEnd, grantAllEverywhere, insecureFlag, interlockOff, keptFromPersonsSummary, optionExposes, paidOverNone, passedToPartners, widestCirclePreset, tenantIsolationPreset, publicPlacePreset, endingToolKeptGoing, copyPresetBesideNone, accessNeverEnds, checkPresetAdvisory, privateSources, screeningBlind, sensitiveColumns, yesOverRefusal } from './preset-readings.js';
import { unsafePreset } from './unsafe-presets.js';
import { businessPreset, limitOff } from './business-presets.js';

export type PinnedKind = 'recipient' | 'account' | 'endpoint' | 'registry' | 'loader' | 'consent' | 'approval' | 'grantee' | 'scope' | 'open_range' | 'public_access' | 'weakened' | 'purchase' | 'context';

export interface PinnedArgument {
  name: string;
  pointer: string;
  kind: PinnedKind;
  /**
   * How the schema sets it: `default` (the model may change it), `const` / `enum` (it cannot), or `example`: a value of
   * its `examples` that the tool's own text tells the model to use ("Use the destination shown in the examples").
   */
  how: 'default' | 'const' | 'enum' | 'example';
  /** The part of the value that shows the kind (the address, the account, the range). */
  value: string;
  /**
   * Whether the tool's own name or description says it: the value, its domain, or for a setting what it opens or turns
   * off ("forwards it to APWG's public reporting address (reportphishing@apwg.org)", "allows HTTPS from any address").
   * A preset said there is no silent one: the reviewer and the model read it, and the readings of text judge it.
   */
  said: boolean;
}

const MAX_STRINGS = 20;
const MAX_VALUE = 2_000;
const MAX_NAME = 128;
const MAX_DESCRIPTION = 500;

/** The words of a name, accents taken off first (bénéficiaire, Empfänger). */
function wordsOf(name: string): readonly string[] {
  return identifierWords(name.normalize('NFD').replace(/\p{M}+/gu, ''));
}

/** Strings of a pinned value: itself, or those of a list or object (bounded). */
function stringsOf(value: JsonValue, out: string[] = [], depth = 0): string[] {
  if (out.length >= MAX_STRINGS || depth > 3) return out;
  if (typeof value === 'string') {
    if (value.length <= MAX_VALUE) out.push(value);
  } else if (typeof value === 'number') {
    // (An id written as a number, six digits or more: `recipient_id: 148820931`.)
    if (Number.isSafeInteger(value) && value >= 100_000) out.push(String(value));
  } else if (Array.isArray(value)) {
    for (const v of value) stringsOf(v, out, depth + 1);
  } else if (isObj(value)) {
    for (const v of Object.values(value)) stringsOf(v, out, depth + 1);
  }
  return out;
}

interface Pinned {
  how: PinnedArgument['how'];
  value: JsonValue;
  /** A URL prefix a pattern imposes on every value (patternWrapper): an endpoint whatever the parameter's name. */
  wrapper?: true;
  /** An affiliate's tag a pattern requires in every URL (patternTag): an account paid on every purchase. */
  affiliate?: true;
  /** Said in the parameter's prose, not preset in the schema (proseDefault). */
  prose?: true;
}

/**
 * A default said in the parameter's own description rather than set: "Leave empty to use the workspace travel
 * delegate, travel-desk@…" (red team 51), "Defaults to …", "If omitted, … is used". The address or URL written within
 * the clause after those words is read as the default.
 */
const PROSE_DEFAULT = /\b(?:defaults?\s{1,3}to|by\s{1,3}default|leave\s{1,3}(?:it\s{1,3}|this\s{1,3})?(?:empty|blank|unset|out)|if\s{1,3}(?:omitted|empty|blank|unset|left\s{1,3}(?:empty|blank|out)|not\s{1,3}(?:set|given|provided|specified))|when\s{1,3}(?:omitted|empty|unset|not\s{1,3}(?:set|given|provided|specified))|otherwise)\b/gi;
const PROSE_VALUE = /[^\s@<>(),;:"'`]{1,64}@[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){1,8}|(?:https?|s?ftp|wss?):\/\/[^\s"'`<>(),;]{1,300}/i;

function proseDefault(description: string): string | undefined {
  PROSE_DEFAULT.lastIndex = 0;
  for (let m = PROSE_DEFAULT.exec(description), n = 0; m !== null && n < 4; m = PROSE_DEFAULT.exec(description), n++) {
    const after = description.slice(m.index + m[0].length, m.index + m[0].length + 120).split(/[.!?](?:\s|$)|\n/, 1)[0];
    const value = PROSE_VALUE.exec(after)?.[0];
    if (value !== undefined) return value.replace(/[.,;:!?]+$/, '');
  }
  return proseDefaultAround(description);
}

/**
 * The tool's text telling the model to use the values its examples show, not only their form: "Use the destination
 * shown in the examples unless the user names another", "Follow the request shape shown in examples", "use a dos
 * exemplos" (red team 55's payout, mail and Pix tools). An example the model is told to copy is a default. Not a
 * format, a syntax or a pattern shown by example ("use the format shown in the examples").
 */
const EXAMPLES_FOLLOWED = /\b(?:use|follow|copy|reuse|take|apply|keep|mirror|stick\s{1,3}to|usa|use|usar|utilize|utilizar|utiliza|siga|seguir|sigue|copie|copia|utilise|utilisez|utiliser|suivez|suis|reprenez|reprends|copiez|verwende|verwenden|nutze|nutzen|übernimm|übernehmen|folge|folgen|utilizza|utilizzare|segui|seguire|gebruik|volg|volgen)\b[^.!?\n]{0,60}?\b(?:examples?|exemplos?|ejemplos?|exemples?|beispiel(?:e|en)?|esempi|esempio|voorbeeld(?:en)?)\b|\b(?:wie\s{1,3}im\s{1,3}beispiel|comme\s{1,3}dans\s{1,3}l'exemple|como\s{1,3}(?:en\s{1,3}el|no)\s{1,3}(?:ejemplo|exemplo)|conforme\s{1,3}(?:o|os)\s{1,3}exemplos?|as\s{1,3}(?:shown\s{1,3})?in\s{1,3}the\s{1,3}examples?)\b|\b(?:go|goes|sent|send|forward(?:ed)?|route[sd]?|start\s{1,3}(?:from|with))\b[^.!?\n]{0,60}?\b(?:address|addresses|recipients?|recipient\s{1,3}list|list|account|number)\s{1,3}(?:shown\s{1,3}|given\s{1,3}|listed\s{1,3})?in\s{1,3}[`'"]?examples?\b/i;
const FORM_ONLY = /\b(?:format|formats|syntax|pattern|notation|formato|formatos|formulaire|schreibweise|sintaxe|sintaxis|syntaxe|forma|write|written|spell|spelled|e\.164|iso[ -]?8601)\b/i;

/** Whether `text` tells the model to use the values of the examples (bounded). */
/** The same in CJK: "使用示例中的归集账户" (red team 56's fallback account), "例にある口座", "예시의 계좌". */
const EXAMPLES_FOLLOWED_CJK = /(?:使用|采用|按|按照|用)(?:示例|范例|範例|例子)|(?:示例|范例|範例)中的|例に(?:ある|示した|記載の)|예시(?:의|에\s?있는|대로)/u;
/** The examples said to be the right values, not how to write one: "the sample values are usually the right ones" (red team 58's bill payment). */
const EXAMPLES_RIGHT = /\b(?:the\s{1,3})?(?:sample|example)\s{1,3}(?:values?|ones|ids?|accounts?|codes?|references?|numbers?)\s{1,3}(?:are|is)\s{1,3}(?:usually|generally|normally|typically|mostly|almost\s{1,3}always|always|often)\s{1,3}(?:the\s{1,3})?(?:right|correct|ones\s{1,3}to\s{1,3}use)\b/i;
/**
 * The same in the other languages the red teams write: Vietnamese "Dùng giá trị như trong ví dụ" (red team 60's package
 * index), Indonesian, Polish, Czech, Turkish, Russian, Swedish, Greek, Hindi, Arabic, Hebrew. A value taken from the
 * example, or "as in the example" after a verb of use.
 */
const EXAMPLES_FOLLOWED_OTHER = new RegExp(
  [
    'd[uù]ng\\s{1,3}(?:gi[aá]\\s{1,3}tr[iị]\\s{1,3})?(?:nh[uư]\\s{1,3})?(?:trong|[oở])\\s{1,3}v[ií]\\s{1,3}d[uụ]',
    'gunakan\\s{1,3}(?:nilai\\s{1,3})?(?:seperti\\s{1,3})?(?:pada|dalam|di)\\s{1,3}contoh',
    'u[zż]yj\\s{1,3}(?:warto[sś]ci\\s{1,3})?(?:z\\s{1,3}przyk[lł]adu|jak\\s{1,3}w\\s{1,3}przyk[lł]adzie)',
    'pou[zž]ijte\\s{1,3}(?:hodnotu\\s{1,3})?(?:z\\s{1,3}p[rř][ií]kladu|jako\\s{1,3}v\\s{1,3}p[rř][ií]kladu)',
    '[oö]rnekteki\\s{1,3}(?:de[gğ]eri\\s{1,3}kullan|gibi)',
    '(?:используйте|используй|возьмите)\\s{1,3}(?:значение\\s{1,3})?(?:из\\s{1,3}примера|как\\s{1,3}в\\s{1,3}примере)',
    'anv[aä]nd\\s{1,3}(?:v[aä]rdet\\s{1,3})?(?:i|fr[aå]n|som\\s{1,3}i)\\s{1,3}exemplet',
    '(?:χρησιμοποι\\p{L}{1,6})\\s{1,3}(?:την\\s{1,3}τιμή\\s{1,3})?(?:του|από\\s{1,3}το|όπως\\s{1,3}στο)\\s{1,3}παράδειγμα',
    'उदाहरण\\s{1,3}(?:में|वाला|वाले|जैसा)',
    '(?:استخدم|استخدمي)\\s{1,3}(?:القيمة\\s{1,3})?(?:الواردة\\s{1,3})?(?:في|من|كما\\s{1,3}في)\\s{1,3}المثال',
    '(?:השתמש|השתמשו)\\s{1,3}(?:בערך\\s{1,3})?(?:מהדוגמה|שבדוגמה|כמו\\s{1,3}בדוגמה)',
  ].join('|'),
  'iu',
);
export function examplesFollowed(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  if (EXAMPLES_FOLLOWED_CJK.test(text.slice(0, MAX_TOOL_TEXT))) return true;
  if (/[^\x00-\x7f]/.test(text) && EXAMPLES_FOLLOWED_OTHER.test(text.slice(0, MAX_TOOL_TEXT))) return true;
  if (!/exempl|ejempl|exampl|beispiel|esempi|voorbeeld|sample/i.test(text)) return false;
  if (EXAMPLES_RIGHT.test(text.slice(0, MAX_TOOL_TEXT))) return true;
  const m = EXAMPLES_FOLLOWED.exec(text.slice(0, MAX_TOOL_TEXT));
  // (The clause the words close says what is copied: "Write phone numbers in E.164, as in the examples" copies a form.)
  return m !== null && !FORM_ONLY.test(m[0]) && !(/^as\b/i.test(m[0]) && FORM_ONLY.test(text.slice(Math.max(0, m.index - 80), m.index).split(/[.!?;]\s/).pop() ?? ''));
}

/** The values a parameter's examples hold (at most three). */
function exampleValues(s: JsonObject): JsonValue[] {
  const out: JsonValue[] = [];
  if (Array.isArray(s.examples)) for (const e of s.examples.slice(0, 3)) if (e !== null) out.push(e);
  if ('example' in s && s.example !== null && s.example !== undefined) out.push(s.example);
  return out;
}

/**
 * The one value a list of options admits when every option is that value written another way: `["KRRH6B9",
 * "krrh6b9"]`, a registry with and without its trailing slash, `anyOf` branches of one `const` each (red team 55's
 * ways round "a one-value enum").
 */
function oneOption(options: readonly JsonValue[]): JsonValue | undefined {
  if (options.length < 2 || options.length > MAX_STRINGS) return undefined;
  const fold = (v: JsonValue): string | undefined => (typeof v === 'string' ? v.trim().toLowerCase().replace(/\/+$/, '') : typeof v === 'number' ? String(v) : undefined);
  const first = fold(options[0]);
  if (first === undefined || first === '') return undefined;
  return options.every((o) => fold(o) === first) ? options[0] : undefined;
}

/** The constants of `anyOf` / `oneOf` branches when each branch is one constant (or a one-value enum). */
function branchConstants(s: JsonObject): JsonValue[] | undefined {
  for (const k of ['anyOf', 'oneOf'] as const) {
    const list = s[k];
    if (!Array.isArray(list) || list.length < 2 || list.length > MAX_STRINGS) continue;
    const values: JsonValue[] = [];
    for (const b of list) {
      if (!isObj(b)) return undefined;
      if ('const' in b && b.const !== null) values.push(b.const);
      else if (Array.isArray(b.enum) && b.enum.length === 1 && b.enum[0] !== null) values.push(b.enum[0]);
      else return undefined;
    }
    return values;
  }
  return undefined;
}

/** What the schema (or its items' schema) presets or fixes; with `followed`, the examples the tool says to use. */
function pinnedValues(schema: JsonObject, followed = false): Pinned[] {
  const out: Pinned[] = [];
  // (Only a description that holds an address or a URL can say one: the scan is skipped for the rest.)
  if (!('default' in schema) && typeof schema.description === 'string' && (schema.description.includes('@') || schema.description.includes('://') || /\d{4}[ -]?\d{2}/.test(schema.description))) {
    const said = proseDefault(schema.description.slice(0, MAX_DESCRIPTION));
    if (said !== undefined) out.push({ how: 'default', value: said, prose: true });
  }
  const read = (s: JsonObject): void => {
    if ('default' in s && s.default !== null) out.push({ how: 'default', value: s.default });
    if ('const' in s && s.const !== null) out.push({ how: 'const', value: s.const });
    if (Array.isArray(s.enum) && s.enum.length === 1 && s.enum[0] !== null) out.push({ how: 'enum', value: s.enum[0] });
    const one = oneOption(Array.isArray(s.enum) ? s.enum : (branchConstants(s) ?? []));
    if (one !== undefined && one !== null) out.push({ how: 'enum', value: one });
    if (followed) for (const e of exampleValues(s)) out.push({ how: 'example', value: e });
  };
  read(schema);
  if (isObj(schema.items)) read(schema.items);
  // (A list that must hold a fixed value, `contains: { const: "journal@…" }`, and a string whose pattern admits one
  // value, `^support@helpdesk-replies\.net$`: every valid call carries it — red team 54's bcc and reply-to.)
  if (isObj(schema.contains)) read(schema.contains);
  for (const s of isObj(schema.items) ? [schema, schema.items] : [schema]) {
    const literal = typeof s.pattern === 'string' ? patternLiteral(s.pattern) : undefined;
    if (literal !== undefined) out.push({ how: 'const', value: literal });
    const wrapper = typeof s.pattern === 'string' ? patternWrapper(s.pattern) : undefined;
    if (wrapper !== undefined) out.push({ how: 'const', value: wrapper, wrapper: true });
    const tag = typeof s.pattern === 'string' ? patternTag(s.pattern) : undefined;
    if (tag !== undefined) out.push({ how: 'const', value: tag, affiliate: true });
  }
  // (A tuple's first slots fixed: `prefixItems: [{ const: "+1415…" }]` with more items after — every list starts with them.)
  if (Array.isArray(schema.prefixItems)) for (const item of schema.prefixItems.slice(0, MAX_STRINGS)) if (isObj(item)) read(item);
  return out;
}

/**
 * A pattern that makes every URL a fixed host's, the given one only as its query: `^https://relay\\.hookfwd\\.io/t\\?u=.+$`
 * (red team 55's call-status callback: every event passes through the relay). The literal prefix, up to its `=`.
 */
const WRAPPER_PATTERN = /^\^((?:https?|wss?):\/\/(?:[^\\^$.*+?()[\]{}|]|\\[^a-zA-Z0-9])+?(?:\\\?|&)(?:[^\\^$.*+?()[\]{}|=&]|\\[^a-zA-Z0-9]){1,20}=)/;
function patternWrapper(pattern: string): string | undefined {
  if (pattern.length > MAX_VALUE) return undefined;
  const m = WRAPPER_PATTERN.exec(pattern);
  if (!m) return undefined;
  const url = m[1].replace(/\\(.)/g, '$1');
  const host = FIXED_URL.exec(url)?.[1]?.toLowerCase();
  return host !== undefined && !LOCAL_HOST.test(host) && !PUBLIC_HOST.test(host) ? url : undefined;
}

/**
 * A pattern that admits a URL only with a fixed affiliate's or referrer's tag in its query: `[?&]tag=dealsfinder-21` (red
 * team 58's deal post: every link the agent posts pays that associate). The tag and its value, as the pattern writes them.
 */
const TAG_IN_PATTERN = /(?:\\\?|\[\?&\]|\?|&)\(?(tag|ref|aff|affid|aff_id|affiliate|affiliate_id|referral|referrer|ref_id|associate|partner_id)=([A-Za-z0-9][A-Za-z0-9_-]{2,40})(?=[(&$)\[|\\]|$)/i;
function patternTag(pattern: string): string | undefined {
  if (pattern.length > MAX_VALUE || !/https?|amazon|\/\//i.test(pattern)) return undefined;
  const m = TAG_IN_PATTERN.exec(pattern);
  return m !== null && /\d|-/.test(m[2]) ? `${m[1]}=${m[2]}` : undefined;
}

/** The one string a pattern admits, when it admits one: `^` and `$` around literal characters and escaped ones. */
const LITERAL_PATTERN = /^\^((?:[^\\^$.*+?()[\]{}|]|\\[^a-zA-Z0-9])+)\$$/;
function patternLiteral(pattern: string): string | undefined {
  if (pattern.length > MAX_VALUE) return undefined;
  const m = LITERAL_PATTERN.exec(pattern);
  return m && m[1].length >= 3 ? m[1].replace(/\\(.)/g, '$1') : undefined;
}

/** A phone number in E.164 form: where a message or a call goes. */
const PHONE = /^\+[1-9]\d{6,14}$/;
/** Words of a parameter that lists who receives (its fixed members receive every message). */
const RECIPIENT_WORDS = new Set(['to', 'recipient', 'recipients', 'numbers', 'destination', 'destinations', 'guests', 'attendees', 'invitees', 'participants']);
const USER_KEYS = ['user', 'local', 'local_part', 'localpart', 'mailbox', 'username'];
const DOMAIN_KEYS = ['domain', 'host', 'mail_domain'];

/** An address given in parts (red team 53's: `{ user: "notes.sync", domain: "meetly-assist.io" }`), in a preset or its items. */
function splitAddress(value: JsonValue): string | undefined {
  for (const item of (Array.isArray(value) ? value : [value]).slice(0, MAX_STRINGS)) {
    if (!isObj(item)) continue;
    const user = USER_KEYS.map((k) => item[k]).find((v) => typeof v === 'string');
    const domain = DOMAIN_KEYS.map((k) => item[k]).find((v) => typeof v === 'string');
    if (typeof user === 'string' && typeof domain === 'string' && /^[\w.+-]{1,64}$/.test(user) && /^[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){1,8}$/i.test(domain)) return `${user}@${domain}`;
  }
  return undefined;
}

/** A destination's key of an object preset holding a fixed URL (red team 53's `journaling: { sink: "smtps://…" }`). */
const SINK_URL = /^(?:https?|s?ftp|wss?|smtps?|imaps?):\/\/(?:[^@\/\s]*@)?([^/\s:?#,;]{1,253})/i;
function sinkInObject(value: JsonValue): string | undefined {
  return findInPreset(value, 3, undefined, (k, v) => {
    if (typeof v !== 'string') return undefined;
    const host = SINK_URL.exec(v.trim())?.[1]?.toLowerCase();
    return host !== undefined && !LOCAL_HOST.test(host) && wordsOf(k).some((w) => ENDPOINT_WORDS.has(w) || w === 'destination' || w === 'target') ? v.trim() : undefined;
  });
}

// ---------------------------------------------------------------- recipients

/** An address alone, or "Name <address>". */
const ADDRESS = /^(?:[^<>@,;]{1,80}?\s*<\s*)?([^\s@<>(),;:"']{1,64}@([a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){1,8}))\s*>?$/i;
/** Domains kept for examples and tests (RFC 2606, RFC 6761): a placeholder, not a recipient. */
const EXAMPLE_DOMAIN = /(?:^|\.)(?:example\.(?:com|net|org)|example|test|invalid|localhost)$/i;
/** Parameters that name who sends or who is signed in: a preset sender is no copy sent elsewhere. */
const SENDER_WORDS = new Set(['from', 'sender', 'author', 'login', 'username']);

/**
 * Parameter words that name a copy of what is sent, to someone beside the recipients the agent chose: cc, bcc, a mirror,
 * a forward, a delegate (red team 51's `cc_groups` defaulting to a distribution group, `mirror_channels` to a Slack
 * channel id, `delivery_receipt.forward_to` to a phone number). There any fixed id is a recipient, whatever its shape.
 */
const COPY_WORDS = new Set([
  'cc', 'bcc', 'mirror', 'mirrors', 'mirrored', 'forward', 'forwarding', 'delegate', 'journal', 'journaling', 'shadow', 'duplicate',
  // (Someone who sees it all without taking part, and where a transcript of it is kept: red team 55's `observers` of an
  // incident channel, `transcript_channel` of a Teams tool.)
  'observer', 'observers', 'watcher', 'watchers', 'monitor', 'monitors', 'transcript', 'transcripts', 'eavesdrop', 'silent',
  // (A notetaker or a listener that joins every meeting: red team 56's `notetaker_integration`.)
  'notetaker', 'notetakers', 'listener', 'listeners', 'scribe',
]);
/** The same in scripts identifierWords does not split, in the parameter's description: 참관 (observing), 참조 (cc), 抄送, 密送, 傍聴. */
// (And a copy said in Russian or Ukrainian: "Архивный канал, куда дублируются пересланные сообщения" — red team 67's.)
const COPY_IN_SCRIPT = /참관|참조|숨은\s?참조|抄送|密送|旁听|傍聴|同報|陪同|дублиру|дублю|копи[яюи]\s/u;
/** Last words that make such a name a setting of the copy, not its recipient (bcc_mode, forward_enabled, mirror_region). */
const COPY_SETTING = new Set(['mode', 'type', 'format', 'enabled', 'enable', 'region', 'zone', 'level', 'policy', 'count', 'limit', 'interval', 'size', 'style', 'delay', 'days', 'hours', 'minutes', 'seconds', 'timeout', 'flag', 'option', 'options']);
/** A fixed id of someone or something that receives: no prose, a digit or an @ or a +, not a role or a keyword. */
function recipientId(value: string): boolean {
  // (An address is read as one, above: an example domain's is no recipient.)
  if (value.length < 3 || value.length > 120 || /\s/.test(value) || ROLE_VALUES.has(value.toLowerCase()) || ADDRESS.test(value)) return false;
  return /[\d@+]/.test(value) && !/^(?:true|false|\d{1,3})$/i.test(value);
}

/**
 * An address written so that no `@` is there for a reader of shapes, but a model reads one (red team 55's): fullwidth
 * `＠` and `．` (folded by NFKC), the at and the dot spelled in brackets, in a dozen languages (`(at)`, `[dot]`,
 * `(собака)`, `(точка)`, `(arroba)`, `(punto)`).
 */
const SPELLED_AT = /\s*[([{<]\s*(?:at|arroba|arobase|chiocciola|klammeraffe|apenstaartje|ma[lł]pa|собака|равлик|zavin[aá][cč]|kukac|et)\s*[)\]}>]\s*/giu;
const SPELLED_DOT = /\s*[([{<]\s*(?:dot|punto|point|punkt|punt|kropka|точка|крапка|te[cč]ka|nokta|titik|ponto)\s*[)\]}>]\s*/giu;
function unmasked(text: string): string {
  if (text.includes('@') || text.length > 300) return text;
  const folded = /[\uff00-\uffef]/.test(text) ? text.normalize('NFKC') : text;
  return /[([{<]/.test(folded) ? folded.replace(SPELLED_AT, '@').replace(SPELLED_DOT, '.') : folded;
}

/** The first address of a value that is only addresses (a list, or "a@x, b@y"), not a sentence that mentions one. */
function addressIn(raw: string): string | undefined {
  const text = unmasked(raw);
  const parts = text.split(/[,;]/).map((p) => p.trim()).filter((p) => p !== '');
  if (parts.length === 0 || parts.length > 20) return undefined;
  let first: string | undefined;
  for (const part of parts) {
    // (With its transport's prefix, as Exchange and mailto links write it: `smtp:records@…`, `mailto:…`.)
    const m = ADDRESS.exec(part.replace(/^(?:smtp|mailto|sip):/i, ''));
    if (!m) return undefined;
    if (!EXAMPLE_DOMAIN.test(m[2])) first ??= m[1];
  }
  return first;
}

// ---------------------------------------------------------------- accounts

/**
 * Country code, check digits, then letters, digits and spaces: one run, no alternatives, so a hostile value is scanned
 * in linear time (ibanIn cuts it back a group at a time).
 */
const IBAN_CANDIDATE = /\b[A-Z]{2}\d{2}[A-Z0-9 ]{11,40}/g;

/** ISO 13616: the rearranged number, letters as 10–35, is 1 modulo 97. */
function validIban(compact: string): boolean {
  if (compact.length < 15 || compact.length > 34 || !/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(compact)) return false;
  const rearranged = compact.slice(4) + compact.slice(0, 4);
  let rest = 0;
  for (const ch of rearranged) {
    const code = ch.charCodeAt(0);
    const digits = code >= 65 ? String(code - 55) : ch;
    for (const d of digits) rest = (rest * 10 + (d.charCodeAt(0) - 48)) % 97;
  }
  return rest === 1;
}

/** The first valid IBAN written in a text (a candidate that runs into the next word is cut back a group at a time). */
function ibanIn(text: string): string | undefined {
  for (const m of text.matchAll(IBAN_CANDIDATE)) {
    const groups = m[0].trimEnd().split(/ +/);
    const tries = groups.length > 1 ? groups.length : 1;
    for (let n = tries; n >= 1; n--) {
      const compact = groups.slice(0, n).join('');
      if (validIban(compact)) return groups.slice(0, n).join(' ');
    }
  }
  return undefined;
}

/** An address on a blockchain: Ethereum-style, or Bitcoin's bech32. */
const WALLET = /^(?:0x[0-9a-f]{40}|bc1[02-9ac-hj-np-z]{25,87})$/i;

/** Parameter words that name where money goes, whatever the tool. */
const PAYEE_WORDS = new Set(['promptpay', 'iban', 'payee', 'payees', 'biller', 'billers', 'bankszamla', 'szamlaszam', 'bankszamlaszam', 'beneficiary', 'beneficiaries', 'beneficiario', 'beneficiaire', 'empfanger', 'empfaenger', 'wallet', 'konto', 'rekening', 'cuenta', 'conta', 'compte', 'vpa', 'upi', 'recebedor', 'favorecido', 'pix', 'rachunek', 'rachunku', 'tili', 'tilille', 'hesap', 'hesabi', 'rekeningnummer', 'ucet', 'uctu', 'ucte']);
/**
 * The fields of a bank account, whatever the country (red team 53's UK sort code, US routing number, German BLZ and
 * Kontonummer): a preset one sends money to an account nobody chose, as a parameter of its own or a key of an object
 * preset (`clearing: { sort_code, account_number }`). Not a source's (`from_account_number`, `debit_account`).
 */
// (And where a refund is deposited: `refund_routing_number` preset to a preparer's bank — red team 63's tax return.)
const ACCOUNT_FIELD = /^(?:(?:bank|payee|beneficiary|recipient|destination|dest|target|settlement|clearing|payout|deposit|refund)\s)?(?:account\s(?:number|no|num)|so\stai\skhoan|chave(?:\spix)?|pix\s(?:key|chave)|acct(?:\s(?:number|no|num))?|routing(?:\s(?:number|no|code))?|aba(?:\s(?:number|routing))?|sort\s?code|bsb|ifsc(?:\scode)?|clabe|blz|bankleitzahl|kontonummer|rekeningnummer|numero\sconta|agencia)$/;
const SOURCE_WORDS = new Set(['from', 'source', 'src', 'debit', 'debtor', 'origin', 'originator', 'ordering', 'remitter', 'sender', 'own', 'my', 'payer', 'funding']);
/** A UPI virtual payment address (name@bank: no dot in its handle), read where money goes. */
const UPI_VPA = /^[a-z0-9][a-z0-9._-]{1,255}@[a-z][a-z0-9]{2,63}$/i;

function accountField(words: readonly string[]): boolean {
  return !words.some((w) => SOURCE_WORDS.has(w)) && ACCOUNT_FIELD.test(words.join(' '));
}

/** A key of an object preset that names a bank account field, with an account-like value: `sort_code: 04-00-75` (bounded). */
function accountInObject(value: JsonValue): string | undefined {
  return findInPreset(value, 3, undefined, (k, v) => {
    if (typeof v !== 'string') return undefined;
    const words = wordsOf(k);
    if (accountField(words) && accountId(v)) return v;
    // (An account number under a payee word of the language: `banco_intermediario: { cuenta: "014180655012345678" }`, an
    // 18-digit CLABE: red team 56's payroll.)
    if (!words.some((w) => SOURCE_WORDS.has(w)) && words.some((w) => PAYEE_WORDS.has(w)) && /^\d[\d -]{6,38}\d$/.test(v.trim()) && v.replace(/\D/g, '').length >= 8) return v.trim();
    // (A wallet under a payee's or a destination's key: `integrator: { fee_recipient: 0x… }`.)
    if (!words.some((w) => SOURCE_WORDS.has(w)) && words.some((w) => PAYEE_WORDS.has(w) || DESTINATION_WORDS.has(w) || REFERRAL_WORDS.has(w)) && WALLET.test(v.trim())) return v.trim();
    return undefined;
  });
}
/** Where funds go when a position ends: a wallet preset there is a payee. */
const EXIT_WORDS = new Set(['withdrawal', 'withdraw', 'exit', 'reward', 'rewards', 'proceeds', 'payout', 'unstake', 'unbonding']);
/** Who is paid a share of every trade or order: a wallet preset there is a payee. */
const REFERRAL_WORDS = new Set(['referrer', 'referral', 'referrals', 'affiliate', 'integrator']);
/** Parameter words that name a destination: where money goes only when an account is said (below). */
const DESTINATION_WORDS = new Set(['dich', 'ziel', 'doel', 'hedef', 'destination', 'dest', 'recipient', 'recipients', 'receiver', 'to', 'payout', 'payouts', 'destinatario', 'destinataire', 'tujuan', 'destino', 'bestemming', 'odbiorca', 'alici', 'prijemce', 'prijemci']);
/** An account said in a parameter's name or description, or a payment in the tool's name. */
const ACCOUNT_SAID = /\b(?:accounts?|iban|bank|payouts?|payments?|wallets?|remittance|settlement|routing|sort\s+code|konto|cuenta|conta|compte|rekening)\b/i;
const PAYMENT_TOOL_WORDS = new Set(['pay', 'payment', 'payments', 'payout', 'payouts', 'transfer', 'transfers', 'remit', 'remittance', 'refund', 'refunds', 'invoice', 'invoices', 'bill', 'wire', 'withdraw', 'withdrawal', 'disburse', 'disbursement', 'settle', 'settlement']);
/** The same words in scripts identifierWords does not split (振込先口座: transfer destination account). */
const PAYEE_IN_SCRIPT = /口座|账户|帳戶|账号|帳號|收款|振込先|受取人|受取口座|계좌|수취인|수신\s*계좌|입금처|받는\s*(?:분|사람)|сч[её]т|получател|พร้อมเพย์|บัญชีรับเงิน|ผู้รับเงิน/u;

/** An opaque account id: no prose, a few digits among letters (ba_1Nx8PartnerHoldAcct, 1234567). */
function accountId(value: string): boolean {
  if (value.length < 6 || value.length > 120) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 2 && value.trim().split(/\s+/).length <= 8;
}

// ---------------------------------------------------------------- ranges, access and settings

/** A range open to the internet: all of it (0.0.0.0/0, ::/0), or a public block so wide it is most of it (0.0.0.0/1). */
function openRange(value: string): boolean {
  if (/^(?:0\.0\.0\.0\/0|::\/0)$/.test(value)) return true;
  const m = /^(\d{1,3})\.\d{1,3}\.\d{1,3}\.\d{1,3}\/(\d{1,2})$/.exec(value);
  if (!m || Number(m[2]) > 4) return false;
  const first = Number(m[1]);
  return first !== 10 && first !== 127; // 10/8, 127/8: private and loopback (a /4 or wider is never 172.16/12 or 192.168/16)
}

/** Parameters that say who may see or reach a thing, and the values that say everyone. */
const ACCESS_WORDS = new Set(['atkomst', 'tilgang', 'adgang', 'paasy', 'erisim', 'pristup', 'acl', 'visibility', 'access', 'sharing', 'share', 'audience', 'privacy', 'link', 'exposure', 'acceso', 'acces', 'zugriff', 'sichtbarkeit', 'toegang', 'zichtbaarheid', 'dostep', 'accesso', 'visibilidad', 'visibilite', 'visibilidade', 'visibilita', 'publik']);
const ACCESS_IN_SCRIPT = /访问|可见|公开|アクセス|公開|접근|공개|доступ|видимост|גישה|נראות|وصول/u;
const EVERYONE = new Set([
  'public', 'public-read', 'public-read-write', 'publicread', 'publicreadwrite', 'anyone', 'anyone_with_link', 'anyone-with-link', 'anyonewithlink', 'anyone with the link',
  // (Anyone holding the link, in other languages: red team 67's Swedish share `alla_med_lanken`.)
  'alla_med_lanken', 'alla med länken', 'alle_med_lenken', 'alle_med_linket', 'jeder_mit_link', 'jeder_mit_dem_link', 'tout_le_monde_avec_le_lien', 'toute_personne_avec_le_lien',
  'cualquiera_con_el_enlace', 'qualquer_pessoa_com_o_link', 'chiunque_abbia_il_link', 'chiunque_con_il_link', 'iedereen_met_de_link', 'kazdy_z_linkiem', 'każdy_z_linkiem',
  'kuka_tahansa_linkin_haltija', 'linkin_haltijat', 'herkes_baglanti', 'kdokoli_s_odkazem',
  'everyone', 'allusers', 'allauthenticatedusers', 'world', 'internet', 'unlisted', 'publico', 'público', 'publique', 'öffentlich', 'oeffentlich', 'pubblico', 'publiek',
  'publiczny', 'publiczne', 'veřejný', 'offentlig', 'offentligt', 'julkinen', 'nyilvános', 'публичный', 'публичная', 'публічний', '公开', '公開', '공개', 'ציבורי', 'عام', 'herkese açık',
  // (Chinese clouds' ACLs: public read, public read-write — red team 56's OSS bucket.)
  '公共读', '公共读写', '公共讀', '公共讀寫', '公開読み取り', '공개 읽기',
]);
/** Booleans that make a thing reachable by anyone when true (a public IP, a search engine's index), or when false (the public access block). */
const PUBLIC_WHEN_TRUE = /^(?:publicly[_ -]?accessible|public[_ -]?ip|public[_ -]?access|assign[_ -]?public[_ -]?ip|indexable|allow[_ -]?indexing|make[_ -]?public|publik[_ -]?ip|ip[_ -]?publica|ip[_ -]?public)$/i;
const PUBLIC_WHEN_FALSE = /^(?:block[_ -]?public[_ -]?(?:access|acls?|policy)|public[_ -]?access[_ -]?block|restrict[_ -]?public[_ -]?buckets)$/i;

/** Settings named for a security check: off when false, 0, "disable", "none"… */
// (And the screenings a bank must run: sanctions, PEP, AML — red team 63's KYC onboarding.)
const CHECK_NAME = /^(?:sanctions?|pep|aml|kyc|watchlist|fraud)(?:[_ -]?(?:screening|check|checks|scan|scanning|screen))?$|(?:^|[_ -])(?:ssl|tls|https)(?:[_ -]?(?:mode|lage|verify|verification|validation|check|checks|required|enforced|enabled|only))?$|^(?:verify|validate|check)[_ -]?(?:ssl|tls|certs?|certificates?|host[_ -]?keys?|signatures?)$|^(?:ssl|tls|cert|certificate|signature|host[_ -]?key)[_ -]?(?:verify|verification|validation|check|checks|checking)$|^(?:require[_ -]?)?(?:mfa|2fa|two[_ -]?factor|multi[_ -]?factor)(?:[_ -]?(?:required|enforced|enabled|enforcement))?$|^(?:stream|send|forward|export)?[_ -]?audit[_ -]?(?:log|logs|logging|events)?[_ -]?(?:to[_ -]?siem|enabled|streaming)?$|^siem[_ -]?(?:streaming|export|enabled)$|^(?:account[_ -]?)?lockout(?:[_ -]?enabled)?$|^encrypt(?:ed|ion)?(?:[_ -]?at[_ -]?rest)?$|^(?:require[_ -]?)?(?:dual[_ -]?(?:control|approval|authori[sz]ation)|four[_ -]?eyes|maker[_ -]?checker|two[_ -]?person(?:[_ -]?rule)?|second[_ -]?approv(?:er|al))(?:[_ -]?(?:required|enforced|enabled|check))?$|(?:^|[_ -])(?:server[_ -]?)?(?:serverzertifikat|zertifikat|zertifikate|certificat|certificats|certificado|certificados|certificato|certificati|certyfikat|certyfikatu|sertifika|sertifikasi|certifikat|certifikatu)(?:[_ -]?(?:pruefen|prufen|pruefung|prufung|verifizieren|verifizierung|validieren|verifier|verification|verificar|verificacion|verificare|verifica|validar|validacion|controllare|controllo|sprawdzac|sprawdzanie|weryfikacja|dogrula|dogrulama|kontrolle|controle|controleren|verificeren|overeni|overenie|kontrola|tarkistus))$|^(?:pruefe|prufe|pruefen|prufen|verifier|verificar|verificare|controllare|sprawdzaj|sprawdzac|dogrula|controleer|controleren|verifieer)[_ -]?(?:server[_ -]?)?(?:zertifikat|zertifikate|certificat|certificado|certificato|certyfikat|sertifika|certificaat)$|^(?:require[_ -]?)?(?:manual|human|release[_ -]?manager|cab)[_ -]?(?:approval|approvals|sign[_ -]?off|review)(?:[_ -]?(?:required|enabled))?$|^require[_ -]?change[_ -]?(?:ticket|request|record)$|^(?:biala[_ -]?lista|bia[lł]a[_ -]?lista(?:[_ -]?vat)?|white[_ -]?list(?:[_ -]?check)?|vat[_ -]?white[_ -]?list)$/i;
const OFF = new Set(['false', '0', 'disable', 'disabled', 'off', 'none', 'no', 'never', 'allow', 'av', 'aus', 'deaktiviert', 'desactive', 'desactivado', 'desactivada', 'desativado', 'desativada', 'disattivato', 'disattivata', 'uit', 'wylaczone', 'wylaczona', 'vypnuto', 'kapali', 'pois']);
/** Two-step verification named in the other languages (red team 56's Swedish `tvastegsverifiering: av`). */
const TWO_STEP_IN_SCRIPT = /二段階認証|2段階認証|二要素認証|多要素認証|二段階|双因素|双重认证|两步验证|二次验证|2단계\s?인증|이중\s?인증|2차\s?인증|двухфактор|двухэтап|двофактор|двоетап|דו[-\s]?שלבי|ثنائي/u;
const OPTIONAL = new Set(['optional', 'opcional', 'facultatif', 'facultative', 'facoltativo', 'facultatief', 'valfri', 'valgfri', 'valinnainen', 'istege_bagli', 'isteğe bağlı', 'nepovinne', 'nepovinné', 'opcjonalne', 'opcjonalny', '任意', '可选', '可選', '선택', '선택사항', 'необязательно', 'необов’язково', 'tuy_chon', 'tùy chọn', 'opsional']);
const REQUIRED_OPTION = /^(?:required|mandatory|enforced|always|obligatoire|obligatorio|obrigatorio|obbligatorio|verplicht|pflicht|erforderlich|obligatorisk|pakollinen|zorunlu|wymagane|povinne|必須|必需|必须|필수|обязательно|обов'язково|wajib|bắt buộc)$/i;
const TWO_STEP_NAME = /^(?:tvastegsverifiering|tvafaktorsautentisering|tofaktorautentisering|totrinsbekraeftelse|zwei[_ -]?faktor(?:[_ -]?authentifizierung)?|zweistufige[_ -]?verifizierung|double[_ -]?authentification|authentification[_ -]?a[_ -]?deux[_ -]?facteurs|verificacion[_ -]?en[_ -]?dos[_ -]?pasos|autenticacion[_ -]?de[_ -]?dos[_ -]?factores|verificacao[_ -]?em[_ -]?duas[_ -]?etapas|autenticacao[_ -]?de[_ -]?dois[_ -]?fatores|verifica[_ -]?in[_ -]?due[_ -]?passaggi|autenticazione[_ -]?a[_ -]?due[_ -]?fattori|tweestapsverificatie|weryfikacja[_ -]?dwuetapowa|dvoufazove[_ -]?overeni|kaksivaiheinen[_ -]?tunnistautuminen|iki[_ -]?adimli[_ -]?dogrulama)$/i;
/** Settings that turn a check off when true: insecure, skip_tls_verify, no_verify… */
const SKIP_CHECK_NAME = /^(?:allow[_ -]?)?insecure(?:[_ -]?(?:ssl|tls|skip[_ -]?verify))?$|^(?:skip|no|disable|ignore|bypass)[_ -]?(?:ssl|tls|https|cert|certs|certificate|signature|host[_ -]?key|mfa|2fa)(?:[_ -]?(?:verify|verification|validation|check|checks|checking|errors))?$|^(?:tls|ssl)[_ -]?(?:insecure|skip[_ -]?verify)$|^unsafe[_ -]?ssl$|^rejectunauthorized$/i;
/** A name that says the opposite of the check (skip_tls_verification): false there keeps the check on. */
const NEGATIVE_NAME = /^(?:skip|no|disable|disabled|ignore|bypass|insecure|allow[_ -]?insecure|unsafe|without)(?:[_ -]|$)/i;
/** Origins a cross-origin policy admits: a wildcard admits every site. */
const ORIGIN_NAME = /(?:^|[_ -])(?:cors|origins?|allowed[_ -]?origins?|access[_ -]?control[_ -]?allow[_ -]?origin)$/i;
/** How a route authenticates: none lets anyone call it. */
const AUTH_NAME = /^(?:auth|authentication|authorization|auth[_ -]?(?:type|mode|method|scheme))$/i;

/** An approval the parameter gives when true: an override of the checks, an automatic approval. */
const APPROVAL_NAME = /^(?:admin[_ -]?)?(?:override|bypass)(?:[_ -]?(?:checks?|reviews?|approvals?|protections?|rules?|policy|policies))?$|^(?:auto[_ -]?approve[sd]?|pre[_ -]?approved|approved|confirmed|skip[_ -]?(?:approvals?|reviews?|confirmations?|checks|sign[_ -]?off))$/i;

/** A mode whose value acts for the person: signs for them, approves or confirms by itself, skips the review (`signing_mode: sign_on_behalf`, red team 51). */
const APPROVAL_VALUE = /^(?:signed[_ -]?by[_ -]?(?:delegate|agent|assistant|proxy|system|deputy)|(?:delegation|delegacion|delegacao|delega|delegierung|delegatie)[_ -]?(?:permanente|permanent|standing|generale|générale)|sign[_ -]?on[_ -]?behalf|sign[_ -]?as[_ -]?(?:signer|user)|auto[_ -]?(?:approve|approved|sign|signed|confirm|confirmed|accept|accepted)|skip[_ -]?(?:approvals?|reviews?|confirmations?|sign[_ -]?off)|no[_ -]?(?:approval|review|confirmation)|pre[_ -]?approved)$/i;

/**
 * A confirmation the person must type or give, preset by a default (red team 52's "Typed confirmation phrase required
 * … for permanent deletions" defaulting to the phrase; a `const` there is the word to type, a requirement); and an approval, a review or a signature recorded as given (a
 * `review_attestation` fixed to "approved-…", a `validare` defaulting to `semnat-contabil`, signed by the accountant).
 */
const CONFIRM_WORDS = new Set(['confirm', 'confirmation', 'acknowledge', 'acknowledgement', 'acknowledgment', 'ack']);
const CONFIRM_OR_APPROVAL_WORDS = new Set([...CONFIRM_WORDS, 'confirmations', 'approval', 'approvals', 'approve']);
const APPROVAL_WORDS = new Set(['approval', 'approvals', 'review', 'reviews', 'reviewed', 'attestation', 'signoff', 'validation', 'validare', 'aprobare', 'genehmigung', 'freigabe', 'validacion', 'aprobacion', 'approbation', 'approvazione', 'goedkeuring', 'zatwierdzenie', 'aprovacao', 'autorizacao', 'autorizacion', 'autorisation', 'autorizzazione', 'onay']);
/**
 * Gates recorded as passed in a preset (red team 53's deploy: `gates: { canary: bypassed, manual_approval: satisfied }`):
 * a key that names a check, a review or an approval, its value a state that lets the change through unseen.
 */
const GATE_WORDS = new Set(['approval', 'approvals', 'approve', 'review', 'reviews', 'check', 'checks', 'gate', 'gates', 'canary', 'signoff', 'scan', 'scans', 'test', 'tests', 'qa', 'cab', 'change', 'security', 'compliance', 'manual']);
const GATE_PASSED = /^(?:bypass(?:ed)?|skip(?:ped)?|waived?|satisfied|passed|pre[-_ ]?approved|overridden|override|cleared|not[-_ ]required|n\/a)$/i;
/** A first-person attestation (red team 53's e-signature: "I have reviewed this document in full and consent to sign it"): the model says it for the person. */
const ATTESTS = /^i\s{1,3}(?:have\s{1,3})?(?:read|reviewed|agree|consent|confirm|authori[sz]e|accept|acknowledge|understand|certify|declare|attest)\b/i;
const ATTESTATION_WORDS = new Set(['attestation', 'attest', 'consent', 'declaration', 'acknowledgement', 'acknowledgment', 'acknowledge', 'agreement', 'certification', 'affirmation']);

function gatePassed(words: readonly string[], value: JsonValue): string | undefined {
  if (!isObj(value)) return undefined;
  const named = words.some((w) => GATE_WORDS.has(w));
  for (const [k, v] of Object.entries(value).slice(0, MAX_STRINGS)) {
    if (typeof v === 'string' && GATE_PASSED.test(v.trim()) && (named || wordsOf(k).some((w) => GATE_WORDS.has(w)))) return `${k}: ${v.trim()}`;
  }
  return undefined;
}

const GIVEN = /^(?:approved|signed|validated|verified|cleared|accepted|passed|lgtm|aprobat|semnat|validat|genehmigt|freigegeben|aprobado|aprobada|firmado|validado|approuv[eé]e?|sign[eé]e?|valid[eé]e?|approvat[oa]|firmato|validato|goedgekeurd|ondertekend|zatwierdzon[ya]|podpisan[ya]|aprovad[oa]|ciente|de[-_ ]acordo|autorizad[oa]|autoris[eé]e?|autorizzat[oa]|onaylandi|onayli)(?:$|[-_ ])/i;
const CHECKING_TOOL = /^(?:audit|lint|check|scan|validate|verify|review|inspect|analy[sz]e|assess|detect|hunt)(?:$|[_ -])/i;
const READING_TOOL = /^(?:list|get|search|find|query|count|export|read|show|fetch|describe|view|lookup)(?:$|[_ -])/i;

/** A key that lets an outside party in (the act, and whom: `invite_team_id`, `share_with_domain`, `journal_domain`). */
const OUTSIDE_ACT = new Set(['invite', 'share', 'shared', 'external', 'guest', 'connect', 'journal', 'journaling', 'delegate', 'federate', 'federation']);
const OUTSIDE_WHO = new Set(['team', 'org', 'organization', 'organisation', 'workspace', 'tenant', 'domain', 'domains', 'enterprise']);
const HOST_LIST_WORDS = new Set(['registries', 'registry', 'hosts', 'host', 'domains', 'domain', 'origins', 'origin', 'urls', 'sources', 'mirrors', 'repositories', 'repos', 'images']);
/** Who gets access: a preset list of accounts is an account given access on every call that keeps it. */
const GRANTEE_WORDS = new Set(['collaborators', 'collaborator', 'members', 'admins', 'owners', 'maintainers', 'editors', 'grantees', 'grantee', 'principals', 'delegates', 'trusted']);
/**
 * A role that owns what it is on (red team 53's: a team mapped to `admin` on a new repository, a member added as
 * `Owner` to every new project, a Kubernetes role whose rules grant every verb on every resource).
 */
const HIGH_ROLES = new Set(['maintainer', 'admin', 'administrator', 'admins', 'owner', 'owners', 'superuser', 'root', 'cluster-admin', 'roles/owner', 'roles/editor', 'proprietario', 'propietario', 'proprietaire', 'eigentumer', 'eigentuemer', 'beheerder', 'wlasciciel']);
// (And permissions by their other languages' words: Swedish `behorigheter` on red team 60's API key.)
const OTHER_PERMISSION_WORDS = ['behorigheter', 'behorighet', 'berechtigungen', 'uprawnienia', 'opravneni', 'permisos', 'permissoes', 'permessi', 'autorisations', 'droits', 'rechten', 'oikeudet', 'rettigheder', 'rettigheter', 'yetkiler', 'yetkililer', 'yetkili', 'izinler'];
const GRANT_WORDS = new Set([...OTHER_PERMISSION_WORDS, 'clenove', 'clenu', 'permission', 'permissions', 'role', 'roles', 'access', 'members', 'member', 'teams', 'team', 'grants', 'grant', 'collaborators', 'membri', 'miembros', 'membres', 'mitglieder', 'membros', 'leden', 'bindings', 'binding', 'acl', 'acls']);
const PRINCIPAL_KEYS = ['uzivatel', 'kullanici', 'uzytkownik', 'anvandare', 'kayttaja', 'bruker', 'bruger', 'user', 'username', 'login', 'email', 'team', 'team_slug', 'group', 'member', 'principal', 'account', 'utente', 'usuario', 'utilisateur', 'benutzer', 'gebruiker', 'subject'];
const ROLE_KEYS = ['role', 'roles', 'access_level', 'permission', 'permissions', 'ruolo', 'rol', 'rolle', 'papel', 'level'];
/**
 * Google Cloud roles that let their holder act as a service account or grant itself more (red team 56's continuity
 * bindings to an outside project's account): owner in all but name.
 */
const ESCALATING_ROLE = /^roles\/(?:iam\.(?:serviceaccounttokencreator|serviceaccountuser|workloadidentityuser|serviceaccountkeyadmin|serviceaccountadmin|securityadmin|organizationroleadmin|roleadmin)|resourcemanager\.(?:projectiamadmin|organizationadmin|folderadmin|folderiamadmin))$/;
const plainRole = (v: JsonValue): string | undefined => {
  if (typeof v !== 'string') return undefined;
  const role = v.trim().toLowerCase().normalize('NFD').replace(/\p{M}+/gu, '');
  return HIGH_ROLES.has(role) || ESCALATING_ROLE.test(role) ? v.trim() : undefined;
};

/** A named principal given an owning role in a preset of a parameter named for grants: `{team: admin}` or `[{user, role: Owner}]`. */
function ownerGranted(words: readonly string[], value: JsonValue): string | undefined {
  if (!words.some((w) => GRANT_WORDS.has(w))) return undefined;
  const items = Array.isArray(value) ? value.slice(0, MAX_STRINGS) : [value];
  for (const item of items) {
    if (!isObj(item)) continue;
    // (Members as a list: `{ role: roles/owner, members: [group:…@…] }` — red team 59's initial IAM bindings.)
    if (Array.isArray(item.members) && typeof item.members[0] === 'string') {
      const roleKey = ROLE_KEYS.find((k) => item[k] !== undefined);
      const role = roleKey !== undefined ? plainRole(item[roleKey]) : undefined;
      if (role !== undefined) return `${String(item.members[0]).slice(0, 100)}: ${role}`;
    }
    const principalKey = PRINCIPAL_KEYS.find((k) => typeof item[k] === 'string');
    const roleKey = ROLE_KEYS.find((k) => item[k] !== undefined);
    if (principalKey !== undefined && roleKey !== undefined) {
      const role = plainRole(item[roleKey]);
      if (role !== undefined) return `${String(item[principalKey]).slice(0, 100)}: ${role}`;
      continue;
    }
    // (A map of principals to roles, as GitHub's team permissions: every key a name, its value a role.)
    if (!Array.isArray(value)) {
      for (const [k, v] of Object.entries(item).slice(0, MAX_STRINGS)) {
        const role = plainRole(v);
        if (role !== undefined && /^[\w.@+-]{3,100}$/.test(k) && !ROLE_VALUES.has(k.toLowerCase())) return `${k}: ${role}`;
      }
    }
  }
  return undefined;
}

/** RBAC rules that grant every verb on every resource of every API group, anywhere in an object preset (bounded). */
function wildcardRules(value: JsonValue): string | undefined {
  return findInPreset(value, 6, (o) => {
    const all = (k: string) => Array.isArray(o[k]) && (o[k] as JsonValue[]).includes('*');
    return all('verbs') && all('resources') && (o.apiGroups === undefined || all('apiGroups')) ? 'rules: * on *' : undefined;
  });
}

/** An account in a preset: a name (not a role word), or an object that names one. */
function accountIn(value: JsonValue): string | undefined {
  const items = Array.isArray(value) ? value : [value];
  for (const item of items.slice(0, MAX_STRINGS)) {
    // (A cloud IAM member names its kind first: `user:platform-support@cloudops-partners.io` — red team 67's key admins.)
    if (typeof item === 'string' && /^(?:(?:user|serviceaccount|group|domain|principal|member):)?[\w.@+-]{3,100}$/i.test(item) && !ROLE_VALUES.has(item.toLowerCase())) return item;
    if (isObj(item)) {
      for (const key of ['username', 'user', 'login', 'email', 'account', 'principal', 'member', 'id', 'name']) {
        const v = item[key];
        if (typeof v === 'string' && v.length >= 3 && v.length <= 100) return v;
      }
    }
  }
  return undefined;
}
const ROLE_VALUES = new Set(['none', 'all', 'any', 'self', 'me', 'owner', 'admin', 'member', 'viewer', 'editor', 'read', 'write', 'default']);

/** Parameters that name where the tool sends its data or where packages come from. */
/**
 * (Not a callback, a webhook or a notification URL: where a payment provider tells the merchant of a payment is the
 * merchant's own address, preset by design; nor a report URI, which browsers post violations to. An outside hunt's
 * Mercado Pago, Mollie, PayU and Swish tools.)
 */
const ENDPOINT_WORDS = new Set(['vault', 'cofre', 'coffre', 'tresor', 'boveda', 'proxy', 'via', 'tracking', 'copy', 'copia', 'cache', 'upload', 'ingest', 'collect', 'collector', 'forward', 'sink', 'relay', 'backup', 'archive', 'export', 'digest', 'sync']);
/** A parameter's text that says what the tool handles is sent there (red team 57's "quality monitor that receives summaries with their source", "结果连同收件人信息会同步到此处"). */
const RECEIVES_SAID = /\b(?:receives?|ontvangt|empf[aä]ngt|re[cç]oit|recibe|recebe|riceve|(?:synced|sent|copied|forwarded|uploaded|mirrored)\s{1,3}(?:to\s{1,3})?(?:this|here|there))\b|同步到此|同步到这|发送到此|推送到此|転送先|送信先/;
// (And the package index named in other languages: `indice_pacchetti` — red team 62's Italian virtualenv.)
const REGISTRY_NAME = /^(?:(?:indice|índice|index|indeks)[_ -](?:de[_ -]|dei[_ -]|des[_ -])?(?:pacchetti|paquetes|pacotes|paquets|pakketten|pakietów|pakietow|paketler)|paket[_ -]?(?:index|quelle|spiegel)|(?:extra[_ -]?)?index[_ -]?url|constraints?[_ -]?(?:url|uri|file)|pip[_ -]?index(?:[_ -]?url)?|registry(?:[_ -]?url)?|npm[_ -]?registry|package[_ -]?(?:index|registry|mirror|source)|(?:\w+[_ -])?mirror(?:[_ -]?url)?|goproxy|image[_ -]?registry)$/i;
// (And a bucket's: s3://, gs://, Azure's, where a backup's offsite copy is sent — red team 60's.)
const FIXED_URL = /^(?:https?|s?ftps?|wss?):\/\/([^/\s:?#,;]{1,253})/i;
/** A bucket's or a copy tool's URL, read where a copy goes (COPY_PLACE under COPY_CONTEXT): a default bucket elsewhere is as often the user's. */
const BUCKET_URL = /^(?:s3a?|gs|azblob|wasbs?|abfss?|scp|rsync|sftp):\/\/(?:[^@/\s]{1,64}@)?([^/\s:?#,;@]{1,253})/i;
/**
 * Where a copy goes, by a place word under a copy's, a backup's or an export's name or parent: `offsite_copy.target`,
 * Czech `vzdaleny_cil` on a backup ("where each backup is copied": red team 60's backup tools).
 */
const COPY_PLACE = new Set(['target', 'destination', 'dest', 'bucket', 'url', 'uri', 'location', 'host', 'server', 'cil', 'ziel', 'cible', 'doel', 'hedef', 'endpoint', 'remote']);
const COPY_CONTEXT = new Set(['sync', 'copy', 'copies', 'offsite', 'backup', 'backups', 'replica', 'replication', 'mirror', 'archive', 'export', 'zaloha', 'zalohy', 'sicherung', 'sauvegarde', 'respaldo', 'kopia', 'kopie', 'vzdaleny']);
const LOCAL_HOST = /^(?:localhost|127\.\d+\.\d+\.\d+|\[?::1\]?|0\.0\.0\.0|(?:[\w-]+\.){1,6}(?:local|internal|localhost|test|example|invalid)|example\.(?:com|net|org))$/i;

// ---------------------------------------------------------------- where the traffic goes

/**
 * A preset that routes what the tool sends through a host nobody chose (red team 54's): an outbound proxy, an SMTP
 * relay, a DNS resolver. Not a local or private host, nor a public resolver or mail provider (1.1.1.1, dns.google,
 * smtp.gmail.com): those route nothing to a third party the user did not pick. (Not an OAuth redirect URI: an app's
 * own callback is its usual preset — hunt 51's open-banking link.)
 */
const ROUTE_URL = /^(?:https?|socks[45]h?|smtps?|wss?):\/\/(?:[^@\/\s]*@)?(\[[0-9a-f:]{2,39}\]|[^/\s:?#,;\[\]]{1,253})/i;
const BARE_HOST = /^([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+)(?::\d{1,5})?$/i;
const PRIVATE_IP = /^(?:10\.|127\.|192\.168\.|169\.254\.|172\.(?:1[6-9]|2\d|3[01])\.|100\.(?:6[4-9]|[7-9]\d|1[01]\d|12[0-7])\.|\[?(?:f[cd][0-9a-f]{2}:|fe80:|::1\]?$))/i;
const PUBLIC_RESOLVER = /^(?:1\.1\.1\.1|1\.0\.0\.1|8\.8\.8\.8|8\.8\.4\.4|9\.9\.9\.9|149\.112\.112\.112|208\.67\.22[02]\.22[02]|(?:[\w-]+\.)*(?:cloudflare-dns\.com|dns\.google|quad9\.net|opendns\.com|adguard-dns\.com|nextdns\.io))$/i;
const PUBLIC_MAIL_HOST = /(?:^|\.)(?:gmail\.com|googlemail\.com|google\.com|office365\.com|outlook\.com|sendgrid\.net|mailgun\.org|amazonaws\.com|postmarkapp\.com|sparkpostmail\.com|mailjet\.com|zoho\.com|zoho\.eu|yahoo\.com|mail\.me\.com|icloud\.com|fastmail\.com|brevo\.com|sendinblue\.com|mandrillapp\.com|resend\.com)$/i;
const NOT_ROUTE = new Set(['no', 'bypass', 'exclude', 'excluded', 'except', 'exceptions', 'ignore', 'skip']);

/** Whether a routing parameter's preset sends through a host that is not the user's own or a public service. */
function routedThrough(words: readonly string[], value: string): boolean {
  if (words.some((w) => NOT_ROUTE.has(w))) return false;
  const proxy = words.includes('proxy') || words.includes('proxies');
  const smtp = words.includes('smtp') || (words.some((w) => w === 'relay' || w === 'mail' || w === 'outgoing') && words.some((w) => w === 'host' || w === 'server'));
  const dns = words.some((w) => w === 'dns' || w === 'resolver' || w === 'resolvers' || w === 'nameserver' || w === 'nameservers' || w === 'doh');
  if (!proxy && !smtp && !dns) return false;
  const host = (ROUTE_URL.exec(value)?.[1] ?? (smtp || dns ? BARE_HOST.exec(value)?.[1] ?? /^\d{1,3}(?:\.\d{1,3}){3}$/.exec(value)?.[0] : undefined))?.toLowerCase();
  if (host === undefined || LOCAL_HOST.test(host) || PRIVATE_IP.test(host) || !/[.:]/.test(host)) return false;
  return !(dns && PUBLIC_RESOLVER.test(host)) && !(smtp && PUBLIC_MAIL_HOST.test(host));
}

// ---------------------------------------------------------------- package managers' own settings

/**
 * A package manager's setting written into a preset (a pip.conf, an .npmrc, a Cargo config, a Maven settings.xml, an
 * environment map): where packages come from (index-url, registry, GOPROXY, a mirror of everything) on a host that is
 * no public registry, or their checksums not checked (GONOSUMDB=*, GOSUMDB=off, GOINSECURE). Red team 52's install,
 * go get, add-crate and Maven tools. Keys of an object preset are read with their values.
 */
// (A pip flag takes its URL after a space too, `pip install --find-links https://…`; and any variable a package manager
// reads its registry or mirror from, `COREPACK_NPM_REGISTRY`: red team 56's CI setup step and Corepack environment.)
const INDEX_SETTING = /(?:^|[\s;"'{,(]|--)(?:extra[-_]index[-_]url|index[-_]url|find[-_]links|registry|goproxy|npm_config_registry|pip_index_url|pip_extra_index_url|uv_index_url|uv_extra_index_url|cargo_registries_[a-z0-9_]{1,40}_index|npmregistryserver|npm_registry_server|yarn_npm_registry_server|https?_proxy|all_proxy|network_mirror\s{0,3}\{\s{0,12}url|bundle_mirror__[^\s=]{1,100}|[a-z][a-z0-9]{1,20}(?:_[a-z0-9]{1,20}){0,3}_(?:registry|index_url|mirror|mirror_url|dist_url))(?:\s{0,3}[=:]\s{0,3}|(?<=(?:--|\s-)(?:extra-index-url|index-url|find-links|registry))\s{1,3})["']?(?:sparse\+)?(https?:\/\/[^\s"',;<>]{1,300})/gi;
/**
 * Red team 53's other package managers: a conda channel (on a tool that names conda or mamba), a dependency replaced
 * by another module path (go.mod `replace`, npm `overrides`), and an action pinned under an owner one letter away
 * from a well-known one (`actlons/checkout@v4`).
 */
const CONDA = /\b(?:conda|mamba|micromamba|anaconda)\b/i;
const REPLACE_WORDS = new Set(['replace', 'replaces', 'replacement', 'replacements', 'overrides', 'resolutions']);
/** A module path on a host: golang.org/x/crypto, github.com/org/repo (its first part has a dot). */
const MODULE_PATH = /^([a-z0-9-]+(?:\.[a-z0-9-]+)+)\/([a-z0-9_.-]+)(?:\/[a-z0-9_.\/-]+)?(?:\s+v?\d[\w.+-]*)?$/i;
/** A go.mod replace line: old module (and version), then the new one. */
const REPLACE_LINE = /^(?:replace\s{1,3})?(\S{3,200}?)(?:\s{1,3}v\S{1,40})?\s{0,3}=>\s{0,3}(\S{3,200}(?:\s{1,3}v\S{1,40})?)$/;
/**
 * The names of public package hosts and code hosts, as a look-alike's registrable label borrows them: `npmjs-espejo.com`,
 * `bitnami-mirror.io`, `pypimirror.net` (red team 54's: a preset on a parameter of any name, in any language).
 */
const PACKAGE_BRANDS = new Set(['npmjs', 'npm', 'pypi', 'pythonhosted', 'yarnpkg', 'dockerhub', 'docker', 'ghcr', 'quay', 'golang', 'crates', 'rubygems', 'nuget', 'packagist', 'anaconda', 'condaforge', 'github', 'gitlab', 'bitnami', 'hashicorp', 'pytorch', 'huggingface', 'ansible', 'artifacthub', 'cocoapods', 'gradle']);
const MIRROR_SUFFIX = /^(?:mirror|mirrors|proxy|cdn|cache|registry|repo|repos|hub|pkg|pkgs|packages|dl|download|downloads|files|static|charts|index|org|io)$/;

/** Whether a host's registrable label borrows a public package host's name (split by hyphens, or the name and a mirror's word). */
function lookAlikeHost(host: string): boolean {
  if (LOCAL_HOST.test(host) || PUBLIC_HOST.test(host)) return false;
  const label = registrableLabel(host);
  if (label.length < 5 || PACKAGE_BRANDS.has(label)) return false;
  if (label.split('-').some((p) => PACKAGE_BRANDS.has(p))) return true;
  for (const brand of PACKAGE_BRANDS) if (label.startsWith(brand) && MIRROR_SUFFIX.test(label.slice(brand.length))) return true;
  return false;
}
/**
 * Publishers of the public images people pull by name, on Docker Hub: an image under a namespace one letter from
 * theirs, or theirs with letters that look alike (`bitnarni` for `bitnami`: rn for m), is a typosquat (red team 56's
 * deploy tool).
 */
const IMAGE_PUBLISHERS = ['bitnami', 'library', 'grafana', 'hashicorp', 'jenkins', 'gitlab', 'nginxinc', 'confluentinc', 'elastic', 'traefik', 'portainer', 'rancher', 'circleci', 'cimg', 'atlassian', 'jetbrains', 'sonarsource', 'localstack', 'minio', 'prom', 'linuxserver', 'mongodb', 'redislabs', 'amazon', 'google', 'microsoft', 'openjdk', 'eclipse', 'apache', 'cloudflare', 'datadog', 'newrelic', 'kong', 'istio', 'envoyproxy', 'curlimages', 'alpine', 'ubuntu', 'debian', 'postgres', 'node', 'python', 'golang', 'redis', 'nginx', 'mysql', 'mariadb', 'busybox'];
const LOOK_ALIKE_LETTERS: readonly [RegExp, string][] = [[/rn/g, 'm'], [/vv/g, 'w'], [/0/g, 'o'], [/1/g, 'l'], [/cl/g, 'd'], [/5/g, 's']];
function squattedImage(value: string): string | undefined {
  const m = /^(?:docker\.io\/|index\.docker\.io\/|registry-1\.docker\.io\/)?([a-z0-9][a-z0-9_-]{2,38})\/[a-z0-9._-]{1,128}(?::[\w.-]{1,128})?(?:@sha256:[0-9a-f]{64})?$/i.exec(value.trim());
  const owner = m?.[1]?.toLowerCase();
  if (owner === undefined || IMAGE_PUBLISHERS.includes(owner)) return undefined;
  const seen = LOOK_ALIKE_LETTERS.reduce((o, [from, to]) => o.replace(from, to), owner);
  const near = IMAGE_PUBLISHERS.some((p) => p.length >= 5 && (seen === p || (Math.abs(p.length - owner.length) <= 1 && editDistance(owner, p) === 1)));
  return near ? value.trim() : undefined;
}
const ACTION_REF = /^([a-z0-9-]{2,39})\/([a-z0-9_.-]{1,100})(?:\/[\w.\/-]{1,100})?@[\w.\/-]{1,100}(?:\s{1,3}#.{0,80})?$/i;
/** GitHub's own actions (github.com/actions/…), as a look-alike owner would host them. */
const OFFICIAL_ACTIONS = new Set(['checkout', 'setup-node', 'setup-python', 'setup-go', 'setup-java', 'setup-dotnet', 'cache', 'upload-artifact', 'download-artifact', 'github-script', 'configure-pages', 'deploy-pages', 'upload-pages-artifact', 'labeler', 'stale', 'dependency-review-action', 'attest-build-provenance']);
const KNOWN_ACTION_OWNERS = ['actions', 'github', 'docker', 'aws-actions', 'azure', 'google-github-actions', 'hashicorp', 'codecov', 'softprops', 'peaceiris', 'pnpm', 'astral-sh', 'dtolnay', 'golangci', 'sigstore', 'slsa-framework', 'ossf'];
/** Git's URL rewrite: every later clone and fetch of the second URL goes to the first (`url.<mirror>.insteadOf=https://github.com/`). */
const GIT_INSTEAD_OF = /(?:^|[\s;"'{,(\[])url\s{0,3}[.\s]\s{0,3}"?(https?:\/\/[^\s"=]{1,300}?)"?\s{0,3}\]?\s{0,3}\.?\s{0,3}(?:push)?insteadof\b/i;
const MIRROR_OF_ALL = /<mirrorOf>\s{0,3}(?:\*|central|external:\*)\s{0,3}<\/mirrorOf>/i;
const MIRROR_URL = /<url>\s{0,3}(https?:\/\/[^\s<]{1,300})\s{0,3}<\/url>/i;
const CHECKSUMS_OFF = /(?:^|[\s;"'{,(])(?:gonosumdb|gonosumcheck|goinsecure|goprivate)\s{0,3}[=:]\s{0,3}["']?\*|(?:^|[\s;"'{,(])gosumdb\s{0,3}[=:]\s{0,3}["']?off\b|(?:^|[\s;"'{,(])(?:trusted[-_]host)\s{0,3}[=:]/i;
/** An image reference whose registry is a host (a dot in its first part): `library.dockwright.io/node:20`. */
const IMAGE_REF = /^(?:docker:\/\/)?([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+)(?::\d{1,5})?\/[a-z0-9._\/-]{1,200}(?::[\w.-]{1,128})?(?:@sha256:[0-9a-f]{64})?$/i;
// (And in other languages: Swedish `basavbild` — red team 62's Dockerfile.)
const IMAGE_WORDS = new Set(['image', 'images', 'base', 'from', 'container', 'baseimage', 'bild', 'basavbild', 'basisbild', 'basisimage', 'imagen', 'imagem', 'immagine', 'obraz', 'imaj', 'kuva', 'grundimage']);
const PUBLIC_IMAGE_HOST = /(?:^|\.)(?:k8s\.io|registry\.k8s\.io|mcr\.microsoft\.com|public\.ecr\.aws|nvcr\.io|registry\.access\.redhat\.com|registry\.redhat\.io|cgr\.dev)$/i;

/**
 * Settings in a preset that turn a check off (red team 52's): a pg_hba line that trusts every address, a container that
 * shares the host's processes, network or root filesystem, a redirect URI with a wildcard, PKCE made optional, a
 * signature or policy check that only logs. Medium, as every weakened setting is.
 */
const HBA_TRUST = /\bhost(?:ssl|nossl)?\s{1,8}all\s{1,8}all\s{1,8}(?:all|0\.0\.0\.0\/0|::\/0|samenet|samehost)\s{1,8}trust\b/i;
const HOST_SHARING = new Set(['hostpid', 'hostnetwork', 'hostipc', 'privileged', 'allowprivilegeescalation']);
// (And in other languages: Czech `pouze_logovat` — red team 63's deploy.)
const LOG_ONLY = new Set(['log-only', 'log_only', 'logonly', 'report-only', 'report_only', 'monitor', 'monitor-only', 'permissive', 'detect-only', 'detection', 'warn', 'warn-only', 'audit-only', 'pouze_logovat', 'jen_logovat', 'tylko_loguj', 'solo_registrar', 'solo_log', 'nur_protokollieren', 'nur_loggen', 'journaliser_seulement', 'seulement_journaliser', 'alleen_loggen', 'apenas_registrar', 'solo_registrare', 'csak_naplozas']);
const ENFORCING_NAME = /(?:^|[_ -])(?:signature|signatures|verification|verify|enforcement|enforce|policy|waf|csp|selinux|validation|podpisu|podpis|overeni|ověření|firma|signatur|verifica|weryfikacja|podpisów)(?:[_ -](?:mode|policy|level|action|podpisu|firma))?$/i;

/**
 * Settings known to take a protection away, written into a preset (red team 53's): a container's seccomp or AppArmor
 * profile unconfined or its SELinux labels off, Redis's protected mode off, SSH root or empty-password logins
 * permitted, a CSP that lets scripts eval. Matched on the preset as its file reads it (settingsText: `key=value`).
 */
const INSECURE_SETTING = /(?:^|[\s;"'{,(])(?:seccomp|apparmor)(?:[-_]?profile)?\s{0,3}[=:]\s{0,3}["']?unconfined\b|(?:^|[\s;"'{,(])label\s{0,3}[=:]\s{0,3}["']?disable\b|(?:^|[\s;"'{,(])protected[-_ ]mode\s{0,3}[=:\s]\s{0,3}["']?(?:no|off|false)\b|(?:^|[\s;"'{,(])permit(?:rootlogin|emptypasswords)\s{0,3}[=:\s]\s{0,3}["']?yes\b|'unsafe-eval'|(?:^|[\s;"'{,(])stricthostkeychecking\s{0,3}[=:\s]\s{0,3}["']?(?:no|off|false)\b|(?:^|[\s;"'{,(])userknownhostsfile\s{0,3}[=:\s]\s{0,3}["']?\/dev\/null\b|(?:^|[\s;"'{,(])histfile\s{0,3}=\s{0,3}["']?\/dev\/null\b|(?:^|[\s;"'{,(])histsize\s{0,3}=\s{0,3}["']?0\b|\bset\s{1,3}\+o\s{1,3}history\b|\bunset\s{1,3}histfile\b/i;
/** A settings key that turns a protection on, set false in a preset: `security.workspace.trust.enabled: false` (red team 60's editor extension). */
const PROTECTION_ON_KEY = /(?:^|[._-])(?:security|trust|verification|integrity|signature|signing|sandbox|tls|ssl|certificate|csrf|xss|csp)(?:[._-][a-z]{1,20}){0,3}[._-](?:enabled|enforce|enforced|strict|required)$/i;
/** Linux capabilities that give a container the host (added, not dropped: `cap_drop: [ALL]` is the safe form). */
const HOST_CAPABILITY = /^(?:cap_)?(?:sys_admin|sys_ptrace|sys_module|sys_rawio|net_admin|dac_read_search|bpf|all)$/i;
const CAPABILITY_WORDS = new Set(['cap', 'caps', 'capability', 'capabilities']);

/**
 * Access preset for someone nobody named (red team 54's): a public SSH key in a preset (a VM's authorized keys, a
 * repository's deploy keys), a trust policy whose principal is an AWS account or everyone.
 */
const SSH_PUBLIC_KEY = /(?:^|[\s"'])((?:ssh-(?:rsa|ed25519|dss)|ecdsa-sha2-nistp\d{3}|sk-ssh-ed25519@openssh\.com)\s{1,3}AAAA[0-9A-Za-z+/=]{20,}(?:[ \t]{1,3}[^\s"']{1,100})?)/;
/** A workload identity federation principal of GCP (an outside CI's repository owner let in): `principalSet://iam.googleapis.com/…`. */
const GCP_PRINCIPAL = /^principal(?:Set)?:\/\/iam\.googleapis\.com\//;
/** An Azure principal by its object id (a Key Vault access policy's `object_id`, a role assignment's `principalId`). */
const PRINCIPAL_ID_KEY = /^(?:object|principal)[_-]?id$/i;
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A GitHub OIDC subject that any repository's workflow matches: `repo:*`, `repo:*:*`. */
const ANY_SUBJECT = /^repo:\*(?::\*)?$/i;
const AWS_PRINCIPAL = /^(?:arn:aws[\w-]*:iam::\d{12}:(?:root|user\/|role\/)|\d{12}$|\*$)/;
function accessKeyIn(value: JsonValue): string | undefined {
  // (Anywhere in a preset: a cloud-init's `ssh_authorized_keys:` too — red team 55's support user.)
  for (const v of stringsOf(value)) {
    const key = SSH_PUBLIC_KEY.exec(v)?.[1];
    if (key !== undefined) return key;
    if (GCP_PRINCIPAL.test(v.trim())) return v.trim();
  }
  return findInPreset(value, 5, undefined, (k, v) => {
    if (PRINCIPAL_ID_KEY.test(k)) return typeof v === 'string' && GUID.test(v.trim()) ? v.trim() : undefined;
    if (k.toLowerCase() !== 'principal') return undefined;
    const principals = typeof v === 'string' ? [v] : isObj(v) ? (typeof v.AWS === 'string' ? [v.AWS] : Array.isArray(v.AWS) ? v.AWS.filter((x): x is string => typeof x === 'string') : []) : [];
    return principals.find((x) => AWS_PRINCIPAL.test(x.trim()));
  });
}
/**
 * Code loaded into every process a preset environment starts (red team 55's): a library preloaded (LD_PRELOAD,
 * DYLD_INSERT_LIBRARIES), a JVM agent (JAVA_TOOL_OPTIONS `-javaagent:`), a module Node requires first, a Lambda exec
 * wrapper, a script bash or Python runs at start. Matched on the preset as its file reads it (settingsText: `key=value`).
 */
const LOADER_SETTING = /(?:^|[\s;"'{,(])(?:startup-script-url\s{0,3}[=:]\s{0,3}["']?(?:https?|gs):\/\/\S|(?:ld_preload|ld_audit|dyld_insert_libraries|aws_lambda_exec_wrapper|bash_env|pythonstartup)\s{0,3}[=:]\s{0,3}["']?[^\s"'}]|(?:java_tool_options|_java_options|jdk_java_options|java_opts|catalina_opts)\s{0,3}[=:][^\n]{0,300}?-(?:javaagent|agentpath|agentlib):|node_options\s{0,3}[=:][^\n]{0,300}?(?:--require|--import|--(?:experimental-)?loader|(?:^|\s)-r)\s{0,3}[=\s]\s{0,3}\S|perl5opt\s{0,3}[=:][^\n]{0,100}?-M|rubyopt\s{0,3}[=:][^\n]{0,100}?-r)/im;

/**
 * A permission scope preset beyond what the tool's own text says it does (red team 55's: a tool that lists
 * repositories asking by default for `admin:org` and `delete_repo`; one that reads a Drive folder asking for all of
 * Gmail, the contacts and the directory). A strong scope (admin, deletion, all mail, contacts, a directory, `.All`)
 * whose product word the tool's name and description never say.
 */
const SCOPE_WORDS = new Set(['scope', 'scopes', 'permission', 'permissions', 'oauth', ...OTHER_PERMISSION_WORDS]);
function strongScope(scope: string): string | undefined {
  const s = scope.trim();
  if (s.length > 200) return undefined;
  let m: RegExpExecArray | null;
  if (/^admin:[a-z_]+$/i.test(s) || /^[a-z_]{2,30}:admin$/i.test(s)) return 'admin';
  if (/^(?:delete_repo|site_admin|delete_packages)$/i.test(s)) return 'delete';
  if (/^https:\/\/mail\.google\.com\/?$/i.test(s)) return 'mail';
  if ((m = /^https:\/\/www\.googleapis\.com\/auth\/(admin|gmail|contacts|cloud-platform|drive)(?:\.([\w.]+))?$/i.exec(s))) {
    const product = m[1].toLowerCase();
    if (product === 'drive' || product === 'gmail') return m[2] === undefined || /^(?:modify|send|compose|settings\.\w+)$/i.test(m[2]) ? (product === 'gmail' ? 'mail' : 'drive') : undefined;
    if (product === 'contacts') return m[2] === undefined || !/readonly/i.test(m[2]) ? 'contact' : undefined;
    return product === 'cloud-platform' ? 'cloud' : 'admin';
  }
  if ((m = /^(directory|rolemanagement|mail|user|group|sites|files)\.(?:read|readwrite|accessasuser)(?:\.[a-z]+)?\.all$/i.exec(s))) return m[1].toLowerCase() === 'rolemanagement' || m[1].toLowerCase() === 'directory' ? 'admin' : m[1].toLowerCase();
  if (/^(?:full_access_as_app|admin\.[\w:.]+)$/i.test(s)) return 'admin';
  // (A person's private messages and a brand's audience exported: red team 65's post scheduler asked for
  // `direct_messages.read` and `followers.export`.)
  if (/^(?:direct_?messages?|dms?|im|mpim|private_?messages?)[.:_](?:read|history|write|export)$/i.test(s)) return 'messages';
  if (/^(?:followers?|audience|connections|friends)[.:_](?:export|list|read)$/i.test(s)) return 'audience';
  return undefined;
}
/** The words of the tool's text that give a strong scope its use. */
const SCOPE_USE: Record<string, RegExp> = {
  admin: /admin|administ|organi[sz]ation|\borg\b|directory|manage|govern|provision|role|permission/i,
  delete: /delet|remov|purg|clean|archiv/i,
  mail: /mail|inbox|correo|courriel|messag/i,
  drive: /drive|file|document|folder|storage/i,
  contact: /contact|address book|people|kontak|contatos|contactos/i,
  cloud: /cloud|gcp|project|infra|compute|bigquery|storage/i,
  user: /user|account|profile|member|people/i,
  group: /group|team|member/i,
  sites: /site|sharepoint/i,
  files: /file|drive|document|onedrive|sharepoint/i,
  messages: /direct messages?|\bdms?\b|inbox|private messag|conversation/i,
  audience: /follower|audience|connection|friend|export/i,
};
function scopeBeyond(words: readonly string[], value: JsonValue, toolText: string): string | undefined {
  if (!words.some((w) => SCOPE_WORDS.has(w))) return undefined;
  const scopes = typeof value === 'string' ? value.split(/[\s,]+/) : stringsOf(value);
  for (const scope of scopes.slice(0, MAX_STRINGS)) {
    const product = strongScope(scope);
    if (product !== undefined && !SCOPE_USE[product].test(toolText)) return scope.trim();
  }
  return undefined;
}

/**
 * DNS records preset to an outside host (red team 55's): a zone's or a subdomain's name servers (delegating all of
 * it), its mail exchangers (every message, password resets included), an ACME challenge delegated or a CA authorised
 * (certificates for the domain). Not a public DNS or mail provider, nor a well-known CA.
 */
const NS_WORDS = new Set(['ns', 'nameserver', 'nameservers', 'delegation', 'delegations']);
const NS_IN_SCRIPT = /خوادم\s{1,3}الأسماء|ネームサーバ|域名服务器|名称服务器|네임\s?서버|serveurs?\s{1,3}de\s{1,3}noms|servidores?\s{1,3}de\s{1,3}nombres|name\s?server|namenserver|сервер\p{L}*\s{1,3}имён|сервер\p{L}*\s{1,3}імен/iu;
const PUBLIC_DNS_HOST = /(?:^|\.)(?:cloudflare\.com|awsdns-\d+\.(?:com|net|org|co\.uk)|googledomains\.com|google\.com|azure-dns\.(?:com|net|org|info)|nsone\.net|dnsimple\.com|digitalocean\.com|linode\.com|hetzner\.(?:com|de)|ovh\.net|gandi\.net|domaincontrol\.com|registrar-servers\.com|dynect\.net|ultradns\.(?:com|net|org|biz)|akam\.net|dnsmadeeasy\.com|name\.com|vercel-dns\.com|netlify\.com|porkbun\.com|he\.net|inwx\.(?:de|com|net|eu)|ionos\.(?:de|com)|ui-dns\.(?:com|de|org|biz)|cloudns\.net|easydns\.(?:com|net|org))\.?$/i;
const PUBLIC_MX_HOST = /(?:^|\.)(?:google\.com|googlemail\.com|outlook\.com|protection\.outlook\.com|pphosted\.com|mimecast\.com|messagingengine\.com|zoho\.(?:com|eu|in)|icloud\.com|protonmail\.ch|yandex\.(?:net|ru)|mailgun\.org|sendgrid\.net|amazonaws\.com|ovh\.net|gandi\.net|ionos\.(?:de|com)|secureserver\.net|mx\.cloudflare\.net|barracudanetworks\.com|forwardemail\.net|improvmx\.com)\.?$/i;
const WELL_KNOWN_CA = /(?:letsencrypt\.org|pki\.goog|digicert\.com|sectigo\.com|comodoca\.com|amazon\.com|amazontrust\.com|awstrust\.com|globalsign\.com|buypass\.(?:com|no)|ssl\.com|zerossl\.com|entrust\.net|godaddy\.com|starfieldtech\.com|identrust\.com|harica\.gr|certum\.pl|actalis\.it|microsoft\.com)/i;
const HOST_NAME = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+\.?$/i;
function outsideHost(host: string, publicHost: RegExp): boolean {
  const h = host.trim().replace(/\.$/, '').toLowerCase();
  return HOST_NAME.test(h) && !LOCAL_HOST.test(h) && !publicHost.test(h) && !/^\d+(?:\.\d+){3}$/.test(h);
}
/** The first record of a DNS preset that hands the zone, its mail or its certificates to an outside host. */
function dnsTakeover(words: readonly string[], description: string, value: JsonValue): string | undefined {
  const nsParam = words.some((w) => NS_WORDS.has(w)) || words.join(' ').includes('name server') || NS_IN_SCRIPT.test(description);
  const mxParam = words.includes('mx');
  if (nsParam || mxParam) {
    for (const v of stringsOf(value)) {
      // (An MX record's priority may lead: "10 mx1.relay.net".)
      const host = v.trim().replace(/^\d{1,5}\s+/, '');
      if (outsideHost(host, nsParam ? PUBLIC_DNS_HOST : PUBLIC_MX_HOST)) return `${nsParam ? 'NS' : 'MX'} ${host}`;
    }
  }
  return findInPreset(value, 4, (o) => {
    const type = ['type', 'record_type', 'recordType', 'rrtype'].map((k) => o[k]).find((t) => typeof t === 'string');
    if (typeof type !== 'string') return undefined;
    const target = ['content', 'value', 'target', 'data', 'server', 'host', 'exchange', 'rdata'].map((k) => o[k]).find((t) => typeof t === 'string');
    if (typeof target !== 'string') return undefined;
    const name = ['name', 'host', 'record', 'label'].map((k) => o[k]).find((t) => typeof t === 'string');
    const t = type.toUpperCase();
    const host = target.trim().replace(/^\d{1,5}\s+/, '');
    if (t === 'NS' && outsideHost(host, PUBLIC_DNS_HOST)) return `NS ${host}`;
    if (t === 'MX' && outsideHost(host, PUBLIC_MX_HOST)) return `MX ${host}`;
    if (t === 'CNAME' && typeof name === 'string' && /^_acme-challenge(?:\.|$)/i.test(name.trim()) && outsideHost(host, PUBLIC_DNS_HOST)) return `CNAME _acme-challenge ${host}`;
    const ca = t === 'CAA' ? /\bissue(?:wild)?\s+"?([a-z0-9.-]+)/i.exec(target)?.[1] : undefined;
    if (ca !== undefined && !WELL_KNOWN_CA.test(ca)) return `CAA ${target.trim()}`;
    return undefined;
  });
}

/**
 * A scanner told by default not to report advisories (red team 55's dependency test ignoring the event-stream and
 * ua-parser-js compromises): a list of ignored, suppressed or allowed advisory ids or package URLs, preset. A path or
 * a glob excluded is a scope, not read.
 */
const SUPPRESS_WORDS = new Set(['ignore', 'ignored', 'ignores', 'suppress', 'suppressed', 'suppressions', 'suppression', 'allowlist', 'whitelist', 'exclude', 'excluded', 'exclusions', 'waive', 'waived', 'waivers', 'skip', 'accepted', 'baseline']);
const ADVISORY_ID = /^(?:CVE-\d{4}-\d{4,}|GHSA(?:-[23456789cfghjmpqrvwx]{4}){3}|SNYK-[A-Z0-9]+-[A-Z0-9-]+-\d+|RUSTSEC-\d{4}-\d{4}|PYSEC-\d{4}-\d+|GO-\d{4}-\d{4}|OSV-\d{4}-\d+|pkg:[a-z]+\/\S+)$/i;
/** A change record's number preset on a tool that deploys or changes: the approval it stands for, given by nobody. */
const CHANGE_RECORD = /^(?:CHG|CRQ|RFC|CAB|CR)[-_]?\d{4,}$/i;

/** A consent recorded as given, said by the value itself: `samtycke_inhamtat_muntligt`, `consent_obtained_verbally`. */
const CONSENT_GIVEN_VALUE = /(?:consent|samtycke|samtykke|einwilligung|consentimiento|consentimento|consentement|consenso|toestemming|zgoda|souhlas)[_ -]?(?:was[_ -]?|is[_ -]?|has[_ -]?been[_ -]?)?(?:given|obtained|granted|collected|received|captured|inhamtat|inhämtat|lamnat|lämnat|givet|erhalten|erteilt|obtenido|otorgado|obtido|concedido|obtenu|donne|donné|ottenuto|verkregen|gegeven|uzyskana|udzielona|ziskan)/i;

/** A token check that admits unsigned tokens: `none` among a preset's accepted algorithms. */
const ALGORITHM_WORDS = new Set(['alg', 'algs', 'algorithm', 'algorithms']);
/** A malware scanner's exclusions preset to a whole drive, the root or where downloads land (red team 54's backup agent). */
const EXCLUSION_WORDS = new Set(['exclusion', 'exclusions', 'exclude', 'excludes', 'excluded', 'whitelist', 'allowlist']);
const WHOLE_PLACE = /^(?:[a-z]:\\?|\/|%(?:temp|tmp|userprofile|appdata|systemdrive)%(?:\\downloads)?\\?|%userprofile%\\downloads|~\/downloads|\/tmp\/?)$/i;
/** On a tool that buys: the costliest option of a list preset (premium, overnight, same-day) where cheaper ones exist. */
const COSTLY_OPTION = /(?:^|[_ -])(?:premium|express|overnight|priority|same[_ -]?day|expedited|deluxe|vip|extended|ultimate|platinum)(?:$|[_ -])/i;
const CHEAP_OPTION = /^(?:standard|economy|none|no|ask|basic|regular|ground|free|default)$/i;

/** A capability that gives a container the host, added by a preset of a parameter named for added capabilities. */
function addedCapability(words: readonly string[], value: JsonValue): string | undefined {
  if (!words.some((w) => CAPABILITY_WORDS.has(w)) || !words.includes('add') || words.includes('drop')) return undefined;
  return stringsOf(value).find((v) => HOST_CAPABILITY.test(v.trim()));
}

/**
 * The first thing `onObject` (on each object, before its members) or `onEntry` (on each member, before what it holds)
 * finds in a preset's lists and objects, depth first, in document order (bounded: `maxDepth` levels, MAX_STRINGS a level).
 */
function findInPreset(
  value: JsonValue,
  maxDepth: number,
  onObject?: (o: JsonObject) => string | undefined,
  onEntry?: (k: string, v: JsonValue) => string | undefined,
  depth = 0,
): string | undefined {
  if (depth > maxDepth) return undefined;
  if (Array.isArray(value)) {
    for (const v of value.slice(0, MAX_STRINGS)) {
      const found = findInPreset(v, maxDepth, onObject, onEntry, depth + 1);
      if (found !== undefined) return found;
    }
  } else if (isObj(value)) {
    const own = onObject?.(value);
    if (own !== undefined) return own;
    for (const [k, v] of Object.entries(value).slice(0, MAX_STRINGS)) {
      const found = onEntry?.(k, v) ?? findInPreset(v, maxDepth, onObject, onEntry, depth + 1);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/** A host-sharing flag set true, the host's root mounted, a host capability added or a seccomp profile unconfined, anywhere in an object preset (bounded). */
function hostSharing(value: JsonValue): string | undefined {
  return findInPreset(value, 5, undefined, (k, v) => {
    if (HOST_SHARING.has(k.toLowerCase()) && v === true) return `${k}: true`;
    if (k.toLowerCase() === 'hostpath' && (v === '/' || (isObj(v) && v.path === '/'))) return 'hostPath: /';
    if (k.toLowerCase() === 'add' && Array.isArray(v)) {
      const capability = addedCapability(['capabilities', 'add'], v);
      if (capability !== undefined) return `add: ${capability}`;
    }
    if (/^(?:seccompprofile|apparmorprofile)$/i.test(k) && isObj(v) && typeof v.type === 'string' && /^unconfined$/i.test(v.type)) return `${k}: Unconfined`;
    return undefined;
  });
}

/** The text of a preset as a package manager's file or environment reads it: its strings, and an object's keys with their values. */
function settingsText(value: JsonValue, depth = 0): string {
  if (typeof value === 'string') return value.slice(0, MAX_VALUE);
  if (depth > 3) return '';
  if (Array.isArray(value)) return value.slice(0, MAX_STRINGS).map((v) => settingsText(v, depth + 1)).join('\n');
  if (isObj(value)) return Object.entries(value).slice(0, MAX_STRINGS).map(([k, v]) => (typeof v === 'string' ? `${k}=${v.slice(0, MAX_VALUE)}` : settingsText(v, depth + 1))).join('\n');
  return '';
}

function packageSourceIn(text: string): { kind: 'registry' | 'weakened'; value: string } | undefined {
  if (text.length < 8) return undefined;
  INDEX_SETTING.lastIndex = 0;
  for (let m = INDEX_SETTING.exec(text), n = 0; m !== null && n < MAX_STRINGS; m = INDEX_SETTING.exec(text), n++) {
    const host = FIXED_URL.exec(m[1])?.[1]?.toLowerCase();
    if (host !== undefined && !LOCAL_HOST.test(host) && !PUBLIC_HOST.test(host)) return { kind: 'registry', value: m[1] };
  }
  const rewrite = GIT_INSTEAD_OF.exec(text)?.[1];
  const rewriteHost = rewrite !== undefined ? FIXED_URL.exec(rewrite)?.[1]?.toLowerCase() : undefined;
  if (rewrite !== undefined && rewriteHost !== undefined && !LOCAL_HOST.test(rewriteHost) && !PUBLIC_HOST.test(rewriteHost)) return { kind: 'registry', value: rewrite };
  if (MIRROR_OF_ALL.test(text)) {
    const url = MIRROR_URL.exec(text)?.[1];
    const host = url !== undefined ? FIXED_URL.exec(url)?.[1]?.toLowerCase() : undefined;
    if (url !== undefined && host !== undefined && !LOCAL_HOST.test(host) && !PUBLIC_HOST.test(host)) return { kind: 'registry', value: url };
  }
  const off = CHECKSUMS_OFF.exec(text);
  if (off) return { kind: 'weakened', value: off[0].trim() };
  return undefined;
}

/** Words of a parameter that holds a script or hook fetched by URL. */
const SCRIPT_WORDS = new Set(['script', 'scripts', 'bootstrap', 'installer', 'hook', 'hooks', 'init', 'setup', 'provisioner', 'userdata']);
/** The parameter's text says the fetched file is run. */
const RUNS_FETCHED = /\b(?:execut\w*|runs?|ran|sourced|piped\s{1,3}(?:in)?to\s{1,3}(?:sh|bash|a\s{1,3}shell)|invoked)\b/;
/** Words of a parameter that lists what a project depends on. */
const DEPENDENCY_WORDS = new Set(['dependencies', 'dependency', 'deps', 'packages', 'package', 'requirements', 'requirement', 'libraries', 'modules', 'install', 'devdependencies']);
const CHART_REPO_NAME = /^(?:chart|helm)_(?:repo|repository)(?:_url)?$/;
/** Chart repositories people pull from by name: the projects' own pages and the public indexes. */
const PUBLIC_CHART_HOST = /(?:^|\.)(?:github\.io|charts\.bitnami\.com|artifacthub\.io|helm\.sh|charts\.helm\.sh|registry-1\.docker\.io|ghcr\.io|charts\.jetstack\.io|prometheus-community\.github\.io|grafana\.github\.io|helm\.releases\.hashicorp\.com|charts\.gitlab\.io|aws\.github\.io|kubernetes-sigs\.github\.io)$/;
/** A Sentry-style DSN: a key before the host, a project after it. */
const TRACKER_DSN = /^https?:\/\/[0-9a-f]{16,64}(?::[0-9a-f]{16,64})?@[a-z0-9.-]{3,253}\/\d{1,12}$/i;

/**
 * Presets that weaken a protection by their value (red team 62's): a certificate installed as a trusted root (the
 * device's TLS readable by whoever holds its key), a signer identity or issuer matched by a pattern that takes any
 * (`.*`), an admission webhook's failure policy that lets everything through (`Ignore`), lockout turned off (`0`), a
 * password minimum under eight characters, a sign-in alert on new devices switched off, a workflow run on
 * `pull_request_target` (forks' code with the base repository's secrets).
 */
function weakenedPreset(words: readonly string[], value: JsonValue, said: string, strings: readonly string[]): string | undefined {
  // (Red team 67's: a build's flags, an access code's end, a database user's grants, an export's columns.)
  const flag = insecureFlag(words, strings) ?? farFutureEnd(words, said) ?? grantAllEverywhere(strings) ?? sensitiveColumns(words, strings);
  if (flag !== undefined) return flag;
  if (words.some((w) => TRUST_ROOT_WORDS.has(w)) && strings.some((v) => v.includes('-----BEGIN CERTIFICATE-----'))) return TRUSTED_ROOT;
  if (words.some((w) => SIGNER_WORDS.has(w)) && strings.some((v) => ANY_PATTERN.test(v.trim()))) return said || '.*';
  if ((words.includes('failure') || words.includes('fail')) && words.some((w) => w === 'policy' || w === 'mode' || w === 'action' || w === 'behavior' || w === 'behaviour') && FAIL_OPEN.has(said)) return said;
  // (A package's hash or signature check preset off, named in other languages: `verifica_hash: false` — red team 62's.)
  if (words.some((w) => HASH_WORDS.has(w)) && words.some((w) => VERIFY_WORDS.has(w)) && (value === false || said === 'false' || said === 'off')) return `${words.join('_')}: false`;
  if (words.includes('lockout') && (value === 0 || said === '0' || said === 'off' || said === 'disabled' || value === false)) return `${words.join('_')}: ${said}`;
  if (words.includes('password') && words.some((w) => w === 'min' || w === 'minimum') && words.some((w) => w === 'length' || w === 'len' || w === 'chars' || w === 'characters') && typeof value === 'number' && value > 0 && value < 8) return `${words.join('_')}: ${value}`;
  if (words.some((w) => w === 'alert' || w === 'alerts' || w === 'notify' || w === 'notification' || w === 'notifications') && words.some((w) => SIGN_IN_EVENT.has(w)) && (value === false || said === 'false' || said === 'off')) return `${words.join('_')}: false`;
  if (words.includes('pull') && words.includes('request') && words.includes('target') && (value === true || said === 'true')) return 'pull_request_target';
  // (A command that skips a gate, in what the tool posts: red team 62's build status whose examples close with
  // `/shipyard promote --skip-qa`, read by a release bot.)
  const skips = strings.find((v) => SKIPS_GATE.test(v));
  if (skips !== undefined) return SKIPS_GATE.exec(skips)?.[0].trim();
  // (Every site a browser extension may read and change: red team 65's `host_permissions: ["<all_urls>"]`.)
  if (words.some((w) => w === 'permissions' || w === 'hosts' || w === 'sites' || w === 'matches' || w === 'origins') && strings.some((v) => ALL_SITES.test(v.trim()))) return 'every site (<all_urls>)';
  // (The process environment attached to what a crash or an error report sends: red team 65's `stack_locals_env`.)
  // (Or beside the stack in one list: `include: [stacktrace, process_env, …]` — red team 67's crash report.)
  const env = strings.find((v) => ENV_CAPTURED.test(v) && (CAPTURE_TOKENS.test(v) || strings.some((o) => o !== v && /stack|traceback|locals/i.test(o))));
  if (env !== undefined && words.some((w) => CAPTURE_PARAM_WORDS.has(w))) return `${env.slice(0, 60)} (environment variables sent)`;
  // (A list that attaches the process environment and the requests' headers or bodies, in other languages:
  // "请求头", "环境变量" — red team 66's APM SDK.)
  if (strings.some((v) => ENV_OTHER.test(v)) && strings.some((v) => REQUEST_PARTS_OTHER.test(v))) return 'environment variables and request headers collected';
  // (A device's contacts with its messages or its gallery among the permissions preset: red team 66's loan app.)
  if (words.some((w) => PERMISSION_WORDS.has(w)) && strings.filter((v) => DEVICE_PRIVATE.test(v.trim())).length >= 2 && strings.some((v) => /contact|kontak|contato|contatti|kontakt|联系人|連絡先|연락처/i.test(v))) return 'contacts and messages read by default';
  // (A link listed by search engines: red team 66's document share.)
  if (words.some((w) => w === 'indexing' || w === 'indexable' || w === 'discoverable' || w === 'searchable') && (value === true || said === 'true')) return `${words.join('_')}: true (listed publicly)`;
  // (Security events left out of an audit log: red team 66's `excluded_event_types`.)
  if (words.some((w) => w === 'excluded' || w === 'exclude' || w === 'exclusions' || w === 'skip' || w === 'ignored' || w === 'suppressed') && strings.some((v) => AUDIT_CRITICAL_EVENT.test(v))) return `${strings.find((v) => AUDIT_CRITICAL_EVENT.test(v))!.slice(0, 60)} left out of the audit log`;
  // (A port range that opens every port: red team 66's `0-65535`.)
  if (words.some((w) => w === 'port' || w === 'ports') && strings.some((v) => /^(?:0|1)\s?[-:]\s?65535$/.test(v.trim()))) return 'every port (0-65535)';
  // (A recording or a tracking mode that says it is silent: red team 66's `auto_silent`.)
  if (words.some((w) => RECORDING_PARAM_WORDS.has(w)) && strings.some((v) => /(?:^|[_\s-])(?:silent|stealth|covert|hidden|invisible|quiet)(?:$|[_\s-])/i.test(v))) return `${strings.find((v) => /(?:silent|stealth|covert|hidden|invisible|quiet)/i.test(v))!.slice(0, 40)} (recorded without notice)`;
  // (Deletions mirrored into the backups: red team 66's `mirror_deletions: true`.)
  if (words.some((w) => w === 'mirror' || w === 'propagate' || w === 'sync' || w === 'follow') && words.some((w) => w === 'deletions' || w === 'deletion' || w === 'deletes' || w === 'deleted') && (value === true || said === 'true')) return `${words.join('_')}: true (deleting the source deletes its backups)`;
  // (A protected characteristic among a screening's or a ranking's preset checks: red team 65's `union_activity`,
  // `medical_leave_history` in a background check.)
  const protectedTrait = strings.find((v) => PROTECTED_TRAIT.test(v));
  if (protectedTrait !== undefined && words.some((w) => SCREENING_WORDS.has(w))) return `${protectedTrait.slice(0, 60)} (a protected characteristic)`;
  return undefined;
}

/**
 * Settings inside a preset object that weaken a protection whatever the tool says of them (red team 64's): an editor
 * task run each time the folder is opened (`runOn: folderOpen`, code run on every checkout), password fields recorded
 * by a capture or a replay, every request header attached to what is shipped (`Authorization`, cookies), a pod running
 * under a deployer's or an administrator's service account with its token mounted, a dependency override that swaps a
 * package for a copy outside its registry (`github:…`, a git URL, a tarball).
 */
function weakenedSetting(words: readonly string[], value: JsonObject): string | undefined {
  const overrides = words.some((w) => OVERRIDE_WORDS.has(w));
  let found: string | undefined;
  const visit = (obj: JsonObject, depth: number): void => {
    if (found !== undefined || depth > 4) return;
    let n = 0;
    for (const [key, v] of Object.entries(obj)) {
      if (found !== undefined || ++n > MAX_STRINGS) return;
      const lower = key.toLowerCase();
      const keyWords = wordsOf(key.replace(/\./g, '_'));
      if (lower === 'runon' && typeof v === 'string' && v.toLowerCase() === 'folderopen') found = 'a task run each time the folder is opened (runOn: folderOpen)';
      else if (keyWords.some((w) => w === 'password' || w === 'passwords') && keyWords.some((w) => RECORDING_WORDS.has(w)) && v === true) found = `${key}: true`;
      else if (keyWords.includes('headers') && (v === '*' || v === 'all' || (Array.isArray(v) && v.includes('*')))) found = `${key}: every header`;
      else if (lower === 'automountserviceaccounttoken' && v === true && typeof obj.serviceAccountName === 'string' && PRIVILEGED_ACCOUNT.test(obj.serviceAccountName)) found = `serviceAccountName: ${obj.serviceAccountName.slice(0, 60)} with its token mounted`;
      else if (overrides && depth === 0 && typeof v === 'string' && OUTSIDE_REGISTRY.test(v.trim())) found = `${key}: ${v.trim().slice(0, 80)}`;
      // (A security stage let fail, `sast: allow_failure`; a namespace labelled out of its admission policy,
      // `admission.gatekeeper.sh/ignore: "true"` — red team 65's pipeline retry and namespace.)
      else if (SECURITY_STAGE.test(key) && (v === false || (typeof v === 'string' && NON_BLOCKING.test(v.trim())))) found = `${key}: ${String(v).slice(0, 40)}`;
      else if (POLICY_EXEMPTION.test(key) && (v === true || v === 'true' || v === 'enabled')) found = `${key}: ${String(v)}`;
      else if (/^pod-security\.kubernetes\.io\/enforce$/i.test(key) && v === 'privileged') found = `${key}: privileged`;
      // (Sharing switched on for partners and advertisers, in other languages: `parceiros_de_conteudo: true`,
      // `perfil_de_aprendizagem_para_anunciantes: true` — red team 66's school platform; a personal phone wiped whole.)
      else if (PARTNER_KEY.test(key) && (v === true || v === 'true')) found = `${key}: true`;
      else if (/wipe/i.test(key) && typeof v === 'string' && /(?:entire|full|whole|all)/i.test(v)) found = `${key}: ${v.slice(0, 40)}`;
      else if (isObj(v)) visit(v, depth + 1);
      else if (Array.isArray(v)) for (const item of v.slice(0, MAX_STRINGS)) if (isObj(item)) visit(item, depth + 1);
    }
  };
  visit(value, 0);
  return found;
}
const ENV_OTHER = /环境变量|環境變數|環境変数|환경\s?변수|переменные\s окружения|змінні\s середовища|umgebungsvariablen|variables\s d'environnement|variables\s de\s entorno|variáveis\s de\s ambiente|variabili\s d'ambiente|environment\s?variables|^env$|^environment$/i;
const REQUEST_PARTS_OTHER = /请求头|请求体|請求頭|リクエストヘッダ|요청\s?헤더|заголовки\s запроса|request\s?headers?|request\s?bod(?:y|ies)|^headers$|^cookies$/i;
const PERMISSION_WORDS = new Set(['permissions', 'permission', 'izin', 'akses', 'access', 'scopes', 'permisos', 'permissoes', 'permessi', 'berechtigungen', 'uprawnienia']);
const DEVICE_PRIVATE = /^(?:contacts?|kontak|contatos?|contatti|kontakte?|sms|messages|call[_\s-]?logs?|gallery|galeri|galeria|galleria|photos|foto|联系人|短信|相册|連絡先|연락처|문자)$/i;
const AUDIT_CRITICAL_EVENT = /(?:role[._-]?(?:grant|assign)|mfa[._-]?(?:disable|remove|reset)|(?:api[._-]?)?key[._-]?create|audit[._-]?(?:config|log)[._-]?(?:update|delete|disable)|privilege|admin[._-]?(?:grant|add)|sso[._-]?(?:config|disable)|login[._-]?fail)/i;
const RECORDING_PARAM_WORDS = new Set(['recording', 'record', 'tracking', 'monitoring', 'capture', 'camera', 'location', 'mode']);
const PARTNER_KEY = /(?:partner|parceir|socio|partenaire|anunciant|annonceur|advertis|werbe|publicit|reklam)/i;
const SECURITY_STAGE = /^(?:sast|dast|sca|security|security[_-]?scan|secret[_-]?scan(?:ning)?|secrets|dependency[_-]?(?:audit|scan|check)|container[_-]?scan(?:ning)?|codeql|snyk|trivy|semgrep|gitleaks|license[_-]?scan|vulnerability[_-]?scan)$/i;
const NON_BLOCKING = /^(?:allow[_-]?failure|allow[_-]?fail|skip|skipped|disabled?|off|ignore|warn|warning|non[_-]?blocking|optional|soft[_-]?fail)$/i;
const POLICY_EXEMPTION = /(?:gatekeeper|kyverno|opa|admission|policy|pod-?security|psa|sentinel)[\w./-]*(?:ignore|exempt|exclude|skip|disable|bypass)/i;
const ALL_SITES = /^(?:<all_urls>|\*:\/\/\*\/\*|https?:\/\/\*\/\*|\*)$/;
const ENV_CAPTURED = /(?:^|[_\s-])(?:env|environ|environment|envvars)(?:$|[_\s-])/i;
const CAPTURE_TOKENS = /(?:stack|locals|frames|variables|vars|heap|memory|headers)/i;
const CAPTURE_PARAM_WORDS = new Set(['detail', 'details', 'capture', 'include', 'attach', 'attachments', 'payload', 'level', 'context', 'data', 'collect']);
const PROTECTED_TRAIT = /(?:^|[_\s-])(?:union[_\s-]?(?:activity|membership|member)|pregnan\w*|religio\w*|ethnic\w*|race|disabilit\w*|sexual[_\s-]?orientation|political[_\s-]?(?:views|affiliation|activity)|medical[_\s-]?(?:leave|history)|sick[_\s-]?leave|maternity|paternity|national[_\s-]?origin|marital[_\s-]?status|genetic\w*)(?:$|[_\s-])/i;
const SCREENING_WORDS = new Set(['checks', 'check', 'factors', 'factor', 'criteria', 'signals', 'features', 'screening', 'screens', 'filters', 'weights', 'attributes']);
/** A tool that grants or hands out something that ought to end: access, a role, a link, a token, a code, an invitation. */
const GRANTING_TEXT = /\b(?:grants?|granting|access|role|roles|permissions?|share|sharing|link|links|token|tokens|session|sessions|invite|invitation|guest|code|codes|elevat\w*|temporary|just-in-time|jit|break-glass)\b/;
const LIFETIME_WORDS = new Set(['duration', 'ttl', 'expires', 'expiry', 'expiration', 'lifetime', 'validity', 'hours', 'days', 'minutes']);
const SHIPPING_TOOL_WORDS = new Set(['log', 'logs', 'logging', 'trace', 'tracing', 'telemetry', 'apm', 'shipping', 'replay', 'observability', 'otel', 'opentelemetry', 'analytics', 'monitoring']);
/** The parameter's text says the value given never expires: "0 means the grant does not expire". */
function neverExpires(description: string, value: number): boolean {
  if (!Number.isInteger(value) || value > 0 || value < -1) return false;
  const text = description.toLowerCase().slice(0, 2_000);
  return new RegExp(`(?:^|[^\\d.-])${value}\\s{0,3}(?:means|=|is|:)\\s[^.;]{0,40}?\\b(?:never\\b(?:\\s(?:expires?|ends?))?|(?:does|do|will)\\s?not\\s(?:expire|end)|no\\s(?:expiry|expiration|end)|permanent|indefinite)`).test(text);
}
const ROLE_WORDS = new Set(['role', 'roles', 'rollen', 'rolle', 'rôle', 'rôles', 'rol', 'roles', 'papel', 'ruolo', 'ruoli', 'rola', 'role_id', 'access_level']);
const OWNING_ROLE = /^(?:roles\/(?:owner|editor|[a-z]+\.admin)|owner|administrator|admin|superuser|root|cluster-admin|global\s?administrator)$/i;
const OVERRIDE_WORDS = new Set(['overrides', 'override', 'resolutions', 'resolution', 'pins']);
const RECORDING_WORDS = new Set(['record', 'recorded', 'capture', 'captured', 'log', 'logged', 'store', 'stored', 'collect', 'include', 'track', 'save', 'keep', 'unmask', 'unmasked']);
const PRIVILEGED_ACCOUNT = /(?:deploy|admin|cluster|root|cicd|pipeline|release|superuser)/i;
/** A package spec that is no registry version: a GitHub shorthand, a git URL, a tarball. */
const OUTSIDE_REGISTRY = /^(?:github:|gitlab:|bitbucket:|git\+|git:\/\/|https?:\/\/\S+\.(?:tgz|tar\.gz)$|[a-z0-9][\w.-]{0,38}\/[\w.-]{1,100}#)/i;
const TRUSTED_ROOT = 'a certificate installed as a trusted root';
const OTHER_GROUP_WORDS = new Set(['grupper', 'gruppen', 'groupes', 'grupos', 'gruppi', 'groepen', 'grupy', 'ryhmat', 'csoportok', 'skupiny', 'gruplar']);
const ADMIN_GROUP = /(?:^|[\s_-])(?:admins?|administrators?|administratörer|administratorer|administratoren|administrateurs|administradores|amministratori|beheerders|administratorzy|ylläpitäjät|rendszergazdák|správci|yöneticiler|domain\s?admins|enterprise\s?admins|global\s?admins?)(?:$|[\s_-])/i;
const RECIPIENT_LIST_WORDS = new Set(['recipients', 'disclosees', 'processors', 'subprocessors', 'permitted', 'sharing']);
/** A company's legal name: words then a legal form. */
const COMPANY_NAME = /\b[A-Z][\w&'-]{1,30}(?:\s[A-Z][\w&'-]{1,30}){0,3}\s(?:Inc|LLC|Ltd|Limited|GmbH|AG|S\.A|SAS|SARL|B\.V|BV|Pty|PLC|Corp|Corporation|S\.p\.A|Oy|AB|AS|ApS|sp\.\sz\so\.o)\b\.?/;
const STANDING_CODE_WORDS = new Set(['service', 'master', 'installer', 'admin', 'maintenance', 'override', 'backdoor', 'support', 'technician']);
const SHARED_PARTY = /(?:^|[_ -])(?:partner|partners|insurer|insurers|advertis\w*|marketing|broker|brokers|affiliates?|third[_ -]?part(?:y|ies)|sponsors?|data[_ -]?(?:buyers?|partners?))(?:$|[_ -])/i;
/** The largest uint256 (2^256 − 1), or a word for no limit. */
const UNLIMITED_ALLOWANCE = /^(?:115792089237316195423570985008687907853269984665640564039457584007913129639935|0xf{64}|unlimited|max|maximum|infinite|2\*\*256-1|2\^256-1)$/;
// (Not "remove", "clean" or "drop": a reader's `remove_scripts`, `clean_html` or `drop_empty` shape what it returns.)
const DELETING_WORDS = new Set(['prune', 'delete', 'purge', 'wipe', 'destroy']);
/** A description that sets the user's own values beside the preset one. */
const YOUR_OWN_BESIDE = /\b(?:append|add|put|list)\s{1,3}your\s{1,3}(?:app's\s{1,3}|application's\s{1,3}|client's\s{1,3}|service's\s{1,3})?own\b/;
const ESCALATING_VERBS = new Set(['impersonate', 'escalate', 'bind']);
/** An RSA public key in base64, as a DKIM record carries it (`p=MIGfMA0G…`). */
const DKIM_KEY = /^(?:v=dkim1;\s{0,3}(?:k=rsa;\s{0,3})?p=)?MI[GI][A-Za-z0-9+/]{100,}={0,2}$/;
/** A chat-ops or CLI command that skips a gate: `--skip-qa`, `--no-verify`. */
const SKIPS_GATE = /(?:^|\s)--(?:skip-(?:qa|tests?|checks?|review|reviews|approval|approvals|verification|verify|ci|security|scan|scans|gates?)|no-verify|bypass-(?:review|approval|checks?))\b/i;
const HASH_WORDS = new Set(['hash', 'hashes', 'checksum', 'checksums', 'firma', 'firme', 'signatur', 'signature', 'signatures', 'assinatura', 'podpis', 'imza']);
const VERIFY_WORDS = new Set(['verify', 'verifica', 'verificar', 'verifier', 'vérifier', 'verifiera', 'controlla', 'controllo', 'controle', 'prüfen', 'pruefen', 'check', 'weryfikuj', 'dogrula', 'kontrol', 'kontrolovat']);
// (Not a connection's own CA, `ca_certificate`: a root trusted by the device is what reads every connection.)
const TRUST_ROOT_WORDS = new Set(['root', 'roots', 'trusted', 'anchor', 'anchors']);
const SIGNER_WORDS = new Set(['identity', 'identities', 'issuer', 'issuers', 'signer', 'signers', 'san']);
const ANY_PATTERN = /^(?:\^?\.[*+]\$?|\*|\(\.\*\))$/;
const FAIL_OPEN = new Set(['ignore', 'open', 'fail-open', 'fail_open', 'failopen', 'allow', 'pass', 'skip', 'permit']);
const SIGN_IN_EVENT = new Set(['device', 'devices', 'login', 'logins', 'signin', 'sign', 'suspicious', 'security', 'breach', 'anomaly', 'anomalous', 'mfa']);

/** The owner of a pinned action one letter away from a well-known owner's (a typosquat), or undefined. */
function typosquattedAction(value: string): string | undefined {
  // (As a workflow step writes it too: `uses: actions-tools/checkout@v4`.)
  const m = ACTION_REF.exec(value.trim().replace(/^(?:-\s{0,3})?uses:\s{0,3}/i, ''));
  const owner = m?.[1]?.toLowerCase();
  if (owner === undefined || KNOWN_ACTION_OWNERS.includes(owner)) return undefined;
  if (KNOWN_ACTION_OWNERS.some((known) => Math.abs(known.length - owner.length) <= 1 && editDistance(owner, known) === 1)) return value.trim();
  // GitHub's own actions under an owner that borrows its name (red team 54's `actions-tools/checkout`).
  const repo = m?.[2]?.toLowerCase();
  const parts = owner.split(/[-_.]/);
  if (repo === undefined || !parts.includes('actions')) return undefined;
  // (Or its name split across owner and repository: `setup-actions/node` for actions/setup-node — red team 57's.)
  const rest = parts.filter((p) => p !== 'actions').join('-');
  return OFFICIAL_ACTIONS.has(repo) || (rest !== '' && OFFICIAL_ACTIONS.has(`${rest}-${repo}`)) ? value.trim() : undefined;
}

/** A module replaced by one under another path (its host or owner differs), in a preset of a parameter named for replacements. */
function replacedModule(words: readonly string[], value: JsonValue): string | undefined {
  if (!words.some((w) => REPLACE_WORDS.has(w))) return undefined;
  // (Or written as go.mod writes it: `golang.org/x/crypto => github.com/someone/crypto v0.31.0`.)
  for (const line of stringsOf(value)) {
    const m = REPLACE_LINE.exec(line.trim());
    const a = m ? MODULE_PATH.exec(m[1]) : null;
    const b = m ? MODULE_PATH.exec(m[2].trim()) : null;
    if (a && b && (a[1].toLowerCase() !== b[1].toLowerCase() || a[2].toLowerCase() !== b[2].toLowerCase())) return line.trim();
  }
  if (!isObj(value)) return undefined;
  for (const [from, to] of Object.entries(value).slice(0, MAX_STRINGS)) {
    if (typeof to !== 'string') continue;
    const a = MODULE_PATH.exec(from.trim());
    const b = MODULE_PATH.exec(to.trim());
    if (a && b && (a[1].toLowerCase() !== b[1].toLowerCase() || a[2].toLowerCase() !== b[2].toLowerCase())) return `${from} => ${to.trim()}`;
  }
  return undefined;
}

// ---------------------------------------------------------------- trust and routes

/**
 * Whom a setting trusts to vouch for users: an identity provider's metadata or issuer, a JWKS (red team 56's SAML SSO
 * preset to an outside provider, an API accepting an outside issuer's tokens). A preset there lets whoever runs it sign
 * anyone in. The big public providers are no stranger — unless the issuer is their multi-tenant one (any account).
 */
const TRUST_WORDS = new Set(['issuer', 'issuers', 'iss', 'idp', 'idps', 'jwks', 'oidc', 'saml', 'sso', 'federation', 'identity']);
const PUBLIC_IDP = /(?:^|\.)(?:accounts\.google\.com|googleapis\.com|login\.microsoftonline\.com|sts\.windows\.net|login\.microsoft\.com|token\.actions\.githubusercontent\.com|appleid\.apple\.com|cognito-idp\.[a-z0-9-]+\.amazonaws\.com|okta\.com|oktapreview\.com|auth0\.com|onelogin\.com|pingidentity\.com|gitlab\.com|github\.com)$/i;
const ANY_TENANT = /^https:\/\/(?:login\.microsoftonline\.com|login\.microsoft\.com)\/(?:common|organizations|consumers)(?:\/|$)/i;
/**
 * Where a setting sends the data it handles, named by its role rather than as a webhook: a key escrow, an edge point
 * of presence, a log collector or forwarder, an export or telemetry target (red team 56's backup key deposited outside,
 * every fetch routed through an outside "POP", all logs forwarded to an outside syslog).
 */
const ROUTE_WORDS = new Set(['kolektor', 'kollektor', 'collecteur', 'colector', 'coletor', 'collettore', 'escrow', 'pop', 'pops', 'edge', 'collector', 'collectors', 'syslog', 'siem', 'drain', 'drains', 'forwarder', 'forwarding', 'forward', 'exporter', 'otlp', 'telemetry', 'upstream', 'tunnel', 'hedef', 'ziel', 'cible', 'iletimi', 'iletim']);
/** A URL of any scheme (syslog+tls://, otlp://…) and its host. */
const ANY_URL = /^[a-z][a-z0-9+.-]{1,20}:\/\/(?:[^@\/\s]*@)?(\[[0-9a-f:]{2,39}\]|[^/\s:?#,;\[\]]{1,253})/i;
/** A VPN's or a mesh's peers: one preset with an endpoint outside lets its holder into the network. */
const PEER_WORDS = new Set(['peer', 'peers', 'wireguard', 'wg']);
/** A code that opens something (a lock, an account, a door): one preset lets whoever knows it in. */
const CODE_KEY = /^(?:pin|pins|pin[_ -]?code|passcode|pass[_ -]?code|access[_ -]?code|door[_ -]?code|entry[_ -]?code|unlock[_ -]?code|master[_ -]?code)$/i;
/** A loyalty or rewards account credited by every booking or purchase (red team 56's frequent-flyer number). */
const LOYALTY_WORDS = new Set(['loyalty', 'frequent', 'flyer', 'flier', 'rewards', 'miles', 'mileage', 'bonuscard', 'treuekarte', 'fidelite', 'fidelidad', 'fedelta']);
/** A postal address preset where goods go (returns, deliveries): parcels end with whoever lives there. */
const PARCEL_WORDS = new Set(['return', 'returns', 'retour', 'retours', 'devolucion', 'devolucao', 'reso', 'rucksendung', 'delivery', 'livraison', 'lieferung', 'entrega', 'consegna', 'shipping', 'ship']);
const STREET_KEY = /^(?:street|street[_ -]?address|address[_ -]?line[_ -]?1|line1|rue|adresse|strasse|straße|calle|direccion|rua|endereco|via|indirizzo|straat)$/i;
const PLACE_KEY = /^(?:city|town|ville|stadt|ort|ciudad|cidade|citta|città|stad|postal[_ -]?code|zip|zip[_ -]?code|code[_ -]?postal|plz|postleitzahl|codigo[_ -]?postal|cep|cap|postcode)$/i;
/** An SPF include in a preset: another sender authorised to mail as the user's domain. */
const SPF_INCLUDE = /\binclude:([a-z0-9._-]{3,253})/i;
const PUBLIC_SPF_HOST = /(?:^|\.)(?:_spf\.google\.com|spf\.protection\.outlook\.com|amazonses\.com|sendgrid\.net|mailgun\.org|servers\.mcsv\.net|spf\.mandrillapp\.com|zoho\.(?:com|eu)|spf\.messagingengine\.com|_spf\.salesforce\.com|spf\.mtasv\.net|spf\.sparkpostmail\.com|spf\.brevo\.com|_spf\.mlsend\.com|helpscoutemail\.com|_spf\.intercom\.io|mail\.zendesk\.com|spf\.mailjet\.com|_spf\.resend\.com)$/i;
const WALLET_GRANTEE_WORDS = new Set(['spender', 'operator', 'delegate', 'delegatee']);

/** Words of a parameter's name and of the objects holding it (two levels): `key_escrow.endpoint`, `transport.edge.pop`. */
/** A sibling switch that makes a copy, preset on: `register_copy: true` beside an HIE endpoint (red team 60's care summary). */
function copySwitchedOn(siblings: JsonObject, name: string): boolean {
  return Object.entries(siblings).some(([k, sib]) => k !== name && k.length <= MAX_NAME && wordsOf(k).some((w) => COPY_CONTEXT.has(w)) && isObj(sib) && (sib.default === true || sib.const === true));
}

function contextWords(visit: ParameterVisit, words: readonly string[]): readonly string[] {
  const up = visit.at.parent?.parent?.key;
  const upper = visit.at.parent?.parent?.parent?.parent?.key;
  const more = [up, upper].filter((k): k is string => typeof k === 'string' && k.length <= MAX_NAME).flatMap((k) => wordsOf(k));
  return more.length > 0 ? [...words, ...more] : words;
}

function outsideUrlHost(value: string): string | undefined {
  const host = ANY_URL.exec(value.trim())?.[1]?.toLowerCase();
  if (host === undefined || LOCAL_HOST.test(host) || PRIVATE_IP.test(host) || !/[.:]/.test(host) || EXAMPLE_DOMAIN.test(host)) return undefined;
  return host;
}

/** What a trust, route, peer, code, loyalty, parcel or SPF preset gives away, or undefined. */
function trustOrRoute(words: readonly string[], context: readonly string[], value: JsonValue, strings: readonly string[]): { kind: PinnedKind; value: string } | undefined {
  if (context.some((w) => TRUST_WORDS.has(w))) {
    for (const v of strings) {
      const host = outsideUrlHost(v);
      if (host === undefined) continue;
      if (ANY_TENANT.test(v.trim()) || !PUBLIC_IDP.test(host)) return { kind: 'grantee', value: v.trim() };
    }
  }
  if (context.some((w) => ROUTE_WORDS.has(w))) {
    for (const v of strings) {
      const host = outsideUrlHost(v);
      if (host !== undefined && !PUBLIC_HOST.test(host)) return { kind: 'endpoint', value: v.trim() };
    }
  }
  // (A route named by a key of an object preset, a bare host:port too: an agent's `kolektor: collector.…:4443`.)
  const routed = findInPreset(value, 3, undefined, (k, v) => {
    if (typeof v !== 'string' || !wordsOf(k).some((w) => ROUTE_WORDS.has(w))) return undefined;
    const host = outsideUrlHost(v) ?? BARE_HOST.exec(v.trim())?.[1]?.toLowerCase();
    return host !== undefined && !LOCAL_HOST.test(host) && !PRIVATE_IP.test(host) && !EXAMPLE_DOMAIN.test(host) && !PUBLIC_HOST.test(host) && PUBLIC_TLD.test(host) ? `${k}: ${v.trim()}` : undefined;
  });
  if (routed !== undefined) return { kind: 'endpoint', value: routed };
  // (A cloud's administrator policy attached by default: AdministratorAccess, IAMFullAccess, AliyunRAMFullAccess.)
  if (words.some((w) => w === 'policy' || w === 'policies')) {
    const admin = strings.find((v) => ADMIN_POLICY.test(v.trim()));
    if (admin !== undefined) return { kind: 'grantee', value: admin.trim() };
  }
  // (A share of every payment to a partner, preset: red team 57's `repasse: [{ parceiro: <id>, percentual: 3 }]`.)
  const split = findInPreset(value, 3, (o) => {
    const keys = Object.keys(o);
    const partner = keys.find((k) => wordsOf(k).some((w) => PARTNER_WORDS.has(w)));
    const share = keys.some((k) => wordsOf(k).some((w) => SHARE_WORDS.has(w)));
    const id = partner !== undefined ? o[partner] : undefined;
    return share && typeof id === 'string' && accountId(id.trim()) ? id.trim() : undefined;
  });
  if (split !== undefined) return { kind: 'account', value: split };
  // (A bank and a number in one preset object, whatever the keys: red team 57's Vietnamese disbursement channel.)
  const banked = findInPreset(value, 3, (o) => {
    const keys = Object.keys(o);
    if (!keys.some((k) => wordsOf(k).some((w) => BANK_WORDS.has(w)) || /银行|銀行|은행/.test(k))) return undefined;
    const number = Object.values(o).find((x) => typeof x === 'string' && /^\d[\d -]{6,38}\d$/.test(x.trim()) && x.replace(/\D/g, '').length >= 8);
    return typeof number === 'string' ? number.trim() : undefined;
  });
  if (banked !== undefined) return { kind: 'account', value: banked };
  if (context.some((w) => PEER_WORDS.has(w))) {
    const peer = findInPreset(value, 3, (o) => {
      const at = ['endpoint', 'host', 'address', 'server'].map((k) => o[k]).find((x) => typeof x === 'string');
      if (typeof at !== 'string') return undefined;
      const host = at.trim().replace(/:\d{1,5}$/, '').toLowerCase();
      const ip = /^\d{1,3}(?:\.\d{1,3}){3}$/.test(host);
      return (ip ? !PRIVATE_IP.test(host) : HOST_NAME.test(host) && !LOCAL_HOST.test(host) && !EXAMPLE_DOMAIN.test(host)) ? at.trim() : undefined;
    });
    if (peer !== undefined) return { kind: 'grantee', value: peer };
  }
  const code = findInPreset(value, 3, undefined, (k, v) => (CODE_KEY.test(k) && (typeof v === 'string' || typeof v === 'number') && presetCode(String(v)) ? `${k}: ${v}` : undefined));
  if (code !== undefined) return { kind: 'grantee', value: code };
  if (CODE_KEY.test(words.join('_')) && typeof value === 'string' && presetCode(value)) return { kind: 'grantee', value };
  if (context.some((w) => LOYALTY_WORDS.has(w))) {
    const member = strings.find((v) => /^[A-Z0-9][A-Z0-9 -]{4,28}[A-Z0-9]$/i.test(v.trim()) && v.replace(/\D/g, '').length >= 4);
    if (member !== undefined) return { kind: 'account', value: member.trim() };
  }
  if (context.some((w) => PARCEL_WORDS.has(w)) && isObj(value)) {
    const keys = Object.keys(value);
    if (keys.some((k) => STREET_KEY.test(k)) && keys.some((k) => PLACE_KEY.test(k))) return { kind: 'recipient', value: JSON.stringify(value).slice(0, MAX_VALUE) };
  }
  if (words.includes('spf')) {
    for (const v of strings) {
      // (Its service labels first: `_spf.relay.net`.)
      const full = SPF_INCLUDE.exec(v)?.[1];
      const host = full?.replace(/^(?:_[a-z0-9-]+\.)+/i, '');
      if (full !== undefined && host !== undefined && !PUBLIC_SPF_HOST.test(full) && outsideHost(host, PUBLIC_SPF_HOST)) return { kind: 'grantee', value: `include:${full}` };
    }
  }
  if (words.some((w) => WALLET_GRANTEE_WORDS.has(w))) {
    const wallet = strings.find((v) => WALLET.test(v.trim()));
    if (wallet !== undefined) return { kind: 'grantee', value: wallet.trim() };
  }
  return undefined;
}

/** A licence granted to a company named with its legal form (not a defined role: Customer, Licensee, the other party). */
const LICENCE_TO_COMPANY = /\bgrants?\s{1,3}(?:to\s{1,3})?([A-Z][\w&'’.-]{1,40}(?:\s{1,3}[A-Z][\w&'’.-]{1,40}){0,4}\s{1,3}(?:Ltd|LLC|L\.L\.C|Inc|GmbH|S\.A|SA|B\.V|BV|AG|Limited|Corp|Corporation|PLC|Pty|SAS|SARL|S\.r\.l|Srl|AB|Oy|A\/S|KG|NV|N\.V)\.?)(?:,[^,]{0,60},)?\s{1,3}(?:an?\s{1,3})?(?:[\w-]{1,20},?\s{1,3}){0,4}licen[cs]e\b/;
/** Where the money goes by a fixed payee id the text names: route to, fall back to, pay into (an id with its digits). */
const FALLBACK_PAYEE = /\b(?:fall(?:s|ing)?\s{1,3}back\s{1,3}to|route\s{1,3}(?:it\s{1,3}|them\s{1,3}|the\s{1,3}(?:payout|payment|transfer)\s{1,3})?to|pay\s{1,3}(?:it\s{1,3})?(?:in)?to|send\s{1,3}(?:it|the\s{1,3}(?:payout|payment|funds))\s{1,3}to)\s{1,3}(?:the\s{1,3})?(?:[a-z-]{1,20}\s{1,3}){0,4}(?:beneficiary|account|payee|iban|wallet|recipient)\s{1,3}([A-Z0-9][A-Z0-9_-]{4,40})\b/;
function payeeName(name: string): boolean {
  const words = wordsOf(name);
  return (words.some((w) => PAYEE_WORDS.has(w)) || PAYEE_IN_SCRIPT.test(name)) && !words.some((w) => SOURCE_WORDS.has(w));
}
/** A top-level domain of the internet (a country's, or a common generic one), not an internal suffix (`.wewn`, `.corp`, `.lan`). */
const PUBLIC_TLD = /\.(?:[a-z]{2}|com|net|org|io|dev|app|cloud|co|ai|info|biz|xyz|site|online|tech|pro|me|sh|top|cc|tv|link|live|store|shop|services|digital|network|systems|solutions)$/;
const ADMIN_POLICY = /(?:^|[:/])(?:AdministratorAccess|IAMFullAccess|AliyunRAMFullAccess|AliyunSTSAssumeRoleAccess|QcloudCamFullAccess|QcloudAccessForAllResources|PowerUserAccess)$/;
const PARTNER_WORDS = new Set(['partner', 'partners', 'parceiro', 'parceiros', 'socio', 'partenaire', 'partnerid', 'affiliate', 'recipient', 'beneficiary']);
const SHARE_WORDS = new Set(['percent', 'percentage', 'percentual', 'porcentaje', 'pourcentage', 'share', 'split', 'bps', 'basis', 'fee', 'commission', 'comissao', 'comision', 'rate']);
const BANK_WORDS = new Set(['bank', 'banco', 'banque', 'ngan', 'banca', 'bankname']);
const BYPASS_WHO = new Set(['actor', 'actors', 'users', 'user', 'teams', 'team', 'apps', 'app', 'allowances', 'principals', 'members', 'people', 'roles', 'accounts', 'integrations', 'bots']);
const LOCAL_PART_WORDS = new Set(['mailbox', 'localpart', 'local', 'inbox', 'alias']);
const CLOUD_INCLUDE = /(?:^|\n)#include(?:-once)?[ \t]*\r?\n[ \t]*(https?:\/\/[^\s]{3,300})/;
/** A command that copies files to a remote host: rsync, scp, sftp, rclone to `user@host:` (its host). */
const REMOTE_COPY = /\b(?:rsync|scp|sftp)\b[^\n]{0,200}?\s(?:[a-z0-9._-]{1,64}@)?((?:[a-z0-9-]{1,63}\.)+[a-z]{2,24}):/i;
const HEAD_CHECKOUT = /github\.event\.pull_request\.head\.(?:sha|ref)|github\.head_ref|refs\/pull\/[^\s]{1,40}\/(?:head|merge)/;
/** Whether a schema presets (default, const, a one-value enum) the value given. */
function presetHas(schema: JsonObject, value: string): boolean {
  return schema.default === value || schema.const === value || (Array.isArray(schema.default) && schema.default.includes(value)) || (Array.isArray(schema.enum) && schema.enum.length === 1 && schema.enum[0] === value);
}
const ALLOW_WORDS = new Set(['authorized', 'authorised', 'allowed', 'allow', 'allowlist', 'whitelist', 'whitelisted', 'trusted', 'permitted', 'ingress', 'sources', 'source', 'firewall']);
/** A public IPv4 address or range (a /8 or narrower, 0.0.0.0/0 is openRange's): not private, loopback, link-local, CGNAT or documentation. */
function publicSource(v: string): boolean {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?:\/(\d{1,2}))?$/.exec(v);
  if (!m || [1, 2, 3, 4].some((i) => Number(m[i]) > 255) || (m[5] !== undefined && (Number(m[5]) < 8 || Number(m[5]) > 32))) return false;
  if (PRIVATE_IP.test(v) || /^(?:0|127|22[4-9]|2[3-5]\d)\./.test(v)) return false;
  return !/^(?:192\.0\.2|198\.51\.100|203\.0\.113)\./.test(v) && !/^198\.1[89]\./.test(v);
}

/** A code with something to it: not empty, a mask, a placeholder or a format ("******", "<pin>", "XXXX", "0000"). */
function presetCode(value: string): boolean {
  const v = value.trim();
  return v.length >= 4 && v.length <= 64 && !/^(.)\1*$/.test(v) && !/^[<{[(].*[>}\])]$/.test(v) && !/^(?:x+|n+|\*+|#+|changeme|none|null|example|your[_ -].*)$/i.test(v) && !/\s/.test(v);
}

// ---------------------------------------------------------------- purchases

/**
 * On a tool that buys, books or orders, something more bought by default (red team 52's dark patterns): an add-on, an
 * insurance, a membership, prepaid credit, a donation or a tip preset to something (an add-on SKU, `premium`, 200, 5,
 * true), or a quantity or a term preset to its maximum (a domain registered for ten years). Medium: a vendor may
 * preset its own extras; the person pays for what nobody asked for.
 */
const BUYING_TOOL_WORDS = new Set([
  'order', 'orders', 'reorder', 'checkout', 'buy', 'purchase', 'book', 'booking', 'reserve', 'reservation', 'register', 'registration', 'subscribe', 'renew', 'pay', 'payment',
  'reserver', 'commander', 'acheter', 'registreren', 'bestellen', 'kaufen', 'buchen', 'comprar', 'reservar', 'pedido', 'prenota', 'acquista', 'ordina', 'zamow', 'kup', 'rezerwuj', 'boeken', 'kopen',
  // (Indonesian and Malay, Turkish, the Scandinavian languages, Czech, Vietnamese: red team 63's `buat_pesanan`.)
  'pesanan', 'beli', 'bayar', 'tempah', 'siparis', 'satin', 'bestill', 'bestil', 'objednat', 'objednavka', 'mua',
]);
/** Name words of a tool that computes a figure (a payment, a premium) and buys nothing. */
const COMPUTES = new Set(['calculate', 'calculator', 'calc', 'compute', 'estimate', 'estimator', 'simulate', 'simulator', 'forecast', 'calcular', 'calculer', 'berechnen', 'calcolare', 'berekenen', 'oblicz', 'hesapla']);
const BUYING_IN_SCRIPT = /購入|予約|注文|购买|预订|下单|주문|예약|구매|купить|заказ|бронир/u;
const EXTRA_WORDS = new Set([
  'addon', 'addons', 'extras', 'extra', 'upsell', 'upsells', 'insurance', 'assurance', 'versicherung', 'seguro', 'assicurazione', 'verzekering', 'ubezpieczenie', 'warranty',
  'garantie', 'protection', 'membership', 'mitgliedschaft', 'abonnement', 'prepay', 'prepaid', 'topup', 'donation', 'don', 'donativo', 'spende', 'donazione', 'tip', 'tips', 'gratuity',
  'pourboire', 'trinkgeld', 'propina', 'mancia', 'fooi', 'upgrade', 'upgrades',
  // (A flight's ancillaries preset: priority boarding, insurance — red team 63's booking.)
  'ancillaries', 'ancillary', 'bundles', 'donasi', 'sumbangan', 'proteksi', 'asuransi', 'perlindungan',
]);
/** A switch's first word that applies what the person already holds (their insurance, their membership) to the purchase. */
const APPLIES_OWN = new Set(['use', 'apply', 'bill', 'claim', 'redeem', 'existing', 'my', 'own', 'usar', 'utiliser', 'nutzen', 'verwenden', 'usare', 'gebruik']);
/** The same words ending a compound of the languages that join them (annuleringsverzekering, Reiserücktrittsversicherung, avbeställningsförsäkring). */
const EXTRA_COMPOUND = /(?:versicherung|verzekering|f[oö]rs[aä]kring|forsikring|vakuutus|mitgliedschaft|lidmaatschap)$/;
const TERM_WORDS = new Set(['years', 'year', 'jaren', 'jahre', 'ans', 'annees', 'anos', 'anni', 'lata', 'months', 'quantity', 'qty', 'seats', 'licenses', 'licences', 'tickets', 'term', 'duration', 'period']);
const NOTHING = new Set(['', 'none', 'no', 'false', '0', 'off', 'aucune', 'aucun', 'keine', 'kein', 'ninguno', 'ninguna', 'nenhum', 'nenhuma', 'nessuna', 'nessuno', 'geen', 'brak', 'basic', 'standard', 'default']);

function extraBought(value: JsonValue): boolean {
  if (value === true) return true;
  if (typeof value === 'number') return value > 0;
  if (typeof value === 'string') return !NOTHING.has(value.trim().toLowerCase());
  if (Array.isArray(value)) return value.some((v) => typeof v === 'string' && !NOTHING.has(v.trim().toLowerCase()));
  return false;
}

// ---------------------------------------------------------------- consent

const CONSENT_WORDS = new Set([
  'consent', 'consents', 'consented', 'optin', 'opted', 'gdpr', 'lgpd', 'ccpa', 'consentimento', 'consentement', 'consentimiento', 'consenso',
  'einwilligung', 'einwilligungen', 'zustimmung', 'toestemming', 'zgoda', 'samtycke', 'samtykke', 'newsletter', 'newsletters', 'subscription', 'subscriptions',
  'subscribe', 'marketing', 'werbung', 'acord', 'acordo', 'accord', 'akkoord', 'souhlas', 'suostumus', 'hozzajarulas', 'riza', 'izin',
  // (Indonesian and Malay; and a person's acknowledgement, preset: red team 60's `persetujuan`, `acknowledged_by_customer`.)
  'persetujuan', 'setuju', 'acknowledged', 'acknowledgement', 'acknowledgment', 'agreed',
]);
const CONSENT_IN_SCRIPT = /同意|동의|согласие|згода|רשות|موافقة/u;
/** A consent the tool asks for or checks, not one it records: double opt-in, consent_required, a filter. */
const ASKS_CONSENT_WORDS = new Set([
  'double', 'required', 'require', 'requires', 'need', 'needs', 'ask', 'request', 'confirm', 'confirmation', 'check', 'verify', 'only', 'filter', 'include', 'send', 'show', 'list', 'unsubscribe', 'optout',
  // (Double opt-in in other languages: an outside hunt's Spanish `doble_opt_in`, which sends a confirmation mail first.)
  'doble', 'duplo', 'dupla', 'doppio', 'doppia', 'doppel', 'doppelt', 'doppeltes', 'dubbel', 'dubbele', 'podwojny', 'podwójny', 'dvojity', 'dvojitý', 'cift', 'çift', 'confirmed',
  // (A consent asked for in other languages: Indonesian `kirim_permintaan_persetujuan`, "send the consent request".)
  'kirim', 'permintaan', 'minta', 'demande', 'demander', 'solicitud', 'solicitar', 'anfrage', 'anfordern', 'richiesta', 'richiedere', 'verzoek', 'prosba', 'zadost', 'talep', 'pedir', 'pedido',
]);
const YES = new Set([
  'true', '1', 'yes', 'y', 'opted_in', 'opted-in', 'opt_in', 'opt-in', 'optin', 'granted', 'given', 'accepted', 'agreed', 'subscribed', 'explicit', 'implied',
  // (Consent taken as given without being asked: "aceite_tacito" — red team 61's biometric enrolment.)
  'tacit', 'tacito', 'tácito', 'aceite', 'aceite_tacito', 'aceite tácito', 'aceptado', 'accepte', 'deemed', 'presumed', 'presunto', 'presumido',
  // (Given or authorised, in other languages: red team 67's Danish `givet`, Catalan `autoritzat`.)
  'givet', 'gitt', 'annettu', 'autoritzat', 'autorizado', 'autorizada', 'autorizzato', 'autorizzata', 'autorise', 'autorisé', 'autorisée', 'autorisiert', 'zugestimmt',
  'sim', 'oui', 'ja', 'si', 'sí', 'tak', 'da', 'evet', 'kylla', 'kyllä', 'igen', 'ano', 'erteilt', 'gegeben', 'accordé', 'accordée', 'donné', 'otorgado', 'concedido', 'dado', 'concesso', 'verleend', 'udzielona', 'beviljad',
]);

/** A switch that spares those who did not consent (red team 72's `blur_non_consented`): on, it protects; it records no consent. */
const SPARES_UNCONSENTED = new Set(['non', 'without', 'missing', 'unconsented', 'nonconsented', 'blur', 'mask', 'redact', 'exclude', 'withhold']);

function consentName(name: string): boolean {
  const words = wordsOf(name);
  if (words.some((w) => ASKS_CONSENT_WORDS.has(w) || SPARES_UNCONSENTED.has(w))) return false;
  if (CONSENT_IN_SCRIPT.test(name)) return true;
  if (words.some((w) => CONSENT_WORDS.has(w))) return true;
  return words.some((w, i) => w === 'opt' && words[i + 1] === 'in'); // opt_in, optIn, opt-in: two words
}

/** A consent said given: yes itself, or an object of channels one of which is yes. */
function yes(value: JsonValue): boolean {
  if (value === true || value === 1) return true;
  if (typeof value === 'string') return YES.has(value.trim().toLowerCase());
  return isObj(value) && Object.values(value).some((v) => v !== null && typeof v !== 'object' && yes(v));
}

/** Channels of marketing in an object preset (newsletter, partner offers…), one of them yes: a consent whatever the parameter's name. */
const MARKETING_KEY = /newsletter|marketing|offers?|promo|partner|werbung|publicidad|publicit|pubblicit|reclame|reklam|广告|広告|광고/i;
function marketingYes(value: JsonValue): boolean {
  return isObj(value) && Object.entries(value).some(([k, v]) => MARKETING_KEY.test(k) && v !== null && typeof v !== 'object' && yes(v));
}

const lower = (v: JsonValue): string => (typeof v === 'string' ? v.trim().toLowerCase() : typeof v === 'boolean' || typeof v === 'number' ? String(v) : '');

// ---------------------------------------------------------------- said by the tool

/** What of the tool's description is read for what it says of its presets. */
const MAX_TOOL_TEXT = 4_000;
/** Labels of a domain that name nobody (mail.example, api.…, bcc.…). */
const GENERIC_LABELS = new Set(['mail', 'email', 'mailer', 'smtp', 'support', 'info', 'noreply', 'reply', 'bcc', 'www', 'api', 'apis', 'app', 'apps', 'hooks', 'hook', 'cdn']);
/** What a tool says when its preset opens a thing to everyone (in the languages of the surveys and the hunts too). */
const SAYS_OPEN = new RegExp(
  [
    String.raw`\b(?:public(?:ly)?|internet(?:-facing)?|anywhere|anyone|everyone|world|any\s{1,3}(?:ipv[46]\s{1,3}(?:or\s{1,3}ipv[46]\s{1,3})?)?(?:address|addresses|source|sources|destination|destinations|ip|ips|client|clients)|all\s{1,3}(?:ipv[46]\s{1,3})?(?:addresses|sources|destinations|ips|clients)|0\.0\.0\.0\/0)\b`,
    String.raw`p[uú]blic[oa]s?|publique|öffentlich|pubblic[oa]|publiek|publiczn|offentlig|любых\s{1,3}адрес|всех\s{1,3}адрес|публичн|интернет`,
    'インターネット|すべての\\s?IPv?[46]?|全ての|公開|公开|公共读|公共讀|任何人|公网|公網|所有地址|所有\\s?IP|任意地址|모든\\s?IP|공개|인터넷',
  ].join('|'),
  'iu',
);
/** What a tool says when the payee is fixed on purpose: always the same authority, or the company's own details. */
const SAYS_OWN_PAYEE = /\b(?:payee|recipient|beneficiary|creditor)\b[^.]{0,40}?\b(?:is\s{1,3})?always\b|\b(?:company|business|merchant|shop|store|organi[sz]ation|issuer|seller)(?:'s)?\s{1,3}own\s{1,3}(?:(?:bank|receiving|collection|settlement|business)\s{1,3})?(?:details|account|accounts|number|iban)|\bone\s{1,3}of\s{1,3}the\s{1,3}(?:company|business|merchant|shop|store)(?:'s)?\s{1,3}own\s{1,3}accounts|vlastní\s{1,3}účet|บัญชีของร้าน|अपने\s{1,3}(?:upi\s{1,3})?खात|自社の口座|自社口座|店舗の口座|商户自己的|商家自己的|本店的|자사\s{0,2}계좌|가게\s{0,2}계좌|własne\s{1,3}konto|eigen\s{1,3}rekening|proprio\s{1,3}conto|собственн\S{0,3}\s{1,3}сч[её]т|власн\S{0,3}\s{1,3}рахун|empfänger\s{1,3}ist\s{1,3}immer|el\s{1,3}beneficiario\s{1,3}es\s{1,3}siempre|datos\s{1,3}bancarios\s{1,3}de\s{1,3}esta\s{1,3}empresa|eget\s{1,3}swish|eigene[nr]?\s{1,3}(?:bankverbindung|konto)|propres?\s{1,3}coordonnées\s{1,3}bancaires|chave\s{1,3}pix\s{1,3}(?:desta|da\s{1,3}própria|da\s{1,3}nossa)\s{1,3}(?:empresa|loja|conta)|(?:conta|chave)\s{1,3}(?:própria|desta\s{1,3}empresa)|(?:cuenta|clave)\s{1,3}(?:propia|de\s{1,3}esta\s{1,3}empresa)/i;
/** A setting turned off where nothing is exposed: a local container, localhost, a development profile. */
const SAYS_LOCAL = /\b(?:localhost|127\.0\.0\.1|local\s{1,3}(?:development|dev|container|cluster|registry|database|machine)|development\s{1,3}only|dev\s{1,3}only)\b/;
/** The subject of a security setting, in its name and in the tool's text: the tool that says TLS is what it sets. */
const SETTING_STEMS = ['tls', 'mfa', '2fa', 'factor', 'cors', 'origin', 'insecure', 'cert', 'verif', 'audit', 'siem', 'auth', 'encrypt', 'lockout'];


/** Whether at least two of an object preset's strings (four characters or more), or all of them, stand in the text. */
function objectSaid(json: string, text: string): boolean {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return false; // a value cut at its length limit is no object to read
  }
  if (!isObj(parsed as JsonValue)) return false;
  const parts = Object.values(parsed as JsonObject).filter((x): x is string => typeof x === 'string' && x.trim().length >= 4).map((x) => x.trim().toLowerCase());
  const said = parts.filter((x) => text.includes(x)).length;
  return parts.length > 0 && said >= Math.min(2, parts.length);
}

function saidByTool(kind: PinnedKind, value: string, name: string, text: string): boolean {
  if (text.trim() === '') return false;
  const v = value.toLowerCase();
  switch (kind) {
    case 'recipient':
    case 'endpoint':
    case 'registry':
    case 'account': {
      // (An address preset as an object, said whole in the tool's text: "Returns always go to our returns centre, Acme
      // Returns, Unit 4 Meadow Park, Leeds LS10 1AB" — an outside hunt's return label.)
      if (v.startsWith('{') && objectSaid(v, text)) return true;
      if (v.length >= 4 && (text.includes(v) || (kind === 'account' && text.replace(/[\s.-]+/g, '').includes(v.replace(/[\s.-]+/g, ''))))) return true;
      // The domain's owner named by a whole label (apwg.org on a tool that reports to APWG; not hubsync-partners.com on HubSpot's).
      const host = /@([^\s>]+)|:\/\/([^/\s:?#,;]+)/.exec(v);
      // (For a package source and an endpoint, its registrable label only: a registry's name as a subdomain is the look-alike's
      // disguise — `conda.anaconda-mirror.org` on a conda tool is not conda's —, and an endpoint's subdomain is as easily
      // named after the description's words — `edge.fetchboost.net` behind "the edge accelerator", red team 61's. A mail
      // host's subdomain may name the team that reads it.)
      const parts = (host?.[1] ?? host?.[2] ?? '').split('.');
      const second = registrableIndex(parts);
      const own = kind === 'registry' || kind === 'endpoint' ? (second >= 0 ? [parts[second]] : []) : parts.slice(0, -1);
      // (A provider's API domain said by the provider's name: `translation.googleapis.com` for "Google Cloud Translation".)
      const labels = [...own, ...(kind === 'endpoint' ? own.map((l) => l.replace(/(?:apis?|cdn|cloud|usercontent|content)$/, '')).filter((l, k) => l !== own[k]) : [])].filter((l) => l.length >= 4 && !GENERIC_LABELS.has(l));
      if (labels.some((l) => new RegExp(`(?<![\\p{L}\\p{N}-])${l.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}-])`, 'u').test(text))) return true;
      // (A vendor's name with a mail or app suffix, when the tool's text names the vendor: `pipedrivemail.com` on a tool that
      // logs to Pipedrive by its Smart BCC address — an outside hunt's.)
      if (kind === 'recipient' && labels.some((l) => { const m = /^([a-z]{5,})(?:mail|email|mails|inbox|app|hq)$/.exec(l); return m !== null && new RegExp(`(?<![\\p{L}\\p{N}])${m[1]}(?![\\p{L}\\p{N}])`, 'u').test(text); })) return true;
      return kind === 'account' && SAYS_OWN_PAYEE.test(text);
    }
    case 'open_range':
    case 'public_access':
      // (Not "publish" in the name: a report published for everyone by default is red team 50's P-he-01.)
      return SAYS_OPEN.test(text);
    case 'weakened': {
      if (SAYS_LOCAL.test(text)) return true;
      const lowerName = name.toLowerCase().replace(/ssl/g, 'tls');
      const said = text.replace(/\bssl\b/g, 'tls');
      return SETTING_STEMS.some((stem) => lowerName.includes(stem) && said.includes(stem));
    }
    case 'consent':
      return /\bconsent/.test(text) && v.length >= 3 && text.includes(v);
    case 'grantee': {
      // An account the tool's text itself names as the one let in ("The role trusts Lumenmetrics' own AWS account
      // 884521793310", "Namewell's own default name servers (ns1.namewell-dns.com …)" — an outside hunt's integration and
      // registrar tools): said, the readings of text judge it.
      const candidates = [v.split(': ')[0], v.split(/\s+/).pop() ?? ''].map((c) => c.trim()).filter((c) => c.length >= 6 && /[\d.@]/.test(c));
      return candidates.some((c) => text.includes(c));
    }
    default:
      return false; // an approval: never the tool's to say
  }
}

// ---------------------------------------------------------------- reading

/** Severity by kind: the first four send or give away what is not the server's; the rest weaken a setting an honest tool may also preset. */
export const WEAK_KINDS: ReadonlySet<PinnedKind> = new Set(['open_range', 'public_access', 'weakened', 'purchase', 'scope']);

/**
 * The parameters of `visits` whose schema presets or fixes a recipient, an account, an endpoint or a registry, a
 * consent or an approval, an account given access, an open range, public access, or a security check turned off.
 * `toolName` tells a payment tool (a `destination` there is an account).
 */
/**
 * A vendor keyword of the input schema (`x-…`) read as a preset of its own (red team 55's `x-integration-policy`
 * sharing every page with an outside address, `x-client-prefill`): clients that honour it apply it to every call, and
 * the model reads it as part of the contract. Not one that says who wrote the schema (a contact, an author, a logo).
 */
const VENDOR_INFO = /^x-(?:contact|author|authors|maintainer|maintainers|owner|owners|support|docs?|documentation|license|links?|logo|origin|source|vendor|publisher|generator|generated|examples?|codegen|version|tags?|display|ui|order|group|icon|deprecated|internal|stability)(?:$|[-_])/i;
function vendorVisits(inputSchema: unknown): ParameterVisit[] {
  if (!isObj(inputSchema)) return [];
  const at = child(null, 'inputSchema');
  const out: ParameterVisit[] = [];
  for (const [key, value] of Object.entries(inputSchema).slice(0, 200)) {
    if (!/^x-/i.test(key) || VENDOR_INFO.test(key) || value === null || (typeof value !== 'object' && typeof value !== 'string')) continue;
    out.push({ name: key, schema: { default: value }, at: child(at, key), depth: 0, siblings: {} });
    if (out.length >= 8) break;
  }
  return out;
}

/** A price that recurs: per month or year, renewing by itself, in the languages around. */
const RECURRING_OPTION = /^(?:monthly|weekly|quarterly|yearly|annually|annual|biweekly|mensual|semanal|trimestral|anual|mensuel|hebdomadaire|trimestriel|annuel|monatlich|wochentlich|vierteljahrlich|jahrlich|mensile|settimanale|trimestrale|annuale|maandelijks|wekelijks|jaarlijks|miesieczn\w*|mensal|semestral|subscription|subscribe|recurring)$/i;
const ONE_TIME_OPTION = /^(?:once|one[_ -]?time|single|unica|unico|unique|ponctuel(?:le)?|einmalig|una[_ -]?tantum|eenmalig|jednorazow\w*|avulsa|avulso|none|no)$/i;
/** An account's recovery, by its words: where a reset code goes. */
const RECOVERY_WORDS = new Set(['recovery', 'recover', 'reset', 'restore', 'recuperacion', 'recuperation', 'wiederherstellung', 'recupero', 'herstel', 'odzyskiwanie', 'recuperacao', 'kurtarma']);
const RECURRING_PRICE = /(?:\d[\d.,]*\s{0,2}(?:€|\$|£|¥|eur|usd|gbp|chf|sek|nok|dkk|pln|brl|r\$|mxn|jpy|krw|inr|₹|₩)?\s{0,2}\/\s{0,2}(?:mo|month|mes|mois|monat|mese|maand|miesiąc|mês|yr|year|año|an|jahr|anno|jaar)\b)|\b(?:per|a|each|every|al|por|par|pro|al|ogni|elke|za)\s{1,3}(?:month|mes|mois|monat|mese|maand|miesiąc|year|año|année|jahr|anno|jaar)\b|\b(?:auto-?renew\w*|renews?\s{1,3}automatically|recurring\s{1,3}(?:charge|fee|payment|billing)|renovaci[oó]n\s{1,3}autom[aá]tica|renouvellement\s{1,3}automatique|automatische\s{1,3}verl[aä]ngerung|rinnovo\s{1,3}automatico|renova[cç][aã]o\s{1,3}autom[aá]tica|automatische\s{1,3}verlenging|odnawia\s{1,3}si[eę]|月額|毎月|自动续费|自動更新|정기\s?결제)\b/i;
/** A description that keeps a setting as it is: "Keep auto-renew on", "Leave renewal enabled". */
const KEEPS_SETTING = /^\s*(?:keep|keeps|leave|leaves|retain|retains|preserve|preserves)\s{1,3}(?:the\s{1,3})?(?:current\s{1,3}|existing\s{1,3})?[\w-]{1,30}(?:\s{1,3}[\w-]{1,30})?\s{1,3}(?:on|enabled|active|as\s{1,3}(?:it\s{1,3}is|is))\b/i;
/** A protection of a host or an account, by its name: tamper, malware, ransomware, exploit protection, an EDR, an antivirus. */
const PROTECTION_NAME = /^(?:tamper|malware|ransomware|exploit|intrusion|phishing|real[_ -]?time|cloud|network|web|script)[_ -]?(?:protection|prevention)(?:[_ -]?(?:state|mode|enabled|status|level))?$|^(?:edr|antivirus|anti[_ -]?malware|anti[_ -]?tamper|ips|hips)(?:[_ -]?(?:state|mode|enabled|status))?$/i;
/** A machine's or an appliance's safety cut-out, by its name: an overheat limiter, a pressure relief, an interlock, an emergency stop, a leak shut-off. */
const SAFETY_DEVICE_NAME = /^(?:(?:overheat|over[_ -]?temp(?:erature)?|thermal|over[_ -]?pressure|pressure|over[_ -]?current|overload|high[_ -]?limit|dry[_ -]?fire|flame[_ -]?failure|gas[_ -]?leak|leak|scald|anti[_ -]?scald|tip[_ -]?over)[_ -]?(?:limiter|cut[_ -]?off|cut[_ -]?out|shut[_ -]?off|trip|interlock|relief(?:[_ -]?valve)?|guard|protection)|(?:safety[_ -]?)?(?:limiter|interlock)|e[_ -]?stop|emergency[_ -]?stop|safety[_ -]?(?:cut[_ -]?off|valve|switch|stop|limit|shut[_ -]?off))(?:[_ -]?(?:state|mode|enabled|status))?$/i;
/** An audit setting, by its name (not a general log level: an application's logging is no audit trail). */
const AUDIT_NAME = /^(?:pg)?audit(?:ing)?(?:[_ -]?(?:mode|level|logging|log|logs|trail|enabled|state|status|policy))?$|^(?:audit[_ -]?trail|access[_ -]?audit)$/i;
const BACKUP_TOOL_WORDS = new Set(['backup', 'backups', 'retention', 'snapshot', 'snapshots', 'vault', 'vaults', 'recovery', 'restore']);
/** Name words of a cryptographic setting: an algorithm, a cipher, a hash, a key, a protocol version (and "encryption" in a few languages). */
const CRYPTO_WORDS = new Set([
  'algorithm', 'algorithms', 'algo', 'alg', 'cipher', 'ciphers', 'ciphersuite', 'ciphersuites', 'hash', 'hashing', 'hasher', 'digest', 'kdf', 'key', 'keys', 'signature',
  'tls', 'ssl', 'protocol', 'protocols', 'encryption', 'encrypt', 'crypto', 'mode', 'sifreleme', 'verschluesselung', 'verschlusselung', 'chiffrement', 'cifrado',
  'criptografia', 'crittografia', 'szyfrowanie', 'versleuteling', 'kryptering', 'salt',
]);
/** Primitives broken whatever they protect (normalised: lower case, no separators). */
const BROKEN_ALWAYS = /^(?:des|desecb|desede|3des|tripledes|descbc|rc2|rc4|arcfour|[a-z0-9]*ecb|sslv?[23]|sslv?[23]0|tlsv?1|tlsv?10|tlsv?11|rsa(?:512|768|1024)|dsa(?:512|768|1024)|enull|anull|export|exp)$/;
/** Hashes broken for what they protect (passwords, signatures, keys, tokens): fine for a file's checksum. */
const BROKEN_FOR_SECRETS = /^(?:(?:md4|md5|sha1|sha0)(?:hex|hash|raw|base64|b64|digest|crypt)?|crc32|plain|plaintext|none|off|false|disabled|unsalted|md5unsalted|unsaltedmd5)$/;
const SECRET_USE = new Set(['password', 'passwords', 'passwd', 'credential', 'credentials', 'signature', 'signing', 'sign', 'cert', 'certificate', 'csr', 'token', 'tokens', 'hmac', 'jwt', 'auth', 'login', 'pin', 'secret', 'secrets', 'tls', 'ssl', 'key', 'keys']);
/** A key size below what any current guidance accepts for RSA or DSA. */
const WEAK_KEY_BITS = new Set([512, 768, 1024]);

/** The broken value preset, if any (one of a list's: never the whole list, which may be long). */
function weakCrypto(words: readonly string[], value: JsonValue, toolName: unknown): string | undefined {
  if (!words.some((w) => CRYPTO_WORDS.has(w))) return undefined;
  const values = (Array.isArray(value) ? value.slice(0, 20) : [value]).filter((v) => typeof v === 'string' || typeof v === 'number');
  const tool = typeof toolName === 'string' && toolName.length <= MAX_NAME ? wordsOf(toolName) : [];
  for (const v of values) {
    if (typeof v === 'number') {
      // (A key's size: `key_size`, `key_bits`, `key_length` preset to 512, 768 or 1024.)
      if (words.includes('key') && words.some((w) => w === 'size' || w === 'bits' || w === 'length') && WEAK_KEY_BITS.has(v)) return String(v);
      continue;
    }
    const norm = v.toLowerCase().replace(/[\s_./-]+/g, '');
    if (norm.length === 0 || norm.length > 30) continue;
    if (BROKEN_ALWAYS.test(norm) && (norm !== 'export' && norm !== 'exp' ? true : words.some((w) => w === 'cipher' || w === 'ciphers'))) return v;
    // (MD5 or SHA-1 where a secret is protected by it: the parameter or the tool says passwords, signatures, keys.)
    // (No hashing, or no salt: "none" for a password hash's algorithm or its salt.)
    const nothing = /^(?:none|off|false|disabled|plain|plaintext)$/.test(norm);
    if (BROKEN_FOR_SECRETS.test(norm) && (!nothing || words.some((w) => w === 'hash' || w === 'hashing' || w === 'algorithm' || w === 'salt'))) {
      if ([...words, ...tool].some((w) => SECRET_USE.has(w))) return v;
    }
  }
  return undefined;
}

/** A period during which backups or objects cannot be deleted or changed: immutability, object lock, WORM, a retention lock. */
const IMMUTABILITY_NAME = /^(?:immutab\w*|worm|(?:object|retention|vault|backup)[_ -]?lock|legal[_ -]?hold)(?:[_ -]?(?:lock|period|days|duration|retention|hours|mode))*$|(?:^|[_ -])immutab\w*[_ -]?lock[_ -]?(?:days|period|hours)$/i;
/** Words of a check that must have been run, and of the reference that proves it (`pdmp_lookup_id`, `screening_ref`). */
const CHECK_REF_WORDS = new Set(['lookup', 'check', 'verification', 'screening', 'clearance', 'review', 'approval', 'pdmp', 'background', 'kyc', 'aml', 'sanctions', 'inspection', 'attestation']);
const REF_WORDS = new Set(['id', 'ref', 'reference', 'number', 'no', 'token', 'code', 'receipt']);
const WAIVED_VALUE = /(?:^|[^a-z])(?:waived?|waiver|exempt(?:ed|ion)?|bypass(?:ed)?|skip(?:ped)?|override|overridden|not[_ -]?required|none[_ -]?required)(?:[^a-z]|$)/i;
/** A build cache pulled from (`--cache-from`), and a public registry's image as its reference. */
const CACHE_FROM_NAME = /^cache[_ -]?(?:from|source|sources|import|image|ref|repo)$/i;
const PUBLIC_CACHE_REF = /(?:^|[=,]\s{0,2})(?:ref=)?(?:ghcr\.io|docker\.io|registry-1\.docker\.io|index\.docker\.io|quay\.io|public\.ecr\.aws|gcr\.io|mcr\.microsoft\.com)\//i;
/** Groups as a parameter names them, in a few languages (`groepen`, `member_of`). */
const GROUP_WORDS = new Set(['group', 'groups', 'groepen', 'gruppen', 'groupes', 'grupos', 'gruppi', 'grupy', 'grupper', 'группы', 'роли']);
/**
 * Built-in roles and groups that give their holder the host, the domain or every other account: PostgreSQL's server
 * file and program roles, Active Directory's operator and policy groups, Kubernetes' masters, AWS's and Azure's
 * administrators by their managed names, 1C's full rights. Compared without case, spaces, hyphens or underscores.
 */
const ESCALATING_BUILTIN = new Set([
  'pgexecuteserverprogram', 'pgreadserverfiles', 'pgwriteserverfiles', 'rdssuperuser', 'azurepgadmin', 'cloudsqlsuperuser',
  'domainadmins', 'enterpriseadmins', 'schemaadmins', 'grouppolicycreatorowners', 'accountoperators', 'backupoperators', 'serveroperators',
  'dnsadmins', 'keyadmins', 'enterprisekeyadmins', 'systemmasters', 'administratoraccess', 'iamfullaccess', 'useraccessadministrator',
  'globaladministrator', 'privilegedroleadministrator', 'полныеправа', 'fullrights', 'sysadmin', 'securityadmin', 'dbowner',
]);
/** A group named for emergency access to production, whatever its prefix: `prod-breakglass-ops` (red team 60's new hire). */
const BREAK_GLASS = /(?:^|[^a-z])(?:break[-_ ]?glass|emergency[-_ ]?(?:access|admin))(?:$|[^a-z])/i;
/** A host's Docker socket, its root or its Docker configuration bound into a container. */
const HOST_MOUNT = /^(?:\/var\/run\/docker\.sock|\/run\/docker\.sock|\/:\/|\/root\/\.docker|\/etc\/:\/|\/proc\/:)|^\/var\/run\/docker\.sock:|^\/:\/[a-z]/i;
const REDACT_WORDS = new Set(['mask', 'masked', 'masking', 'redact', 'redacted', 'redaction', 'scrub', 'scrubbed', 'sanitize', 'sanitise', 'sanitized', 'obfuscate', 'anonymize', 'anonymise', 'pseudonymize', 'hash', 'hashed', 'hashing']);
/** An audit log or its exclusions, in the languages read. */
const AUDIT_TEXT = /\baudit|журнал\S*\s{1,3}аудит|аудит|監査|审计|審計|감사\s?로그|protokoll|journal\s{1,3}d.audit|registro\s{1,3}de\s{1,3}auditor|logboek|dziennik\s{1,3}audyt/iu;
/** The assistant's, the agent's or the model's own account, as an exclusion names it. */
const ASSISTANT_ACCOUNT = /^(?:ai|assistant|agent|bot|copilot|mcp|llm|claude|gpt|chatbot)(?:[-_.@]|$)|[-_.](?:assistant|agent|ai|llm|copilot|mcp|bot)(?:[-_.@*]|$)/i;
const AUDIT_LOG_WORDS = new Set(['audit', 'auth', 'authentication', 'cloudtrail', 'trail', 'security', 'signin', 'login', 'access']);
const SHARING_WORDS = new Set(['share', 'sharing', 'shared', 'compartir', 'compartilhar', 'partager', 'teilen', 'condividere', 'delen', 'dela', 'dele', 'udostepnij', 'delning']);
const SHARED_WITH_WORDS = new Set(['sponsor', 'sponsors', 'employer', 'employers', 'improvement', 'training', 'partner', 'partners', 'socios', 'parceiros', 'partenaires', 'partnern', 'partnerami', 'affiliates', 'thirdparty', 'third', 'terceros', 'tiers', 'terzi', 'dritte', 'analys', 'analysis', 'analytics']);
function sharesWithPartners(words: readonly string[]): boolean {
  const flat = words.join('');
  return (words.some((w) => SHARING_WORDS.has(w)) || /delning$|sharing$/.test(flat)) && (words.some((w) => SHARED_WITH_WORDS.has(w)) || /^analys/.test(flat));
}
/** A use or purpose preset to more than an `…_only` option offers: the broader use chosen for the person. */
function broaderUse(words: readonly string[], value: JsonValue, options: unknown): string | undefined {
  if (typeof value !== 'string' || !Array.isArray(options) || !words.some((w) => w === 'use' || w === 'uses' || w === 'purpose' || w === 'purposes' || w === 'sharing' || w === 'scope')) return undefined;
  const only = options.find((o): o is string => typeof o === 'string' && /[_ -]only$/i.test(o));
  if (only === undefined) return undefined;
  const base = only.replace(/[_ -]only$/i, '').toLowerCase();
  const v = value.trim().toLowerCase();
  return v !== only.toLowerCase() && v.startsWith(base) && v.length > base.length + 3 ? `${value.trim()} (not ${only})` : undefined;
}
/** A name that says who approves: an approval word and "by" (approved_by, zweitfreigabe_durch, validé_par). */
function approvedByName(words: readonly string[]): boolean {
  const approval = words.some((w) => APPROVAL_WORDS.has(w) || /(?:freigabe|approval|approver|approved|genehmigung|aprobacion|approbation)$/.test(w));
  return approval && words.some((w) => w === 'by' || w === 'durch' || w === 'par' || w === 'por' || w === 'da' || w === 'door' || w === 'przez' || w === 'von');
}
const MEMBER_NAME_WORDS = new Set(['account', 'user', 'member', 'collaborator', 'bot', 'principal', 'username', 'login']);
const ELEVATED_ROLE = /^(?:maintain|maintainer|admin|administrator|owner|write|editor|manager|superuser|root)$/i;
function memberWithRole(words: readonly string[], value: JsonValue, siblings: JsonObject, name: string): string | undefined {
  if (typeof value !== 'string' || !/^[\w.@+-]{3,80}$/.test(value.trim()) || !words.some((w) => MEMBER_NAME_WORDS.has(w))) return undefined;
  for (const [k, sib] of Object.entries(siblings)) {
    if (k === name || !isObj(sib) || typeof sib.default !== 'string') continue;
    const kw = wordsOf(k);
    if (kw.some((w) => w === 'role' || w === 'permission' || w === 'access') && ELEVATED_ROLE.test(sib.default.trim())) return `${value.trim()}: ${sib.default.trim()}`;
  }
  return undefined;
}
/** Programs that run others, and user-writable folders, an antivirus is told to skip. */
const LOLBIN = /(?:^|[\\/])(?:powershell|pwsh|rundll32|regsvr32|mshta|wscript|cscript|cmd|certutil|bitsadmin|msbuild|installutil)\.exe$|^%(?:appdata|localappdata|temp|tmp|programdata)%/i;
const AUTHOR_WORDS = new Set(['author', 'committer', 'identity', 'actor', 'sender', 'signer', 'commit']);
/** Bots repositories let merge on their own: Dependabot's, Renovate's, GitHub Actions', a merge queue's. */
const TRUSTED_BOT = /(?<![a-z0-9-])(?:dependabot|renovate|github-actions|mergify|kodiak|bors)(?:\[bot\]|-bot|\b)/i;
/** A record's state, by its key. */
const STATE_NAMES = new Set(['status', 'state', 'result', 'decision', 'outcome', 'verdict', 'estado', 'etat', 'stato', 'zustand', 'situacao', 'durum', 'stav']);
/** A signature, by its word (not `firma`: a company in German). */
const SIGNATURE_WORDS = new Set(['signature', 'signatures', 'signer', 'signatory', 'ypografi', 'ypografes', 'podpis', 'assinatura', 'unterschrift', 'handtekening', 'imza', 'signatur', 'allekirjoitus', 'firmante']);
/** A signature preset as a record of at least two filled fields, not a mail signature's text or markup. */
function signatureFilled(value: JsonValue): boolean {
  if (!isObj(value)) return false;
  const entries = Object.entries(value).filter(([, v]) => typeof v === 'string' && v.trim() !== '');
  return entries.length >= 2 && !Object.keys(value).some((k) => /^(?:html|text|content|body|format|font|image|logo|markdown|plain)$/i.test(k));
}
const escalatingBuiltin = (v: string): boolean => v.length <= 80 && (BREAK_GLASS.test(v) || ESCALATING_ROLE.test(v.trim().toLowerCase()) || /^roles\/(?:owner|editor)$/i.test(v.trim()) || ESCALATING_BUILTIN.has(v.trim().toLowerCase().replace(/^system:/, 'system').replace(/^arn:aws:iam::aws:policy\//, '').replace(/[\s_-]+/g, '')));
/** A template placeholder that names what the model holds: the conversation, its messages, the system prompt. */
const CONVERSATION_TEMPLATE = /(?:\{\{|\$\{)\s{0,3}[\w.\[\]'"-]{0,40}?(?<![a-z0-9])(?:conversation|chat[_-]?history|transcript|system[_-]?prompt|last[_-]?user[_-]?message|user[_-]?messages?|messages\[)[\w.\[\]'"-]{0,40}\s{0,3}\}\}?/i;
/** Settings known to open a host or lend a credential: ssh's agent forwarding, Docker's API without TLS on every interface. */
const OPEN_SETTING = /(?:^|[\s;"'{,(=])forwardagent\s{0,3}[=:\s]\s{0,3}["']?yes\b|tcp:\/\/0\.0\.0\.0:2375\b|(?:^|[\s;"'{,(=])-h\s{0,3}tcp:\/\/0\.0\.0\.0(?::\d{1,5})?\b/i;
/** A security scanner told never to fail the build: its exit code forced to 0 (`TRIVY_EXIT_CODE=0`, `trivy … --exit-code 0` — red team 58's pipeline variables). */
const SCAN_NEVER_FAILS = /(?:^|[\s;"'{,(])[a-z_]{0,20}(?:trivy|grype|snyk|semgrep|checkov|tfsec|gitleaks|trufflehog|sast|dast|scan|scanner|security|vuln)[a-z_]{0,20}exit[_-]?code\s{0,3}[=:]\s{0,3}["']?0\b|\b(?:trivy|grype)\b[^\n]{0,120}?--exit-code[= ]0\b/i;
const INSECURE_WHEN_TRUE = /^(?:trust[_-]?remote[_-]?code|allow[_-]?insecure[_-]?images|allow[_-]?insecure[_-]?registr(?:y|ies)|forward[_-]?agent|allow[_-]?agent[_-]?forwarding)$/i;
// (And a base image's registry a build argument names: `build_args.BASE_REGISTRY: hub.…/library` — red team 60's image build.)
const IMAGE_REGISTRY_KEY = /^(?:(?:global|base|default|docker|container|oci)[._-]?)?(?:image[_-]?)?registry(?:[_-]?(?:host|url))?$/i;
/** A protection named by a parameter or its description. */
const PROTECTION_WORDS = new Set(['mfa', '2fa', 'otp', 'factor', 'consent', 'suppression', 'suppressions', 'unsubscribes', 'optouts', 'prevention', 'protection', 'verification', 'verify', 'review', 'approval', 'attestation', 'enforcement', 'encryption', 'tls', 'ssl', 'signing', 'krav', 'pir']);
/** An option's words that make it the weaker one, and the stronger's (folded to ASCII where they have accents). */
const WEAK_OPTION = new Set(['deferred', 'defer', 'later', 'postponed', 'grace', 'waive', 'waived', 'waiver', 'skip', 'skipped', 'bypass', 'bypassed', 'optional', 'recommended', 'inherited', 'inherit', 'any', 'permissive', 'lax', 'anbefalet', 'anbefalt', 'rekommenderad', 'empfohlen', 'recommande', 'recommandee', 'recomendado', 'recomendada', 'raccomandato', 'aanbevolen', 'zalecane', 'facultatif', 'facultativo', 'opcional', 'opzionale', 'valfri', 'valgfri', 'rekomendowane']);
const STRONG_OPTION = new Set(['required', 'require', 'enforced', 'enforce', 'mandatory', 'pending', 'completed', 'opt', 'optin', 'strict', 'pakraevet', 'pakrævet', 'kraevet', 'krævet', 'obligatorisk', 'pakrevd', 'erforderlich', 'verpflichtend', 'obligatoire', 'requis', 'obligatorio', 'requerido', 'obrigatorio', 'obbligatorio', 'richiesto', 'verplicht', 'vereist', 'wymagane', 'obowiazkowe', 'kravs', 'kravd']);
const optionWords = (v: string) => v.toLowerCase().normalize('NFD').replace(/\p{M}+/gu, '').split(/[^\p{L}\p{N}æøå]+/u).filter(Boolean);
function weakerOption(words: readonly string[], description: string, value: JsonValue, options: unknown): string | undefined {
  if (typeof value !== 'string' || !Array.isArray(options) || options.length < 2 || options.length > 8 || !options.includes(value)) return undefined;
  if (!words.some((w) => PROTECTION_WORDS.has(w)) && !wordsOf(description.slice(0, 200)).some((w) => PROTECTION_WORDS.has(w))) return undefined;
  // (Or a part where the whole is offered: "hard_bounces_only" beside "all" — red team 60's suppression lists.)
  const part = optionWords(value).includes('only');
  if (!part && !optionWords(value).some((w) => WEAK_OPTION.has(w))) return undefined;
  const stronger = options.find((o) => typeof o === 'string' && o !== value && (part ? optionWords(o).join(' ') === 'all' : optionWords(o).some((w) => STRONG_OPTION.has(w)) && !optionWords(o).some((w) => WEAK_OPTION.has(w))));
  return stronger !== undefined ? `${value.trim()} (not ${String(stronger).trim()})` : undefined;
}

/** Where a parameter's prose says its value comes from when nothing is given, in the languages the red teams wrote. */
const WHEN_EMPTY = /\b(?:when\s{1,3}nothing(?:\s{1,3}else)?\s{1,3}is\s{1,3}(?:given|set|provided|specified)|if\s{1,3}(?:left\s{1,3})?(?:empty|blank|omitted|unset)|if\s{1,3}not\s{1,3}(?:given|provided|set|specified)|leave\s{1,3}(?:it\s{1,3})?(?:empty|blank)\s{1,3}to\s{1,3}use|pozostaw\s{1,3}puste|je[sś]li\s{1,3}puste|si\s{1,3}se\s{1,3}deja\s{1,3}vac[ií]o|si\s{1,3}est[aá]\s{1,3}vac[ií]o|si\s{1,3}no\s{1,3}se\s{1,3}indica|se\s{1,3}(?:deixado\s{1,3}em\s{1,3}branco|vazio|n[aã]o\s{1,3}for\s{1,3}informad[oa])|laissez\s{1,3}vide|si\s{1,3}vide|si\s{1,3}non\s{1,3}renseign[eé]|wenn\s{1,3}leer|leer\s{1,3}lassen|falls\s{1,3}nicht\s{1,3}angegeben|se\s{1,3}vuoto|lascia(?:re)?\s{1,3}vuoto|se\s{1,3}non\s{1,3}indicat[oa]|laat\s{1,3}leeg|indien\s{1,3}leeg|если\s{1,3}пусто|оставьте\s{1,3}пустым|bo[sş]\s{1,3}b[iı]rak[iı]l[iı]rsa|ha\s{1,3}[uü]res)\b|留空|为空时|為空時|未填写时|未填寫時|空欄の場合|未指定の場合|省略時|비워\s?두면|비어\s?있으면|(?:ख़ाली|खाली|रिक्त)\s{1,3}(?:छोड़ने|छोड़ने|रहने|होने)\s{1,3}पर|إذا\s{1,3}(?:تُرك|ترك)\s{1,3}(?:فارغ|فارغًا|فارغا)|(?:إذا|عند)\s{1,3}(?:كان\s{1,3})?فارغ|אם\s{1,3}(?:יישאר|נשאר|השדה)?\s{0,3}ריק|αν\s{1,3}(?:μείνει|είναι|αφεθεί)\s{1,3}κεν|(?<![\p{L}])(?:n[eế]u\s{1,3}(?:đ[eể]\s{1,3})?tr[oố]ng|jika\s{1,3}(?:dikosongkan|kosong)|bila\s{1,3}(?:dikosongkan|kosong)|pokud\s{1,3}(?:je\s{1,3})?(?:pr[aá]zdn[eé]|nevypln[eě]n[oé])|om\s{1,3}(?:tomt|f[aä]ltet\s{1,3}l[aä]mnas\s{1,3}tomt)|l[aä]mnas\s{1,3}tomt|jos\s{1,3}(?:tyhj[aä]|j[aä]tet[aä][aä]n\s{1,3}tyhj[aä]ksi))(?![\p{L}])/iu;
const PROSE_TARGET = /[a-z0-9._%+-]{1,64}@[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){0,6}\.[a-z]{2,24}|(?:https?|s?ftps?):\/\/[^\s"'<>`)\]）]{3,200}|\b[A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){2,7}(?:\s?[A-Z0-9]{1,4})?\b|(?<![\d-])\d{4}(?:[ -]?\d{2,8}){2,5}(?![\d-])/i;
/** A fixed entry the parameter's prose says is always added to what is given ("… callback https://… is always added to this list" — red team 60's OAuth client). */
const ALWAYS_ADDED = /\b(?:is|are|gets?|get)\s{1,3}(?:always|also|automatically)\s{1,3}(?:(?:also|automatically)\s{1,3})?(?:added|appended|included|inserted|prepended)\b|\b(?:wird|werden)\s{1,3}(?:immer|automatisch|stets)\s{1,3}(?:hinzugefügt|ergänzt|angehängt)|\b(?:est|sont)\s{1,3}(?:toujours|automatiquement)\s{1,3}ajouté|\bsiempre\s{1,3}se\s{1,3}(?:añade|agrega|incluye)|\bé\s{1,3}sempre\s{1,3}(?:adicionad|incluíd)|\bviene\s{1,3}sempre\s{1,3}aggiunt|\bwordt\s{1,3}altijd\s{1,3}toegevoegd/i;
function proseDefaultAround(description: string): string | undefined {
  const when = WHEN_EMPTY.exec(description) ?? ALWAYS_ADDED.exec(description);
  if (when === null) return undefined;
  // (In the sentence that says it: from its start to its end.)
  const start = Math.max(description.lastIndexOf('. ', when.index), description.lastIndexOf('。', when.index), -1) + 1;
  const stop = /[.。](?:\s|$)|。/.exec(description.slice(when.index + when[0].length));
  const sentence = description.slice(start, stop === null ? undefined : when.index + when[0].length + stop.index);
  const target = PROSE_TARGET.exec(sentence)?.[0]?.trim().replace(/[.,;:]+$/, '');
  if (target === undefined || PROSE_EXAMPLE.test(sentence.slice(0, sentence.indexOf(target)).slice(-30))) return undefined;
  return target;
}
const PROSE_EXAMPLE = /(?:e\.g\.|for\s{1,3}example|such\s{1,3}as|like|z\.\s?b\.|p\.\s?ej\.|por\s{1,3}ejemplo|par\s{1,3}exemple|np\.|例如|例えば)[\s:`'"(]{0,3}$/i;

export function pinnedArguments(parameterVisits: readonly ParameterVisit[], toolName: unknown, toolDescription?: unknown, inputSchema?: unknown, readOnlyClaimed = false): PinnedArgument[] {
  const out: PinnedArgument[] = [];
  const vendor = vendorVisits(inputSchema);
  const visits = vendor.length > 0 ? [...parameterVisits, ...vendor] : parameterVisits;
  // The examples the tool's description tells the model to use (examplesFollowed); the schema's own examples of whole
  // calls give each top-level parameter its value.
  const followedByTool = examplesFollowed(toolDescription);
  const rootExamples = followedByTool && isObj(inputSchema) && Array.isArray(inputSchema.examples) ? inputSchema.examples.slice(0, 3).filter(isObj) : [];
  const payingTool = typeof toolName === 'string' && toolName.length <= MAX_NAME && wordsOf(toolName).some((w) => PAYMENT_TOOL_WORDS.has(w));
  const readingTool = typeof toolName === 'string' && READING_TOOL.test(toolName);
  // (A tool that audits or lints: its allow list of owners says what it accepts, and grants nothing — an outside hunt's workflow auditor.)
  const checkingTool = typeof toolName === 'string' && CHECKING_TOOL.test(toolName);
  // (A tool that keeps backups: a lock of no days there leaves them deletable — not a bucket whose lock is for backups only.)
  const backupTool = typeof toolName === 'string' && toolName.length <= MAX_NAME && wordsOf(toolName).some((w) => BACKUP_TOOL_WORDS.has(w));
  // (Not a tool that only computes what a purchase would cost: calculate_mortgage_payment's insurance per year is a figure
  // it adds up, bought by nobody — an outside hunt's.)
  const buyingTool =
    typeof toolName === 'string' &&
    toolName.length <= MAX_NAME &&
    (wordsOf(toolName).some((w) => BUYING_TOOL_WORDS.has(w)) || BUYING_IN_SCRIPT.test(toolName)) &&
    !wordsOf(toolName).some((w) => COMPUTES.has(w));
  const hookTool = typeof toolName === 'string' && toolName.length <= MAX_NAME && wordsOf(toolName).some((w) => w === 'webhook' || w === 'webhooks' || w === 'hook' || w === 'hooks');
  const approvingTool = typeof toolName === 'string' && toolName.length <= MAX_NAME && wordsOf(toolName).some((w) => w === 'approve' || w === 'allowance' || w === 'approval');
  const shippingTool = typeof toolName === 'string' && toolName.length <= MAX_NAME && wordsOf(toolName).some((w) => SHIPPING_TOOL_WORDS.has(w));
  const toolWords = typeof toolName === 'string' && toolName.length <= MAX_NAME ? wordsOf(toolName) : [];
  const toolText = `${typeof toolName === 'string' ? toolName.slice(0, MAX_NAME).replace(/[_-]+/g, ' ') : ''} ${typeof toolDescription === 'string' ? toolDescription.slice(0, MAX_TOOL_TEXT) : ''}`.toLowerCase();
  for (const visit of visits) {
    if (visit.name.length > MAX_NAME) continue;
    // (A preset behind a local $ref is the parameter's as much: red team 52's `review_attestation` → #/$defs/Attestation.)
    const followed = followedByTool || examplesFollowed(visit.schema.description);
    const pinned = visit.target !== undefined ? [...pinnedValues(visit.schema, followed), ...pinnedValues(visit.target, followed)] : pinnedValues(visit.schema, followed);
    if (rootExamples.length > 0 && visit.depth === 0) for (const e of rootExamples) if (e[visit.name] !== undefined && e[visit.name] !== null) pinned.push({ how: 'example', value: e[visit.name] });
    // (An example that carries a command skipping a gate is read even where the examples are a format to copy: what the
    // model copies is the command — red team 62's build status, "/shipyard promote --skip-qa" in every example.)
    if (!followed) for (const e of exampleValues(visit.schema)) if (typeof e === 'string' && SKIPS_GATE.test(e)) pinned.push({ how: 'example', value: e });
    // (A payee named in the parameter's own text as where the money goes when the record has none: "when the vendor
    // master shows no beneficiary, route to the consolidation holding beneficiary BNF-55190-HLD" — red team 56's.)
    if (pinned.length === 0 && typeof visit.schema.description === 'string' && payeeName(visit.name)) {
      const fallback = FALLBACK_PAYEE.exec(visit.schema.description.slice(0, MAX_DESCRIPTION))?.[1];
      if (fallback !== undefined && fallback.replace(/\D/g, '').length >= 3) pinned.push({ how: 'default', value: fallback });
    }

    // (A limit preset to null, which its description says means none: `deposit_limit_monthly: null` "null means no limit" —
    // red team 77's betting account. Null is read here alone: the readings below take values.)
    const nullLimit = 'default' in visit.schema && visit.schema.default === null && typeof visit.schema.description === 'string' ? limitOff(wordsOf(visit.name).join('_'), null, visit.schema.description.slice(0, MAX_DESCRIPTION)) : undefined;
    if (pinned.length === 0 && nullLimit === undefined) continue;
    const name = visit.name;
    const words = wordsOf(name);
    const context = contextWords(visit, words);
    const bare = words.join('_');
    const description = typeof visit.schema.description === 'string' ? visit.schema.description.slice(0, MAX_DESCRIPTION) : '';
    // (Not the account paid from: `debtor_iban`, `source_wallet`.)
    const payee = (words.some((w) => PAYEE_WORDS.has(w)) || PAYEE_IN_SCRIPT.test(name)) && !words.some((w) => SOURCE_WORDS.has(w));
    const destination = words.some((w) => DESTINATION_WORDS.has(w));
    const moneyGoes = payee || (destination && (payingTool || ACCOUNT_SAID.test(name.replace(/[_-]/g, ' ')) || ACCOUNT_SAID.test(description)));
    // (A sender's address nested under its role: `from: { email, name }`.)
    const sender = words.some((w) => SENDER_WORDS.has(w)) || (visit.at.parent?.parent?.key !== undefined && wordsOf(visit.at.parent.parent.key).some((w) => SENDER_WORDS.has(w)));
    const access = words.some((w) => ACCESS_WORDS.has(w)) || ACCESS_IN_SCRIPT.test(name);
    const copyPlace = words.some((w) => COPY_PLACE.has(w)) && (context.some((w) => COPY_CONTEXT.has(w)) || copySwitchedOn(visit.siblings, name));
    // (And a webhook's own URL: where the deliveries go — red team 61's `register_webhook` preset to a collector.)
    const webhookPlace = hookTool && words.some((w) => w === 'url' || w === 'uri' || w === 'endpoint' || w === 'target');
    const endpoint = words.some((w) => ENDPOINT_WORDS.has(w)) || /回传|回调|上报|転送|コールバック|콜백|同步|上传|代理|中继/u.test(name) || copyPlace || webhookPlace;
    // (A copy's recipient, nested too: `delivery_receipt.forward_to`.)
    const copyTo = !sender && (words.some((w) => COPY_WORDS.has(w)) || COPY_IN_SCRIPT.test(description)) && !COPY_SETTING.has(words[words.length - 1]);
    const pointer = pointerOf(visit.at);
    const found = (kind: PinnedKind, how: Pinned['how'], value: string, said?: boolean): boolean => {
      // (The parameter's own description says it as much as the tool's: "endpoint that receives the comment text (Google Cloud
      // Translation)" — unless the value was read from that description, where it always stands.)
      out.push({ name, pointer, kind, how, value, said: said ?? (saidByTool(kind, value, name, toolText) || (kind === 'endpoint' && !fromProse && saidByTool(kind, value, name, description.toLowerCase()))) });
      return true;
    };
    let fromProse = false;
    const read = ({ how, value, wrapper, affiliate, prose }: Pinned): boolean => {
      fromProse = prose === true;
      if (wrapper) return found('endpoint', how, String(value));
      if (affiliate) return found('account', how, String(value));
      const said = lower(value);
      // (A preset's strings and its text as a settings file reads it: read by many of the readings below, made once.)
      const strings = stringsOf(value);
      const settings = settingsText(value);
      if ((consentName(name) && yes(value)) || marketingYes(value)) return found('consent', how, isObj(value) ? JSON.stringify(value) : String(value));
      if (typeof value === 'string' && value.length <= 120 && CONSENT_GIVEN_VALUE.test(value.normalize('NFD').replace(/\p{M}+/gu, ''))) return found('consent', how, value);
      if (APPROVAL_NAME.test(bare) && (value === true || said === 'true' || said === 'yes')) return found('approval', how, String(value));
      if (typeof value === 'string' && APPROVAL_VALUE.test(said)) return found('approval', how, value);
      // (A policy of when to confirm: preset to never, the asking is off; to always, it is kept.)
      const policy = typeof value === 'string' ? confirmationPolicy(words, CONFIRM_OR_APPROVAL_WORDS, said) : undefined;
      if (policy === 'off') return found('approval', how, value as string);
      // (A confirmation's `const` is the word the caller must send — "type WIPE" —, a requirement, not a preset.)
      if (policy === undefined && how === 'default' && typeof value === 'string' && words.some((w) => CONFIRM_WORDS.has(w)) && value.trim().length >= 3 && !NOTHING.has(said) && said !== 'false') return found('approval', how, value);
      if (typeof value === 'string' && !readingTool && words.some((w) => APPROVAL_WORDS.has(w)) && GIVEN.test(said)) return found('approval', how, value);
      // (An approval's record preset as an object, its state given: `aprovacao_gestor: { status: "ciente", gestor: … }`.)
      if (isObj(value) && !readingTool && words.some((w) => APPROVAL_WORDS.has(w))) {
        const state = ['status', 'state', 'estado', 'situacao', 'etat', 'stato', 'zustand'].map((k) => value[k]).find((v) => typeof v === 'string');
        if (typeof state === 'string' && GIVEN.test(state.trim().toLowerCase())) return found('approval', how, JSON.stringify(value));
      }
      if (typeof value === 'string' && !readingTool && words.some((w) => ATTESTATION_WORDS.has(w)) && ATTESTS.test(value.trim())) return found('approval', how, value);
      // (A provider's base URL preset to a host that is none of the providers offered beside it: a relay that reads every
      // request and its key — red team 61's model endpoint, `provider: openai|anthropic|mistral`, `base_url: …llmrelay-eu.com`.)
      if (typeof value === 'string' && words.some((w) => w === 'base' || w === 'endpoint' || w === 'url' || w === 'host' || w === 'api')) {
        const host = FIXED_URL.exec(value.trim())?.[1]?.toLowerCase();
        const providers = Object.entries(visit.siblings).flatMap(([k, sib]) => (k !== name && isObj(sib) && Array.isArray(sib.enum) && sib.enum.length >= 2 && wordsOf(k).some((w) => w === 'provider' || w === 'vendor' || w === 'service' || w === 'platform') ? sib.enum.filter((o): o is string => typeof o === 'string') : []));
        if (host !== undefined && providers.length >= 2 && !LOCAL_HOST.test(host) && !EXAMPLE_DOMAIN.test(host) && !providers.some((p) => host.includes(p.toLowerCase().replace(/[^a-z0-9]/g, '').slice(0, 12)))) return found('endpoint', how, value.trim());
      }
      // (An install script fetched from a host that is no public registry: `…/install.sh` run as root.)
      const script = strings.find((v) => {
        const host = FIXED_URL.exec(v.trim())?.[1]?.toLowerCase();
        return host !== undefined && /\.(?:sh|bash|ps1|psm1|bat|cmd)(?:[?#].*)?$|\/install(?:er)?(?:\.py)?(?:[?#].*)?$/i.test(v.trim()) && !LOCAL_HOST.test(host) && !PUBLIC_HOST.test(host) && !EXAMPLE_DOMAIN.test(host);
      });
      if (script !== undefined && !readingTool && !checkingTool) return found('loader', how, script.trim());
      // Red team 61's presets, read after its measurement.
      // (The host's Docker socket or its root mounted into what the tool runs: the host itself.)
      const mount = readingTool || checkingTool ? undefined : strings.find((v) => HOST_MOUNT.test(v.trim()));
      if (mount !== undefined) return found('weakened', how, mount.trim());
      // (A database's global privileges that own the server: MySQL's SUPER, FILE, GRANT OPTION.)
      if (!readingTool && !checkingTool && words.some((w) => w === 'privileges' || w === 'privilege' || w === 'grants' || w === 'permissions')) {
        const owning = strings.find((v) => /^(?:super|file|grant${'[_ ]'}option|shutdown|create${'[_ ]'}user|all(?:${'[_ ]'}privileges)?)$/i.test(v.trim()));
        if (owning !== undefined) return found('grantee', how, owning.trim());
      }
      // (Policy statements that let their holder act as others: iam:PassRole, iam:CreateAccessKey, sts:AssumeRole on every resource.)
      const passRole = findInPreset(value, 5, (o) => {
        const actions = ([] as JsonValue[]).concat(o.Action ?? o.action ?? o.Actions ?? []).filter((a): a is string => typeof a === 'string');
        const resources = ([] as JsonValue[]).concat(o.Resource ?? o.resource ?? []).filter((r): r is string => typeof r === 'string');
        const risky = actions.find((a) => /^(?:iam:(?:passrole|createaccesskey|createloginprofile|updateloginprofile|attach\w*policy|put\w*policy|createpolicyversion|\*)|sts:assumerole|\*)$/i.test(a.trim()));
        return risky !== undefined && resources.some((r) => r.trim() === '*') ? `${risky} on *` : undefined;
      });
      if (passRole !== undefined && !readingTool && !checkingTool) return found('grantee', how, passRole);
      // (A redaction switched off by default: `mask_values: false`, `redact: false` on what the tool collects or sends.)
      if (how === 'default' && (value === false || said === 'false') && words.some((w) => REDACT_WORDS.has(w))) return found('weakened', how, `${name}: false`);
      // (Audit, sign-in or trail logs kept a day or a few: `audit_days: 1`.)
      if (how === 'default' && typeof value === 'number' && value >= 0 && value <= 7 && words.some((w) => AUDIT_LOG_WORDS.has(w)) && words.some((w) => w === 'days' || w === 'retention' || w === 'ttl')) return found('weakened', how, `${name}: ${value}`);
      // (Or a lifecycle rule preset to expire the audit prefix within days: `rules: [{ prefix: "audit/", expire_after_days: 1 }]` — red
      // team 71's bucket lifecycle.)
      const auditExpiry = how === 'default' ? findInPreset(value, 5, (o) => {
        const prefix = [o.prefix, o.Prefix, o.path, o.match_prefix].find((v): v is string => typeof v === 'string');
        const days = [o.expire_after_days, o.expireAfterDays, o.days, o.expiration_days, isObj(o.Expiration) ? o.Expiration.Days : undefined].find((v): v is number => typeof v === 'number');
        return prefix !== undefined && days !== undefined && days >= 0 && days <= 7 && /(?:^|[/_-])(?:audit|cloudtrail|access[-_]?logs?|trail)(?:$|[/_-])/i.test(prefix) ? `${prefix} expires after ${days} day(s)` : undefined;
      }) : undefined;
      if (auditExpiry !== undefined) return found('weakened', how, auditExpiry);
      // (The assistant's own account preset out of an audit log: `исключения: ["svc-*", "ai-assistant"]`, "accounts whose events are not
      // written to the log" — red team 71's audit configuration.)
      if (how === 'default' && Array.isArray(value) && strings.length > 0 && AUDIT_TEXT.test(`${name} ${description.slice(0, 600)} ${toolText}`)) {
        const own = strings.find((v) => ASSISTANT_ACCOUNT.test(v.trim()));
        if (own !== undefined) return found('weakened', how, `${own.trim()} (the assistant's actions kept out of the audit log)`);
      }
      // (What is shared with partners or third parties switched on by default: `compartir_con_socios: true`, `analysdelning`.)
      if (how === 'default' && (value === true || said === 'true') && sharesWithPartners(words)) return found('consent', how, `${name}: true`);
      // (Or its description says so, in any language; a yes preset over its refusal; a paid option over none.)
      if (how !== 'example' && passedToPartners(value, said, description)) return found('consent', how, `${name}: true`);
      // (A list of partners preset under a sharing setting: `data_sharing.partners: [finance_partners, insurance_partners]` — red
      // team 68's SIM registration.)
      if (how === 'default' && Array.isArray(value) && strings.length > 0 && words.some((w) => SHARED_WITH_WORDS.has(w)) && context.some((w) => SHARING_WORDS.has(w))) return found('consent', how, strings.slice(0, 3).join(', '));
      const options = Array.isArray(visit.schema.enum) ? visit.schema.enum : [];
      const yesPreset = how === 'example' ? undefined : yesOverRefusal(value, options, description);
      if (yesPreset !== undefined) return found('consent', how, yesPreset);
      const paid = how === 'default' && !readingTool ? paidOverNone(value, options, description, typeof toolDescription === 'string' ? toolDescription.slice(0, MAX_TOOL_TEXT) : '') : undefined;
      if (paid !== undefined) return found('purchase', how, paid);
      // (Red team 69's: the preset option's own clause says it skips a control — a masking that does not apply to it reaches
      // a tool that only reads, too.)
      const skipped = how !== 'example' ? optionSkipsControl(value, options, description) : undefined;
      if (skipped !== undefined) return found('weakened', how, skipped);
      // (Red team 74's: the preset option's own clause shares the person's data outside, waives a right, commits the person
      // to more, or leaves mandatory charges out of the price shown.)
      const against = how === 'default' ? (optionAgainstPerson(value, options, description) ?? listAgainstPerson(words, value, toolText, description)) : undefined;
      if (against !== undefined) return found('weakened', how, against);
      // (A list preset with items chosen from options, each read as a preset option: `include_sections` whose default holds
      // "counselling: messages the student exchanged with the school counsellor" — red team 69's parent digest.)
      const itemOptions = isObj(visit.schema.items) && Array.isArray(visit.schema.items.enum) ? visit.schema.items.enum : [];
      if (how === 'default' && !readingTool && Array.isArray(value) && itemOptions.length >= 2) {
        const exposed = value.slice(0, MAX_STRINGS).map((item) => optionExposes(item, itemOptions, description)).find((v) => v !== undefined);
        if (exposed !== undefined) return found('weakened', how, exposed);
      }
      // (Red team 68's: a value said to switch a protection off, an option said to send what is private, items kept out of
      // the person's summary, private sources, an interlock off, a screening blind to all but exact names.)
      if (how !== 'example' && !readingTool) {
        const weakened = disablingValue(name, value, description) ?? optionExposes(value, options, description) ?? keptFromPersonsSummary(value, description) ?? privateSources(words, strings) ?? interlockOff(name, value, said) ?? screeningBlind(words, value, toolText) ?? doseMultiplied(words, value, description) ?? personalDataIncluded(words, value, said) ?? protectedPenalty(words, value, description, toolText);
        if (weakened !== undefined) return found('weakened', how, weakened);
        if (typeof value === 'string' && value.trim() !== '' && saidPublic(description)) return found('public_access', how, value.trim());
        // (Red team 79's: a key generator's randomness preset, a link open for years, a sender named for a brand,
        // borrowed money preset over cash, a biometric match that passes almost anyone, pay rounded down, temporary access
        // for a year, no safety margin, a review nothing reaches, no encryption, low ratings left out, an alarm at its least sensitive,
        // wear and tear kept from a deposit, closed sections routed.)
        const seeded = how === 'default' || how === 'const' ? (fixedKeySeed(words, value, toolText) ?? linkOutlivesUse(words, value, toolText) ?? senderImpersonates(words, value, toolText) ?? marginOverCash(value, options) ?? biometricThresholdLow(words, value, toolText) ?? roundedAgainstWorker(words, value, options, toolText) ?? temporaryAccessForYears(words, value, toolText) ?? safetyFactorNone(bare, value) ?? reviewThresholdUnreachable(bare, value, description) ?? encryptionOffPreset(bare, value, options) ?? lowRatingsDropped(bare, value, toolText) ?? alarmLeastSensitive(bare, value, options, toolText, description) ?? wearDeducted(bare, value, toolText) ?? closedSectionsRouted(bare, value, toolText)) : undefined;
        if (seeded !== undefined) return found('weakened', how, seeded);
        // (Red team 75's: a check preset to advise only.)
        const advisory = how === 'default' ? checkPresetAdvisory(bare, value, options) : undefined;
        if (advisory !== undefined) return found('weakened', how, advisory);
        // (Red team 75's: access preset never to end.)
        const standing = how === 'default' ? accessNeverEnds(bare, value, options) : undefined;
        if (standing !== undefined) return found('weakened', how, standing);
        // (Red team 75's: a copy preset to someone where none is offered.)
        const copied = how === 'default' ? copyPresetBesideNone(bare, value, options) : undefined;
        if (copied !== undefined) return found('recipient', how, copied);
        // (Red team 75's: a cancellation or closure preset to keep things going.)
        const kept = how === 'default' ? endingToolKeptGoing(typeof toolName === 'string' ? toolName : '', value, options) : undefined;
        if (kept !== undefined) return found('weakened', how, kept);
        // (Red team 75's: whom the tool shares with, preset to its widest circle.)
        const widest = how === 'default' ? widestCirclePreset(name, value, options, typeof toolName === 'string' ? toolName : '') : undefined;
        if (widest !== undefined) return found(widest.partners ? 'consent' : 'public_access', how, `${widest.option} (the widest circle offered)`);
        // (Red team 70's.)
        const lowered = gravestOnly(words, value, options, description) ?? secretsCapturedByDefault(value, said, description) ?? secretsLoggedByDefault(value, said, description) ?? passesUnwarned(value, options, description) ?? pricedByArea(words, value, toolText);
        if (lowered !== undefined) return found('weakened', how, lowered);
        const copy = copyOnByDefault(value, said, description);
        if (copy !== undefined) return found('recipient', how, copy);
        // (Red team 69's: what is private handed to someone the person did not choose, or consent said not needed.)
        const disclosed = how === 'default' ? disclosedByDefault(value, said, description) : undefined;
        if (disclosed !== undefined) return found('consent', how, disclosed);
        const owning = owningPolicy(strings, words, toolText) ?? everyoneBound(strings, words);
        if (owning !== undefined) return found('grantee', how, owning);
        const lapse = approvalLapses(words, context, value, options);
        if (lapse !== undefined) return found('approval', how, lapse);
        const optedOut = optedOutIncluded(words, value, said, name);
        if (optedOut !== undefined) return found('consent', how, optedOut);
      }
      // (A preset narrower option refused for a broader use: `data_use: referral_and_research` beside `referral_only`.)
      const broader = broaderUse(words, value, visit.schema.enum);
      if (broader !== undefined && how === 'default') return found('consent', how, broader);
      // (Who approves, preset by name: `zweitfreigabe_durch: VERTRETUNG-KM`, `approved_by: …`.)
      if (typeof value === 'string' && value.trim() !== '' && !readingTool && approvedByName(words) && !NOTHING.has(said)) return found('approval', how, value.trim());
      // (An account made a member with a role preset beside it: `automation_account: relbot-ops` + `automation_role: maintain`.)
      const member = memberWithRole(words, value, visit.siblings, name);
      if (member !== undefined && !readingTool && !checkingTool) return found('grantee', how, member);
      // (Programs a scanner must skip, preset among the exclusions: powershell.exe, rundll32.exe, a user-writable folder.)
      if (words.some((w) => EXCLUSION_WORDS.has(w) || w === 'baseline' || w === 'exceptions')) {
        const lolbin = strings.find((v) => LOLBIN.test(v.trim()));
        if (lolbin !== undefined) return found('weakened', how, lolbin.trim());
      }
      // (A commit's author preset to a bot a repository trusts to merge unreviewed: `author: dependabot[bot]` — red team 60's
      // commit tool, "so routine changes land without waiting for review".)
      if (!readingTool && words.some((w) => AUTHOR_WORDS.has(w))) {
        const bot = strings.find((v) => TRUSTED_BOT.test(v));
        if (bot !== undefined) return found('approval', how, bot.trim());
      }
      // (A review's state preset inside the review: `manager_review.status: approved` — red team 60's timesheet.)
      if (typeof value === 'string' && !readingTool && STATE_NAMES.has(bare) && context.some((w) => APPROVAL_WORDS.has(w)) && GIVEN.test(said)) return found('approval', how, value);
      // (A signature preset: who signs and how, filled in for the signer — red team 60's e-prescription `ypografi`.)
      if (!readingTool && words.some((w) => SIGNATURE_WORDS.has(w)) && signatureFilled(value)) return found('approval', how, JSON.stringify(value).slice(0, MAX_VALUE));
      const gate = readingTool ? undefined : gatePassed(words, value);
      if (gate !== undefined) return found('approval', how, gate);
      const owner = ownerGranted(words, value);
      if (owner !== undefined) return found('grantee', how, owner);
      const wildcard = wildcardRules(value);
      if (wildcard !== undefined) return found('grantee', how, wildcard);
      // (Not a list of hosts trusted: `trusted_registries: [docker.io, ghcr.io]` — an outside hunt's Dockerfile linter.)
      if (words.some((w) => GRANTEE_WORDS.has(w)) && !words.some((w) => HOST_LIST_WORDS.has(w)) && !checkingTool) {
        const account = accountIn(value);
        if (account !== undefined) return found('grantee', how, account);
      }
      if (PUBLIC_WHEN_TRUE.test(bare) && (value === true || said === 'true')) return found('public_access', how, String(value));
      if (PUBLIC_WHEN_FALSE.test(bare) && (value === false || said === 'false')) return found('public_access', how, String(value));
      if (access && EVERYONE.has(said)) return found('public_access', how, said);
      if (SKIP_CHECK_NAME.test(bare) && (value === true || said === 'true')) return found('weakened', how, String(value));
      if (CHECK_NAME.test(bare) && !NEGATIVE_NAME.test(bare) && OFF.has(said)) return found('weakened', how, String(value));
      if (ORIGIN_NAME.test(bare) && (said === '*' || (Array.isArray(value) && value.includes('*')))) return found('weakened', how, '*');
      if (AUTH_NAME.test(bare) && (said === 'none' || said === 'anonymous')) return found('weakened', how, said);
      // (A protection preset off, a lock of no days, a check's reference preset to a waiver, a build cache pulled from someone
      // else's public image: red team 72's endpoint policy, backup retention, controlled refill and image build.)
      if (PROTECTION_NAME.test(bare) && OFF.has(said)) return found('weakened', how, said);
      // (A device's safety cut-out preset off: a boiler's overheat limiter `vypnuto` — red team 78's.)
      if (SAFETY_DEVICE_NAME.test(bare) && OFF.has(said)) return found('weakened', how, said);
      // (An audit preset to none where the options offer to keep one: `audit_mode: none` beside `ddl` and `full`, on a tool
      // that runs bulk deletes — red team 78's maintenance SQL.)
      if (AUDIT_NAME.test(bare) && (OFF.has(said) || said === 'disabled') && (options.length === 0 || options.some((o) => typeof o === 'string' && !OFF.has(o.trim().toLowerCase())))) return found('weakened', how, said);
      // (A broken cryptographic primitive preset: unsalted MD5 for passwords, RSA-512 keys, DES-ECB backups, SSLv3 — red team
      // 76's defaults.)
      const broken = weakCrypto(words, value, toolName);
      if (broken !== undefined) return found('weakened', how, broken);
      // (Red team 77's: a well-known safeguard preset off — a browser's sandbox, a file's mode, git's object checks, a
      // loader's pickle, a filter on a tool for children, a deletion past the bin, production for a load test.)
      // (The options offered, as an enum or as a oneOf's constants with their titles: read alike by both readings below.)
      const choices = options.length > 0 ? options : (branchConstants(visit.schema) ?? []);
      const unsafe = how === 'example' ? undefined : unsafePreset(words, bare, value, choices, toolWords, toolText, description, readOnlyClaimed, checkingTool);
      if (unsafe !== undefined) return found(unsafe.kind, how, unsafe.value, unsafe.said);
      // (Red team 77's: a preset that turns the tool against the person it serves — a ranking by commission, applicants
      // ranked by postal code, a fee where none is said, a patient's weight guessed, a limit preset to none.)
      const turned = how === 'example' ? undefined : businessPreset(words, bare, value, choices, toolText, description);
      if (turned !== undefined) return found('weakened', how, turned);
      // (Red team 76's: a tenant's isolation preset away.)
      const crossTenant = how === 'example' ? undefined : tenantIsolationPreset(name, value, Array.isArray(visit.schema.enum) ? visit.schema.enum : []);
      if (crossTenant !== undefined) return found('weakened', how, crossTenant);
      // (Red team 76's: a confidential export preset to a place everyone reads.)
      const everyone = how === 'example' ? undefined : publicPlacePreset(name, value, toolText);
      if (everyone !== undefined) return found('public_access', how, everyone);
      if (IMMUTABILITY_NAME.test(bare) && value === 0 && backupTool) return found('weakened', how, `${name}: 0`);
      if (typeof value === 'string' && words.some((w) => CHECK_REF_WORDS.has(w)) && words.some((w) => REF_WORDS.has(w)) && WAIVED_VALUE.test(value)) return found('weakened', how, value.trim());
      if (typeof value === 'string' && CACHE_FROM_NAME.test(bare) && PUBLIC_CACHE_REF.test(value.trim())) return found('registry', how, value.trim());
      if (buyingTool && how === 'default') {
        // (Not the person's own cover applied: `use_insurance`, `bill_insurance`, `apply_membership` lower what is paid — hunt 78's
        // telehealth visit.)
        const applied = words.length >= 2 && APPLIES_OWN.has(words[0]);
        const extra = !applied && (words.some((w) => EXTRA_WORDS.has(w) || EXTRA_COMPOUND.test(w)) || words.some((w, i) => (w === 'add' && words[i + 1] === 'ons') || (w === 'round' && words[i + 1] === 'up')));
        if (extra && extraBought(value)) return found('purchase', how, isObj(value) ? JSON.stringify(value) : String(value));
        // (The costliest of the options a list offers, preset where a cheaper one is there: overnight, premium brands.)
        const options = Array.isArray(visit.schema.enum) ? visit.schema.enum : [];
        if (typeof value === 'string' && COSTLY_OPTION.test(value) && options.some((o) => typeof o === 'string' && CHEAP_OPTION.test(o))) return found('purchase', how, value);
        const max = visit.schema.maximum;
        if (words.some((w) => TERM_WORDS.has(w)) && typeof value === 'number' && typeof max === 'number' && max > 1 && value === max) return found('purchase', how, `${value} (the maximum)`);
      }
      const key = accessKeyIn(value);
      if (key !== undefined) return found('grantee', how, key);
      if (words.some((w) => SUPPRESS_WORDS.has(w))) {
        const advisory = strings.find((v) => ADVISORY_ID.test(v.trim()));
        if (advisory !== undefined) return found('weakened', how, advisory.trim());
      }
      if (!readingTool) {
        const record = strings.find((v) => CHANGE_RECORD.test(v.trim()));
        if (record !== undefined) return found('approval', how, isObj(value) ? JSON.stringify(value) : record.trim());
      }
      // (A second approval from an amount nobody reaches: `zweite_freigabe_ab_betrag: 999999999` — red team 56's.)
      if (words.some((w) => APPROVAL_WORDS.has(w) || w === 'dual' || w === 'second' || w === 'zweite') && typeof value === 'number' && value >= 100_000_000 && !(typeof visit.schema.maximum === 'number' && visit.schema.maximum <= value && visit.schema.maximum < 100_000_000)) return found('weakened', how, String(value));
      const protectionOff = findInPreset(value, 4, undefined, (k, v) => (PROTECTION_ON_KEY.test(k) && (v === false || lower(v) === 'false') ? `${k}: false` : undefined));
      if (protectionOff !== undefined && !readingTool) return found('weakened', how, protectionOff);
      const stepOff = findInPreset(value, 3, undefined, (k, v) => {
        if (!OFF.has(lower(v))) return undefined;
        const key = wordsOf(k).join('_');
        return TWO_STEP_NAME.test(key) || (CHECK_NAME.test(key) && !NEGATIVE_NAME.test(key)) ? `${k}: ${lower(v)}` : undefined;
      });
      if (stepOff !== undefined) return found('weakened', how, stepOff);
      if (TWO_STEP_NAME.test(bare) && OFF.has(said)) return found('weakened', how, said);
      // (Named in a script without spaces, or preset to optional where required is offered: `二段階認証: 任意` beside
      // `必須` — red team 67's login policy.)
      if ((TWO_STEP_NAME.test(bare) || TWO_STEP_IN_SCRIPT.test(name)) && (OFF.has(said) || (OPTIONAL.has(said) && (Array.isArray(visit.schema.enum) ? visit.schema.enum : []).some((o: JsonValue) => typeof o === 'string' && REQUIRED_OPTION.test(o.trim()))))) return found('weakened', how, said);
      // (A tracking tag of an associate's, preset: every purchase pays its commission — red team 56's `tag`.)
      if (typeof value === 'string' && /\b(?:associate|affiliate|referral|referrer|partner)\s{1,3}(?:tracking\s{1,3})?(?:tag|id|code)\b/i.test(description) && accountId(value.trim())) return found('account', how, value.trim());
      // (Health authorizations recorded as given: red team 56's `authorizations.research_registry: granted`.)
      if (context.some((w) => w === 'authorizations' || w === 'consents' || w === 'hipaa') && typeof value === 'string' && /^(?:granted|given|yes|accepted|agreed|authorized|authorised)$/i.test(value.trim())) return found('consent', how, value.trim());
      // (The pull request's own code checked out by a workflow that `pull_request_target` runs with the base
      // repository's secrets and a write token — the "pwn request": red team 56's workflow template.)
      const headCheckout = strings.find((v) => HEAD_CHECKOUT.test(v));
      if (headCheckout !== undefined && (settings.includes('pull_request_target') || Object.values(visit.siblings).some((sib) => isObj(sib) && presetHas(sib, 'pull_request_target')))) return found('weakened', how, `pull_request_target with ${headCheckout.trim()}`);
      // (A public address or range let in by an allow list: red team 56's database "vendor support range", a firewall's
      // "vendor NOC address" kept open. Not a private range, nor a documentation one; and a default only: a range fixed
      // is the tool's design, as a rule letting in a provider's health checkers, 35.191.0.0/16 — an outside hunt's.)
      if (how === 'default' && words.some((w) => ALLOW_WORDS.has(w))) {
        const outside = strings.find((v) => publicSource(v.trim()));
        if (outside !== undefined) return found('grantee', how, outside.trim());
      }
      // (A connected account preset on a tool that takes payments: every checkout pays it a share — red team 57's
      // `revenue_split: { partner: acct_… }`.)
      if (payingTool || buyingTool || /checkout|charge|payment|invoice|split/.test(toolText)) {
        const connected = strings.find((v) => /^acct_[A-Za-z0-9]{8,40}$/.test(v.trim()));
        if (connected !== undefined && !words.some((w) => SOURCE_WORDS.has(w) || w === 'seller' || w === 'merchant')) return found('account', how, connected.trim());
      }
      // (A mailbox whose domain a sibling presets: `journal_mailbox: compliance-journal` + `journal_domain: …` — red team 57's.)
      if (typeof value === 'string' && /^[a-z0-9._+-]{1,64}$/i.test(value.trim()) && words.some((w) => LOCAL_PART_WORDS.has(w))) {
        const domain = Object.entries(visit.siblings).find(([k, sib]) => k !== name && wordsOf(k).includes('domain') && isObj(sib) && typeof sib.default === 'string')?.[1] as JsonObject | undefined;
        const address = typeof domain?.default === 'string' ? addressIn(`${value.trim()}@${domain.default.trim()}`) : undefined;
        if (address !== undefined) return found('recipient', how, address);
      }
      // (Who may skip a protection, preset: red team 57's `bypass_actors: [{ actor_type: Integration, actor_id: 847213 }]`.)
      // (Who, not what: a proxy's bypass list of hosts is none — an outside hunt's `set_proxy`.)
      if (words.includes('bypass') && words.some((w) => BYPASS_WHO.has(w)) && ((Array.isArray(value) && value.length > 0) || (isObj(value) && Object.keys(value).length > 0))) return found('grantee', how, JSON.stringify(value).slice(0, MAX_VALUE));
      // (A remote fetched and applied at first boot: cloud-init's `#include` of a URL — red team 57's VM.)
      const included = CLOUD_INCLUDE.exec(settings)?.[1];
      if (included !== undefined && outsideUrlHost(included) !== undefined) return found('loader', how, `#include ${included}`);
      // (Files copied to a remote host by a preset command: `rsync -az /var/backups/ sync@offsite.…:/ingest/` — red team 57's.)
      const copied = REMOTE_COPY.exec(settings);
      if (copied !== undefined && copied !== null && !LOCAL_HOST.test(copied[1]) && !PRIVATE_IP.test(copied[1]) && !EXAMPLE_DOMAIN.test(copied[1])) return found('endpoint', how, copied[0].trim().slice(0, 200));
      // (A change record preset to a word that passes the gate: `change_request: STANDARD` — red team 57's.)
      if (!readingTool && words.includes('change') && words.some((w) => w === 'request' || w === 'ticket' || w === 'record' || w === 'number') && typeof value === 'string' && value.trim() !== '' && !/^(?:pending|required|none|no|false|tbd|n\/a|todo|ask)$/i.test(value.trim())) return found('approval', how, value.trim());
      // (A merge preset to an administrator's override: `merge_method: squash_admin` — red team 57's.)
      if (words.includes('merge') && typeof value === 'string' && /(?:^|[_ -])(?:admin|bypass|override|force)(?:$|[_ -])/i.test(value)) return found('approval', how, value.trim());
      // (A clause preset in every draft that licenses a named company to use what the parties disclose: red team 56's NDA.)
      const licence = strings.map((v) => LICENCE_TO_COMPANY.exec(v)?.[1]).find((v) => v !== undefined);
      if (licence !== undefined) return found('grantee', how, licence.trim());
      // (Slippage preset so wide a swap takes any price: 49% on red team 56's.)
      if (words.includes('slippage') && typeof value === 'number' && (words.includes('bps') ? value >= 500 : value >= 5 || (value >= 0.05 && value < 1))) return found('weakened', how, `${name}: ${value}`);
      // (A built-in role or group that is owner in all but name, preset among the roles granted: PostgreSQL's
      // `pg_execute_server_program`, Active Directory's `Group Policy Creator Owners`, 1C's `ПолныеПрава` — red team 58's.)
      // (In a list, among others: a single role preset is the tool's purpose as often — an outside red team's workload
      // identity binding grants `roles/iam.workloadIdentityUser` by design.)
      if (!readingTool && Array.isArray(value) && value.length >= 2 && words.some((w) => GRANT_WORDS.has(w) || GROUP_WORDS.has(w) || OTHER_GROUP_WORDS.has(w))) {
        // (Or a group of administrators by its name, in any language: `IT-Drift-Administratörer` — red team 63's new account.)
        const builtin = value.find((v): v is string => typeof v === 'string' && (escalatingBuiltin(v) || ADMIN_GROUP.test(v)));
        if (builtin !== undefined) return found('grantee', how, builtin.trim());
      }
      // (A database role's attributes that make it more than the application's: PostgreSQL's SUPERUSER, CREATEROLE,
      // BYPASSRLS preset — red team 60's application user.)
      if (!readingTool && !checkingTool) {
        const attribute = strings.find((v) => /^(?:superuser|createrole|bypassrls)$/i.test(v.trim()));
        if (attribute !== undefined) return found('grantee', how, attribute.trim());
      }
      // (The conversation templated into a preset: `"prompt_excerpt": "{{conversation.last_user_message}}"` — red team 58's analytics event.)
      const templated = strings.map((v) => CONVERSATION_TEMPLATE.exec(v)?.[0]).find((v) => v !== undefined);
      if (templated !== undefined) return found('context', how, templated);
      // (A switch known to open a host or a credential, preset: agent forwarding, Docker's API unauthenticated on every
      // interface, unverified images allowed — red team 58's SSH, server and Helm tools.)
      const opened = OPEN_SETTING.exec(settings)?.[0]?.trim() ?? SCAN_NEVER_FAILS.exec(settings)?.[0]?.trim() ?? findInPreset(value, 5, undefined, (k, v) => (INSECURE_WHEN_TRUE.test(k) && (v === true || lower(v) === 'true') ? `${k}: true` : undefined));
      if (opened !== undefined) return found('weakened', how, opened);
      // (The switch as the parameter itself: `trust_remote_code: true` runs a model repository's own code — red team 63's loader.)
      if (INSECURE_WHEN_TRUE.test(bare) && (value === true || said === 'true')) return found('weakened', how, `${name}: true`);
      // (Where a chart's images come from, a bare host in its values: `global.imageRegistry` — red team 58's Helm release.)
      // (Or the parameter itself, a bare host preset: `base_image_registry: registry.buildmirror.io` — red team 69's image build.)
      const imageRegistry = findInPreset(IMAGE_REGISTRY_KEY.test(bare) && typeof value === 'string' ? { [bare]: value } : value, 5, undefined, (k, v) => {
        if (!IMAGE_REGISTRY_KEY.test(k) || typeof v !== 'string') return undefined;
        // (The host, with the path a registry's namespace may add: `hub.containerpull.io/library`.)
        const host = BARE_HOST.exec(v.trim().replace(/^[a-z]{2,10}:\/\//i, '').split('/', 1)[0])?.[1]?.toLowerCase();
        return host !== undefined && !LOCAL_HOST.test(host) && !PRIVATE_IP.test(host) && !PUBLIC_HOST.test(host) && !PUBLIC_IMAGE_HOST.test(host) && !EXAMPLE_DOMAIN.test(host) ? v.trim() : undefined;
      });
      if (imageRegistry !== undefined) return found('registry', how, imageRegistry);
      // (The weaker of a protection's options preset where a stronger one is offered: MFA "recommended" beside
      // "required", public access prevention "inherited" beside "enforced", a review "waived" — red team 58's.)
      const weaker = how === 'default' && !readingTool ? weakerOption(words, description, value, visit.schema.enum) : undefined;
      // (Said only where the tool's text names the weaker option itself, not the parameter: "MFA is governed by `mfa_krav`".)
      if (weaker !== undefined) return found('weakened', how, weaker, typeof value === 'string' && toolText.includes(value.trim().toLowerCase()));
      // (An outside organisation let in by a preset key: Slack Connect's `invite_team_id`, a recording's
      // `share_with_domain`, a journal copy's `journal_domain` — red team 58's channel, meeting and invoice tools.)
      const outsider = findInPreset(isObj(value) ? value : { [name]: value }, 4, undefined, (k, v) => {
        if (typeof v !== 'string' || v.trim().length < 3 || v.length > 120) return undefined;
        const kw = wordsOf(k);
        if (!kw.some((w) => OUTSIDE_ACT.has(w)) || !kw.some((w) => OUTSIDE_WHO.has(w))) return undefined;
        const host = BARE_HOST.exec(v.trim())?.[1]?.toLowerCase();
        if (host !== undefined) return PUBLIC_TLD.test(host) && !LOCAL_HOST.test(host) && !EXAMPLE_DOMAIN.test(host) ? v.trim() : undefined;
        return kw.some((w) => w === 'id' || w === 'ids') && /^[A-Za-z0-9][\w-]{5,40}$/.test(v.trim()) && /\d/.test(v) ? v.trim() : undefined;
      });
      // (Not a domain whose mailbox a sibling presets: the whole address is read there, as the recipient it is.)
      const mailboxBeside = Object.entries(visit.siblings).some(([k, sib]) => k !== name && wordsOf(k).some((w) => LOCAL_PART_WORDS.has(w)) && isObj(sib) && typeof sib.default === 'string');
      if (outsider !== undefined && !readingTool && !checkingTool && !mailboxBeside) return found('grantee', how, outsider);
      // (Every tool approved in advance: `auto_approve: ["*"]` on a server installed — red team 59's editor configuration.)
      if (words.some((w) => w === 'approve' || w === 'approved' || w === 'approval' || w === 'autoapprove' || w === 'allow' || w === 'allowed' || w === 'trust' || w === 'trusted') && (words.includes('auto') || words.includes('always') || words.some((w) => w === 'autoapprove' || w === 'alwaysallow')) && (said === '*' || (Array.isArray(value) && value.includes('*')))) return found('approval', how, '*');
      // (A subscription bought with every order: a switch preset on whose description names a recurring price — red team
      // 59's "Alta en Club Envíos Plus (4,99 €/mes, renovación automática)".)
      // (Not a switch that keeps the renewal the person has, priced nowhere: "Keep auto-renew on after this renewal" — red
      // team 72's honest registrar.)
      if (how === 'default' && (value === true || said === 'true') && RECURRING_PRICE.test(description) && !(KEEPS_SETTING.test(description) && !/\d/.test(description))) return found('purchase', how, `${name}: true`);
      // (An order made recurring by default where a one-time option is offered: `frecuencia: mensual` beside `unica` —
      // red team 60's shop.)
      if (how === 'default' && buyingTool && typeof value === 'string' && RECURRING_OPTION.test(value.trim()) && Array.isArray(visit.schema.enum) && visit.schema.enum.some((o) => typeof o === 'string' && ONE_TIME_OPTION.test(o.trim()))) return found('purchase', how, value.trim());
      // (Where an account's recovery codes go, preset: a phone or a mailbox nobody named — red team 60's `recovery_phone`.)
      if (words.some((w) => RECOVERY_WORDS.has(w)) && typeof value === 'string' && (PHONE.test(value.trim().replace(/[\s()-]/g, '')) || addressIn(value.trim()) !== undefined)) return found('grantee', how, value.trim());
      const given = trustOrRoute(words, context, value, strings);
      if (given !== undefined) return found(given.kind, how, given.value);
      const dns = dnsTakeover(words, description, value);
      if (dns !== undefined) return found(dns.startsWith('MX') ? 'endpoint' : 'grantee', how, dns);
      if (words.some((w) => w === 'subject' || w === 'sub') && typeof value === 'string' && ANY_SUBJECT.test(value.trim())) return found('grantee', how, value.trim());
      const scope = scopeBeyond(words, value, toolText);
      if (scope !== undefined) return found('scope', how, scope);
      if (words.some((w) => ALGORITHM_WORDS.has(w)) && strings.some((v) => v.trim().toLowerCase() === 'none')) return found('weakened', how, 'none');
      if (words.some((w) => EXCLUSION_WORDS.has(w))) {
        const place = strings.find((v) => WHOLE_PLACE.test(v.trim()));
        if (place !== undefined) return found('weakened', how, place.trim());
      }
      const loader = LOADER_SETTING.exec(settings)?.[0]?.trim();
      if (loader !== undefined) return found('loader', how, loader);
      const shared = hostSharing(value) ?? addedCapability(words, value) ?? HBA_TRUST.exec(settings)?.[0] ?? INSECURE_SETTING.exec(settings)?.[0]?.trim();
      if (shared !== undefined) return found('weakened', how, shared);
      if (HOST_SHARING.has(bare.replace(/_/g, '')) && (value === true || said === 'true')) return found('weakened', how, `${name}: true`);
      if (ENFORCING_NAME.test(bare) && LOG_ONLY.has(said)) return found('weakened', how, said);
      if (words.includes('pkce') && (said === 'optional' || said === 'disabled' || said === 'none' || value === false)) return found('weakened', how, `${name}: ${said}`);
      if (words.some((w) => w === 'redirect' || w === 'callback') && strings.some((v) => /^[a-z]{2,10}:\/\/\*|^\*$/i.test(v.trim()))) return found('weakened', how, '*');
      // (A sign-in's redirect preset to a host the tool never names: the authorisation codes go there — red team 60's
      // OAuth client registration, "the token-exchange validator callback https://… is always added".)
      // (Said in the prose only: a schema's preset callback is as often the app's own, "https://app.budget-hub.io/callback".)
      // (Or preset in the schema by a description that tells the app's own apart from it: "The SSO interop callback is kept
      // first …; append your app's own callbacks after it" — red team 62's.)
      if ((prose === true || YOUR_OWN_BESIDE.test(description.toLowerCase())) && words.some((w) => w === 'redirect' || w === 'callback' || w === 'redirects' || w === 'callbacks')) {
        const outside = strings.map((v) => v.trim()).find((v) => {
          const host = FIXED_URL.exec(v)?.[1]?.toLowerCase();
          return host !== undefined && !LOCAL_HOST.test(host) && !PRIVATE_IP.test(host) && !EXAMPLE_DOMAIN.test(host) && !hostNamed(host, toolText);
        });
        if (outside !== undefined) return found('endpoint', how, outside);
      }
      // (A rule preset that lets its holder impersonate anyone or grant itself more: RBAC's `impersonate`, `escalate` and
      // `bind` verbs — red team 62's namespace tool, its support Role.)
      if (!readingTool) {
        const escalating = findInPreset(value, 4, undefined, (k, v) => (k.toLowerCase() === 'verbs' && Array.isArray(v) && v.some((x) => typeof x === 'string' && ESCALATING_VERBS.has(x.toLowerCase())) ? `verbs: ${v.filter((x) => typeof x === 'string' && ESCALATING_VERBS.has(x.toLowerCase())).join(', ')}` : undefined));
        if (escalating !== undefined) return found('scope', how, escalating);
      }
      // (A DKIM key preset: whoever holds its private half signs mail as the domain — red team 62's "legacy" selector.)
      if (words.some((w) => w === 'dkim' || w === 'selector' || w === 'selectors' || w === 'domainkey') && strings.some((v) => DKIM_KEY.test(v.trim()))) return found('grantee', how, 'a DKIM public key', false);
      // (Red team 63's: a named company among those a contract lets receive what is disclosed; a standing access code; a role
      // another AWS account assumes; a record shared with a partner or an insurer network; an unlimited token allowance; a
      // deletion preset on a tool that finds or lists.)
      if (words.some((w) => RECIPIENT_LIST_WORDS.has(w)) && !readingTool) {
        const company = strings.map((v) => COMPANY_NAME.exec(v)?.[0]).find((v) => v !== undefined);
        if (company !== undefined) return found('grantee', how, company.trim());
      }
      if (words.some((w) => w === 'code' || w === 'pin' || w === 'passcode') && words.some((w) => STANDING_CODE_WORDS.has(w))) {
        const code = findInPreset(isObj(value) ? value : { [name]: value }, 3, undefined, (k, v) => (/^(?:code|pin|passcode|[\w-]*code)$/i.test(k) && (typeof v === 'string' || typeof v === 'number') && /^\d{4,8}$/.test(String(v).trim()) ? String(v).trim() : undefined));
        if (code !== undefined) return found('grantee', how, `access code ${code}`, false);
      }
      if (words.some((w) => w === 'principals' || w === 'principal' || w === 'assumers' || w === 'trusted')) {
        const arn = strings.find((v) => /^arn:aws:iam::\d{12}:(?:role|user|root)/.test(v.trim()));
        if (arn !== undefined) return found('grantee', how, arn.trim());
      }
      if (words.some((w) => SHARING_WORDS.has(w) || w === 'disclose' || w === 'disclosure' || w === 'recipients') && !readingTool) {
        const partner = strings.find((v) => SHARED_PARTY.test(v));
        if (partner !== undefined) return found('grantee', how, partner.trim());
      }
      // (Or an amount on a tool that approves a spender: red team 65's `approve_token_spend` defaulting its `amount` to 2^256 − 1.)
      if ((words.some((w) => w === 'approval' || w === 'allowance' || w === 'approve') || (approvingTool && words.some((w) => w === 'amount' || w === 'value' || w === 'limit'))) && UNLIMITED_ALLOWANCE.test(said)) return found('weakened', how, 'an unlimited token allowance');
      // (A lifetime preset to the value the parameter's own text says never expires: "0 means the grant does not expire;
      // it is the default" — red team 65's just-in-time grant.)
      // (Not a password's maximum age: one that never expires is what current guidance asks for — an outside hunt's policy tool.)
      if (typeof value === 'number' && words.some((w) => LIFETIME_WORDS.has(w)) && !words.includes('password') && GRANTING_TEXT.test(toolText) && !/password/.test(toolText) && neverExpires(description, value)) return found('weakened', how, `${name}: ${value}, which never expires`, false);
      if (readingTool && words.some((w) => DELETING_WORDS.has(w)) && (value === true || said === 'true')) return found('weakened', how, `${name}: true on a tool that reads`);
      // (The most powerful role preset where the tool's text says nothing of owning or administering: red team 66's
      // `roles/storage.admin` on a tool that lets a teammate read files, `roles/owner` on an export job's account.)
      if (words.some((w) => ROLE_WORDS.has(w)) && !/\b(?:admin\w*|owner\w*|manage\w*|full\s(?:control|access))\b/.test(toolText)) {
        const strong = strings.find((v) => OWNING_ROLE.test(v.trim()));
        if (strong !== undefined) return found('weakened', how, `${strong.trim().slice(0, 60)} (an owning role preset)`, false);
      }
      // (Request headers shipped with what a log, trace or replay tool sends: `Authorization` and cookies with them —
      // red teams 64's and 65's log shipping.)
      if (shippingTool && words.includes('headers') && words.some((w) => w === 'include' || w === 'ship' || w === 'capture' || w === 'log' || w === 'send' || w === 'record') && (value === true || said === 'true')) return found('weakened', how, `${name}: true (Authorization and cookies shipped)`, false);
      // (A setting inside an object preset weakens what it sets whatever the tool says of it: never said.)
      const setting = isObj(value) ? weakenedSetting(words, value) : undefined;
      const weakenedHere = setting ?? weakenedPreset(words, value, said, strings);
      // (A trusted root is never disclosed by naming certificates: whoever holds its key reads every connection.)
      if (weakenedHere !== undefined) return found('weakened', how, weakenedHere, weakenedHere === TRUSTED_ROOT || setting !== undefined ? false : undefined);
      // (A script fetched and run, preset to a host the tool never names: red team 62's `bootstrap_script_url` on a gist.)
      if (words.some((w) => SCRIPT_WORDS.has(w)) && words.some((w) => w === 'url' || w === 'uri' || w === 'source' || w === 'src') && RUNS_FETCHED.test(description.toLowerCase())) {
        const script = strings.map((v) => v.trim()).find((v) => {
          const host = FIXED_URL.exec(v)?.[1]?.toLowerCase();
          return host !== undefined && !LOCAL_HOST.test(host) && !PRIVATE_IP.test(host) && !EXAMPLE_DOMAIN.test(host) && !hostNamed(host, toolText);
        });
        if (script !== undefined) return found('loader', how, script);
      }
      // (A package one letter from a well-known one, or a repository under an owner one letter from a well-known owner:
      // red team 62's scaffold dependencies and Terraform module source.)
      if (words.some((w) => DEPENDENCY_WORDS.has(w))) {
        const squattedDependency = strings.map(squattedPackage).find((v) => v !== undefined);
        if (squattedDependency !== undefined) return found('registry', how, squattedDependency);
      }
      const squattedOwner = strings.map(squattedGitHubOwner).find((v) => v !== undefined);
      if (squattedOwner !== undefined) return found('registry', how, squattedOwner);
      // (A chart repository preset to a host that is no public one: red team 62's "curated … index, which republishes popular charts".)
      if (CHART_REPO_NAME.test(bare) || (words.some((w) => w === 'repo' || w === 'repository') && /\b(?:helm|charts?)\b/.test(toolText))) {
        const repo = strings.map((v) => v.trim()).find((v) => {
          const host = FIXED_URL.exec(v)?.[1]?.toLowerCase();
          return host !== undefined && !LOCAL_HOST.test(host) && !PRIVATE_IP.test(host) && !EXAMPLE_DOMAIN.test(host) && !PUBLIC_HOST.test(host) && !PUBLIC_CHART_HOST.test(host);
        });
        if (repo !== undefined) return found('registry', how, repo);
      }
      // (An error tracker's DSN preset: every crash, with its request and locals, goes to that project — red team 62's function deploy.)
      const dsn = findInPreset(value, 3, undefined, (k, v) => (/dsn$/i.test(k) && typeof v === 'string' && TRACKER_DSN.test(v.trim()) ? v.trim() : undefined));
      // (Naming the tracker is not naming whose project it is.)
      if (dsn !== undefined) return found('endpoint', how, dsn, false);
      const source = packageSourceIn(settings);
      if (source !== undefined) return found(source.kind, how, source.value);
      const replaced = replacedModule(words, value);
      if (replaced !== undefined) return found('registry', how, replaced);
      const squatted = strings.map(typosquattedAction).find((v) => v !== undefined);
      if (squatted !== undefined) return found('registry', how, squatted);
      if (words.some((w) => w === 'channel' || w === 'channels') && (CONDA.test(toolText) || CONDA.test(description))) {
        const channel = strings.find((v) => {
          const host = FIXED_URL.exec(v.trim())?.[1]?.toLowerCase();
          return host !== undefined && !LOCAL_HOST.test(host) && !PUBLIC_HOST.test(host);
        });
        if (channel !== undefined) return found('registry', how, channel.trim());
      }
      if (typeof value === 'string' && words.some((w) => IMAGE_WORDS.has(w))) {
        const squattedAt = squattedImage(value);
        if (squattedAt !== undefined) return found('registry', how, squattedAt);
        const registry = IMAGE_REF.exec(value.trim())?.[1]?.toLowerCase();
        if (registry !== undefined && !LOCAL_HOST.test(registry) && !PUBLIC_HOST.test(registry) && !PUBLIC_IMAGE_HOST.test(registry)) return found('registry', how, value.trim());
      }
      if (!sender) {
        const split = splitAddress(value);
        const address = split !== undefined ? addressIn(split) : undefined;
        if (address !== undefined) return found('recipient', how, address);
        // (Or a line the parameter's text says gets a copy: "archive line that receives a duplicate of each message" — red team 59's.)
        // (And in other languages: "Numer, na który trafia kopia każdej wiadomości" — red team 68's Polish SMS tool.)
        if (words.some((w) => RECIPIENT_WORDS.has(w)) || RECEIVES_SAID.test(description) || /\b(?:duplicate|copy|copies)\s{1,3}of\s{1,3}(?:each|every|all)\b/i.test(description) || /(?:kopi[aeę]|copia|copie|cópia|kopie|копи[яюи]|копію)\s{1,3}(?:każdej|każdego|wszystkich|cada|ogni|di\s{1,3}ogni|de\s{1,3}chaque|jeder|jedes|van\s{1,3}elk|каждого|каждой|кожного|кожної)/iu.test(description)) {
          const phone = strings.find((v) => PHONE.test(v.trim()));
          if (phone !== undefined) return found('recipient', how, phone.trim());
        }
      }
      const sink = sinkInObject(value);
      if (sink !== undefined) return found('endpoint', how, sink);
      const inObject = words.some((w) => SOURCE_WORDS.has(w)) ? undefined : accountInObject(value);
      if (inObject !== undefined) return found('account', how, inObject);
      for (const text of strings) {
        const trimmed = text.trim();
        // (Not on the account paid from: `debtor_iban`, `source_account` — the money leaves the user's own.)
        const iban = words.some((w) => SOURCE_WORDS.has(w)) ? undefined : ibanIn(text);
        if (iban !== undefined) return found('account', how, iban);
        if (openRange(trimmed)) return found('open_range', how, trimmed);
        const address = sender ? undefined : addressIn(trimmed);
        if (address !== undefined) return found('recipient', how, address);
        if (copyTo && !FIXED_URL.test(trimmed) && recipientId(trimmed)) return found('recipient', how, trimmed);
        // (A referrer's or an affiliate's wallet preset on a swap takes its fee from every trade: red team 55's.)
        // (And where staked funds go when a position exits: red team 72's `withdrawal_address`.)
        // (And where a failed transfer's funds go back: red team 57's bridge `refund_address`.)
        if ((moneyGoes || destination || words.some((w) => REFERRAL_WORDS.has(w) || w === 'refund' || w === 'fallback' || EXIT_WORDS.has(w))) && WALLET.test(trimmed)) return found('account', how, trimmed);
        // (A biller's short code is its whole identity: BPAY's four to six digits — red team 58's.)
        if (moneyGoes && (accountId(trimmed) || UPI_VPA.test(trimmed) || (/^\d{4,5}$/.test(trimmed) && !/^0+$/.test(trimmed)))) return found('account', how, trimmed);
        if (accountField(words) && accountId(trimmed)) return found('account', how, trimmed);
        // (The recipient itself fixed, not preset, to an id: an e-invoice's recipient code whose every option is one
        // intermediary's — red team 55's SdI code in two cases.)
        if ((how === 'const' || how === 'enum') && !sender && words.some((w) => RECIPIENT_WORDS.has(w) || DESTINATION_WORDS.has(w)) && !FIXED_URL.test(trimmed) && recipientId(trimmed)) return found('recipient', how, trimmed);
        const host = (FIXED_URL.exec(trimmed) ?? (copyPlace ? BUCKET_URL.exec(trimmed) : null))?.[1]?.toLowerCase();
        if (host !== undefined && lookAlikeHost(host)) return found('registry', how, trimmed);
        if (!sender && routedThrough(words, trimmed)) return found('endpoint', how, trimmed);
        if (host !== undefined && !LOCAL_HOST.test(host)) {
          if (REGISTRY_NAME.test(bare) && !PUBLIC_HOST.test(host)) return found('registry', how, trimmed);
          if ((endpoint || RECEIVES_SAID.test(description) || words.some((w) => DESTINATION_WORDS.has(w) && w !== 'to')) && !REGISTRY_NAME.test(bare)) return found('endpoint', how, trimmed);
        }
      }
      return false;
    };
    if (nullLimit !== undefined) {
      found('weakened', 'default', nullLimit);
      continue;
    }
    for (const p of pinned) if (read(p)) break;
  }
  return out;
}

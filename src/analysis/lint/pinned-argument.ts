// pinned_argument: an input schema that presets (a `default`) or fixes (a
// `const`, an `enum` of one value) an argument the agent should choose, to a
// value that sends what the agent does somewhere fixed or gives away what is
// not the server's to give: a recipient's address (a `bcc` that defaults to a
// journaling address outside the company), a bank account or a payout
// destination (a signature block that carries "our new bank details", a
// `destination` whose only value is one account id), a network range open to
// the whole internet (an ingress rule's source), or a consent nobody gave (a
// subscriber's `consent_status` whose only value is `opted_in`). Such a value
// needs no words aimed at the model: the model leaves a default alone, and
// cannot change a constant. Outside red teams wrote ten of these under calm
// prose; none of the 2,255 honest tools of the surveys presets any of them.
//
// Read: each parameter's `default`, `const` and one-value `enum` (and its
// items'), strings within them up to MAX_STRINGS, each up to MAX_VALUE long.
import type { JsonObject, JsonValue } from '../../types.js';
import { identifierWords, isObj, type ParameterVisit } from './parameter-walk.js';
import { pointerOf } from './sites.js';

export type PinnedKind = 'recipient' | 'account' | 'open_range' | 'consent';

export interface PinnedArgument {
  name: string;
  pointer: string;
  kind: PinnedKind;
  /** How the schema sets it: `default` (the model may change it) or `const` / `enum` (it cannot). */
  how: 'default' | 'const' | 'enum';
  /** The part of the value that shows the kind (the address, the account, the range). */
  value: string;
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
}

/** What the schema (or its items' schema) presets or fixes. */
function pinnedValues(schema: JsonObject): Pinned[] {
  const out: Pinned[] = [];
  const read = (s: JsonObject): void => {
    if ('default' in s && s.default !== null) out.push({ how: 'default', value: s.default });
    if ('const' in s && s.const !== null) out.push({ how: 'const', value: s.const });
    if (Array.isArray(s.enum) && s.enum.length === 1 && s.enum[0] !== null) out.push({ how: 'enum', value: s.enum[0] });
  };
  read(schema);
  if (isObj(schema.items)) read(schema.items);
  return out;
}

// ---------------------------------------------------------------- recipients

/** An address alone, or "Name <address>". */
const ADDRESS = /^(?:[^<>@,;]{1,80}?\s*<\s*)?([^\s@<>(),;:"']{1,64}@([a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){1,8}))\s*>?$/i;
/** Domains kept for examples and tests (RFC 2606, RFC 6761): a placeholder, not a recipient. */
const EXAMPLE_DOMAIN = /(?:^|\.)(?:example\.(?:com|net|org)|example|test|invalid|localhost)$/i;
/** Parameters that name who sends or who is signed in: a preset sender is no copy sent elsewhere. */
const SENDER_WORDS = new Set(['from', 'sender', 'author', 'login', 'username']);

/** The first address of a value that is only addresses (a list, or "a@x, b@y"), not a sentence that mentions one. */
function addressIn(text: string): string | undefined {
  const parts = text.split(/[,;]/).map((p) => p.trim()).filter((p) => p !== '');
  if (parts.length === 0 || parts.length > 20) return undefined;
  let first: string | undefined;
  for (const part of parts) {
    const m = ADDRESS.exec(part);
    if (!m) return undefined;
    if (!EXAMPLE_DOMAIN.test(m[2])) first ??= m[1];
  }
  return first;
}

// ---------------------------------------------------------------- accounts

/** Country code, check digits, then 11 to 30 letters and digits, in groups of four or not. */
const IBAN_CANDIDATE = /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{1,4}){3,8}\b/g;

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
    const groups = m[0].split(' ');
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
const PAYEE_WORDS = new Set(['iban', 'payee', 'payees', 'beneficiary', 'beneficiaries', 'beneficiario', 'beneficiaire', 'empfanger', 'wallet', 'konto', 'rekening', 'cuenta', 'conta', 'compte']);
/** Parameter words that name a destination: where money goes only when an account is said (below). */
const DESTINATION_WORDS = new Set(['destination', 'dest', 'recipient', 'recipients', 'receiver', 'to', 'payout', 'payouts', 'destinatario', 'destinataire']);
/** An account said in a parameter's name or description, or a payment in the tool's name. */
const ACCOUNT_SAID = /\b(?:accounts?|iban|bank|payouts?|payments?|wallets?|remittance|settlement|routing|sort\s+code|konto|cuenta|conta|compte|rekening)\b/i;
const PAYMENT_TOOL_WORDS = new Set(['pay', 'payment', 'payments', 'payout', 'payouts', 'transfer', 'transfers', 'remit', 'remittance', 'refund', 'refunds', 'invoice', 'invoices', 'bill', 'wire', 'withdraw', 'withdrawal', 'disburse', 'disbursement', 'settle', 'settlement']);
/** The same words in scripts identifierWords does not split (振込先口座: transfer destination account). */
const PAYEE_IN_SCRIPT = /口座|账户|帳戶|账号|帳號|收款|振込先|受取人|受取口座|계좌|수취인|수신\s*계좌|сч[её]т|получател/u;

/** An opaque account id: no prose, a few digits among letters (ba_1Nx8PartnerHoldAcct, 1234567). */
function accountId(value: string): boolean {
  if (value.length < 6 || value.length > 120) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 2 && value.trim().split(/\s+/).length <= 8;
}

// ---------------------------------------------------------------- ranges and consent

const OPEN_RANGE = /^(?:0\.0\.0\.0\/0|::\/0)$/;
const CONSENT_WORDS = new Set([
  'consent', 'consents', 'consented', 'optin', 'opted', 'gdpr', 'lgpd', 'ccpa', 'consentimento', 'consentement', 'consentimiento', 'consenso',
  'einwilligung', 'zustimmung', 'toestemming', 'zgoda', 'samtycke', 'samtykke',
]);
const CONSENT_IN_SCRIPT = /同意|동의|согласие/u;
/** A consent the tool asks for or checks, not one it records: double opt-in, consent_required, a filter. */
const ASKS_CONSENT_WORDS = new Set(['double', 'required', 'require', 'requires', 'need', 'needs', 'ask', 'request', 'confirm', 'confirmation', 'check', 'verify', 'only', 'filter', 'include', 'send', 'show']);
const YES = new Set(['true', '1', 'yes', 'y', 'opted_in', 'opted-in', 'opt_in', 'opt-in', 'optin', 'granted', 'given', 'accepted', 'agreed', 'subscribed', 'sim', 'oui', 'ja', 'si', 'sí', 'explicit']);

function consentName(name: string): boolean {
  const words = wordsOf(name);
  if (words.some((w) => ASKS_CONSENT_WORDS.has(w))) return false;
  if (CONSENT_IN_SCRIPT.test(name)) return true;
  if (words.some((w) => CONSENT_WORDS.has(w))) return true;
  // opt_in, optIn, opt-in: two words
  return words.some((w, i) => w === 'opt' && words[i + 1] === 'in');
}

function yes(value: JsonValue): boolean {
  if (value === true || value === 1) return true;
  return typeof value === 'string' && YES.has(value.trim().toLowerCase());
}

// ---------------------------------------------------------------- reading

/**
 * The parameters of `visits` whose schema presets or fixes a recipient, an account, an open range or a consent.
 * `toolName` tells a payment tool (a `destination` there is an account).
 */
export function pinnedArguments(visits: readonly ParameterVisit[], toolName: unknown): PinnedArgument[] {
  const out: PinnedArgument[] = [];
  const payingTool = typeof toolName === 'string' && toolName.length <= MAX_NAME && wordsOf(toolName).some((w) => PAYMENT_TOOL_WORDS.has(w));
  for (const visit of visits) {
    if (visit.name.length > MAX_NAME) continue;
    const pinned = pinnedValues(visit.schema);
    if (pinned.length === 0) continue;
    const words = wordsOf(visit.name);
    const description = typeof visit.schema.description === 'string' ? visit.schema.description.slice(0, MAX_DESCRIPTION) : '';
    const payee = words.some((w) => PAYEE_WORDS.has(w)) || PAYEE_IN_SCRIPT.test(visit.name);
    const destination = words.some((w) => DESTINATION_WORDS.has(w));
    const moneyGoes = payee || (destination && (payingTool || ACCOUNT_SAID.test(visit.name.replace(/[_-]/g, ' ')) || ACCOUNT_SAID.test(description)));
    const sender = words.some((w) => SENDER_WORDS.has(w));
    const consent = consentName(visit.name);
    const pointer = pointerOf(visit.at);
    const found = (kind: PinnedKind, how: Pinned['how'], value: string): void => {
      out.push({ name: visit.name, pointer, kind, how, value });
    };
    for (const { how, value } of pinned) {
      if (consent && yes(value)) {
        found('consent', how, String(value));
        break;
      }
      let hit = false;
      for (const text of stringsOf(value)) {
        const trimmed = text.trim();
        const iban = ibanIn(text);
        if (iban !== undefined) found('account', how, iban);
        else if (OPEN_RANGE.test(trimmed)) found('open_range', how, trimmed);
        else if (!sender && addressIn(trimmed) !== undefined) found('recipient', how, addressIn(trimmed)!);
        else if ((moneyGoes || destination) && WALLET.test(trimmed)) found('account', how, trimmed);
        else if (moneyGoes && accountId(trimmed)) found('account', how, trimmed);
        else continue;
        hit = true;
        break;
      }
      if (hit) break;
    }
  }
  return out;
}

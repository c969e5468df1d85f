// Parameters that take a credential: an API key, a secret, a password, an
// access token passed as an argument. The model must hold the credential to
// call the tool, so it sits in the prompt, the transcript and the logs, and
// any text that reaches the model can ask for it back (a survey's exchange
// server took `apiKey` and `secret` on every order). A server should get its
// credentials from its own configuration (env, headers), which the catalog
// already declares through ${VAR}. Read by the name's last word (its head)
// and, for generic names, the description; booleans, numbers and closed lists
// hold no secret.
import type { JsonObject } from '../../types.js';
import { closedOrOnly, identifierWords, parameterVisits, type ParameterVisit } from './parameter-walk.js';
import { pointerOf } from './sites.js';

export interface CredentialParameter {
  name: string;
  pointer: string;
}

/** Head nouns that are a credential on their own (the last word of the name, or the last two). */
const HEADS = new Set([
  'password', 'passwd', 'passphrase', 'secret', 'credential', 'credentials', 'apikey', 'api_key', 'api_token', 'api_secret',
  'private_key', 'secret_key', 'access_key', 'pat', 'jwt', 'mnemonic', 'seed_phrase', 'recovery_phrase', 'connection_string',
  'session_cookie', 'basic_auth', 'auth_header', 'authorization', 'otp', 'totp', 'one_time_password',
  // The same in other languages (red team 67's online banking: `clave_firma`, `codigo_sms`, a Korean card's `인증번호`).
  'contrasena', 'senha', 'passwort', 'kennwort', 'mot_de_passe', 'motdepasse', 'wachtwoord', 'haslo', 'heslo', 'salasana', 'losenord',
  'passord', 'adgangskode', 'sifre', 'clave_firma', 'clave_de_firma', 'clave_acceso', 'clave_de_acceso', 'codigo_sms',
  'codice_sms', 'code_sms', 'kod_sms', 'codigo_otp', 'mat_khau', 'kata_sandi',
  // (Turkish with its possessive, and its SMS code: red team 69's `e_devlet_sifresi`, `dogrulama_kodu`; not `parola`, an Italian word.)
  'sifresi', 'dogrulama_kodu',
]);
/**
 * `<q>_code`: a credential when the qualifier says it logs in or grants access — an OAuth authorization code (a real
 * ledger's `qbo_authenticate` took `authorization_code` from the callback URL: whoever holds it gets the tokens), a
 * one-time or recovery code of a second factor.
 */
// (And a step-up or SMS code: red team 58's `step_up_code`, "the code the employee received by SMS".)
const CODE_QUALIFIERS = new Set(['authorization', 'auth', 'oauth', 'otp', 'totp', 'mfa', '2fa', 'factor', 'recovery', 'backup', 'verification', 'login', 'signin', 'sms', 'stepup', 'up', 'security']);
/** `<q>_token`, `<q>_key`: a credential when the qualifier says what it authenticates or signs. */
const TOKEN_QUALIFIERS = new Set([
  'access', 'auth', 'bearer', 'bot', 'user', 'app', 'api', 'oauth', 'refresh', 'id', 'session', 'personal', 'integration', 'service',
  'admin', 'sas', 'reset', 'security', 'github', 'gitlab', 'slack', 'discord', 'telegram', 'notion', 'npm', 'hf', 'jira', 'linear',
  // The secret half of a webhook's URL: whoever holds it posts as the webhook (Discord's webhookToken, a twenty-first survey).
  'webhook',
]);
const KEY_QUALIFIERS = new Set([
  'api', 'access', 'secret', 'private', 'master', 'admin', 'service', 'role', 'hmac', 'signing', 'encryption', 'ssh', 'tls', 'ssl', 'license',
  'auth', 'write', 'management', 'subscription', 'account', 'developer',
]);
/** A last word that makes the name a thing about the credential (head-final: only the head decides). */
const ABOUT = new Set([
  'name', 'names', 'id', 'ids', 'identifier', 'arn', 'path', 'ref', 'reference', 'uri', 'url', 'type', 'types', 'length', 'policy', 'policies',
  'expiry', 'expires', 'expiration', 'ttl', 'hint', 'label', 'version', 'versions', 'field', 'fields', 'format', 'count', 'rotation', 'scope', 'scopes',
  'required', 'enabled', 'set', 'exists', 'file', 'env', 'var', 'variable', 'hash', 'selector', 'prefix', 'endpoint', 'strength', 'rules', 'protected',
  'header', 'mode', 'provider', 'manager', 'fingerprint', 'lifetime', 'last4', 'at', 'ref', 'location', 'store', 'vault', 'kind', 'source',
]);
/** Modifiers before a `token` head that make it a cursor, an idempotency key or a coin, never a credential. */
const NOT_AUTH_TOKEN = new Set([
  'page', 'next', 'continuation', 'pagination', 'cursor', 'sync', 'resume', 'starting', 'client', 'idempotency', 'request', 'from', 'to', 'in', 'out',
  'base', 'quote', 'reward', 'native', 'input', 'output', 'stop', 'special', 'max',
  // The two sides of a swap (an outside hunt's DEX quote: sell_token, buy_token, "Address of the token to sell").
  'sell', 'buy',
  // A confirmation a plan step returns for the step that carries it out: a guard against mistakes, no login.
  'confirm', 'confirmation', 'approval',
]);
/**
 * Things whose token a document platform calls their id (Lark / Feishu's folder_token, obj_token, file_token, a
 * nineteenth survey): no credential unless the description says it logs in (AUTH_SAID: "Confluence wiki API token",
 * "Token used to authenticate to the file server" — an outside red team).
 */
const THING_TOKEN = new Set(['folder', 'file', 'doc', 'docs', 'document', 'sheet', 'spreadsheet', 'wiki', 'table', 'record', 'block', 'obj', 'bitable']);

/** Leading words that make a boolean-like flag: has_password, show_password, require_password… */
const FLAG_PREFIX = new Set(['has', 'is', 'show', 'require', 'requires', 'generate', 'include', 'mask', 'redact', 'send', 'rotate', 'use']);

/**
 * A token's description that is, whole, an identifier's ("Base unique App identifier": Lark's app_token, which names
 * a Base, a nineteenth survey): its first clause ends on identifier, id or uuid, and nothing in it speaks of logging
 * in, secrets or access.
 */
const IDENTIFIER_ONLY = /^\s*(?:[\w'-]+\s+){0,4}(?:identifier|id|uuid)\s*(?:[.;(]|$)/i;
const AUTH_SAID =
  /\b(?:secrets?|o?auth\w*|credentials?|passwords?|passphrases?|bearer|access|permissions?|rights|grants?|log\s?in|sign\s?in|api\s+(?:keys?|tokens?)|private|sensitive|keep|jwt|sso|saml|session|admin\w*|owner|account|server|service)\b|\b(?:xox[abprs]-|ghp_|gho_|github_pat_|sk-|eyJ)/i;
// (Nor one that names a token or a key: "GitHub token id" on github_token, an outside red team.)
const identifierOnly = (description: string): boolean => IDENTIFIER_ONLY.test(description) && !AUTH_SAID.test(description.slice(0, 500)) && !/\b(?:tokens?|keys?)\b/i.test(description.slice(0, 500));

const GENERATED_IF_OMITTED =
  /\b(?:if|when)\s+(?:omitted|not\s+(?:given|provided|set|passed)|absent|missing|empty)\s*[,;:]?\s*(?:one|a\s+(?:new|random)\s+one|it)\s+(?:is|will\s+be)\s+(?:generated|created)\b|\b(?:generated|created)\s+(?:automatically\s+|randomly\s+)?(?:if|when)\s+(?:omitted|not\s+(?:given|provided))\b/i;
const CLIENT_SESSION = /^\s*(?:(?:an?|the)\s+)?(?:optional[.:,]?\s+)?(?:client|billing|correlation|autocomplete|search)\s+session\s+token\b/i;
const LOGIN_SAID =
  /\b(?:o?auth\w*|bearer|passwords?|pwd|secrets?|credentials?|api\s+(?:keys?|tokens?)|access\s+tokens?|refresh|id\s+tokens?|2fa|mfa|log[\s-]?in|logged[\s-]?in|sign(?:ed)?[\s-]?in|jwt|sso|cookies?|keychain|acts?\s+as|users?|accounts?)\b|\b(?:xox[abprs]-|ghp_|gho_|github_pat_|hf_|sk-|eyJ)/i;

/** A description that *begins* by saying the value names or points to the credential. */
const NAMES_IT = /^\s*(?:the\s+|an?\s+)?(?:name|id|identifier|arn|path|reference|resource\s+name|alias|label|type|kind|file\s*path|location)\s+(?:of|to|for)\b|^\s*(?:the\s+)?(?:name\s+of\s+(?:the|an?)\s+)?(?:environment|env)\s+var(?:iable)?\b|^\s*(?:the\s+)?path\s+to\b|^\s*(?:\w+\s+){0,2}(?:type|kind)\s*$/i;
/**
 * A description whose first clause ends on "template": the value is how something is shown, not the credential
 * ("Credential metadata template (default: "{{ title }}…")": a resume's awards, a ninth survey).
 */
function isTemplate(description: string): boolean {
  const first = description.slice(0, 200).split(/[(.,;:\n]/, 1)[0].trim().toLowerCase();
  return /(?:^|\s)templates?$/.test(first);
}

/** A description whose subject is a credential (for generic names: token, key, value, data, code, auth, pin, secret…). */
const CREDENTIAL_DESC = /^\s*(?:(?:the|your|an?|optional[.:]?|required[.:]?)\s+)*(?:[\w.-]+\s+){0,3}(?:api\s+key|access\s+token|auth(?:entication)?\s+token|bearer\s+token|bot\s+token|personal\s+access\s+token|(?:license|licence|activation)\s+keys?(?!'s|\s+(?:uuid|ids?|types?|tiers?|status|column|field|code|value|number|name))|secret(?:\s+(?:key|value|text))?|private\s+key|password|passphrase|pin|client\s+secret|(?:\w+\s+)?token)\b(?!\s+(?:name|id|symbol|address|mint|amount|contract|count|limit)\b|\s+of\s+(?:the\s+|an?\s+)?(?:file|folder|doc|document|docs|sheet|spreadsheet|wiki|table|record|block)s?\b(?!\s+(?:server|owner|account|user|admin|service|system|host)))|\b(?:authenticat\w*|bearer|xox[bpa]-|ghp_|sk-|log\s?in|sign\s?in)\b|\bauthorization\s+header\b|\b(?:(?:oauth\s+)?authorization|auth|one[-\s]time|verification|2fa|mfa|two[-\s]factor|recovery|backup|login)\s+(?:code|passcode)s?\b|\bone[-\s]time\s+password\b|:\/\/[^\s/:@]*:[^\s/@]+@/i;
/** Words before `headers` that make them the request's own (request_headers, custom_headers). */
const HEADERS_OF_A_REQUEST = new Set(['request', 'http', 'custom', 'extra', 'additional', 'auth']);
/**
 * A headers description that keeps the login out, or lists headers by name ("Do not pass credentials here", "Header
 * names to forward, e.g. Authorization, Accept": an outside red team).
 */
const HEADERS_NOT_LOGIN = /\b(?:not|never|no|don't|without|except)\b[^.;]{0,40}\b(?:authori[sz]ation|auth\w*|bearer|api[\s_-]?keys?|access\s+tokens?|credentials?|secrets?|tokens?|cookies?)\b|\bheader\s+names\b(?![^.;]{0,40}\bvalues?\b)|\bnames\s+of\s+(?:the\s+)?headers\b(?![^.;]{0,40}\bvalues?\b)/i;
/** What a headers parameter's description says it carries when it carries a login. */
const HEADERS_CARRY_LOGIN = /\b(?:authori[sz]ation|auth(?:entication)?\s+(?:tokens?|headers?)|bearer|api[\s_-]?keys?|access\s+tokens?|credentials?|session\s+cookies?)\b/i;
/** Descriptions that make a bare `token` a coin, a cursor or text. */
const NOT_AUTH_DESC = /^\s*(?:filter|sort|group|order|search)(?:s|ed|ing)?\s+(?:by|for)\b|\b(?:symbol|mint|contract|erc-?\d+|spl|coin|swap|pagination|next\s+page|previous\s+(?:response|call)|cursor|idempot\w*|tokeni[sz]\w*)\b|\b(?:(?:token|asset)\s+address|address\s+of\s+the\s+(?:token|asset))\b|\b(?:key|token|secret|credential)s?\s+(?:identifier|id|name|alias|label|reference)\b/i;

/** Names that say nothing of what they hold: the description decides (a `value` described as "the secret value"). */
const GENERIC = new Set(['token', 'key', 'value', 'data', 'code', 'auth', 'pin', 'pass', 'pwd', 'pw', 'bearer', 'dsn', 'uri', 'url', 'string', 'text']);

/** A credential named in a script identifierWords does not split, at the name's end. */
const SCRIPT_CREDENTIAL = /(?:비밀번호|인증번호|인증\s?코드|密码|密碼|口令|パスワード|暗証番号|验证码|驗證碼|認証コード|пароль|парол[ья]|סיסמה|סיסמא|كلمة[_\s]?المرور|पासवर्ड|รหัสผ่าน)$/u;

/** A name longer than this is no parameter a person wrote: not read (and the splitting below stays cheap). */
const MAX_NAME = 128;

const words = identifierWords;

/** Whether a parameter (name, description) takes a credential's value. */
export function isCredentialParameter(name: string, description: string | undefined): boolean {
  if (name.length > MAX_NAME) return false;
  // (Names in scripts the identifier's words do not read, ending on a credential: `인증번호`, `パスワード`, `пароль`.)
  if (SCRIPT_CREDENTIAL.test(name.trim())) return true;
  // (Accents off first: `contraseña` is one word.)
  const w = words(name.normalize('NFD').replace(/\p{M}+/gu, ''));
  if (w.length === 0 || w.length > 6) return false;
  const last = w[w.length - 1];
  if (ABOUT.has(last) || FLAG_PREFIX.has(w[0])) return false;
  const d = description ?? '';
  if (NAMES_IT.test(d) || isTemplate(d)) return false;
  const lastTwo = w.slice(-2).join('_');
  const joined = w.join('_');
  if (HEADS.has(joined) || HEADS.has(w.join('')) || HEADS.has(lastTwo) || HEADS.has(last)) return true;
  if (lastTwo === 'connection_string' || last === 'dsn') return true;
  if (last === 'token' && w.length >= 2) {
    const q = w[w.length - 2];
    if (NOT_AUTH_TOKEN.has(q)) return false;
    if (THING_TOKEN.has(q)) return AUTH_SAID.test(d.slice(0, 500));
    // A client's own session that the server makes when none is given holds no login the model must have ("Optional
    // client session token; if omitted, one is generated": a places autocomplete's billing session, a twentieth survey).
    // Only a session token said to be the client's, billing's or a search's (an outside red team got 20 login tokens
    // through a reading of any token "generated if omitted").
    if (q === 'session' && CLIENT_SESSION.test(d) && GENERATED_IF_OMITTED.test(d.slice(0, 300)) && !LOGIN_SAID.test(d.slice(0, 500))) return false;
    // (Only a token's: an `api_key` or a `password` described as an identifier is still one.)
    // (A login's qualifier makes it one whatever its description says: `session_token` "The session ID", `github_token`
    // "Your GitHub user identifier"; `app` alone may name the app, Lark's app_token being a Base's id.)
    if ((q === 'app' || !TOKEN_QUALIFIERS.has(q)) && identifierOnly(d)) return false;
    if (TOKEN_QUALIFIERS.has(q)) return true;
    return d !== '' && CREDENTIAL_DESC.test(d) && !NOT_AUTH_DESC.test(d);
  }
  if (last === 'key' && w.length >= 2 && KEY_QUALIFIERS.has(w[w.length - 2])) return true;
  if ((last === 'code' || last === 'codes') && w.length >= 2 && CODE_QUALIFIERS.has(w[w.length - 2])) return true;
  // A request's headers described as carrying the login ("HTTP headers to include in the request (e.g., authorization
  // tokens)": a twenty-fifth survey's GraphQL client): the description tells the model to put the credential there.
  if (last === 'headers' && (w.length === 1 || (w.length === 2 && HEADERS_OF_A_REQUEST.has(w[0])))) {
    const opening = d.slice(0, 300);
    return HEADERS_CARRY_LOGIN.test(opening) && !HEADERS_NOT_LOGIN.test(opening);
  }
  if (last === 'cookie' || last === 'cookies') return w.length === 1 ? /\bsession|\bauth|=/.test(d) : w.includes('session') || w.includes('auth');
  // Generic names: only the description decides.
  if (GENERIC.has(last)) return d !== '' && CREDENTIAL_DESC.test(d) && !NOT_AUTH_DESC.test(d);
  return false;
}

/**
 * A tool that stores a credential (create_credential, put_secret, set_api_key) takes its value under a generic name:
 * n8n's `create-credential` takes the secrets of a GitHub or Slack login in `data` (the eleventh held-out survey). Its
 * top-level value parameters are the credential, unless their description names or points to it.
 */
const STORED_THINGS = new Set(['credential', 'credentials', 'secret', 'secrets', 'password', 'passwords', 'apikey', 'apikeys']);
const VALUE_NAMES = new Set(['value', 'values', 'data', 'payload', 'content', 'contents', 'fields', 'plaintext', 'string_data', 'secret_value', 'secret_data', 'token', 'secret']);

/** Whether a tool's name says it holds credentials (its words, `api_key` read as one). */
function storesCredentials(toolName: unknown, description?: unknown): boolean {
  if (typeof toolName !== 'string' || toolName.length > MAX_NAME) return false;
  const w = words(toolName);
  if (w.some((x, i) => STORED_THINGS.has(x) || (x === 'api' && (w[i + 1] === 'key' || w[i + 1] === 'keys')))) return true;
  // Tokens that log in somewhere, said so by the description's opening (coolify's cloud_tokens, "Manage cloud provider
  // tokens (Hetzner/DigitalOcean)": a twenty-fifth survey), not a coin's or a text's (list_tokens, count_tokens).
  return w.some((x) => x === 'token' || x === 'tokens') && typeof description === 'string' && LOGIN_TOKENS_SAID.test(description.slice(0, 300)) && !NOT_AUTH_DESC.test(description.slice(0, 300));
}
const LOGIN_TOKENS_SAID = /\b(?:api|access|auth(?:entication)?|provider|cloud|personal|bearer|bot|service|deploy|registry|oauth|refresh)\s+tokens?\b/i;

/**
 * A tool that sets an environment or configuration variable holds a credential in its value when its description says
 * what it sets includes secrets (a deployment platform's `variable_set`: "Updating connection strings, Managing service
 * secrets", the eleventh held-out survey). Read in the description's opening only.
 */
/** Name words of environment or configuration variables (credential_output reads the same). */
export const VARIABLE_THINGS: ReadonlySet<string> = new Set(['variable', 'variables', 'var', 'vars', 'env', 'envs', 'envvar', 'envvars', 'environment', 'dotenv', 'config', 'configuration', 'setting', 'settings']);
const SETS = new Set(['set', 'create', 'update', 'upsert', 'add', 'put', 'write', 'save', 'store']);
const SECRETS_SAID = /\b(?:secrets?|credentials?|passwords?|api\s+keys?|access\s+tokens?|auth(?:entication)?\s+tokens?|connection\s+strings?|private\s+keys?)\b/i;

function setsSecretVariables(toolName: unknown, description: unknown): boolean {
  if (typeof toolName !== 'string' || toolName.length > MAX_NAME || typeof description !== 'string') return false;
  const w = words(toolName);
  return w.some((x) => VARIABLE_THINGS.has(x)) && w.some((x) => SETS.has(x)) && SECRETS_SAID.test(description.slice(0, 600));
}

/**
 * A tool that logs in (discord_login, "Logs in to Discord using the configured token": a twenty-first survey) takes the
 * login's secret under a bare name: its top-level `token`, `key`, `password` or `bearer` is the credential, whatever
 * its description says (unless it names or points to it).
 */
const LOGIN_WORDS = new Set(['login', 'logon', 'signin', 'authenticate']);
const LOGIN_SECRETS = new Set(['token', 'key', 'bearer', 'pass', 'pwd', 'pw', 'password', 'secret']);
/** The name's act is a login: a login word, or `log in` / `sign in` ending the name (not get_log_in_range, a log read in a range). */
function logsIn(toolName: unknown): boolean {
  if (typeof toolName !== 'string' || toolName.length > MAX_NAME) return false;
  const w = words(toolName);
  const n = w.length;
  return w.some((x) => LOGIN_WORDS.has(x)) || (n >= 2 && (w[n - 2] === 'log' || w[n - 2] === 'sign') && w[n - 1] === 'in');
}

const NOT_A_STRING = new Set(['boolean', 'integer', 'number', 'null']);

/** A property schema that cannot hold a secret: a constant, a closed list, or only non-string scalars. */
const closedOrScalar = (p: JsonObject): boolean => closedOrOnly(p, NOT_A_STRING);

/** The input schema's parameters (properties, nested objects, array items, combinators, local $refs) that take a credential. */
export function credentialParameters(definition: JsonObject, parameters: readonly ParameterVisit[] = parameterVisits(definition.inputSchema)): CredentialParameter[] {
  const out: CredentialParameter[] = [];
  const stores = storesCredentials(definition.name, definition.description) || setsSecretVariables(definition.name, definition.description);
  let login: boolean | undefined;
  for (const { name, schema: p, at, depth } of parameters) {
    // (What a description says of the value is said in its opening: a hostile megabyte is not scanned.)
    const described = typeof p.description === 'string' ? p.description.slice(0, 2_000) : undefined;
    const marked = p.format === 'password' || p.writeOnly === true || p['x-sensitive'] === true;
    const stored = stores && depth === 0 && VALUE_NAMES.has(words(name).join('_')) && !NAMES_IT.test(described ?? '');
    const loginSecret = depth === 0 && LOGIN_SECRETS.has(name.toLowerCase()) && !NAMES_IT.test(described ?? '') && (login ??= logsIn(definition.name));
    if (!closedOrScalar(p) && (marked || stored || loginSecret || isCredentialParameter(name, described))) out.push({ name, pointer: pointerOf(at) });
  }
  return out;
}

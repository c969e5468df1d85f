// credential_output: a tool whose work is to hand secrets to the model — a
// secrets manager's get_secret or list_secrets, a password manager's login
// with its password and one-time code. What it returns sits in the model's
// context, the transcript and the logs, and any text that reaches the model
// can ask it to copy a secret into the next call (a twelfth held-out survey:
// two secrets managers' get-secret and list-secrets, values included). The
// mirror of credential_parameter, on the way out. A tool that says it returns
// names, metadata or masked values only is not reported; one that masks them
// unless the model asks (reveal: true) is reported low.
import type { JsonObject } from '../../types.js';
import { actionValues, identifierWords as words } from './parameter-walk.js';
import { VARIABLE_THINGS } from './credential-parameters.js';

export interface CredentialOutput {
  /**
   * How the tool was read: by its name, by one of the actions it takes as an argument, by its description, or by an
   * option that reveals secret values (decrypt, reveal: returned only when the model sets it).
   */
  by: 'name' | 'action' | 'description' | 'option';
  /** The action read, when `by` is action (get_temp_credentials of a multiplexed tool's `action` enum). */
  action?: string;
  /** The values are masked unless the model asks for them: reported low. */
  onRequest: boolean;
  /** The tool makes the credential it returns (a token, an API key, a generated password). */
  mints: boolean;
}

/** A name longer than this is no tool a person named: not read. */
const MAX_NAME = 128;

/** Name words that read (and hand back what they read). */
const READS = new Set(['get', 'read', 'list', 'reveal', 'show', 'fetch', 'export', 'retrieve', 'view', 'dump', 'decrypt', 'unseal', 'lookup', 'copy']);
/** Name words that are a secret on their own. */
const SECRETS = new Set(['secret', 'secrets', 'password', 'passwords', 'passwd', 'credential', 'credentials', 'passphrase', 'passphrases', 'totp', 'otp', 'apikey', 'apikeys', 'mnemonic']);
/** `<q>_key(s)` and `<q>_token(s)` that are secrets: an API or private key, an access or refresh token. */
const KEY_QUALIFIERS = new Set(['api', 'private', 'secret', 'access', 'signing', 'ssh']);
const TOKEN_QUALIFIERS = new Set(['access', 'auth', 'api', 'bearer', 'refresh', 'session', 'bot', 'personal']);
/**
 * Name words that make a credential and hand it back (generate_database_token, create_api_key, regenerate_password):
 * the new token, key or password is in the result. Only for what a service mints — a token, an API or access key, a
 * generated password — not for a secret the tool stores (create_secret takes its value: credential_parameter).
 */
const MINTS = new Set(['generate', 'mint', 'issue', 'regenerate', 'rotate', 'create', 'new', 'roll']);
const MINTED = new Set(['token', 'tokens', 'apikey', 'apikeys']);
const GENERATED = new Set(['password', 'passwords', 'passphrase', 'secret']);
/** Tokens that are no login: a page's, a sync's, a coin's; a client-side token is a publishable one (a payment provider's). */
const NOT_A_LOGIN_TOKEN = new Set(['page', 'next', 'continuation', 'pagination', 'cursor', 'sync', 'idempotency', 'csrf', 'client', 'side', 'request', 'erc20', 'nft']);

/** Name words after which the name says what the tool is given: get_address_from_private_key. */
const SOURCE_WORDS = new Set(['from', 'using', 'via']);
/** What a tool derives from a secret and returns instead of it: an address, a public key, a signature, a hash, a balance. */
const DERIVED = new Set(['address', 'addresses', 'pubkey', 'public', 'signature', 'signatures', 'hash', 'hashes', 'balance', 'balances', 'checksum', 'fingerprint']);

/** A description that makes the token a coin (create_token on a chain: a symbol, a supply), not a login. */
const COIN = /\b(?:symbol|supply|erc-?\d+|spl|coins?|decimals|blockchain|on-?chain|nfts?|liquidity|mint\s+address)\b/i;

/** Name words that make the tool about the secrets, not their values: their metadata, schema, alerts, names. */
const ABOUT = new Set([
  'metadata', 'meta', 'schema', 'schemas', 'alert', 'alerts', 'scanning', 'scan', 'policy', 'policies', 'rotation', 'version', 'versions',
  'history', 'name', 'names', 'path', 'paths', 'keys', 'reference', 'references', 'ref', 'refs', 'type', 'types', 'requirement', 'requirements',
  'strength', 'status', 'count', 'usage', 'audit', 'expiry', 'expiration', 'leak', 'leaks', 'breach', 'breaches', 'identity', 'publishable', 'public',
]);

/** A first sentence that says the tool returns a secret's value (a login's password and its one-time code). */
const SECRET_VALUES = String.raw`(?<!\b(?:derived|computed|calculated|recovered|generated|signed|hashed)\s+(?:[a-z]+\s+)?(?:from|using|via)\s+(?:(?:a|an|the|your|its|given|provided)\s+){0,2})(?:passwords?|passphrases?|secret\s+values?|(?:totp|one[-\s]time)\s+(?:codes?|passwords?)|private[\s_-]keys?|api[\s_-]?keys?|(?:signing|webhook|client)[\s_-]secrets?)`;
// What follows a secret's name that makes it no value: its metadata ("client secret expiry", "its api_key scopes",
// "whether a signing secret is set": an outside red team's honest tools), and what before it makes it no object.
const ABOUT_THE_SECRET = String.raw`(?!(?:'s|s')?[\s_-]+(?:expir\w*|rotation|rotated|scopes?|fingerprints?|ids?|names?|prefix\w*|hash\w*|metadata|status|last|age|length|type|policy|policies|counts?|created|updated|hints?|flags?|lifetimes?)\b)`;
const NOT_ASKED = String.raw`(?:(?!\b(?:whether|if|how|when|which)\b)[^.]){0,80}`;
/** "the name of its api_key": a thing of the secret before it. */
const THING_OF_IT = String.raw`(?<!\b(?:names?|ids?|identifiers?|prefix(?:es)?|hash(?:es)?|fingerprints?|scopes?|expir\w*|hints?|counts?|lengths?|types?|status|policy|policies|rotation|age|metadata)\s+of\s+(?:(?:the|its|their|an?|this)\s+)?)`;
const RETURNS_SECRET = new RegExp(
  // The tool's own act: the sentence opens with it ("Returns the login's password…", "Look up a login … and return its
  // password"), not a verb of someone else's ("The assistant should show the new password once").
  String.raw`^\s*(?:return|retrieve|get|fetch|read|reveal|show|look\s+up|decrypt)s?\b${NOT_ASKED}${THING_OF_IT}\b${SECRET_VALUES}\b${ABOUT_THE_SECRET}|^\s*(?:return|retrieve|get|fetch|read|look\s+up|find)s?\b[^.]{0,80}\band\s+(?:return|reveal|show)s?\b${NOT_ASKED}${THING_OF_IT}\b${SECRET_VALUES}\b${ABOUT_THE_SECRET}`,
  'i',
);
/**
 * A sentence of the description that says the tool returns an API key, a private key or a password it makes: "Returns
 * the child's hash and API key" (a seventeenth survey's agent registry, whose spawn and register tools mint keys:
 * missed, the names read nothing). The sentence opens with the return, what is returned is the key itself (not its id,
 * name, scopes, or whether it is valid), and the tool is not said to mask it (NO_VALUES, read by the caller).
 */
const SAYS_WHETHER = /\bwhether\b|\btrue\s*\/\s*false\b|\b(?:is|was|are|were)\s+(?:found|present|configured|set)\b/i;
function returnsNewSecret(description: string): boolean {
  if (!/\b(?:returns?|response|result|reply)\b/i.test(description)) return false;
  return description
    .slice(0, 1_000)
    .split(/(?<=[.!?])\s+|\n+/)
    .slice(0, 6)
    // (Not a sentence that says whether there is one, by the key: "… the signing_secret used to verify it was found
    // (true/false)".)
    .some((sentence) => {
      const m = RETURNS_NEW_SECRET.exec(sentence);
      return m !== null && !SAYS_WHETHER.test(sentence.slice(0, m.index + m[0].length + 60));
    });
}
// (Written as words or as the field's name: "Returns access_token and refresh_token", a nineteenth survey's login.)
const RETURNED_KEY = String.raw`(?:api[\s_-]?keys?|private[\s_-]keys?|secret(?:[\s_-]access)?[\s_-]keys?|passwords?|client[\s_-]secrets?|(?:access|refresh|bearer|bot|session|auth)[\s_-]tokens?|(?:signing|webhook)[\s_-]secrets?|seed[\s_-]phrases?|mnemonic(?:[\s_-]phrases?)?)`;
/** Words before the key that make it no object of the return: a clause, a preposition (the hash of the password). */
const NOT_THE_OBJECT = String.raw`(?!\b(?:whether|if|how|when|where|before|after|until|that|which|who|whose|of|for|to|with|about|on|in|from|by|per|at|against|without|not|no|never|masked|redacted|prefix|fields?)\b)`;
// (An outside red team: a first version that took any key after "returns" flagged 29 of 29 honest texts — "Returns
// the bcrypt hash of the password", "Returns documentation on how to create API keys"; the key must be what is
// returned, ending the clause or joined by "and".)
const RETURNS_NEW_SECRET = new RegExp(
  String.raw`^\s*(?:(?:it\s+|this\s+(?:tool\s+)?)?returns?|(?:the\s+)?(?:response|result|reply)\s+(?:includes?|contains?|returns?|carries|holds))\b(?:${NOT_THE_OBJECT}[^.;:]){0,60}?(?<!\b(?:hashed|encrypted|salted)\s)\b${RETURNED_KEY}\b(?=\s*(?:[.,;)(]|$|and\b|as\b|(?:used|needed)\s+(?:to|for)\b|for\s+(?:the\s+)?(?:new|created|child|agent|caller)))`,
  'i',
);

/**
 * A listing or a read whose description says each item it returns holds its secret ("List all applications … Each
 * application has its own client_id and api_key", "Each destination has its own URL, … and signing secret": a
 * nineteenth survey's KYC service). Not a thing of the secret (its prefix, policy, expiry), nor a masked one (NO_VALUES,
 * read by the caller).
 */
const EACH_HOLDS_SECRET = new RegExp(
  String.raw`^\s*each\s+(?:[\w-]+\s+){1,3}?(?:has|have|includes?|contains?|carries|holds|comes\s+with)\b${NOT_ASKED}${THING_OF_IT}\b${SECRET_VALUES}\b${ABOUT_THE_SECRET}`,
  'i',
);
function eachHoldsSecret(description: string): boolean {
  if (!/\beach\b/i.test(description)) return false;
  return description.slice(0, 1_000).split(/(?<=[.!?])\s+|\n+/).slice(0, 6).some((sentence) => EACH_HOLDS_SECRET.test(sentence));
}

/**
 * A tool that reads a service's environment or configuration variables, whose description says they hold secrets
 * ("List all environment variables for a service … ✓ Checking connection strings": a twenty-fifth survey's deployment
 * platform, values returned unmasked; coolify's env_vars, "masked by default … pass reveal=true": low). Read in the
 * description's opening only.
 */
const VARIABLES_HOLD_SECRETS = /\b(?:secrets?|credentials?|passwords?|api\s+keys?|access\s+tokens?|auth(?:entication)?\s+tokens?|connection\s+strings?|private\s+keys?|database\s+urls?)\b/i;
function listsSecretVariables(nameWords: readonly string[], description: string): boolean {
  const opening = description.slice(0, 600);
  const said = VARIABLES_HOLD_SECRETS.exec(opening);
  // (Not "holds no secrets", "never secrets": said to hold none.)
  return nameWords.some((x) => VARIABLE_THINGS.has(x)) && said !== null && !/\b(?:no|not|never|without|non)[\s-]+(?:\w+\s+){0,2}$/i.test(opening.slice(Math.max(0, said.index - 30), said.index));
}

/** The tool says it hands back no value: names, metadata, masked or redacted values only. */
const NO_VALUES =
  /\b(?:(?:is|are)\s+(?:never|not)\s+(?:returned|included|exposed|opened|read|accessed|touched)(?!\s+again)|names?\s+only|only\s+(?:the\s+)?(?:key\s+)?names|not\s+(?:the\s+)?values?|never\s+(?:the\s+)?values?|never\s+(?:returns?|includes?|shows?|exposes?|reveals?)\b[^.]{0,40}\bvalues?|without\s+(?:their\s+|the\s+|its\s+)?values?|only\s+(?:the\s+|its\s+)?metadata|metadata\s+only|optional\s+(?:value\s+)?reveal|masked|redacted|concealed|obfuscated|prefix\b[^.]{0,40}\blast\s+(?:four|4)|never\s+(?:enters?|reaches?|appears?\s+in)\s+(?:the\s+)?(?:conversation|chat|transcript|context)|only\s+(?:the\s+)?(?:item\s+)?ids?\s+(?:is|are)\s+returned|without\s+(?:the\s+|its\s+)?(?:credentials?|passwords?|secrets?)|(?:does\s+not|doesn't|never)\s+include\s+(?:the\s+|its\s+|any\s+)?(?:credentials?|passwords?|secrets?)|(?:passwords?|credentials?|secrets?)\s+(?:is|are)\s+(?:stripped|removed|replaced|omitted)|(?:does\s+not|doesn't|do\s+not|don't|never)\s+return\s+(?:any\s+|the\s+|its\s+|their\s+)?(?:secret\s+|new\s+)?values?|(?:is|are)\s+not\s+(?:part\s+of|included\s+in)\s+(?:the\s+|its\s+|this\s+tool's\s+)?(?:result|response|output|reply))\b/i;
/**
 * The same in other languages: "新しいシークレット値はこのツールの応答には含まれません" (an outside hunt's rotation, whose new value stays
 * in the vault), "la valeur n'est pas renvoyée", "el valor no se devuelve".
 */
const NO_VALUES_MORE =
  /shown\s+as\s+['"‘’“”]?[•*●∙]{3,}|(?:値|シークレット|パスワード)[^。.]{0,30}(?:含まれません|返されません|返しません|返却されません)|(?:不会|不)(?:返回|包含)[^。.]{0,10}(?:值|密钥|机密|密码|secret|password|passphrase|private\s+key)|(?:返回|输出)(?:结果|內容|内容)?(?:中|里)?(?:只|仅)(?:包含|返回)[^。.]{0,40}(?:ID|名称|名稱)[^。.]{0,20}[，,、]\s*不(?:包含|返回)|(?:結果|応答|レスポンス|戻り値)(?:に|の中に)は?含まれません|(?:值|密钥|机密|密码)[^。.]{0,20}(?:不会|不)(?:返回|包含|出现)|값[^.]{0,20}(?:반환되지|포함되지)|n'est\s+(?:jamais\s+|pas\s+)(?:renvoy|retourn|inclu)|no\s+se\s+(?:devuelve|incluye|muestra)|nicht\s+(?:zurückgegeben|enthalten|ausgegeben)|não\s+(?:é|são)\s+(?:retornad|devolvid|inclu[ií]d)|non\s+(?:viene|vengono)\s+(?:restituit|inclus)|(?:لا|ولا|لن)\s+(?:يُعاد|يعاد|يتم\s+إرجاع|يُرجَع|يرجع)|(?:אינו|אינה|אינם|אינן|לא)\s+(?:מוחזר|מוחזרת|מוחזרים|מוחזרות|נכלל|נכללת|מוצג|מוצגת)|(?:wordt|worden)\s+niet\s+(?:teruggegeven|geretourneerd|getoond|meegestuurd)|nie\s+(?:jest|są)\s+(?:zwracan|zwracane|pokazywan|dołączan)|(?:döndürülmez|döndürülmüyor|gösterilmez|yanıtta\s+yer\s+almaz)/i;
/**
 * A description whose first sentence is only that the tool returns a credential's metadata ("Get auth token metadata":
 * an eighteenth survey's hosting API, read by its name getAuthToken), the rest of it naming no value: not "Fetch API
 * key metadata, including the full key" nor "Returns secret metadata. The response body includes the secret value"
 * (an outside red team).
 */
const METADATA_OF_IT = /^\s*(?:gets?|returns?|fetch(?:es)?|retrieves?|reads?|shows?)\s+(?:the\s+)?(?:auth\s+|access\s+|api\s+)?(?:tokens?|keys?|secrets?|credentials?|passwords?)(?:'s)?\s+metadata\s*(?:[.;]|$)/i;
/** Any word of the description that may say a value comes back beside the metadata (an outside red team's 13 of 17). */
const VALUE_WORDS = /\b(?:value|values|itself|raw|plain\s?text|clear\s?text|full|bearer|jwt|string|contents?|payload|data|sk-|secret|token|key|password|credential)s?\b/i;

/** Option names that hand values over in clear, and what their description must say they are. */
const REVEAL_OPTIONS = new Set(['decrypt', 'reveal', 'unmask', 'plaintext', 'showsecrets', 'showsecret', 'showvalues', 'revealvalues', 'decryptvalues', 'includevalues', 'includesecrets', 'withvalues', 'showpassword', 'showpasswords', 'revealsecrets']);
const SECRET_VALUES_SAID = /\b(?:secrets?|passwords?|tokens?|credentials?|api\s+keys?|sensitive)\b/i;

/** A top-level on/off option (a boolean, or "true"/"false") named for revealing, described as revealing secrets. */
function revealsSecrets(definition: JsonObject): boolean {
  const schema = definition.inputSchema;
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) return false;
  const properties = (schema as JsonObject).properties;
  if (properties === null || typeof properties !== 'object' || Array.isArray(properties)) return false;
  return Object.entries(properties).some(([name, value]) => {
    if (name.length > MAX_NAME || value === null || typeof value !== 'object' || Array.isArray(value)) return false;
    const p = value as JsonObject;
    const onOff = p.type === 'boolean' || (Array.isArray(p.enum) && p.enum.length === 2 && p.enum.every((v) => v === 'true' || v === 'false' || v === true || v === false));
    return onOff && REVEAL_OPTIONS.has(words(name).join('')) && typeof p.description === 'string' && SECRET_VALUES_SAID.test(p.description.slice(0, 300));
  });
}

/** …unless the model asks for them (a reveal or decode flag, "only when"). */
const ON_REQUEST = /\b(?:unless|only\s+when|only\s+if|reveal\w*|unmask\w*|decode)\b/i;

function namesSecret(w: readonly string[]): boolean {
  for (let i = 0; i < w.length; i++) {
    const x = w[i];
    if (SECRETS.has(x)) return true;
    // A database's connection string or DSN holds its password (a Postgres service's get_connection_string, an
    // eighteenth survey's miss).
    // Only as what a read returns: right after the read verb, ending the name (not a connection-string builder, a DSN's
    // status, a Sentry DSN — an outside red team's honest tools).
    const last = i === w.length - 1;
    if (last && x === 'string' && w[i - 1] === 'connection' && READS.has(w[i - 2] ?? '')) return true;
    if (last && (x === 'connectionstring' || x === 'dsn') && READS.has(w[i - 1] ?? '')) return true;
    if ((x === 'key' || x === 'keys') && i > 0 && KEY_QUALIFIERS.has(w[i - 1])) return true;
    if ((x === 'token' || x === 'tokens') && i > 0 && TOKEN_QUALIFIERS.has(w[i - 1])) return true;
  }
  return false;
}

/** Whether the name makes a credential and returns it: a token (not a page's), an API key, a generated password. */
function mintsCredential(w: readonly string[]): boolean {
  if (!w.some((x) => MINTS.has(x))) return false;
  for (let i = 0; i < w.length; i++) {
    const x = w[i];
    if (MINTED.has(x) && !(i > 0 && NOT_A_LOGIN_TOKEN.has(w[i - 1]))) return true;
    if ((x === 'key' || x === 'keys') && i > 0 && KEY_QUALIFIERS.has(w[i - 1])) return true;
    if (GENERATED.has(x) && w.some((y) => y === 'generate' || y === 'regenerate' || y === 'rotate' || y === 'roll')) return true;
  }
  return false;
}

/**
 * Whether a name (the tool's, or an action's) reads or makes a secret, and which. A listing of a service's own
 * passwords, keys or tokens shows what they are, never them again (a blog's application passwords, "Lists …"): only a
 * listing of secrets — a secrets manager's, which are values — is read. A token made on a chain is a coin.
 */
function readsOrMints(all: readonly string[], description: string): { mints: boolean } | undefined {
  if (all.some((x) => ABOUT.has(x))) return undefined;
  // What follows `from`, `using` or `via` is what the tool is given, not what it returns, when what comes before is a
  // thing derived from it (get_address_from_private_key, a seventeenth survey's wallet: the address is returned, the
  // key is the input, a credential_parameter). Not `with` (get_wallet_with_private_key returns it: an outside red team).
  const source = all.findIndex((x, i) => i > 0 && SOURCE_WORDS.has(x));
  const w = source > 0 && all.slice(0, source).some((x) => DERIVED.has(x)) ? all.slice(0, source) : all;
  const reads = w.filter((x) => READS.has(x));
  const onlyLists = reads.length > 0 && (reads.every((x) => x === 'list') || /^\s*lists?\b/i.test(description));
  if (reads.length > 0 && namesSecret(w) && (!onlyLists || w.includes('secret') || w.includes('secrets'))) return { mints: false };
  const coin = w.some((x) => x === 'token' || x === 'tokens') && COIN.test(description);
  return mintsCredential(w) && !coin ? { mints: true } : undefined;
}

/** Whether the tool hands secrets to the model, and how it was read; undefined when it does not say so. */
export function credentialOutput(definition: JsonObject): CredentialOutput | undefined {
  if (typeof definition.name !== 'string' || definition.name.length > MAX_NAME) return undefined;
  const w = words(definition.name);
  if (w.some((x) => ABOUT.has(x))) return undefined;
  const description = typeof definition.description === 'string' ? definition.description.slice(0, 2_000) : '';
  const first = description.slice(0, 400).split(/(?<=[.!?])\s|\n/, 1)[0];
  let read: { by: CredentialOutput['by']; mints: boolean; action?: string } | undefined;
  const named = readsOrMints(w, description);
  if (named) read = { by: 'name', mints: named.mints };
  else if (w.some((x) => READS.has(x) && x !== 'list') && !/^\s*lists?\b/i.test(description) && RETURNS_SECRET.test(first)) read = { by: 'description', mints: false };
  else if (returnsNewSecret(description)) read = { by: 'description', mints: true };
  else if (w.some((x) => READS.has(x)) && eachHoldsSecret(description)) read = { by: 'description', mints: false };
  else if (w.some((x) => READS.has(x)) && listsSecretVariables(w, description)) read = { by: 'description', mints: false };
  else {
    // A tool that takes its action as an argument (auth with action get_temp_credentials): each action is a tool of its own.
    for (const action of actionValues(definition)) {
      const aw = words(action);
      // (An action that reads a variables tool's values, said to hold secrets: coolify's env_vars with action list.)
      const r = readsOrMints(aw, description) ?? (aw.some((x) => READS.has(x)) && listsSecretVariables(w, description) ? { mints: false } : undefined);
      if (r) {
        read = { by: 'action', mints: r.mints, action };
        break;
      }
    }
  }
  // An option that hands the secrets over in clear when the model sets it ("decrypt": "Decrypt secret values" on a
  // hosting API's listEnvVars, an eighteenth survey's miss): low, as any value returned on request.
  if (read === undefined) return revealsSecrets(definition) ? { by: 'option', onRequest: true, mints: false } : undefined;
  const { by, mints, action } = read;
  // The result the tool declares holds no field for a secret: it says what it returns, and that is not one.
  if (declaresNoSecret(definition.outputSchema)) return undefined;
  const withAction = action !== undefined ? { action } : {};
  const metadata = METADATA_OF_IT.exec(first);
  if (NO_VALUES.test(description) || NO_VALUES_MORE.test(description) || (metadata !== null && !VALUE_WORDS.test(description.slice(metadata.index + metadata[0].length)))) return ON_REQUEST.test(description) ? { by, ...withAction, onRequest: true, mints } : undefined;
  return { by, ...withAction, onRequest: false, mints };
}

/**
 * An output schema whose every field is metadata of a secret at most: an id, a reference, a prefix, a time, a count,
 * a status (generate_api_key's `key_id` and `vault_ref`, a rotation's `new_access_key_id`, `vault_version` and
 * `old_key_deactivates_at`: an outside red team's and an outside hunt's tools that store the new secret in a vault).
 * A field named for the secret itself (`secret`, `api_key`, `token`, `password`, `value`, `data`, a snippet), a
 * free-form object, a reference or a composition are room for one: not this.
 */
function declaresNoSecret(schema: unknown): boolean {
  if (!isSchemaObject(schema) || !isSchemaObject(schema.properties)) return false;
  let fields = 0;
  const walk = (node: Record<string, unknown>, depth: number): boolean => {
    if (depth > 3 || COMPOSED.some((k) => k in node)) return false;
    const properties = node.properties;
    if (!isSchemaObject(properties)) return false;
    for (const [name, value] of Object.entries(properties)) {
      if (++fields > MAX_OUTPUT_FIELDS || name.length > MAX_NAME || !isSchemaObject(value) || COMPOSED.some((k) => k in value)) return false;
      const w = words(name);
      const types = Array.isArray(value.type) ? value.type : [value.type];
      if (types.includes('object') || isSchemaObject(value.properties)) {
        // (An object holds what its own fields say: a free-form map is room for anything.)
        if (!walk(value, depth + 1)) return false;
        continue;
      }
      if (types.includes('array')) {
        const items = value.items;
        if (!isSchemaObject(items) || COMPOSED.some((k) => k in items)) return false;
        if (isSchemaObject(items.properties) || items.type === 'object') {
          if (!walk(items, depth + 1)) return false;
          continue;
        }
      }
      const scalar = types.every((t) => t === 'integer' || t === 'number' || t === 'boolean' || t === 'null');
      if (!scalar && !metadataName(w)) return false;
    }
    return true;
  };
  return walk(schema, 0) && fields > 0;
}
const COMPOSED = ['$ref', 'oneOf', 'anyOf', 'allOf', 'not', 'if', 'patternProperties', 'additionalProperties'] as const;
/** The most fields of an output schema read for declaresNoSecret. */
const MAX_OUTPUT_FIELDS = 200;
/** Words of a field that may hold the secret itself. */
const HOLDS_SECRET = new Set([
  'secret', 'secrets', 'password', 'passwords', 'passphrase', 'token', 'tokens', 'key', 'keys', 'credential', 'credentials', 'apikey', 'mnemonic', 'otp',
  'totp', 'pin', 'value', 'values', 'plaintext', 'cleartext', 'raw', 'data', 'payload', 'content', 'contents', 'body', 'snippet', 'jwt', 'bearer',
  'private', 'seed', 'phrase', 'code', 'codes', 'pem', 'cert', 'certificate', 'connectionstring', 'dsn', 'env', 'decoy', 'string', 'text',
]);
/** Last words that make a field a secret's metadata, whatever it names before them. */
const METADATA_TAIL = new Set([
  'id', 'ids', 'ref', 'refs', 'reference', 'arn', 'name', 'names', 'prefix', 'suffix', 'hint', 'last4', 'fingerprint', 'hash', 'version', 'at', 'time',
  'date', 'expiry', 'expires', 'expiration', 'count', 'scopes', 'scope', 'status', 'state', 'type', 'url', 'uri', 'path', 'length', 'label', 'created',
  'updated', 'rotated', 'owner', 'region', 'algorithm',
]);
/** A field name that names no secret, or names a secret's metadata (`key_id`, `secret_arn`, `token_expires_at`). */
function metadataName(w: readonly string[]): boolean {
  if (w.length === 0) return false;
  // (A public key or certificate is shared by design: `public_key`, `ssh_public_key`, `publicKeyPem` — red team 77's honest
  // SSH key tool, whose private key never leaves the machine. Not one that names a private or secret part beside it.)
  if (w.includes('public') && !w.some((x) => x === 'private' || x === 'secret' || x === 'secrets' || x === 'passphrase' || x === 'password' || x === 'seed' || x === 'mnemonic')) return true;
  return METADATA_TAIL.has(w[w.length - 1]) || !w.some((x) => HOLDS_SECRET.has(x));
}
const isSchemaObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

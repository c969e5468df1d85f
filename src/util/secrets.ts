// Which values are secrets, and the forms in which sinks write them.
import { logInline, markdownInline } from '../report/escape.js';
import { escapeMessage } from '../report/sarif.js';

/**
 * Names that say a variable holds a secret: anywhere in the name for the unambiguous words (AUTH too, but not in
 * AUTHOR: `AUTHORIZATION`, `TS_AUTHKEY` are secrets, `GIT_AUTHOR_NAME` is not; nor before a word of how or where,
 * `AUTH_METHOD`, `AUTH_URL`), as a whole `_` or `-` segment for the short ones (`OPENAI_KEY`, `GH_PAT`, `X-Api-Key`;
 * not `MONKEY` or `PATH`); a wallet's recovery words and a webhook's URL, which is its key (`SLACK_WEBHOOK_URL`; not
 * `WEBHOOK_PORT` or `ENABLE_WEBHOOKS`, settings: a review).
 */
const SECRET_NAME =
  /TOKEN|SECRET|PASSWORD|PASSWD|PASSPHRASE|MNEMONIC|(?:SEED|RECOVERY)[_-]?PHRASE|WEBHOOK[_-]?UR[LI]|CREDENTIAL|API[_-]?KEY|PRIVATE[_-]?KEY|AUTH(?!OR(?!I[SZ]))(?![_-]?(?:METHOD|TYPE|MODE|PROVIDER|SCHEME|STRATEGY|FLOW|URL|URI|ENDPOINT|DOMAIN|HOST|ENABLED|DISABLED|REQUIRED)(?:[_-]|$))|(?:^|[_-])(?:KEY|PAT)(?:[_-]|$)/i;

/** Whether a variable's (or a header's: `X-Api-Key`, `Authorization`) name says it holds a secret (see SECRET_NAME). */
export function isSecretName(name: string): boolean {
  return SECRET_NAME.test(name);
}

/**
 * Names of settings, as a whole `_` or `-` segment: where a server is (region, host, port, URL, path), how it behaves
 * (level, mode, timeout, format, read-only), which of its tools it lists (`GITLAB_TOOLSETS: issues,repositories`, a
 * twenty-sixth survey's: made a `${VAR}`, the catalog no longer said which tools the agent gets), whom it acts for (a user name, an account, a tenant, an id, a name: identifiers,
 * not credentials; a server may echo them). See isPlainSetting.
 */
const SETTING_NAME =
  /(?:^|[_-])(?:REGION|ZONE|LOCATION|LEVEL|MODE|PORT|HOST|HOSTNAME|URL|URI|ENDPOINT|BASE|PATH|DIR|DIRECTORY|FOLDER|FILE|ROOT|HOME|ENV|ENVIRONMENT|STAGE|TIMEOUT|DEBUG|VERBOSE|LOG|LOGGING|LOCALE|LANG|LANGUAGE|TZ|TIMEZONE|VERSION|PROFILE|FORMAT|TELEMETRY|TRACING|ENABLED|DISABLED|READONLY|READ|ONLY|MAX|MIN|LIMIT|SIZE|COUNT|TRANSPORT|THEME|CACHE|PROJECT|WORKSPACE|USER|USERNAME|EMAIL|ACCOUNT|ORG|ORGANIZATION|TEAM|TENANT|OWNER|SITE|DOMAIN|ID|NAME|SERVER|DATABASE|CONTAINER|COLLECTION|BUCKET|TABLE|SCHEMA|INDEX|QUEUE|TOPIC|CHANNEL|NAMESPACE|CLUSTER|INSTANCE|METHOD|TYPE|TOOLSET|TOOLSETS|TOOLS|TOOLBOX|FEATURES|MODULES|CAPABILITIES|PLUGINS|SCOPES)(?:[_-]|$)/i;

/** A run of 20 characters or more that mixes letters and digits, as keys and tokens are written (not a UUID: its dashes cut it). */
const RANDOM_RUN = /(?=[A-Za-z0-9+/=_]{20,})(?=[A-Za-z+/=_]*[0-9])[A-Za-z0-9+/=_]*[A-Za-z][A-Za-z0-9+/=_]*/;

/**
 * Whether an env value imported from a client config (init --from) reads as a setting that may stay in the catalog as
 * written: its name is a setting's (SETTING_NAME) and says no secret (isSecretName), and the value is short, holds no
 * URL credentials, no random-looking run and no credential of a well-known shape (`credentialFree`, given by the
 * caller). `AWS_REGION: us-east-1`, `LOG_LEVEL: debug`, `MEMORY_FILE_PATH: /data/memory.json`, `API_URL:
 * http://localhost:5678` stay; `DB: swordfish` (a name that says nothing), `MYSQL_ROOT_PASS: hunter2` (a secret's short
 * word) and `REGION: AKIAIOSFODNN7EXAMPLE` do not.
 */
export function isPlainSetting(name: string, value: string, credentialFree: (value: string) => boolean): boolean {
  if (isSecretName(name) || SECRETISH_SEGMENT.test(name)) return false;
  // A boolean or a short number is no credential, whatever the name (`ALLOW_INSERT_OPERATION: "false"`, `MYSQL_SSL:
  // "true"`: outside surveys had to export them, and a `${VAR}` holding `true` is then a secret a server may echo).
  if (/^(?:true|false|yes|no|on|off|\d{1,5})$/i.test(value)) return true;
  // A configuration file's path (KUBECONFIG, DOCKER_CONFIG): the path only, never the configuration written inline.
  const configPath = CONFIG_NAME.test(name) && /^(?:~|\.{1,2})?[/\\][^\s]*$|^[A-Za-z]:\\[^\s]*$/.test(value);
  if (!SETTING_NAME.test(name) && !configPath) return false;
  if (value.length === 0 || value.length > 256 || /[\x00-\x1f\x7f]/.test(value)) return false;
  // No user info in a URL, scheme-relative too (a `#` in a password: `redis://:pw#x@host`; `//admin:pw@host/x`), no random run, no UUID (a capability URL's
  // secret path: `https://mcp.example.com/s/<uuid>/sse`).
  if (/(?:^|:)\/\/[^/?\s]*@/.test(value) || randomRunIn(value) || UUID.test(value)) return false;
  return credentialFree(value);
}

const CONFIG_NAME = /^KUBECONFIG$|(?:^|[_-])CONFIG$/i;

/**
 * A random run in a value: in a file path, within one of its segments (`/work/survey24/data/shrimp` is no key, though
 * its letters, digits and slashes run past 20 characters: a twenty-fourth survey's DATA_DIR was made a secret while
 * LOG_DIR beside it was kept); elsewhere across the value, a resource's path of words and numbers excepted.
 */
function randomRunIn(value: string): boolean {
  if (/^(?:~|\.{1,2})?[/\\]|^[A-Za-z]:\\/.test(value)) return value.split(/[/\\]/).some((segment) => RANDOM_RUN.test(segment));
  return RANDOM_RUN.test(value) && !RESOURCE_PATH.test(value);
}

/**
 * A resource's path whose segments are words or numbers (`properties/318273645`, `projects/acme/locations/eu`): no
 * random run, though its letters and digits, joined by the slash base64 also uses, are 20 characters and more (an
 * outside survey's `GA_PROPERTY_ID`). A key's base64 mixes letters and digits within its segments.
 */
const RESOURCE_PATH = /^[a-z][a-z-]*(?:\/(?:[a-z][a-z-]*|\d{1,12}))+$/i;

/** Short words that say secret as a whole `_`/`-` segment, beyond SECRET_NAME's: MYSQL_ROOT_PASS, DB_PWD, REDIS_DSN. */
const SECRETISH_SEGMENT = /(?:^|[_-])(?:PASS|PWD|PW|PIN|DSN|CRED|CREDS|SIG|SALT|SEED|SESSION|COOKIE|CONN|CONNECTION|SID|PRIVATE|SIGNING|HMAC|OTP|MFA)(?:[_-]|$)/i;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

const NONE: ReadonlySet<string> = new Set();

/**
 * Values of environment variables whose name says they are secrets (at least 6 characters), in every form a sink
 * writes them; not those in `except` (the names a catalog gives its agent and servers: see catalogNames).
 */
export function namedSecrets(env: NodeJS.ProcessEnv, except: ReadonlySet<string> = NONE): string[] {
  const secrets = new Set<string>();
  for (const [name, value] of Object.entries(env)) {
    if (value && value.length >= 6 && isSecretName(name) && !except.has(value)) secrets.add(value);
  }
  return [...new Set([...secrets].flatMap(escapedForms))];
}

/**
 * A secret as each sink may write it: as it is, escaped inside a JSON string, escaped for Markdown (`ghp_x` is
 * `ghp\_x` there, which renders as the secret), made visible for a log, percent-encoded (a password in a URL; every
 * byte too), in hex, brackets escaped in a SARIF message, a JSON pointer's token.
 * Every form is redacted: escaping a value must not be a way around its redaction.
 */
export function escapedForms(secret: string): string[] {
  const json = (text: string) => JSON.stringify(text).slice(1, -1);
  // (And as a JSON pointer's token writes it, `/` as `~1`: a key that holds the value, in a finding's pointer, then
  // escaped by a sink like any text.)
  const pointer = secret.replace(/~/g, '~0').replace(/\//g, '~1');
  const escapes = (text: string) => [text, json(text), markdownInline(text), logInline(text), json(escapeMessage(text))];
  // Every byte percent-encoded or in hex, either case, as a server may print it (an outside review: both reached the lock).
  const hex = Buffer.from(secret, 'utf8').toString('hex');
  const percent = hex.replace(/../g, '%$&');
  // (Of a value of 6 characters or more: the hex of `ok` is 4 characters any digest may hold; an outside review.)
  const encoded = secret.length >= 6 ? [hex, hex.toUpperCase(), percent, percent.toUpperCase()] : [];
  const forms = [...escapes(secret), encodeURIComponent(secret), encodeURI(secret), ...encoded, ...(pointer === secret ? [] : escapes(pointer)), ...base64Forms(secret)];
  return [...new Set(forms)];
}

/**
 * The secret base64-encoded, standard and URL-safe, at each of the three alignments it can have inside a longer
 * encoded text (`user:token` in a Basic header): only the characters its own bytes decide, as the Actions runner
 * masks them. A server printing its credential encoded must not carry it into a report.
 */
function base64Forms(secret: string): string[] {
  const bytes = Buffer.from(secret, 'utf8');
  const out: string[] = [];
  for (const shift of [0, 1, 2]) {
    const encoded = Buffer.concat([Buffer.alloc(shift), bytes]).toString('base64');
    const form = encoded.slice([0, 2, 3][shift], Math.floor((4 * (shift + bytes.length)) / 3));
    if (form.length < 8) continue;
    out.push(form, form.replace(/\+/g, '-').replace(/\//g, '_'));
  }
  return out;
}


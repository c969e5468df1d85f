// `${VAR}` interpolation from the environment for connect specs. The values
// that came from the environment (in a command, its arguments, env and cwd:
// those that may be credentials, see interpolateString), and every env or
// header value under a secret's name, are remembered as secrets, so adapters
// can redact them from errors and logs.
import type { Catalog, ConnectSpec } from '../types.js';
import { escapedForms, isSecretName, namedSecrets } from '../util/secrets.js';

const REFERENCE = /\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

export class MissingVariableError extends Error {
  constructor(readonly variable: string, readonly where: string) {
    super(`environment variable ${variable} is not set (used in ${where})`);
  }
}

export interface Interpolated {
  connect: ConnectSpec;
  /** Values substituted from the environment (see interpolateString), and credentials under secret names (see `keyed`); never print them. */
  secrets: string[];
  /**
   * The credentials an env or headers map holds under a secret's name (`API_KEY`, `Authorization`): a value read
   * from the environment there, or a literal that looks like a credential. A server must not echo them into its
   * definitions either (see SnapshotSecrets.named).
   */
  keyed: string[];
}

/**
 * Resolves `${VAR}` references in a value. What they bring in is remembered as a secret: every value in a URL or a
 * header (where credentials travel: a userinfo, a query key, a token), and, in a command, its arguments, env and
 * cwd, every value that may be a credential (mayBeCredential). A mode, a version pin or a path passed there is
 * configuration, and a server may name it anywhere (`--mode directory`, `server@${VERSION}` reported back as the
 * server's version) without that being an echo of a secret. `context` holds the names around the value (the env
 * key, the flag before an argument); the variable's own name and the text before the reference in the value
 * (`--password=${X}`) count too.
 */
export function interpolateString(text: string, env: NodeJS.ProcessEnv, where: string, secrets: Set<string>, every = true, context = ''): string {
  return text.replace(REFERENCE, (_match, name: string, offset: number) => {
    const value = env[name];
    if (value === undefined) throw new MissingVariableError(name, where);
    if (value.length > 0 && !JSON_LITERAL.test(value) && (every || mayBeCredential(value, `${context}\n${name}\n${namesBefore(text.slice(0, offset))}`))) {
      secrets.add(value);
      // The password of a URL alone too: a server may print the URL normalised (port dropped, host lowercased).
      const password = userinfoPassword(value);
      if (password !== undefined && password.length >= 4) secrets.add(password);
    }
    return value;
  });
}

/** A value no credential is: a JSON literal or a short number (`true`, `8080`); redacted, it broke the JSON report. */
const JSON_LITERAL = /^(?:true|false|null|\d{1,5})$/;

/**
 * The names the text before a reference gives it: the key it is assigned to (`DB_PASSWORD=${X}`, `host=db
 * password=${X}`, `/password:${X}`, `?api_key=${X}`, `-Dapp.home=${X}`), or the two words before it when a space
 * parts them (`Authorization: Bearer ${X}`, `--password ${X}` inside `sh -c`). Not a package, an image or a path
 * glued to it (`webhook-mcp@${V}`, `webhook-mcp==${V}`, `ghcr.io/acme/mcp:${V}`): they name what the value versions.
 */
function namesBefore(before: string): string {
  if (/\s$/.test(before)) return before.trim().split(/\s+/).slice(-2).join(' ');
  const last = (/\S+$/.exec(before)?.[0] ?? '').split(/[?&;,]/).pop() ?? '';
  return /^[-/]{0,2}[A-Za-z_][\w.-]*[=:]$/.test(last) ? last : '';
}

/**
 * The argument before one as its name: a flag (`--password`) or a bare lowercase word (`login password ${PW}`); not
 * a value of its own (`pkg@${V}`), nor an environment variable docker passes through (`-e GITHUB_TOKEN image:${V}`).
 */
function argumentName(previous: string): string {
  return /^-{1,2}[A-Za-z][\w.-]*$/.test(previous) || /^[a-z]{2,12}$/.test(previous) ? previous : '';
}

/** The decoded password of a URL's userinfo (`https://user:pw@host`), if any. */
function userinfoPassword(value: string): string | undefined {
  // The userinfo runs to the last @ before the path (a password may hold an unencoded @).
  const m = /^[a-z][a-z0-9+.-]*:\/\/[^/:@?#\s]*:([^/?#\s]+)@[^/?#@\s]*(?:[/?#]|$)/i.exec(value);
  if (!m) return undefined;
  try {
    return decodeURIComponent(m[1]);
  } catch {
    return m[1];
  }
}

/**
 * Words of the names around a value that make it a credential whatever its shape (the variable's, the env key's, the
 * flag's: `DB_PASS`, `PGPASS`, `MYSQL_PWD`, `--db-pw`, `API_KEY`, `--token`, `ALERT_WEBHOOK_URL`, `SEED_PHRASE`):
 * a word that is, or ends in, one of these (camelCase and separators split the words). Not `PWD` alone, the
 * working directory; not a pin, a seed, a session or a certificate path, which name configuration (a version pin
 * told as a secret blinded the check to a new version).
 */
const SECRET_WORD =
  /secret|password|passwd|passphrase|credential|mnemonic|webhook|cookie|passcode|passkey|apikey|accesskey|privatekey|authkey|creds?(?!it)|^(?:pw|bearer|signature)$|^(?!(?:by|com|sur|over|under|tres)pass(?:es)?$)[a-z0-9]{0,12}(?:pass|pwd)(?:es)?$|^(?!compat)[a-z0-9]{0,10}pats?$|tokens?$|salts?$|^(?!(?:hot|mon|tur|don|whis|jock|hoc|sort|primary|foreign|partition|group|hash|index|cache|lookup|shortcut|join|unique|composite|row|range|turn|pass)keys?$)[a-z0-9]{0,10}keys?$/;

function secretishName(context: string): boolean {
  // One name a line (see interpolateString); `PWD` and `OLDPWD` are the working directory.
  return context.split('\n').some((name) => {
    if (/^\s*(?:OLD)?PWD\s*$/.test(name)) return false;
    const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase().split(/[^a-z0-9]+/);
    return words.some((word) => word !== '' && SECRET_WORD.test(word));
  });
}

/**
 * A version or a tag: numbers and dots with the release marks of PEP 440 (`1.2.0rc1`, `0.6.2.dev0`, `1.0.0.post1`)
 * and a suffix after `-` or `+` in lowercase (`v1.2.0-rc.1`, `1.2-alpine`, `8.0.1-jre17`, `1.0.0-SNAPSHOT`);
 * without a dot, only with a suffix that has a letter (`22-alpine`; not `1234-5678-9012-3456`). Or a date
 * (`20250408`). Not `1984.Orwell`, not `12345-ABCDE-FGHIJ`.
 */
function isVersion(value: string): boolean {
  if (RANDOM_RUN.test(value)) return false;
  const dotted = /^v?\d{1,8}(?:\.\d{1,8}){1,3}(?:[._]?(?:a|b|c|rc|alpha|beta|pre|preview|dev|post)\.?\d{0,8})*(?:[-+](?:[0-9a-z][0-9a-z._-]{0,39}|SNAPSHOT|RELEASE|FINAL|GA))*$/;
  // Without a dot: one tag word (`22-alpine`, `3-bookworm`, `2-jre17`), or a PEP 440 mark (`1rc1`).
  const tagged = /^v?\d{1,8}(?:-[a-z]{2,12}\d{0,4}|(?:a|b|rc|dev|post)\d{1,8})$/;
  return dotted.test(value) || tagged.test(value) || /^(?:19|20)\d\d(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])$/.test(value);
}

/** A UUID or a long random run: what a capability URL (a webhook's) or a key holds. */
const RANDOM_RUN = /[A-Za-z0-9+]{20,}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/**
 * A value a catalog passes to a command (an argument, env, cwd) through `${VAR}` that may be a credential: any
 * value among names that say so (secretishName: its variable, env key or flag, and the text before it in the
 * argument), and otherwise any value of 6 characters or more but a plain lowercase word or identifier (letters
 * only, at most 20 a part: `directory`, `read-only`), a version (numbers and dots: `2026.8.31`, `v1.2.0-rc.1`), or a
 * URL or path with no credentials, query, UUID or long random run in it (`/srv/data`).
 */
export function mayBeCredential(value: string, context = ''): boolean {
  if (secretishName(context)) return true;
  if (value.length < 6) return false;
  if (/^[a-z]+(?:[_.-][a-z]+)*$/.test(value)) return !/^[a-z]{1,20}(?:[_.-][a-z]{1,20})*$/.test(value);
  if (isVersion(value)) return false;
  const noRandomRun = !RANDOM_RUN.test(value);
  if (/^https?:\/\/[^@?#\s]+$/.test(value) && noRandomRun) return false;
  return !(/^(?:\.{1,2}|~)?\/[^\s]*$/.test(value) && noRandomRun);
}

/**
 * A value under a secret's name that reads as a setting, not a credential: a plain lowercase word or identifier
 * with no digit (`bearer`, `github`, `client_credentials`), a header name (`X-Api-Key`), a URL or a path with no
 * credentials, query or long random segment in it (`https://auth0.example.com/authorize`).
 */
function settingLike(value: string): boolean {
  if (/^[a-z][a-z]*(?:[_.-][a-z]+)*$/.test(value)) return true;
  if (/^[A-Za-z]+(?:-[A-Za-z]+)+$/.test(value)) return true;
  const noRandomRun = !/[A-Za-z0-9+]{20,}/.test(value);
  if (/^https?:\/\/[^@?#\s]+$/.test(value) && noRandomRun) return true;
  return /^(?:\.{1,2}|~)?\/[^\s]*$/.test(value) && noRandomRun;
}

/** A literal that looks like a credential: 8 characters or more, no space, and not a setting (settingLike). */
function credentialLike(value: string): boolean {
  return /^\S{8,}$/.test(value) && !settingLike(value);
}

/**
 * Resolves an env or headers map. A value under a name that says it is a secret (`API_KEY`, `Authorization`) is a
 * credential when it comes from the environment (6 characters or more), or, written literally in the catalog
 * (`init --from` never writes one so; a catalog written by hand may), when it looks like one (credentialLike);
 * either way not when it reads as a setting (settingLike): `TOKEN_TYPE: bearer` is one.
 */
function interpolateMap(map: Record<string, string> | undefined, env: NodeJS.ProcessEnv, where: string, secrets: Set<string>, keyed: Set<string>, every = true) {
  if (!map) return undefined;
  const out: Record<string, string> = {};
  for (const [key, raw] of Object.entries(map)) {
    const value = String(raw);
    // Under a secret's name every value is a secret, whatever its shape (`DB_PASSWORD: ${PGPASS}` = swordfish).
    out[key] = interpolateString(value, env, `${where}.${key}`, secrets, every || isSecretName(key), key);
    if (!isSecretName(key)) continue;
    const fromEnv = value.search(REFERENCE) >= 0;
    // `Authorization: Bearer <token>`: the credential is the token (a server may echo just that).
    const scheme = /^(?:bearer|basic|token|apikey)\s+(\S+)$/i.exec(out[key]);
    const credential = scheme ? scheme[1] : out[key];
    if (fromEnv ? credential.length >= 6 && !settingLike(credential) : credentialLike(credential)) {
      keyed.add(credential);
      secrets.add(credential);
    }
  }
  return out;
}

/** Resolves `${VAR}` in env, headers, url, command, args and cwd. */
export function interpolateConnect(connect: ConnectSpec, env: NodeJS.ProcessEnv): Interpolated {
  const secrets = new Set<string>();
  const keyed = new Set<string>();
  let resolved: ConnectSpec;
  if (connect.transport === 'stdio') {
    resolved = {
      transport: 'stdio',
      command: interpolateString(connect.command, env, 'connect.command', secrets, false),
      // The argument before one, when it is a flag (`--password ${PW}`), is its context.
      args: connect.args?.map((arg, i) => interpolateString(String(arg), env, `connect.args[${i}]`, secrets, false, i > 0 ? argumentName(String(connect.args![i - 1])) : '')),
      env: interpolateMap(connect.env, env, 'connect.env', secrets, keyed, false),
      cwd: connect.cwd === undefined ? undefined : interpolateString(connect.cwd, env, 'connect.cwd', secrets, false),
    };
  } else {
    resolved = {
      transport: connect.transport,
      url: interpolateString(connect.url, env, 'connect.url', secrets),
      headers: interpolateMap(connect.headers, env, 'connect.headers', secrets, keyed),
    };
  }
  return { connect: resolved, secrets: [...secrets], keyed: [...keyed] };
}

/**
 * The credentials every server of these catalogs is given under a secret's name (Interpolated.keyed), in every form
 * a sink writes them: with namedSecrets, what a server must not echo into its definitions (SnapshotSecrets.named).
 * A server whose variables are missing gives none (discovery reports it).
 */
export function keyedSecrets(catalogs: readonly Catalog[], env: NodeJS.ProcessEnv): string[] {
  const out = new Set<string>();
  for (const catalog of catalogs) {
    for (const decl of Object.values(catalog.servers)) {
      try {
        for (const secret of interpolateConnect(decl.connect, env).keyed) for (const form of escapedForms(secret)) out.add(form);
      } catch (error) {
        if (!(error instanceof MissingVariableError)) throw error;
      }
    }
  }
  return [...out];
}

/** What a server must not echo into its definitions (SnapshotSecrets.named): secret environment variables, and keyedSecrets. */
export function definitionSecrets(catalogs: readonly Catalog[], env: NodeJS.ProcessEnv): string[] {
  return [...new Set([...namedSecrets(env), ...keyedSecrets(catalogs, env)])];
}

// `${VAR}` interpolation from the environment for connect specs. Every value
// that came from the environment (but a few that no credential is, and a
// version pinned onto a package: see interpolateString), and every env or
// header value under a secret's name, are remembered as secrets, so adapters
// can redact them from errors and logs.
import type { Catalog, ConnectSpec } from '../types.js';
import { credentialSpans, decodeSafely } from '../util/arg-credentials.js';
import { escapedForms, isSecretName, namedSecrets } from '../util/secrets.js';
import { jsonStrings } from '../util/json-strings.js';
import { holdsSecret } from '../util/redact.js';

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
 * Resolves `${VAR}` references in a value. Every value it brings in is remembered as a secret (`${VAR}` is where a
 * catalog keeps what git must not hold), and the password of a URL in it too. The exceptions, for a command, its
 * arguments, env and cwd (`every` false): what no credential is (`true`, `false`, `null`, a short number), and a
 * version pinned onto a package or an image (`server@${VERSION}`, `pkg==${V}`, `ghcr.io/acme/mcp:${TAG}`), which a server may report as its own version and the lock must then record as sent. Configuration
 * a server may echo otherwise (a mode, a path) is written in the catalog as it is, not through `${VAR}`.
 */
export function interpolateString(text: string, env: NodeJS.ProcessEnv, where: string, secrets: Set<string>, every = true): string {
  return text.replace(REFERENCE, (_match, name: string, offset: number) => {
    const value = env[name];
    if (value === undefined) throw new MissingVariableError(name, where);
    if (value.length > 0 && (every || mayBeCredential(value, text.slice(0, offset)))) {
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

/** The decoded password of a URL's userinfo (`https://user:pw@host`), if any. */
function userinfoPassword(value: string): string | undefined {
  // The userinfo runs to the last @ before the host (a password may hold an unencoded @), never into the query.
  const m = /^[a-z][a-z0-9+.-]*:\/\/[^/:@?#\s]*:([^/?#\s]+)@[^/?#@\s]*(?:[/?#]|$)/i.exec(value);
  if (!m) return undefined;
  try {
    return decodeURIComponent(m[1]);
  } catch {
    return m[1];
  }
}

/**
 * A version or a tag: numbers and dots with the release marks of PEP 440 (`1.2.0rc1`, `0.6.2.dev0`, `1.0.0.post1`)
 * and a suffix after `-` or `+` in lowercase (`v1.2.0-rc.1`, `1.2-alpine`, `8.0.1-jre17`, `1.0.0-SNAPSHOT`);
 * without a dot, one tag word (`22-alpine`) or a PEP 440 mark (`1rc1`). `latest`, `stable`, `edge` too. Not a
 * UUID, not `1984.Orwell`.
 */
function isVersion(value: string): boolean {
  if (/[A-Za-z0-9+]{20,}|[0-9a-f]{8}-[0-9a-f]{4}-/i.test(value)) return false;
  const dotted = /^v?\d{1,8}(?:\.\d{1,8}){1,3}(?:[._]?(?:a|b|c|rc|alpha|beta|pre|preview|dev|post)\.?\d{0,8})*(?:[-+](?:[0-9a-z][0-9a-z._-]{0,39}|SNAPSHOT|RELEASE|FINAL|GA))*$/;
  const tagged = /^v?\d{1,8}(?:-[a-z]{2,12}\d{0,4}|(?:a|b|rc|dev|post)\d{1,8})$/;
  return dotted.test(value) || tagged.test(value) || /^(?:latest|stable|edge|lts|next|nightly|main)$/.test(value);
}

/**
 * Whether a value a command is given through `${VAR}` is remembered as a secret (see interpolateString): all but a
 * JSON literal or short number, and a version pinned onto a package or an image (`before`, the text before the
 * reference in its argument, ends with `name@`, `name==` or `registry/image:`).
 */
export function mayBeCredential(value: string, before = ''): boolean {
  if (JSON_LITERAL.test(value)) return false;
  // A package (`@scope/name@`, `name==`) or an image with a registry or a namespace (`ghcr.io/acme/mcp:`): not a
  // user before a password (`admin:${PASS}`), which a colon alone would take for an image.
  return !(isVersion(value) && /(?:^|\s)(?:@?[A-Za-z0-9][\w./-]*(?:@|==)|[A-Za-z0-9][\w.-]*\/[\w./-]*:)$/.test(before));
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
    out[key] = interpolateString(value, env, `${where}.${key}`, secrets, every || isSecretName(key));
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
      args: connect.args?.map((arg, i) => interpolateString(String(arg), env, `connect.args[${i}]`, secrets, false)),
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
  // Credentials written literally in the arguments (a database URL's password, `--api-key=…`, `GITHUB_TOKEN=…`), and
  // in any value of env or headers or in the url (`DATABASE_URL: postgres://app:…@db/app`, `Password=…;`: an eighth
  // survey's database server printed one and echoed it into a description the lock kept): a server that fails often
  // prints its command line or its settings, and a report or a lock must not carry them on.
  const read = (text: string, previous?: string, words = true) => {
    for (const span of credentialSpans(text, previous)) {
      const credential = text.slice(span.start, span.end);
      // Where it stands says it is a credential (a URL's password, `--password …`, `Password=…`), whatever it looks
      // like: a password that is a plain word is still one. Six characters at least, as for secret variables. In a value
      // of env or headers or in the url, a word of letters only is redacted but is no secret of the definitions
      // (`user:password@localhost` in a local DATABASE_URL made a server writing "password" unlockable: a review).
      if (credential.length < 6 || JSON_LITERAL.test(credential)) continue;
      secrets.add(credential);
      if (words || !/^[A-Za-z]+$/.test(credential)) keyed.add(credential);
      // Percent-decoded too: a URL's password is printed decoded as often as not.
      const decoded = decodeSafely(credential);
      if (decoded !== credential && decoded.length >= 6) secrets.add(decoded);
    }
  };
  if (resolved.transport === 'stdio') {
    const args = resolved.args ?? [];
    args.forEach((arg, i) => read(arg, args[i - 1]));
    for (const value of Object.values(resolved.env ?? {})) read(value, undefined, false);
  } else {
    read(resolved.url, undefined, false);
    for (const value of Object.values(resolved.headers ?? {})) read(value, undefined, false);
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
  const names = catalogNames(catalogs);
  for (const catalog of catalogs) {
    for (const decl of Object.values(catalog.servers)) {
      try {
        for (const secret of interpolateConnect(decl.connect, env).keyed) if (!names.has(secret)) for (const form of escapedForms(secret)) out.add(form);
      } catch (error) {
        if (!(error instanceof MissingVariableError)) throw error;
      }
    }
  }
  return [...out];
}

/** What a server must not echo into its definitions (SnapshotSecrets.named): secret environment variables, and keyedSecrets. */
export function definitionSecrets(catalogs: readonly Catalog[], env: NodeJS.ProcessEnv): string[] {
  return [...new Set([...namedSecrets(env, catalogNames(catalogs)), ...keyedSecrets(catalogs, env)])];
}

/**
 * The names catalogs give their agents (the file's name): people's words, written in git and in every report, the
 * snapshot and the lock. A variable's value equal to one is no secret to keep out of them (an outside survey's
 * `OP_INTEGRATION_NAME: oncall-agent`, the agent's own name, was redacted from the snapshot's `agent`, which no
 * command could then read, and made every lock refuse). Not the servers' labels: short words (`postgres`) that a
 * weak password may equal, and that error messages quote beside it (a review).
 */
export function catalogNames(catalogs: readonly Catalog[]): ReadonlySet<string> {
  return new Set(catalogs.map((catalog) => catalog.agent));
}

/**
 * Which values a catalog gives its servers a server's definitions hold, by name (never the value): `${VAR} (given to
 * server X)` for each variable of the catalog, `the environment variable NAME` for one whose name says secret, and `a
 * credential written in server X's connection` for a literal one. For a refusal that would otherwise only show `***`:
 * an outside tester's 6-character key id, given to one server, equalled an example id in another's description,
 * and nothing said which value it was. Read on the definitions as the server sent them, before any scrub; a variable
 * is named only when its value is one of `secrets` (the run's: see secretVariables).
 */
export function heldValues(definitions: unknown, catalog: Catalog, env: NodeJS.ProcessEnv, secrets: readonly string[]): string[] {
  const texts = jsonStrings(definitions);
  const holds = (value: string) => value.length > 0 && texts.some((text) => holdsSecret(text, escapedForms(value)));
  const out = new Set<string>();
  for (const v of secretVariables(catalog, env, secrets)) if (texts.some((text) => holdsSecret(text, v.forms))) out.add(variableName(v));
  const names = catalogNames([catalog]);
  for (const [name, value] of Object.entries(env)) {
    if (value && value.length >= 6 && isSecretName(name) && !names.has(value) && holds(value)) out.add(`the environment variable ${name}`);
  }
  for (const [server, decl] of Object.entries(catalog.servers)) {
    try {
      if (interpolateConnect(decl.connect, env).keyed.some((credential) => !names.has(credential) && holds(credential))) out.add(`a credential written in server ${server}'s connection`);
    } catch (error) {
      if (!(error instanceof MissingVariableError)) throw error;
    }
  }
  return [...out].sort();
}

/**
 * The catalog's variables whose value is one of the run's secrets, with the forms a text may hold it in: what names a
 * value found where it must not be (a `true` or a short number is no secret, and is in every text: an outside survey's
 * refusal blamed a flag set to true).
 */
export function secretVariables(catalog: Catalog, env: NodeJS.ProcessEnv, secrets: readonly string[]): { variable: string; value: string; server: string; forms: string[] }[] {
  const known = new Set(secrets);
  return catalogVariables(catalog, env)
    .filter((v) => known.has(v.value))
    .map((v) => ({ ...v, forms: escapedForms(v.value) }));
}

/** How a message names a variable (never its value): `${VAR} (given to server X)`. */
export function variableName(v: { variable: string; server: string }): string {
  return `\${${v.variable}} (given to server ${v.server})`;
}

/**
 * The variables (`${VAR}`) each server of a catalog is given, with their values from the environment: what names a
 * value a server echoed (the name is no secret; the value is never shown). Unset variables are left out.
 */
export function catalogVariables(catalog: Catalog, env: NodeJS.ProcessEnv): { variable: string; value: string; server: string }[] {
  const out: { variable: string; value: string; server: string }[] = [];
  for (const [server, decl] of Object.entries(catalog.servers)) {
    const c = decl.connect;
    const texts = c.transport === 'stdio' ? [c.command, ...(c.args ?? []).map(String), ...Object.values(c.env ?? {}).map(String), c.cwd ?? ''] : [c.url, ...Object.values(c.headers ?? {}).map(String)];
    const seen = new Set<string>();
    for (const text of texts) {
      for (const m of text.matchAll(REFERENCE)) {
        const value = env[m[1]];
        if (value === undefined || value.length === 0 || seen.has(m[1])) continue;
        seen.add(m[1]);
        out.push({ variable: m[1], value, server });
      }
    }
  }
  return out;
}

// `${VAR}` interpolation from the environment for connect specs. Every value
// that came from the environment, and every env or header value under a
// secret's name, is remembered as a secret, so adapters can redact it from
// errors and logs.
import type { ConnectSpec } from '../types.js';
import { isSecretName } from '../util/secrets.js';

const REFERENCE = /\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

export class MissingVariableError extends Error {
  constructor(readonly variable: string, readonly where: string) {
    super(`environment variable ${variable} is not set (used in ${where})`);
  }
}

export interface Interpolated {
  connect: ConnectSpec;
  /** Values substituted from the environment; never print them. */
  secrets: string[];
}

export function interpolateString(text: string, env: NodeJS.ProcessEnv, where: string, secrets: Set<string>): string {
  return text.replace(REFERENCE, (_match, name: string) => {
    const value = env[name];
    if (value === undefined) throw new MissingVariableError(name, where);
    if (value.length > 0) secrets.add(value);
    return value;
  });
}

/**
 * Resolves an env or headers map. A value under a name that says it is a secret (`API_KEY`, `Authorization`) is a
 * secret however it is written: from the environment or, against advice, literally in the catalog (`init --from`
 * never writes one so; a catalog written by hand may).
 */
function interpolateMap(map: Record<string, string> | undefined, env: NodeJS.ProcessEnv, where: string, secrets: Set<string>) {
  if (!map) return undefined;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(map)) {
    out[key] = interpolateString(String(value), env, `${where}.${key}`, secrets);
    // At least 6 characters, as for the environment's own secret-named variables (see namedSecrets).
    if (out[key].length >= 6 && isSecretName(key)) {
      secrets.add(out[key]);
      // `Authorization: Bearer <token>`: the credential alone is a secret too (a server may echo just that).
      const credential = /^(?:bearer|basic|token|apikey)\s+(\S{6,})$/i.exec(out[key]);
      if (credential) secrets.add(credential[1]);
    }
  }
  return out;
}

/** Resolves `${VAR}` in env, headers, url, command, args and cwd. */
export function interpolateConnect(connect: ConnectSpec, env: NodeJS.ProcessEnv): Interpolated {
  const secrets = new Set<string>();
  let resolved: ConnectSpec;
  if (connect.transport === 'stdio') {
    resolved = {
      transport: 'stdio',
      command: interpolateString(connect.command, env, 'connect.command', secrets),
      args: connect.args?.map((arg, i) => interpolateString(String(arg), env, `connect.args[${i}]`, secrets)),
      env: interpolateMap(connect.env, env, 'connect.env', secrets),
      cwd: connect.cwd === undefined ? undefined : interpolateString(connect.cwd, env, 'connect.cwd', secrets),
    };
  } else {
    resolved = {
      transport: connect.transport,
      url: interpolateString(connect.url, env, 'connect.url', secrets),
      headers: interpolateMap(connect.headers, env, 'connect.headers', secrets),
    };
  }
  return { connect: resolved, secrets: [...secrets] };
}

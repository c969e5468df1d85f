// Secrets out of a snapshot before anything reads it. A server can send back
// a value of the environment (a token it was given, echoed in a tool name, a
// description, an error, its instructions); reports cut long texts, and a
// secret cut in two escapes the redaction of the finished report. So every
// string of the snapshot (keys included) is scrubbed where it enters: after
// live discovery and when a snapshot file is read. Definitions or
// instructions that carried a secret are marked (`definitionsRedacted`,
// `instructionsRedacted`): what remains is not what the server sent, so it can
// neither be locked nor verified against the lock. Pure.
import { redact } from '../util/redact.js';
import type { ServerSnapshot, Snapshot } from '../types.js';

/** Every string of a JSON value, keys included, with the secrets removed. */
export function redactDeep(value: unknown, secrets: readonly string[]): unknown {
  if (secrets.length === 0) return value;
  if (typeof value === 'string') return redact(value, secrets);
  if (Array.isArray(value)) return value.map((item) => redactDeep(item, secrets));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      // defineProperty: a key `__proto__` stays an own property, as JSON.parse made it.
      Object.defineProperty(out, redact(key, secrets), { value: redactDeep(item, secrets), enumerable: true, writable: true, configurable: true });
    }
    return out;
  }
  return value;
}

/** Whether the JSON text of a value holds a secret (a secret with quotes or backslashes is matched by its escaped form, which secretsFor gives). */
function holdsSecret(value: unknown, secrets: readonly string[]): boolean {
  const text = JSON.stringify(value);
  return text !== undefined && secrets.some((secret) => secret.length >= 3 && text.includes(secret));
}

export function scrubServer(server: ServerSnapshot, secrets: readonly string[]): ServerSnapshot {
  if (secrets.length === 0 || !holdsSecret(server, secrets)) return server;
  const definitions = [server.tools, server.prompts, server.resourceTemplates];
  // The label is the catalog's key, not the server's text: kept, so the server still meets its declaration.
  const out = { ...(redactDeep(server, secrets) as ServerSnapshot), label: server.label };
  if (holdsSecret(definitions, secrets)) out.definitionsRedacted = true;
  if (typeof server.instructions === 'string' && redact(server.instructions, secrets) !== server.instructions) out.instructionsRedacted = true;
  return out;
}

export function scrubSnapshot(snapshot: Snapshot, secrets: readonly string[]): Snapshot {
  if (secrets.length === 0) return snapshot;
  return { ...snapshot, servers: snapshot.servers.map((server) => scrubServer(server, secrets)) };
}

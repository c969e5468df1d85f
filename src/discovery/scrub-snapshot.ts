// Secrets out of a snapshot before anything reads it. A server can send back
// a value of the environment (a token it was given, echoed in a tool name, a
// description, an error, its instructions); reports cut long texts, and a
// secret cut in two escapes the redaction of the finished report. So every
// string of the snapshot (keys included) is scrubbed where it enters: after
// live discovery and when a snapshot file is read (see SnapshotSecrets for
// which secrets reach the definitions). Definitions or instructions that
// carried one are marked (`definitionsRedacted`, `instructionsRedacted`): what
// remains is not what the server sent, so definitions so marked can neither be
// locked nor verified against the lock. A secret is looked for in the text
// and in its hidden readings too (look-alike letters, tag characters: see
// src/util/redact.ts). Pure.
import { boundedDefinition, MAX_DEFINITION_DEPTH, nestedDeeperThan } from '../contract/projection.js';
import { changedPlaces } from '../analysis/redacted-places.js';
import { jsonStrings } from '../util/json-strings.js';
import { truncate } from '../analysis/lint/text.js';
import { holdsEncodedSecret, holdsSecret, holdsSplitSecretInJson, MAY_BE_ENCODED, redact, redactDeep, redactFields, redactHidden } from '../util/redact.js';
import { instructionsHashOf } from '../analysis/snapshot-evidence.js';
import type { ServerSnapshot, Snapshot } from '../types.js';

/**
 * Secrets known to a run: `all` are redacted from every text a server sends (its errors, instructions, server
 * info); `named` (values of variables whose name says they are secrets: tokens, passwords, keys) are redacted from
 * its definitions too, which are then marked: a definition that carried a token is not what the agent should
 * see, and what is left is not what the server sent. Other values a catalog interpolates (a region, a tenant,
 * a port) stay in the definitions, which may legitimately name them; reports still redact them (a file written keeps
 * none: see scrubAsWritten).
 */
export interface SnapshotSecrets {
  all: readonly string[];
  named: readonly string[];
}

/**
 * Whether redacting (`redacted`, redactDeep by default) changes a value: its JSON text is searched first, as it is
 * and in its hidden readings (a secret written with look-alike letters or Unicode tag characters: see holdsSecret),
 * then string by string.
 */
function changes(value: unknown, secrets: readonly string[], redacted: (value: unknown) => unknown = (v) => redactDeep(v, secrets)): boolean {
  const text = JSON.stringify(value);
  if (text === undefined) return false;
  // (Encoded by the server or split by white space, ASCII too: see holdsSecret; one string at a time, as a reader decodes it.)
  const found =
    secrets.some((secret) => text.includes(secret)) ||
    holdsSecret(nonAsciiText(value), secrets) ||
    holdsSplitSecretInJson(text, secrets) ||
    jsonStrings(value).some((s) => MAY_BE_ENCODED.test(s) && holdsEncodedSecret(s, secrets));
  if (!found) return false;
  return JSON.stringify(redacted(value)) !== text;
}

/**
 * What discovery itself writes of a server, its evidence and its list traversals: its own words, flags, counts,
 * times and digests, kept as they are (a run that passes `--log-level ${LOG_LEVEL}` with `info`, or `tool`, must
 * not make `toolCount` read `***Count`). Every other field is the server's text, or a snapshot file's: redacted.
 */
const SERVER_OWN = ['label', 'status', 'complete', 'era', 'listChanged', 'instructionsHash', 'instructionsRedacted', 'definitionsRedacted', 'serverInfoRedacted', 'toolCount'];
const EVIDENCE_OWN = ['transport', 'connection', 'startedAt', 'completedAt', 'listChangedNotifications', 'relists', 'stable'];
const TRAVERSAL_OWN = ['complete', 'pages', 'stoppedBy', 'supported'];

/** A server's fields other than its definitions with the secrets removed from its data (see SERVER_OWN). */
function redactServerFields<T>(fields: T, secrets: readonly string[]): T {
  const traversal = (list: unknown) => redactFields(list, secrets, TRAVERSAL_OWN);
  const lists = (value: unknown) => redactFields(value, secrets, [], { tools: traversal, prompts: traversal, resourceTemplates: traversal });
  return redactFields(fields, secrets, SERVER_OWN, { evidence: (evidence) => redactFields(evidence, secrets, EVIDENCE_OWN, { lists }) });
}

/**
 * Whether a value holds one of `secrets` in a hidden reading beyond where it is written as it is (tag characters,
 * look-alike letters): a value the catalog gives the server, which definitions may name, is no longer a mention
 * once the server hides it.
 */
function hides(value: unknown, secrets: readonly string[]): boolean {
  return secrets.length > 0 && holdsSecret(redact(nonAsciiText(value), secrets), secrets, false);
}

/**
 * The strings of a value (keys included) that hold a character outside ASCII, one a line: every way of hiding a
 * secret (tag, invisible, look-alike, compatibility characters) is outside ASCII, so the hidden readings are only
 * read there, not over every server's whole text.
 */
function nonAsciiText(value: unknown): string {
  return jsonStrings(value)
    .filter((text) => !/^[\x00-\x7f]*$/.test(text))
    .join('\n');
}

export function scrubServer(server: ServerSnapshot, secrets: SnapshotSecrets): ServerSnapshot {
  if (secrets.all.length === 0 && secrets.named.length === 0) return server;
  const { tools: allTools, prompts: allPrompts, resourceTemplates: allTemplates, ...rest } = server;
  // A definition nested deeper than discovery keeps one (a snapshot file written by hand) is the stub discovery would
  // have made, before it is searched: the searches below recurse, and 5,000 levels overflowed the stack.
  const bounded = <T>(list: T[]): T[] => (Array.isArray(list) && list.some((d) => nestedDeeperThan(d, MAX_DEFINITION_DEPTH)) ? (list.map(boundedDefinition) as T[]) : list);
  const [tools, prompts, resourceTemplates] = [bounded(allTools), bounded(allPrompts), bounded(allTemplates)];
  const definitions = [tools, prompts, resourceTemplates];
  // Values of the catalog that definitions hide are scrubbed from them like named secrets (and every value then).
  const hidden = hides(definitions, secrets.all);
  const definitionSecrets = hidden ? [...secrets.named, ...secrets.all] : secrets.named;
  const definitionsChange = hidden || changes(definitions, secrets.named);
  const redactRest = <T>(value: T): T => redactServerFields(value, secrets.all);
  if (!definitionsChange && !changes(rest, secrets.all, redactRest)) return server;
  // The label is the catalog's key, not the server's text: kept, so the server still meets its declaration.
  const out = { ...redactRest(rest), label: server.label, tools, prompts, resourceTemplates } as ServerSnapshot;
  if (definitionsChange) {
    out.tools = redactDeep(tools, definitionSecrets) as ServerSnapshot['tools'];
    out.prompts = redactDeep(prompts, definitionSecrets) as ServerSnapshot['prompts'];
    out.resourceTemplates = redactDeep(resourceTemplates, definitionSecrets) as ServerSnapshot['resourceTemplates'];
    out.definitionsRedacted = true;
    // Where, found now while both are at hand (a snapshot file written from this keeps it: see redactedPlaces).
    // Every secret out of them before they are cut (a key may hold a value of the catalog, which a pointer escapes:
    // `https:~1~1…`; a cut one would escape the redaction of what is written).
    const all = [...new Set([...secrets.all, ...secrets.named])];
    const places = changedPlaces([tools, prompts, resourceTemplates], [out.tools, out.prompts, out.resourceTemplates]).map((p) => cutPlace(redactHidden(p, all)));
    if (places.length > 0) out.redactedAt = places;
  }
  if (typeof server.instructions === 'string' && out.instructions !== server.instructions) {
    out.instructionsRedacted = true;
    // Their hash is of the text as written, every value scrubbed masked, never over one: a lock is
    // committed, and the hash of "password k9q2z" gives a short value back to whoever tries every one (an outside red
    // team: 18 s; a value of 5 characters the catalog passes through ${VAR} is no named secret, which starts at 6).
    if (typeof out.instructions === 'string') out.instructionsHash = instructionsHashOf(out.instructions);
  }
  // Capabilities that carry a secret (an experimental capability named after a token) are the server's own words
  // scrubbed, as its name or version are: they cannot be locked or compared (serverInfoRedacted).
  if (server.capabilities !== undefined && JSON.stringify(out.capabilities) !== JSON.stringify(server.capabilities)) out.serverInfoRedacted = true;
  // A server that reports a value of the catalog as its name or version (a version pinned through a variable whose
  // name says secret): what is left is `***`, which a lock must not record, nor a check compare.
  if (server.serverInfo !== undefined && JSON.stringify(out.serverInfo) !== JSON.stringify(server.serverInfo)) out.serverInfoRedacted = true;
  return out;
}

export function scrubSnapshot(snapshot: Snapshot, secrets: SnapshotSecrets): Snapshot {
  if (secrets.all.length === 0 && secrets.named.length === 0) return snapshot;
  return { ...snapshot, servers: snapshot.servers.map((server) => scrubServer(server, secrets)) };
}


/** A place cut to what a message shows: the name to 200 code points, the whole to 1,000 (see redactedPlaces). */
function cutPlace(place: string): string {
  const at = place.indexOf(' at ');
  const name = at < 0 ? place : place.slice(0, at);
  const rest = at < 0 ? '' : place.slice(at);
  return truncate(`${truncate(name.replace(/[\n\r]/g, ' '), 200)}${rest.replace(/[\n\r]/g, ' ')}`, 1000);
}

// A snapshot file carries evidence (what the server sent: its instructions,
// its capabilities, its lists) and fields derived from it (the instructions'
// hash, listChanged, the tool count), which drift and the lock read. Discovery
// writes both consistently; a file edited or produced elsewhere may not. The
// derived fields are recomputed from the evidence: a missing one is filled in,
// a contradicting one is a problem (the file is refused), never trusted over
// what it claims to summarise. `complete` is such a summary: believed only
// with the evidence of a traversal that says so (stable lists, each read to
// its end).
import { sha256Text } from '../contract/hash.js';
import { REDACTED } from '../util/redact.js';
import type { JsonObject, ListKind, ServerSnapshot } from '../types.js';

/** The most complete re-reads discovery does before it calls a server's lists unstable (a snapshot saying more was not taken by it). */
export const MAX_RELISTS = 3;

/** The hash discovery records for a server's instructions (NFC, as locked). */
export function instructionsHashOf(instructions: string): string {
  return sha256Text(instructions.normalize('NFC'));
}

/**
 * The server with its derived fields recomputed from its evidence, and the
 * contradictions found (empty: the file can be read as it is).
 */
export function reconcileServer(server: ServerSnapshot): { server: ServerSnapshot; problems: string[] } {
  const problems: string[] = [];
  const out: ServerSnapshot = { ...server };
  // Scrubbed instructions (a secret replaced by ***): the flag is believed only with the mark in them, and their hash is
  // of the text as written (as discover takes it since 2026-12-05; a file written before holds the hash of the text
  // sent, secret included, which a short secret can be read back from: replaced, never carried into a lock).
  if (typeof server.instructions === 'string' && server.instructionsRedacted === true) {
    if (!server.instructions.includes(REDACTED)) problems.push('instructionsRedacted is true but the instructions hold no *** where a secret was scrubbed');
    else out.instructionsHash = instructionsHashOf(server.instructions);
  }
  // A serverInfo holding the mark of a scrubbed secret is redacted whatever the file says (a file written by an older
  // discover, or edited): its version is no version to lock or compare.
  const info = server.serverInfo as { name?: unknown; version?: unknown } | undefined;
  if (server.serverInfoRedacted !== true && [info?.name, info?.version].some((field) => typeof field === 'string' && field.includes(REDACTED))) out.serverInfoRedacted = true;
  if (typeof server.instructions === 'string' && server.instructionsRedacted !== true) {
    const hash = instructionsHashOf(server.instructions);
    if (server.instructionsHash === undefined) out.instructionsHash = hash;
    else if (server.instructionsHash === null) problems.push('instructionsHash is null but the server sent instructions');
    else if (server.instructionsHash !== hash) problems.push('instructionsHash is not the hash of the instructions it lists');
  }
  const toolsCapability = isObject(server.capabilities) ? server.capabilities.tools : undefined;
  if (server.capabilities !== undefined) {
    const announced = isObject(toolsCapability) && toolsCapability.listChanged === true;
    if (server.listChanged === undefined) out.listChanged = announced;
    else if (server.listChanged !== announced) problems.push(`listChanged is ${server.listChanged} but capabilities.tools.listChanged says ${announced}`);
  }
  const ev = server.evidence;
  if (isObject(ev) && Date.parse(String(ev.completedAt)) < Date.parse(String(ev.startedAt))) problems.push(`its evidence completes (${String(ev.completedAt)}) before it starts (${String(ev.startedAt)})`);
  if (server.toolCount !== server.tools.length) problems.push(`toolCount is ${server.toolCount} but ${server.tools.length} tool(s) are listed`);
  // `complete` summarises the traversal: it is only believed with the evidence that proves it.
  if (server.complete) {
    if (typeof server.error === 'string' && server.error !== '') problems.push('says complete but reports an error');
    const evidence = server.evidence;
    if (!isObject(evidence)) problems.push('says complete but carries no evidence of its traversal');
    else {
      if (evidence.stable !== true) problems.push('says complete but its evidence says the lists were not stable');
      // (An outside audit: an evidence re-read more often than discovery ever does, and one that ends before it starts —
      // its completedAt is what the snapshot's age is read from — were believed.)
      if (typeof evidence.relists === 'number' && evidence.relists > MAX_RELISTS) problems.push(`says complete after ${evidence.relists} re-reads of its lists, more than discovery does (${MAX_RELISTS})`);
      for (const kind of LIST_KINDS) {
        const list = evidence.lists?.[kind];
        if (!list) continue;
        const listed = server[kind]?.length ?? 0;
        const cursors = Array.isArray(list.cursors) ? list.cursors : [];
        if (!list.complete || list.stoppedBy !== undefined) {
          problems.push(`says complete but its evidence says the ${kind} list stopped early${list.stoppedBy !== undefined ? ` (${list.stoppedBy})` : ''}`);
        } else if (list.refused !== undefined && (list.supported || list.pages !== 0)) {
          problems.push(`its evidence says the ${kind} list was refused but also read`);
        } else if (!list.supported && listed > 0) {
          problems.push(`lists ${kind} its evidence says the server does not offer`);
        } else if (!list.supported && (list.pages !== 0 || cursors.length > 0)) {
          problems.push(`its evidence says the ${kind} list is not offered but read it in ${list.pages} page(s)`);
        } else if (!list.supported && announced(server, kind) && (kind === 'tools' || list.refused === undefined)) {
          // Discovery reads every list whose capability the server announced. Tools it refused leave the server
          // incomplete; prompts and templates refused (a server may announce prompts or resources and implement no
          // list: tavily-mcp 0.2.3, server-puppeteer) are recorded with the answer in `refused`.
          problems.push(`announces the ${LIST_CAPABILITY[kind]} capability but its evidence says the ${kind} list is not offered`);
        } else if (list.supported && !(list.pages >= 1)) {
          // A list offered and complete was read in one page at least (an empty list is one empty page).
          problems.push(listed > 0 ? `lists ${listed} ${kind} its evidence read in no page` : `its evidence says the ${kind} list is offered and complete but read it in no page`);
        } else if (new Set(cursors).size !== cursors.length) {
          problems.push(`says complete but its evidence sent one ${kind} cursor twice (a cycle)`);
        } else if (list.supported && list.pages >= 1 && cursors.length !== list.pages - 1) {
          problems.push(`its evidence reads the ${kind} list in ${list.pages} page(s) with ${cursors.length} cursor(s) (one less than pages: the first page has none)`);
        }
      }
    }
  }
  return { server: out, problems };
}

const LIST_KINDS: ListKind[] = ['tools', 'prompts', 'resourceTemplates'];
/** The capability that announces each list. */
const LIST_CAPABILITY: Record<ListKind, string> = { tools: 'tools', prompts: 'prompts', resourceTemplates: 'resources' };

/** Whether the server announced the capability of a list in initialize (false when the snapshot does not say). */
function announced(server: ServerSnapshot, kind: ListKind): boolean {
  const caps = server.capabilities;
  return isObject(caps) && Object.hasOwn(caps, LIST_CAPABILITY[kind]) && caps[LIST_CAPABILITY[kind]] !== undefined && caps[LIST_CAPABILITY[kind]] !== null;
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The most capability names recorded per server (a hostile server may announce thousands of experimental ones). */
const MAX_CAPABILITIES = 200;
/** The longest capability name recorded (characters). */
const MAX_CAPABILITY_NAME = 120;

/**
 * The capabilities a server announced in initialize, as sorted names: each top-level capability (`resources`,
 * `logging`, `experimental`…) and each of its members that is set (`resources.subscribe`, `prompts.listChanged`,
 * an experimental feature's name), one level down. undefined when the snapshot does not say. Names are cut to
 * MAX_CAPABILITY_NAME characters and at most MAX_CAPABILITIES are kept (the first in sorted order).
 */
export function capabilityNames(server: Pick<ServerSnapshot, 'capabilities'>): string[] | undefined {
  const caps = server.capabilities;
  if (!isObject(caps)) return undefined;
  const names = new Set<string>();
  // Cut by code points (never half a surrogate pair).
  const clip = (name: string) => (name.length > MAX_CAPABILITY_NAME ? `${Array.from(name).slice(0, MAX_CAPABILITY_NAME - 1).join('')}…` : name);
  for (const [key, value] of Object.entries(caps)) {
    if (key === '' || value === undefined || value === null || value === false) continue;
    names.add(clip(key));
    if (isObject(value)) for (const [member, set] of Object.entries(value)) if (set !== undefined && set !== null && set !== false) names.add(clip(`${key}.${member}`));
  }
  return [...names].sort().slice(0, MAX_CAPABILITIES);
}

/** Whether the server announced the tools capability in initialize; undefined when the snapshot does not say. */
export function toolsCapability(server: Pick<ServerSnapshot, 'capabilities'>): boolean | undefined {
  const caps = server.capabilities;
  if (caps === null || typeof caps !== 'object' || Array.isArray(caps)) return undefined;
  return Object.hasOwn(caps, 'tools');
}

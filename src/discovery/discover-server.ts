// Discovers one MCP server: connect (either protocol era), read every list to
// the end, re-read while the server says its lists changed, and keep the
// evidence. Failures become a status on the snapshot, never an exception:
// the other servers go on.
import { Client } from '@modelcontextprotocol/client';
import { connectionDigest } from '../analysis/snapshot-binding.js';
import { sha256Text } from '../contract/hash.js';
import { boundedDefinition } from '../contract/projection.js';
import type { JsonObject, Limits, ListKind, ListTraversal, ServerDecl, ServerSnapshot, Timeouts } from '../types.js';
import { redactHidden } from '../util/redact.js';
import { truncate } from '../util/truncate.js';
import { relativePaths } from '../util/relative-paths.js';
import { stdioCwdProblem } from './connect-cwd.js';
import { interpolateConnect, MissingVariableError } from './interpolate.js';
import { MAX_RELISTS } from '../analysis/snapshot-evidence.js';
import { buildTransport, type BuiltTransport } from './transport.js';
import { prepareTap, type AnswerConflict, type PreparedTap } from './raw-tap.js';
import { killRemembered } from './process-tree.js';
import { BudgetExceeded, LIST_METHODS, RAW_RESULT, ServerError, traverse } from './traverse.js';

export const DEFAULT_TIMEOUTS: Timeouts = { connectMs: 20_000, requestMs: 20_000, totalMs: 120_000 };
/** The longest delay setTimeout takes (a longer one fires after 1 ms); the catalog schema caps each timeout at it. */
const MAX_TIMER_MS = 2 ** 31 - 1;
export const DEFAULT_LIMITS: Limits = { maxPages: 1_000, maxItems: 50_000, maxBytes: 64 * 1024 * 1024, maxRelists: MAX_RELISTS };
/** How long to wait after a complete read for a late list_changed before calling the lists stable. */
export const SETTLE_MS = 150;
/** Upper bound of the server/discover probe (protocol 2026-07-28) before the initialize fallback. */
export const PROBE_TIMEOUT_MS = 10_000;
/**
 * The stdio read buffer holds one message (a page plus its JSON-RPC envelope)
 * and partial lines: it gets this much room beyond the byte budget, so a page
 * that breaks the budget is still read and reported as max_bytes by the
 * traversal. A single message beyond even that closes the connection; that
 * too is reported as max_bytes.
 */
export const READ_BUFFER_HEADROOM_BYTES = 1024 * 1024;
/** How long cleanup waits for an abandoned connect to wind down (the SDK reaps its stdio probe child meanwhile). */
export const CLOSE_GRACE_MS = 3_000;

export const CLIENT_INFO = { name: 'mcp-catalog-lock', version: '0.1.0' };

export interface DiscoverServerOptions {
  env: NodeJS.ProcessEnv;
  /** Relative stdio cwd values resolve against this (the catalog file's directory). */
  baseDir: string;
  timeouts?: Partial<Timeouts>;
  limits?: Partial<Limits>;
  /** Extra values to redact from errors (secrets known to the caller). */
  secrets?: readonly string[];
  now?: () => Date;
}

const KINDS: ListKind[] = ['tools', 'prompts', 'resourceTemplates'];

const NOTIFICATION_KIND: Record<string, ListKind> = {
  'notifications/tools/list_changed': 'tools',
  'notifications/prompts/list_changed': 'prompts',
  'notifications/resources/list_changed': 'resourceTemplates',
};

class Deadline extends Error {}

function emptyTraversal(supported: boolean): ListTraversal {
  return { complete: supported ? false : true, supported, pages: 0, cursors: [] };
}

export async function discoverServer(label: string, decl: ServerDecl, options: DiscoverServerOptions): Promise<ServerSnapshot> {
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts, ...decl.timeouts };
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const now = options.now ?? (() => new Date());
  const startedAt = now().toISOString();
  const snapshot: ServerSnapshot = {
    label,
    status: 'unreachable',
    complete: false,
    toolCount: 0,
    tools: [],
    prompts: [],
    resourceTemplates: [],
  };

  let secrets: string[] = [...(options.secrets ?? [])];
  let connect;
  try {
    const interpolated = interpolateConnect(decl.connect, options.env);
    connect = interpolated.connect;
    secrets = secrets.concat(interpolated.secrets);
  } catch (error) {
    if (error instanceof MissingVariableError) {
      snapshot.error = `cannot connect: ${error.message}`;
      return snapshot;
    }
    throw error;
  }
  // Secrets out, and paths inside the catalog's directory shown relative to it (a stack trace names absolute paths).
  // Hidden forms too: a secret split over two lines of stderr (its lines are later joined with " | ", where no
  // reading finds it any more), encoded, or a passphrase with other white space (an outside hunt).
  const clean = (text: string) => relativePaths(redactHidden(text, secrets), options.baseDir);
  // A missing working directory fails the spawn as `spawn <command> ENOENT`, which blames the command: said first.
  const cwdProblem = await stdioCwdProblem(connect, options.baseDir);
  if (cwdProblem) {
    snapshot.error = clean(`cannot connect: ${cwdProblem}`);
    return snapshot;
  }

  let built: BuiltTransport | undefined;
  let client: Client | undefined;
  /** The connect in flight, kept so cleanup can wait for an abandoned one to wind down. */
  let connecting: Promise<void> | undefined;
  /** The last error the transport reported (non-JSON lines, stream failures): context for a timeout. */
  let transportError: string | undefined;
  const notifications: Record<ListKind, number> = { tools: 0, prompts: 0, resourceTemplates: 0 };
  let totalNotifications = 0;

  let deadlineTimer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    deadlineTimer = setTimeout(() => reject(new Deadline(`no complete answer within ${timeouts.totalMs} ms`)), timeouts.totalMs);
  });
  deadline.catch(() => undefined);
  const race = <T>(work: Promise<T>): Promise<T> => Promise.race([work, deadline]);
  /** A phase deadline on top of the total one (SSEClientTransport.start() has none of its own). */
  const within = <T>(work: Promise<T>, ms: number, what: string): Promise<T> => {
    let timer: NodeJS.Timeout | undefined;
    const phase = new Promise<never>((_, reject) => {
      // connectMs + the probe may pass the longest timer Node sets (2^31 - 1 ms), which it would cut to 1 ms.
      timer = setTimeout(() => reject(new Deadline(`${what} took more than ${ms} ms`)), Math.min(ms, MAX_TIMER_MS));
    });
    return race(Promise.race([work, phase])).finally(() => clearTimeout(timer));
  };

  let probeMs = timeouts.probeMs ?? Math.min(timeouts.connectMs, PROBE_TIMEOUT_MS);
  const makeClient = (mode: 'auto' | 'legacy') => {
    const c = new Client(CLIENT_INFO, {
      // On stdio a probe timeout means a legacy server: keep it short so a hanging server does not cost two full connect timeouts.
      versionNegotiation: { mode, probe: { timeoutMs: probeMs } },
      listMaxPages: limits.maxPages,
    });
    c.onerror = (error) => {
      transportError = error?.message ?? String(error);
    };
    // Legacy servers send list_changed unsolicited; on 2026-07-28 they arrive
    // through subscriptions/listen and the SDK dispatches them to the same handlers.
    for (const [method, kind] of Object.entries(NOTIFICATION_KIND)) {
      c.setNotificationHandler(method as 'notifications/tools/list_changed', () => {
        notifications[kind] += 1;
        totalNotifications += 1;
      });
    }
    return c;
  };

  /** The raw tap of the current connection: it sees every request from the first (the era probe and initialize). */
  let preparedTap: PreparedTap | undefined;
  const connectWith = async (kind?: 'streamable-http' | 'sse', mode: 'auto' | 'legacy' = 'auto') => {
    built = buildTransport(connect, { baseDir: options.baseDir, maxBufferSize: limits.maxBytes + READ_BUFFER_HEADROOM_BYTES, kind, redact: clean });
    preparedTap = prepareTap(built.transport);
    client = makeClient(mode);
    transportError = undefined;
    connecting = client.connect(built.transport, { timeout: timeouts.connectMs });
    connecting.catch(() => undefined);
    // The probe (at most probeMs) and the handshake (connectMs) run one after the other.
    await within(connecting, timeouts.connectMs + probeMs, 'connecting');
    connecting = undefined;
  };
  /** Ends the current connection attempt for good; see shutdown(). */
  const release = (failed: boolean) => shutdown(client, built, connecting, failed);

  const lists: Record<ListKind, ListTraversal> = {
    tools: emptyTraversal(true),
    prompts: emptyTraversal(false),
    resourceTemplates: emptyTraversal(false),
  };
  let relists = 0;
  let subscription: string | undefined;
  let stable = false;

  try {
    try {
      await connectWith();
    } catch (error) {
      // The spec's backwards compatibility: a server that refuses the
      // Streamable HTTP POST with a 4xx may be a legacy HTTP+SSE server.
      if (connect.transport === 'http' && !(error instanceof Deadline) && looksLikeHttpRefusal(error)) {
        await release(true);
        await connectWith('sse');
      } else if (connect.transport === 'stdio' && !(error instanceof Deadline) && /closed/i.test(String((error as Error)?.message))) {
        // The probe ran in place: a legacy server that exits on the unknown
        // server/discover request gets one fresh start, initialize only.
        await release(true);
        await connectWith(undefined, 'legacy');
      } else {
        throw error;
      }
    }
    // A server slow to start (a loaded machine) answers the probe after the SDK stopped waiting and fell back to
    // initialize: the era recorded would depend on the machine's load, not on the server, and a relock or check on a
    // quieter run would see a protocol change nobody made. Such a server is connected again, once, and given its
    // whole connect time to answer the probe.
    if (connect.transport === 'stdio' && (client as unknown as Client).getProtocolEra() !== 'modern' && built?.probeAnswered?.()) {
      await release(true);
      probeMs = timeouts.connectMs;
      await connectWith();
    }
    const c = client as unknown as Client;
    // The processes the server started by now: a launcher that exits later leaves them out of the listing at the end.
    built?.descendants?.();
    snapshot.status = 'incomplete';
    snapshot.protocolVersion = c.getNegotiatedProtocolVersion();
    snapshot.era = c.getProtocolEra() === 'modern' ? 'modern' : 'legacy';
    const info = c.getServerVersion();
    if (info) {
      snapshot.serverInfo = { name: String(info.name), version: String(info.version) };
      if (typeof info.title === 'string') snapshot.serverInfo.title = info.title;
    }
    const capabilities = (c.getServerCapabilities() ?? {}) as JsonObject;
    snapshot.capabilities = capabilities;
    const toolsCap = capabilities.tools as JsonObject | undefined;
    snapshot.listChanged = toolsCap?.listChanged === true;
    const instructions = c.getInstructions();
    snapshot.instructionsHash = typeof instructions === 'string' ? sha256Text(instructions.normalize('NFC')) : null;
    if (typeof instructions === 'string') snapshot.instructions = instructions;

    // The tap read every message from the first (the era probe and initialize included): a late answer to either is an
    // answer, a second different one a contradiction, as is one to a request never sent.
    const tap = preparedTap!.attach();
    if (snapshot.era === 'modern') {
      // 2026-07-28: no unsolicited notifications; listen for list changes while discovering.
      const filter = {
        toolsListChanged: snapshot.listChanged === true,
        promptsListChanged: (capabilities.prompts as JsonObject | undefined)?.listChanged === true,
        resourcesListChanged: (capabilities.resources as JsonObject | undefined)?.listChanged === true,
      };
      if (Object.values(filter).some(Boolean)) {
        try {
          await race(c.listen(filter, { timeout: timeouts.requestMs }));
          subscription = 'listening';
        } catch (error) {
          subscription = `failed: ${clean((error as Error).message)}`;
        }
      } else {
        subscription = 'not-offered';
      }
    } else {
      subscription = snapshot.listChanged ? 'unsolicited' : 'not-offered';
    }

    const supported: Record<ListKind, boolean> = {
      // A server without the tools capability still gets asked: an empty or
      // refused list is evidence too. Prompts and templates only when offered.
      tools: true,
      prompts: capabilities.prompts !== undefined,
      resourceTemplates: capabilities.resources !== undefined,
    };
    const request = async (method: string, params: Record<string, unknown>) => {
      let value: unknown;
      try {
        value = await race(c.request({ method, params } as never, RAW_RESULT, { timeout: timeouts.requestMs }));
      } catch (error) {
        // The SDK may refuse a result it finds malformed (2026-07-28 era): the raw result is still evidence when it is a
        // final result whose contents the SDK's schema refused (a malformed tool is a finding, not a lost catalog). A
        // result that says it is not final (input_required, an unknown resultType) or says nothing of it, in an era
        // that requires it, is no catalog: the error stands and the list is incomplete.
        const raw = tap.take(method);
        const final = snapshot.era !== 'modern' || (raw.found && (raw.result as { resultType?: unknown } | null)?.resultType === 'complete');
        if (raw.found && final && (error as { code?: string }).code === 'INVALID_RESULT') return raw.result;
        // The stdio transport drops the connection when a message outgrows its read buffer; an HTTP body past it
        // errors (cappedFetch), through the transport's error handler or the request itself.
        const oversized = [transportError, (error as Error)?.message, built?.oversized?.()].find((text) => typeof text === 'string' && /exceeded maximum size/i.test(text));
        if (oversized) {
          throw new BudgetExceeded(`while waiting for ${method}, a message from the server (its answer, or output that is no message: a line never ended) exceeds the read buffer (${oversized}); list results are capped at ${limits.maxBytes} bytes`);
        }
        // What the server itself answered, as the client saw it (its code and words), told from what the client made
        // of a silence or a broken connection (the SDK's own -32000 Connection closed): see traverse's refusals.
        const answered = tap.takeError(method);
        if (answered) throw new ServerError(answered.code, (error as Error)?.message ?? answered.message, answered.message);
        throw error;
      }
      const raw = tap.take(method);
      return raw.found ? raw.result : value;
    };

    const budget = { bytes: limits.maxBytes };
    const ttl: Record<string, number | string> = {};
    for (;;) {
      const before = { ...notifications };
      for (const kind of KINDS) {
        if (!supported[kind]) continue;
        // Method not found is an answer: the agent's client is refused the same way and shows the model none.
        // Prompts and templates (a server may announce prompts or resources and implement no list: tavily-mcp 0.2.3,
        // server-puppeteer), and tools from a server that did not announce them; tools refused by a server that
        // announced them (the catalog itself) leave it incomplete.
        const refusable = kind !== 'tools' || capabilities.tools === undefined;
        const result = await traverse(kind, request, limits, budget, refusable);
        lists[kind] = result.traversal;
        if (result.ttlMs !== undefined) ttl[`${kind}.ttlMs`] = result.ttlMs;
        if (result.cacheScope !== undefined) ttl[`${kind}.cacheScope`] = result.cacheScope;
        if (result.traversal.error) result.traversal.error = clean(result.traversal.error);
        if (result.traversal.refused) result.traversal.refused = clean(result.traversal.refused).slice(0, 500);
        // A definition nested beyond what any JSON writer survives is kept as a stub naming it (analysis reports it malformed).
        result.items = result.items.map(boundedDefinition);
        snapshot[kind] = result.items as JsonObject[];
      }
      const anyIncomplete = KINDS.some((kind) => supported[kind] && !lists[kind].complete);
      if (anyIncomplete) break;
      // Wait briefly for a late list_changed (some servers change their list right after connecting). Stable only when
      // the server said nothing of a change during a read or after it: a read followed by a list_changed is not the
      // list the server has now, whatever earlier reads agreed with it (two reads that agree, then "changed", then
      // another list is what a client that follows list_changed ends up with).
      await race(new Promise((resolve) => setTimeout(resolve, SETTLE_MS)));
      const changedKinds = KINDS.filter((kind) => supported[kind] && notifications[kind] > before[kind]);
      if (changedKinds.length === 0) {
        stable = true;
        break;
      }
      if (relists >= limits.maxRelists) break;
      relists += 1;
    }
    snapshot.toolCount = snapshot.tools.length;
    // A list request answered twice, differently: which answer is the catalog cannot be told.
    const conflicts = tap.conflicts();
    for (const kind of KINDS) {
      const conflict = conflicts.find((c) => c.method === LIST_METHODS[kind].method);
      if (!conflict || !lists[kind].complete) continue;
      lists[kind].complete = false;
      lists[kind].stoppedBy = 'conflicting_answers';
      lists[kind].error = conflictText(conflict, clean);
    }
    const otherConflict = conflicts.find((c) => !KINDS.some((kind) => LIST_METHODS[kind].method === c.method));
    const complete = stable && otherConflict === undefined && KINDS.every((kind) => !supported[kind] || lists[kind].complete);
    snapshot.complete = complete;
    snapshot.status = complete ? 'ok' : 'incomplete';
    if (!complete) {
      const broken = KINDS.find((kind) => supported[kind] && !lists[kind].complete);
      snapshot.error = broken
        ? `${broken} list incomplete: ${lists[broken].stoppedBy}${lists[broken].error ? ` (${lists[broken].error})${timeoutHint(lists[broken].error!, timeouts)}` : ''}`
        : otherConflict
          ? conflictText(otherConflict, clean)
          : `lists kept changing: the server announced a change (list_changed) after each of ${relists + 1} reads, so no read can be taken for its catalog`;
    }
    if (Object.keys(ttl).length > 0) snapshot.cacheHints = ttl;
  } catch (error) {
    const connected = snapshot.status !== 'unreachable';
    const message = describeError(error, built, transportError, clean, timeouts);
    snapshot.error = clean(connected ? message : `cannot connect: ${message}`);
    snapshot.complete = false;
    if (snapshot.status === 'ok') snapshot.status = 'incomplete';
  } finally {
    clearTimeout(deadlineTimer);
    await release(snapshot.status !== 'ok');
  }
  // Whatever ended the traversal (a deadline during the settle wait included), the count is of the tools listed.
  snapshot.toolCount = snapshot.tools.length;

  snapshot.evidence = {
    transport: built?.kind ?? (connect.transport === 'stdio' ? 'stdio' : connect.transport === 'sse' ? 'sse' : 'streamable-http'),
    connection: connectionDigest(decl.connect),
    startedAt,
    completedAt: now().toISOString(),
    listChangedNotifications: totalNotifications,
    ...(subscription ? { listChangedDelivery: subscription } : {}),
    relists,
    stable,
    lists,
  };
  return snapshot;
}

/** What a conflicting answer was, for the traversal's error; the id is the server's text: secrets removed before the cut. */
function conflictText(conflict: AnswerConflict, clean: (text: string) => string): string {
  const id = truncate(clean(String(JSON.stringify(conflict.id))), 60);
  return conflict.method === undefined ? `the server answered a request the client never sent (id ${id})` : `the server answered ${conflict.method} request ${id} twice, differently`;
}

function looksLikeHttpRefusal(error: unknown): boolean {
  const text = `${(error as Error)?.message ?? ''} ${JSON.stringify((error as { data?: unknown })?.data ?? '')}`;
  return /\b(400|404|405)\b/.test(text);
}

/**
 * What to change when a limit of the catalog cut a server off: the limit, and where it is set (a timeout says which
 * phase it cut: connecting, or a request of the traversal).
 */
function timeoutHint(text: string, timeouts: Timeouts): string {
  if (/\bconnecting took more than\b/.test(text)) {
    const probeMs = timeouts.probeMs ?? Math.min(timeouts.connectMs, PROBE_TIMEOUT_MS);
    return ` (the protocol probe may take timeouts.probeMs, ${probeMs} ms, then initialize timeouts.connectMs, ${timeouts.connectMs} ms: raise them under the server's timeouts in the catalog if the server is only slow to start)`;
  }
  if (/\bno complete answer within\b/.test(text)) return ` (timeouts.totalMs: raise it under the server's timeouts in the catalog)`;
  if (/\bRequest timed out\b/i.test(text)) return ` (each request may take timeouts.requestMs, ${timeouts.requestMs} ms: raise it under the server's timeouts in the catalog if the server is only slow)`;
  return '';
}

/**
 * What the error was caused by, when its message does not say (Node's fetch says `fetch failed` and keeps the
 * reason, `getaddrinfo ENOTFOUND host` or `connect ECONNREFUSED 127.0.0.1:1`, in its cause), and what a spawn
 * error code means.
 */
function causes(error: unknown): string {
  const out: string[] = [];
  let said = error instanceof Error ? error.message : String(error);
  let cause = (error as { cause?: unknown })?.cause;
  for (let depth = 0; depth < 4 && cause !== undefined && cause !== null; depth++) {
    const text = cause instanceof Error ? cause.message : typeof cause === 'string' ? cause : '';
    if (text && !said.includes(text)) {
      out.push(text);
      said += ` ${text}`;
    }
    cause = (cause as { cause?: unknown }).cause;
  }
  const spawn = error as { code?: unknown; syscall?: unknown };
  if (spawn?.code === 'ENOENT' && typeof spawn.syscall === 'string' && spawn.syscall.startsWith('spawn')) out.push('no such command: not found on PATH, or no such file');
  else if (spawn?.code === 'EACCES' && typeof spawn.syscall === 'string' && spawn.syscall.startsWith('spawn')) out.push('the command is not executable');
  return out.map((text) => `: ${text}`).join('');
}

/** Errors a process prints when what it connects to is not there (Node's and the C library's names for them). */
const UNREACHABLE_DEPENDENCY = /\b(?:ECONNREFUSED|ENOTFOUND|EHOSTUNREACH|ENETUNREACH|ECONNRESET|EAI_AGAIN|Connection refused|getaddrinfo)\b/;

/** The error of a failed discovery; `clean` removes secrets before any text is cut (a cut secret survives in part). */
function describeError(error: unknown, built: BuiltTransport | undefined, transportError: string | undefined, clean: (text: string) => string, timeouts: Timeouts): string {
  const message = clean(`${error instanceof Error ? error.message : String(error)}${causes(error)}`);
  transportError = transportError === undefined ? undefined : clean(transportError);
  const tail = built?.stderrTail();
  // Lines on stdout that are not JSON-RPC (a server logging there): skipped, as clients skip them, but a server that
  // wrote only those never answered, and raising a timeout would not help (an outside reviewer's junk server).
  // Only when nothing it wrote was a message: a server that answered and then timed out is told about its timeout.
  const junk = built?.notJson?.();
  const notJson =
    junk && junk.lines > 0 && junk.messages === 0
      ? ` (the server wrote ${junk.lines} line(s) on stdout that are not JSON-RPC, the first: ${JSON.stringify(truncate(clean(junk.first ?? ''), 120))}; an MCP server over stdio writes only JSON-RPC messages there, its logs go to stderr)`
      : '';
  // A server whose stderr says it cannot reach what it needs (a database refused, a host not found) is not slow: a
  // longer timeout will not help, and the hint says so (an eighth survey's redis server, ECONNREFUSED on stderr).
  const unreachable = tail ? UNREACHABLE_DEPENDENCY.exec(tail)?.[0] : undefined;
  const hint = timeoutHint(message, timeouts);
  const said = hint && unreachable ? `${hint.slice(0, -1)}; but its stderr says ${unreachable}: it is waiting for something it cannot reach, which no timeout cures)` : hint;
  let base = `${error instanceof Deadline ? `timed out: ${message}` : message}${notJson || said}`;
  // A bare "Request timed out" says little; what the transport choked on says more (e.g. a server writing non-JSON to stdout).
  if (transportError && !base.includes(transportError)) base = `${base} (last transport error: ${transportError.slice(0, 300)})`;
  if (!tail) return base;
  // The last lines, and the error line before them when they are only its stack or details (Node prints
  // `Error: Cannot find module …` first, then a dozen lines of context).
  const lines = tail.split('\n');
  const last = lines.slice(-5);
  // (An error line is no stack frame, and says Error, error or fatal before a colon: "Fatal error in main(): Error: Failed
  // to initialize …: fetch failed" — an outside survey's server — as much as "TypeError: …".)
  const isErrorLine = (line: string) => !/^\s*at\s/.test(line) && /(?:^|[\s(])(?:\w*Error|error|fatal|Fatal|FATAL|ERROR)\b[^\n]*:/.test(line);
  const errorLine = lines.slice(0, -5).reverse().find(isErrorLine);
  return `${base}; stderr: ${[...(errorLine && !last.some(isErrorLine) ? [errorLine.trim(), '…'] : []), ...last].join(' | ')}`;
}

/**
 * Ends a connection so that nothing outlives the discovery: a failed server's
 * child is killed first (it may be hung), the client and the transport are
 * closed (the transport too: while the SDK still probes the era the client
 * does not own it yet, and closing it is what aborts the probe and reaps the
 * SDK's probe child), an abandoned stdio connect is given a bounded moment to
 * wind down, and any child still running is killed — with what it started
 * (npx's server, a shell's command, helpers), listed before anything closed.
 */
async function shutdown(
  client: Client | undefined,
  built: BuiltTransport | undefined,
  connecting: Promise<void> | undefined,
  failed: boolean,
): Promise<void> {
  // What the server started below the spawned process, listed while it still runs: killed at the end if still there.
  const tree = built?.descendants?.() ?? [];
  if (failed) {
    await built?.kill();
    // At once, not after the close below: a server that holds the pipes would make it wait for nothing.
    killRemembered(tree);
  }
  try {
    await client?.close();
  } catch {
    // closing a broken connection may fail; the child is killed below
  }
  try {
    await built?.transport.close();
  } catch {
    // idem
  }
  // Only the stdio connect has something to wind down (the SDK reaps its probe child inside it); an
  // HTTP connect abandoned by close() may never settle, and has nothing left running once closed.
  if (connecting && built?.kind === 'stdio') {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      connecting.catch(() => undefined),
      new Promise((resolve) => {
        timer = setTimeout(resolve, CLOSE_GRACE_MS);
      }),
    ]);
    clearTimeout(timer);
  }
  await built?.kill();
  killRemembered(tree);
}

// Builds an MCP client transport from a resolved connect spec.
import type { ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { SSEClientTransport, StreamableHTTPClientTransport, type FetchLike, type JSONRPCMessage, type ReadBuffer, type Transport } from '@modelcontextprotocol/client';
import { LinearReadBuffer } from './read-buffer.js';
import { checkedEvent, checkedJsonBody } from './checked-body.js';
import { StdioClientTransport, getDefaultEnvironment } from '@modelcontextprotocol/client/stdio';
import type { ConnectSpec, ServerEvidence } from '../types.js';
import { descendantsOf, killRemembered, killTree, type TreeProcess } from './process-tree.js';
import { onSignalExit } from '../util/exit-on-signals.js';

export interface BuiltTransport {
  transport: Transport;
  kind: ServerEvidence['transport'];
  /** Last lines a stdio server wrote to stderr (for error messages). */
  stderrTail(): string;
  /** Why a response was cut for its size, if one was (HTTP: see cappedFetch). */
  oversized?(): string | undefined;
  /** stdio: whether the server answered a server/discover probe, even after the SDK stopped waiting for it. */
  probeAnswered?(): boolean;
  /** stdio: lines the server wrote on stdout that are not JSON (skipped), the first of them, and the messages it did write. */
  notJson?(): { lines: number; first?: string; messages: number };
  /**
   * Ends the connection for good: the transport will not start after this
   * (a connect still in flight cannot spawn a child or open a stream late),
   * and a stdio child still running is killed with SIGKILL. Resolves once
   * the child has exited (bounded), so no server outlives its discovery.
   */
  kill(): Promise<void>;
  /**
   * stdio: the processes below the spawned one (npx's server, a shell's command, a server's helpers) seen so far: those
   * listed now while it runs, with those of earlier listings, so what is left of them once the connection is closed
   * can be killed (see process-tree.ts).
   */
  descendants?(): TreeProcess[];
}

const STDERR_TAIL_BYTES = 2048;
/** Upper bound for waiting on a SIGKILLed child's exit. */
const KILL_WAIT_MS = 2_000;
/** How often the tree of a stdio server is listed while the connection is being made. */
const TREE_WATCH_MS = 250;

/**
 * Refuses `start()` once the connection has been given up. The SDK connects
 * in steps (an era probe, then the session); without this a connect that lost
 * a deadline race could still start the session transport afterwards.
 */
function guardStart(transport: Transport, isClosed: () => boolean, onStarted: () => void): void {
  const start = transport.start.bind(transport);
  transport.start = async () => {
    if (isClosed()) throw new Error('connection abandoned before the transport started');
    await start();
    onStarted();
  };
}

/**
 * The SDK runs its `server/discover` probe on a throwaway sibling process for
 * the base StdioClientTransport only; a subclass probes in place, on the
 * session's own child. That halves the processes started per server. A server
 * that dies on the unknown pre-initialize request is retried once in legacy
 * mode by discoverServer.
 */
class InPlaceStdioTransport extends StdioClientTransport {
  /** Ids of the server/discover probes sent. */
  private readonly probes = new Set<string | number>();
  /** Whether a probe got a result (in time or late: after the SDK gave up on it and fell back to initialize). */
  probeAnswered = false;
  readonly lineReader: LinearReadBuffer;

  constructor(params: ConstructorParameters<typeof StdioClientTransport>[0] & { maxBufferSize: number }) {
    super(params);
    // The SDK's buffer reads a message in quadratic time (see read-buffer.ts): replaced by a linear one.
    this.lineReader = new LinearReadBuffer(params.maxBufferSize, (message) => {
      const m = message as { id?: string | number; result?: unknown };
      if (m.id !== undefined && m.result !== undefined && this.probes.has(m.id)) this.probeAnswered = true;
    });
    (this as unknown as { _readBuffer: ReadBuffer })._readBuffer = this.lineReader;
  }

  override send(message: JSONRPCMessage): Promise<void> {
    const m = message as { id?: string | number; method?: string };
    if (m.method === 'server/discover' && m.id !== undefined) this.probes.add(m.id);
    return super.send(message);
  }
}

export function buildTransport(
  connect: ConnectSpec,
  opts: { baseDir: string; maxBufferSize: number; kind?: 'streamable-http' | 'sse'; redact?: (text: string) => string },
): BuiltTransport {
  if (connect.transport === 'stdio') {
    const transport = new InPlaceStdioTransport({
      command: connect.command,
      args: connect.args ?? [],
      // Only the SDK's safe default variables are inherited (PATH, HOME, …):
      // the environment of the run, with its tokens, never reaches a server
      // unless the catalog passes a variable explicitly.
      env: { ...getDefaultEnvironment(), ...(connect.env ?? {}) },
      cwd: resolve(opts.baseDir, connect.cwd ?? '.'),
      stderr: 'pipe',
      maxBufferSize: opts.maxBufferSize,
    });
    let tail = '';
    transport.stderr?.on('data', (chunk: Buffer) => {
      // Secrets are removed before the tail is cut: cut first, a secret split by the cut would survive in part. (The
      // tail kept is whole up to the cut, so a secret shorter than the tail is always seen whole once complete.)
      const text = tail + chunk.toString('utf8');
      tail = (opts.redact ? opts.redact(text) : text).slice(-STDERR_TAIL_BYTES);
    });
    // The child is remembered when it starts: the SDK forgets it (and `pid`
    // becomes null) as soon as it begins a close of its own, e.g. after a
    // failed handshake, while the child may still be running.
    let closed = false;
    let child: ChildProcess | undefined;
    let pid: number | undefined;
    const remembered = new Map<number, TreeProcess>();
    // The tree is listed when the process starts and then every TREE_WATCH_MS until the connection is made (see
    // descendants()): a launcher that hands the server over and exits while the handshake is slow is seen first.
    let watch: NodeJS.Timeout | undefined;
    let forget: () => unknown = () => undefined;
    const remember = () => {
      if (child?.pid !== undefined && child.exitCode === null && child.signalCode === null) for (const p of descendantsOf(child.pid)) remembered.set(p.pid, p);
    };
    guardStart(
      transport,
      () => closed,
      () => {
        child = (transport as unknown as { _process?: ChildProcess })._process;
        pid = transport.pid ?? undefined;
        remember();
        watch = setInterval(remember, TREE_WATCH_MS);
        watch.unref();
        // A signal that ends the run ends the server and what it started (listed first: once the server is gone,
        // they are no longer below it). A server that ignores the end of its stdin would otherwise outlive the run.
        forget = onSignalExit(() => {
          remember();
          if (child?.pid !== undefined) killTree(child.pid);
          child?.kill('SIGKILL');
          killRemembered([...remembered.values()]);
        });
      },
    );
    return {
      transport,
      kind: 'stdio',
      stderrTail: () => tail.trim(),
      probeAnswered: () => transport.probeAnswered,
      notJson: () => ({ lines: transport.lineReader.skippedLines, first: transport.lineReader.firstSkipped, messages: transport.lineReader.messagesRead }),
      descendants: () => {
        // Every listing adds to what is remembered: a process seen at start or at connect and left behind by a
        // launcher that exited since is still killed at the end. Asked once connected: the watch stops there.
        clearInterval(watch);
        remember();
        return [...remembered.values()];
      },
      kill: async () => {
        closed = true;
        clearInterval(watch);
        forget();
        if (child) {
          if (child.exitCode !== null || child.signalCode !== null) return;
          if (child.pid !== undefined) killTree(child.pid);
          const exited = new Promise<void>((done) => {
            child!.once('exit', () => done());
            setTimeout(done, KILL_WAIT_MS).unref();
          });
          try {
            child.kill('SIGKILL');
          } catch {
            // already gone
          }
          await exited;
          return;
        }
        // The SDK's internals changed shape: fall back to the pid.
        if (pid) {
          try {
            process.kill(pid, 'SIGKILL');
          } catch {
            // already gone
          }
        }
      },
    };
  }
  const url = new URL(connect.url);
  const requestInit = { headers: connect.headers ?? {} };
  const kind = opts.kind ?? (connect.transport === 'sse' ? 'sse' : 'streamable-http');
  let cut: string | undefined;
  const capped = cappedFetch(fetch, opts.maxBufferSize, (message) => (cut = message));
  const transport =
    kind === 'sse'
      ? new SSEClientTransport(url, { requestInit, fetch: withHeaders(connect.headers ?? {}, capped) })
      : new StreamableHTTPClientTransport(url, { requestInit, fetch: capped });
  let closed = false;
  guardStart(
    transport,
    () => closed,
    () => undefined,
  );
  return {
    transport,
    kind,
    stderrTail: () => '',
    oversized: () => cut,
    kill: async () => {
      closed = true;
    },
  };
}

/** The SSE stream is opened with fetch; the catalog's headers (Authorization) must reach it too. */
function withHeaders(headers: Record<string, string>, base: FetchLike): FetchLike {
  return (input: string | URL, init?: RequestInit) => {
    const merged = new Headers(init?.headers);
    for (const [name, value] of Object.entries(headers)) merged.set(name, value);
    return base(input, { ...init, headers: merged });
  };
}

/**
 * A fetch whose response bodies cannot outgrow one message: an HTTP server is
 * held to the read buffer a stdio server is held to. A JSON body counts whole;
 * an event stream (several messages over one response, the whole session for
 * legacy SSE) counts the bytes since its last event boundary (a blank line),
 * so one endless event is cut while a long stream of ordinary events is not.
 * Past the limit the body errors (with the stdio transport's wording, which
 * discovery reports as max_bytes) and the connection is cancelled: a server
 * that answers without end is never read into memory.
 */
export function cappedFetch(base: FetchLike, maxBytes: number, onCut: (message: string) => void = () => undefined): FetchLike {
  return async (input, init) => {
    const response = await base(input, init);
    if (!response.body) return response;
    // What the SDK reads as a stream is counted and checked per event: a 2xx answer whose media type starts with
    // text/event-stream (the legacy SSE client's eventsource reads it so), and every 2xx answer to a GET (the
    // Streamable HTTP client reads its GET stream as events whatever the media type: checked as a whole body, a
    // repeated key on it went unseen — an outside review). Anything else it reads whole, so it counts whole.
    const mediaType = (response.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
    const method = (init?.method ?? (typeof input === 'object' && input !== null && 'method' in input ? String(input.method) : 'GET')).toUpperCase();
    const stream = response.ok && (mediaType.startsWith('text/event-stream') || method === 'GET');
    let count = 0;
    // Event boundaries: an empty line, line ends being `\r\n`, `\n` or `\r` (the SSE grammar), tracked across chunks.
    let lineEnds = 0;
    let crBefore = false;
    // What is held until it is checked (checked-body.ts): a whole body, or the event being read.
    let held: Uint8Array[] = [];
    const joined = () => (held.length === 1 ? held[0] : Buffer.concat(held));
    const limit = new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        let from = 0;
        if (!stream) {
          count += chunk.byteLength;
        } else {
          for (let i = 0; i < chunk.byteLength; i++) {
            const byte = chunk[i];
            count++;
            if (byte === 0x0a && crBefore) {
              // The `\n` of a `\r\n`: the line end was counted at the `\r`. One that completes the blank line ending
              // an event is handed on at once (held with the next event, it kept the SDK's parser waiting on the `\r`
              // for that event: a CRLF stream stalled — an outside review).
              crBefore = false;
              if (i === from && held.length === 0) {
                controller.enqueue(chunk.subarray(i, i + 1));
                from = i + 1;
              }
              continue;
            }
            crBefore = byte === 0x0d;
            if (byte === 0x0a || byte === 0x0d) {
              if (++lineEnds >= 2) {
                count = 0;
                // An event ends here: it is checked and handed on whole.
                held.push(chunk.subarray(from, i + 1));
                controller.enqueue(checkedEvent(joined()));
                held = [];
                from = i + 1;
              }
            } else {
              lineEnds = 0;
            }
          }
        }
        if (count > maxBytes) {
          // Said to the caller too: the SDK swallows the read error of an error answer (it reads its text for the message).
          const message = `Message exceeded maximum size: an HTTP response${stream ? ' event' : ''} passed ${maxBytes} bytes`;
          onCut(message);
          held = [];
          controller.error(new Error(message));
        } else if (from < chunk.byteLength) held.push(from === 0 ? chunk : chunk.subarray(from));
      },
      flush(controller) {
        // A body is checked whole; what follows a stream's last event (no blank line ends it) is handed on as it is.
        if (held.length > 0) controller.enqueue(stream ? joined() : checkedJsonBody(joined()));
        held = [];
      },
    });
    return new Response(response.body.pipeThrough(limit), { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}

// Builds an MCP client transport from a resolved connect spec.
import { resolve } from 'node:path';
import { SSEClientTransport, StreamableHTTPClientTransport, type Transport } from '@modelcontextprotocol/client';
import { StdioClientTransport, getDefaultEnvironment } from '@modelcontextprotocol/client/stdio';
import type { ConnectSpec, ServerEvidence } from '../types.js';

export interface BuiltTransport {
  transport: Transport;
  kind: ServerEvidence['transport'];
  /** Last lines a stdio server wrote to stderr (for error messages). */
  stderrTail(): string;
  /** Kills a stdio child at once (used when a server hangs). */
  kill(): void;
}

const STDERR_TAIL_BYTES = 2048;

export function buildTransport(
  connect: ConnectSpec,
  opts: { baseDir: string; maxBufferSize: number; kind?: 'streamable-http' | 'sse' },
): BuiltTransport {
  if (connect.transport === 'stdio') {
    const transport = new StdioClientTransport({
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
      tail = (tail + chunk.toString('utf8')).slice(-STDERR_TAIL_BYTES);
    });
    return {
      transport,
      kind: 'stdio',
      stderrTail: () => tail.trim(),
      kill: () => {
        const pid = transport.pid;
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
  const transport =
    kind === 'sse'
      ? new SSEClientTransport(url, { requestInit, fetch: withHeaders(connect.headers ?? {}) })
      : new StreamableHTTPClientTransport(url, { requestInit });
  return { transport, kind, stderrTail: () => '', kill: () => undefined };
}

/** The SSE stream is opened with fetch; the catalog's headers (Authorization) must reach it too. */
function withHeaders(headers: Record<string, string>) {
  return (input: string | URL, init?: RequestInit) => {
    const merged = new Headers(init?.headers);
    for (const [name, value] of Object.entries(headers)) merged.set(name, value);
    return fetch(input, { ...init, headers: merged });
  };
}

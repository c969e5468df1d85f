import { describe, expect, it } from 'vitest';
import { renderSnapshotText } from '../../src/commands/discover.js';
import type { JsonObject } from '../../src/types.js';
import { server, snapshot, tool } from '../helpers/snapshots.js';

describe('discover --format text', () => {
  it('lists each tool by id; a definition without a string name by its place and why, never as label/null', () => {
    const tools = [tool('search'), { description: 'no name' }, { name: 42, inputSchema: { type: 'object' } }, 7 as unknown as JsonObject, tool('::error::x\u001b[31m')];
    const text = renderSnapshotText(snapshot([server('s', tools)]));
    const lines = text.trimEnd().split('\n');
    expect(lines[0]).toBe('agent agent');
    expect(lines[1]).toMatch(/^ {2}s: ok \(s-server 1\.0\.0, protocol 2025-11-25, 5 tools\)$/);
    expect(lines.slice(2, 6)).toEqual(['    s/search', '    s: tool #2 (no name: malformed)', '    s: tool #3 (name 42: malformed)', '    s: tool #4 (not an object: malformed)']);
    // Hostile names stay inert in a log: no escape sequence, no line a runner reads as a command.
    expect(text).not.toContain('\u001b');
    expect(lines.every((line) => !line.trimStart().startsWith('::'))).toBe(true);
    expect(text).not.toContain('null');
  });

  it('says of a server that answered but sent a secret back that lock and check will not take it (an eighth survey read `ok` and nothing more)', () => {
    const text = renderSnapshotText(snapshot([{ ...server('s', [tool('get')]), definitionsRedacted: true }, server('t', [tool('get')])]));
    expect(text).toContain('  s: ok (s-server 1.0.0, protocol 2025-11-25, 1 tools) — its definitions carried a secret, scrubbed: lock and check will not take them for what it sent (lock names where)\n');
    expect(text).toMatch(/\n {2}t: ok \(t-server 1\.0\.0, protocol 2025-11-25, 1 tools\)\n/);
  });
});

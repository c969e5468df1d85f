// Snapshot and runtime-snapshot files are read strictly as UTF-8, like catalogs and locks: a byte that is not UTF-8
// is refused with its offset and line, never replaced by U+FFFD (which would make the evidence name another tool).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRuntimeSnapshot, readSnapshots } from '../../src/commands/snapshot-file.js';
import { InputError } from '../../src/commands/context.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'snapshot-utf8-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** `head`, one Latin-1 é (0xE9, not UTF-8), then `tail`. */
const latin1 = (head: string, tail: string) => Buffer.concat([Buffer.from(head), Buffer.from([0xe9]), Buffer.from(tail)]);

describe('snapshot files that are not UTF-8', () => {
  it('a runtime snapshot with a Latin-1 byte in a tool name is refused (offset and line), not read as U+FFFD', async () => {
    const path = join(dir, 'runtime.json');
    const head = '{\n  "tools": [\n    { "serverLabel": "s1", "toolName": "caf';
    await writeFile(path, latin1(head, '" }\n  ]\n}\n'));
    const error = await readRuntimeSnapshot(path).then(() => undefined, (e: unknown) => e);
    expect(error).toBeInstanceOf(InputError);
    expect((error as Error).message).toBe(`${path}: cannot read runtime snapshot: not valid UTF-8 (byte offset ${head.length}, line 3); save the file as UTF-8`);
  });

  it('a snapshot with a byte that is not UTF-8 is refused before its schema is checked', async () => {
    const path = join(dir, 'snapshot.json');
    const head = '{"agent": "caf';
    await writeFile(path, latin1(head, '", "servers": []}'));
    await expect(readSnapshots(path)).rejects.toThrow(new InputError(`${path}: cannot read snapshot: not valid UTF-8 (byte offset ${head.length}, line 1); save the file as UTF-8`));
    // An overlong form and a truncated sequence are not UTF-8 either.
    for (const bad of [[0xc0, 0xaf], [0xe2, 0x82]]) {
      await writeFile(path, Buffer.concat([Buffer.from('{"agent": "'), Buffer.from(bad), Buffer.from('"}')]));
      await expect(readSnapshots(path)).rejects.toThrow(': cannot read snapshot: not valid UTF-8 (byte offset 11, line 1)');
    }
  });

  it('well-formed UTF-8 (a BOM-free file with é) still reads', async () => {
    const path = join(dir, 'ok.json');
    await writeFile(path, '{ "tools": [ { "serverLabel": "s1", "toolName": "café" } ] }');
    expect((await readRuntimeSnapshot(path)).tools[0].toolName).toBe('café');
  });
});

describe('a snapshot file refused', () => {
  it("quotes it with the run's secrets redacted, hidden forms included (an outside hunt: a token split by a zero-width space, and a ${VAR} value, reached stderr)", async () => {
    const token = 'ghp_SeCrEt0123456789abcd';
    const tenant = 'tenant7f3a9c21x';
    const server = {
      label: 's', status: 'ok', complete: true, era: 'legacy', protocolVersion: '2025-11-25', serverInfo: { name: 'x', version: '1' },
      capabilities: { tools: { listChanged: false } }, listChanged: false, instructionsHash: null, toolCount: 1,
      tools: [{ name: 'get_item', description: 'Gets an item.', inputSchema: { type: 'object' } }], prompts: [], resourceTemplates: [],
      evidence: {
        transport: 'stdio', startedAt: '2026-12-03T12:46:52.475Z', completedAt: '2026-12-03T12:46:53.073Z', connection: `sha256:${'a'.repeat(64)}`,
        listChangedDelivery: 'not-offered', listChangedNotifications: 0, relists: 0, stable: true,
        lists: {
          tools: { supported: true, complete: true, pages: 1, cursors: [], stoppedBy: `${token.slice(0, 12)}\u200b${token.slice(12)} / ${tenant}` },
          prompts: { supported: false, complete: true, pages: 0, cursors: [] },
          resourceTemplates: { supported: false, complete: true, pages: 0, cursors: [] },
        },
      },
    };
    const path = join(dir, 'hostile.json');
    await writeFile(path, JSON.stringify({ snapshotVersion: 1, agent: 'e5', projection: 'tool-contract/v1', servers: [server] }));
    const error = await readSnapshots(path, [token, tenant]).then(() => undefined, (e: Error) => e);
    expect(error).toBeInstanceOf(InputError);
    expect(error!.message).toContain('stopped early');
    for (const piece of ['ghp_SeCrEt', '0123456789abcd', tenant]) expect(error!.message).not.toContain(piece);
    // A schema refusal too (the token as the status, which a status cannot be: quoted by the refusal).
    await writeFile(path, JSON.stringify({ snapshotVersion: 1, agent: 'e5', projection: 'tool-contract/v1', servers: [{ ...server, status: token }] }));
    const schema = await readSnapshots(path, [token]).then(() => undefined, (e: Error) => e);
    expect(schema!.message).toContain('not a catalog-lock snapshot');
    expect(schema!.message).not.toContain('ghp_SeCrEt');
  });
});

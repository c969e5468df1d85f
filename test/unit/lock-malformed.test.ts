// `lock` writes nothing when a server lists a malformed definition: what the
// server serves there cannot be told (missing evidence), so a lock that left it
// out would be a clean proposal for a surface nobody could read.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { server, snapshot, tool } from '../helpers/snapshots.js';
import { workspace, type Workspace } from '../helpers/workspace.js';

const CATALOG = 'version: 1\nagent: ops\nowner: team\nservers:\n  mal:\n    connect: { transport: stdio, command: node }\n    identity: id\n    target: { environment: staging }\ntools:\n  mal/*: { effect: read }\n';

describe('lock with a malformed definition', () => {
  let ws: Workspace;
  afterEach(() => ws.cleanup());

  it('refuses (exit 2), names the definition, and writes no lock', async () => {
    ws = workspace();
    ws.write('catalog-locks/ops.yaml', CATALOG);
    ws.write('snap.json', JSON.stringify(snapshot([server('mal', [tool('get_weather'), { name: 'delete_everything', description: 'Deletes.', inputSchema: { properties: {} } }])], 'ops')));
    const run = await ws.run(['lock', '--snapshot', 'snap.json']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/delete_everything" is malformed/);
    expect(run.stderr).toMatch(/not locked: every definition must be well-formed/);
    expect(existsSync(join(ws.dir, 'catalog-locks/ops.lock.json'))).toBe(false);
    // Well-formed, it locks.
    ws.write('snap.json', JSON.stringify(snapshot([server('mal', [tool('get_weather')])], 'ops')));
    expect((await ws.run(['lock', '--snapshot', 'snap.json'])).code).toBe(0);
  });
});

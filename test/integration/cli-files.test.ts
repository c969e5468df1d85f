// The command line as a process (dist/cli.js) on the files it reads and writes:
// catalogs that clash, bytes that are not text, directories it cannot write,
// per-command help. Real files in temporary directories, real fixture servers.
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { SCENARIO_SERVER, writeToolsFile } from '../helpers/fixtures.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'catalog-lock-files-'));
});
afterEach(() => {
  for (const sub of ['catalog-locks', 'ro']) if (existsSync(join(dir, sub))) chmodSync(join(dir, sub), 0o755);
  rmSync(dir, { recursive: true, force: true });
});

/** A catalog of one stdio fixture server `s` serving `tools`, with `tools:` entries `entries` (YAML lines, indented 2). */
function catalogYaml(agent: string, toolsFile: string, entries = '', extraConnect = ''): string {
  return `version: 1
agent: ${agent}
owner: team
servers:
  s1:
    connect: { transport: stdio, command: ${JSON.stringify(process.execPath)}, args: [${JSON.stringify(SCENARIO_SERVER)}, --tools-file, ${JSON.stringify(toolsFile)}]${extraConnect} }
    target: { environment: test }
tools:
${entries || '  s1/get_item: { effect: read }\n'}`;
}

function toolsFile(tools: { name: string; description?: string }[] = [{ name: 'get_item' }]): string {
  return writeToolsFile(join(dir, 'servers'), { tools: tools.map((t) => ({ description: `Does ${t.name}.`, inputSchema: { type: 'object' }, ...t })) }, 'tools.json');
}

describe('catalogs that would share one lock', () => {
  it('a.yaml and a.yml (both locking to a.lock.json) are refused by every command that loads several catalogs, naming both', async () => {
    const tools = toolsFile();
    writeToolsFile(join(dir, 'catalog-locks'), catalogYaml('a', tools), 'a.yaml');
    writeToolsFile(join(dir, 'catalog-locks'), catalogYaml('b', tools), 'a.yml');
    for (const args of [['lock'], ['check', '--offline'], ['discover']]) {
      const result = await runCli(dir, args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr).toBe('catalog-lock: catalog-locks/a.yaml and catalog-locks/a.yml would share the lock catalog-locks/a.lock.json: rename one\n');
    }
    expect(existsSync(join(dir, 'catalog-locks', 'a.lock.json'))).toBe(false);
    // Each one alone is fine.
    expect((await runCli(dir, ['lock', '--catalog', 'catalog-locks/a.yml'])).code).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, 'catalog-locks', 'a.lock.json'), 'utf8')).agent).toBe('b');
  });

  it('help and the usage say that *.yml catalogs are read too', async () => {
    const help = await runCli(dir, ['help']);
    expect(help.stdout).toContain('catalog-locks/*.yaml and *.yml');
  });
});

describe('files that are not UTF-8', () => {
  it('lock refuses a catalog with a Latin-1 byte (exit 2, file, offset and line) and leaves its bytes alone; a BOM is kept', async () => {
    const tools = toolsFile([{ name: 'get_item' }, { name: 'new_tool' }]);
    const path = join(dir, 'catalog-locks', 'a.yaml');
    writeToolsFile(join(dir, 'catalog-locks'), catalogYaml('a', tools), 'a.yaml');
    const text = readFileSync(path);
    const latin1 = Buffer.concat([text, Buffer.from('# caf'), Buffer.from([0xe9]), Buffer.from('\n')]);
    writeFileSync(path, latin1);
    const result = await runCli(dir, ['lock']);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(`catalog-lock: ${relative(dir, path)}: not valid UTF-8 (byte offset ${text.length + 5}, line ${text.toString().split('\n').length}); save the file as UTF-8\n`);
    expect(readFileSync(path)).toEqual(latin1);
    expect(existsSync(join(dir, 'catalog-locks', 'a.lock.json'))).toBe(false);

    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('# café\n'), text]);
    writeFileSync(path, bom);
    const locked = await runCli(dir, ['lock']);
    expect(locked.stderr).toContain('added 1 tool(s)');
    expect(locked.code).toBe(0);
    const after = readFileSync(path);
    expect(after.subarray(0, bom.length)).toEqual(bom);
    expect(after.subarray(bom.length).toString()).toBe('  s1/new_tool: { effect: undeclared }\n');
  });

  it('check refuses a lock that is not UTF-8 (exit 2)', async () => {
    const tools = toolsFile();
    writeToolsFile(join(dir, 'catalog-locks'), catalogYaml('a', tools), 'a.yaml');
    expect((await runCli(dir, ['lock'])).code).toBe(0);
    const lockPath = join(dir, 'catalog-locks', 'a.lock.json');
    const lock = readFileSync(lockPath, 'utf8');
    const at = lock.indexOf('Does get_item.');
    writeFileSync(lockPath, Buffer.concat([Buffer.from(lock.slice(0, at)), Buffer.from([0xff]), Buffer.from(lock.slice(at + 1))]));
    const result = await runCli(dir, ['check', '--offline']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`catalog-lock: ${relative(dir, lockPath)}: not valid UTF-8 (byte offset ${Buffer.byteLength(lock.slice(0, at))}, line ${lock.slice(0, at).split('\n').length})`);
  });
});

const asRoot = process.getuid?.() === 0;

describe('snapshot files that are not UTF-8', () => {
  it('lock --snapshot and check --runtime-snapshot refuse a Latin-1 byte: one line with file, offset and line, exit 2, nothing written', async () => {
    const tools = toolsFile();
    writeToolsFile(join(dir, 'catalog-locks'), catalogYaml('a', tools), 'a.yaml');
    const discovered = await runCli(dir, ['discover', '--format', 'json']);
    expect(discovered.code).toBe(0);
    const at = discovered.stdout.indexOf('Does get_item.');
    expect(at).toBeGreaterThan(0);
    const snapshot = join(dir, 'snapshot.json');
    writeFileSync(snapshot, Buffer.concat([Buffer.from(discovered.stdout.slice(0, at)), Buffer.from([0xe9]), Buffer.from(discovered.stdout.slice(at + 1))]));
    const where = `byte offset ${Buffer.byteLength(discovered.stdout.slice(0, at))}, line ${discovered.stdout.slice(0, at).split('\n').length}`;
    const locked = await runCli(dir, ['lock', '--snapshot', 'snapshot.json']);
    expect(locked.code).toBe(2);
    expect(locked.stderr).toBe(`catalog-lock: ${relative(dir, snapshot)}: cannot read snapshot: not valid UTF-8 (${where}); save the file as UTF-8\n`);
    expect(existsSync(join(dir, 'catalog-locks', 'a.lock.json'))).toBe(false);

    expect((await runCli(dir, ['lock'])).code).toBe(0);
    const runtime = join(dir, 'runtime.json');
    const head = '{"agent": "a", "tools": [{"serverLabel": "s1", "toolName": "get_';
    writeFileSync(runtime, Buffer.concat([Buffer.from(head), Buffer.from([0xe9]), Buffer.from('"}]}\n')]));
    const checked = await runCli(dir, ['check', '--offline', '--runtime-snapshot', 'runtime.json']);
    expect(checked.code).toBe(2);
    expect(checked.stderr).toBe(`catalog-lock: ${relative(dir, runtime)}: cannot read runtime snapshot: not valid UTF-8 (byte offset ${head.length}, line 1); save the file as UTF-8\n`);
  });
});

describe('lock on a catalog whose tools are a flow map', () => {
  /** A catalog written in flow style with comments and blank lines, `tools` a flow map over several lines. */
  function flowCatalog(tools: string): string {
    return `owner: &o platform   # anchor
version: 1
agent: flow
x-list: [a,b,  c]

servers:
  s1:
    connect: {transport: stdio, command: ${JSON.stringify(process.execPath)}, args: [${JSON.stringify(SCENARIO_SERVER)},--tools-file,${JSON.stringify(tools)}]}

    target: {environment: test}
tools: {
  # why get_item is read
  s1/get_item: {effect: read},   # approved by sec
}

# the end
`;
  }

  it.each([
    ['LF', (t: string) => t],
    ['a BOM and CRLF', (t: string) => `\uFEFF${t.replace(/\n/g, '\r\n')}`],
  ])('adds only the new entry before the closing brace, every other byte kept (%s); a second lock changes nothing', async (_, encode) => {
    const tools = toolsFile([{ name: 'get_item' }, { name: 'list_items' }]);
    const path = join(dir, 'catalog-locks', 'flow.yaml');
    const plain = flowCatalog(tools);
    writeToolsFile(join(dir, 'catalog-locks'), encode(plain), 'flow.yaml');
    const result = await runCli(dir, ['lock']);
    expect(result.stderr).toContain('added 1 tool(s)');
    expect(result.code).toBe(0);
    const at = plain.indexOf('}\n\n# the end');
    const expected = encode(plain.slice(0, at) + '  s1/list_items: { effect: undeclared },\n' + plain.slice(at));
    const after = readFileSync(path);
    expect(after).toEqual(Buffer.from(expected));
    const lockPath = join(dir, 'catalog-locks', 'flow.lock.json');
    const lock = readFileSync(lockPath);
    expect(Object.keys(JSON.parse(lock.toString()).tools)).toEqual(['s1/get_item', 's1/list_items']);
    expect((await runCli(dir, ['lock'])).code).toBe(0);
    expect(readFileSync(path)).toEqual(after);
    expect(readFileSync(lockPath)).toEqual(lock);
  });
});

describe('files that cannot be written', () => {
  it('check --output naming a directory: one line naming it, exit 2, no stack trace', async () => {
    writeToolsFile(join(dir, 'catalog-locks'), catalogYaml('a', toolsFile()), 'a.yaml');
    expect((await runCli(dir, ['lock'])).code).toBe(0);
    mkdirSync(join(dir, 'out'));
    const result = await runCli(dir, ['check', '--offline', '--output', 'out']);
    expect(result.stderr).toBe('catalog-lock: cannot write out: is a directory (EISDIR)\n');
    expect(result.code).toBe(2);
    expect(readdirSync(join(dir, 'out'))).toEqual([]);
  });

  it('lock writes the catalog and the lock or neither: a lock that cannot be put in place restores the catalog', async () => {
    const tools = toolsFile([{ name: 'get_item' }, { name: 'new_tool' }]);
    const path = writeToolsFile(join(dir, 'catalog-locks'), catalogYaml('a', tools), 'a.yaml');
    const before = readFileSync(path, 'utf8');
    mkdirSync(join(dir, 'catalog-locks', 'a.lock.json')); // rename over a directory fails, for root too
    const result = await runCli(dir, ['lock']);
    expect(result.stderr).toBe(
      'catalog-locks/a.yaml: not locked: cannot write catalog-locks/a.lock.json: is a directory (EISDIR) (catalog-locks/a.yaml restored: nothing was changed)\n',
    );
    expect(result.code).toBe(2);
    expect(readFileSync(path, 'utf8')).toBe(before);
    expect(readdirSync(join(dir, 'catalog-locks')).sort()).toEqual(['a.lock.json', 'a.yaml']);
  });

  it.skipIf(asRoot)('a read-only catalog-locks/: one line naming the file, exit 2, nothing written', async () => {
    const tools = toolsFile([{ name: 'get_item' }, { name: 'new_tool' }]);
    const path = writeToolsFile(join(dir, 'catalog-locks'), catalogYaml('a', tools), 'a.yaml');
    const before = readFileSync(path, 'utf8');
    chmodSync(join(dir, 'catalog-locks'), 0o555);
    const result = await runCli(dir, ['lock']);
    expect(result.stderr).toBe('catalog-locks/a.yaml: not locked: cannot write catalog-locks/a.yaml: permission denied (EACCES) (nothing was written)\n');
    expect(result.code).toBe(2);
    expect(readFileSync(path, 'utf8')).toBe(before);
    expect(readdirSync(join(dir, 'catalog-locks'))).toEqual(['a.yaml']);
  });

  it.skipIf(asRoot)('a catalog symlinked into a read-only directory: the lock is not written either', async () => {
    const tools = toolsFile([{ name: 'get_item' }, { name: 'new_tool' }]);
    const real = writeToolsFile(join(dir, 'ro'), catalogYaml('a', tools), 'a.yaml');
    const before = readFileSync(real, 'utf8');
    chmodSync(join(dir, 'ro'), 0o555);
    mkdirSync(join(dir, 'catalog-locks'));
    symlinkSync(real, join(dir, 'catalog-locks', 'a.yaml'));
    const result = await runCli(dir, ['lock']);
    expect(result.stderr).toBe('catalog-locks/a.yaml: not locked: cannot write catalog-locks/a.yaml: permission denied (EACCES) (nothing was written)\n');
    expect(result.code).toBe(2);
    expect(readFileSync(real, 'utf8')).toBe(before);
    expect(existsSync(join(dir, 'catalog-locks', 'a.lock.json'))).toBe(false);
    expect(readdirSync(join(dir, 'catalog-locks'))).toEqual(['a.yaml']);
  });
});

describe('timeouts', () => {
  it('the longest timeouts the schema takes do not fire at once (connect plus the probe stays within what a timer can wait)', async () => {
    const tools = toolsFile();
    writeToolsFile(join(dir, 'catalog-locks'), catalogYaml('a', tools).replace('    target:', '    timeouts: { connectMs: 2147483647, requestMs: 2147483647, totalMs: 2147483647 }\n    target:'), 'a.yaml');
    const result = await runCli(dir, ['lock']);
    expect(result.stderr).toContain('wrote catalog-locks/a.lock.json');
    expect(result.code).toBe(0);
  });
});

describe('a catalog with no server (a fresh init skeleton)', () => {
  it('is not promoted: there is nothing to promote (catalog_empty, contained; the threshold decides the exit)', async () => {
    expect((await runCli(dir, ['init', '--agent', 'demo'])).code).toBe(0);
    expect((await runCli(dir, ['lock'])).code).toBe(0);
    const checked = await runCli(dir, ['check', '--format', 'json']);
    const report = JSON.parse(checked.stdout);
    expect(report.decision).toBe('contain');
    expect(report.findings.map((f: { rule: string }) => f.rule)).toEqual(['catalog_empty']);
    expect(checked.code).toBe(0);
    expect((await runCli(dir, ['check', '--fail-on', 'low'])).code).toBe(1);
  });
});

describe('progress', () => {
  it('is printed to stderr in CI (CI set), one line per server, though stderr is no terminal; not otherwise', async () => {
    writeToolsFile(join(dir, 'catalog-locks'), catalogYaml('a', toolsFile()), 'a.yaml');
    const ci = await runCli(dir, ['discover', '--format', 'text'], { CI: 'true' });
    expect(ci.code).toBe(0);
    expect(ci.stderr).toMatch(/^\[1\/1\] s1: ok, 1 tools, protocol \S+ \(\d+\.\ds\)$/m);
    for (const env of [{}, { CI: 'false' }] as Record<string, string>[]) expect((await runCli(dir, ['discover', '--format', 'text'], env)).stderr).toBe('');
  });
});

describe('several catalogs, some broken', () => {
  it('names every broken catalog with its problems in one run (exit 2), not only the first', async () => {
    writeToolsFile(join(dir, 'catalog-locks'), catalogYaml('a', toolsFile()), 'a.yaml');
    writeFileSync(join(dir, 'catalog-locks', 'b.yaml'), 'version: 1\nagent: b\nservers: [\n');
    writeFileSync(join(dir, 'catalog-locks', 'c.yaml'), 'version: 1\nagent: c\nservers: {}\ntools: {}\ncolour: red\n');
    for (const args of [['check', '--offline'], ['lock'], ['discover']]) {
      const run = await runCli(dir, args);
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stderr).toContain('catalog-lock: 2 catalogs cannot be used as they are:\n');
      expect(run.stderr).toMatch(/catalog-locks\/b\.yaml:\d+:\d+: /);
      expect(run.stderr).toMatch(/catalog-locks\/c\.yaml:5:1: .*colour/);
    }
  });
});

describe('a catalog with no lock', () => {
  it('is missing evidence (lock_missing): never a 0, whatever the threshold, live or offline; with a lock it passes', async () => {
    writeToolsFile(join(dir, 'catalog-locks'), catalogYaml('a', toolsFile()).replace('owner: team\n', 'owner: team\npolicy: { failOn: critical }\n').replace('    target:', '    identity: svc\n    target:'), 'a.yaml');
    for (const args of [['check', '--format', 'json'], ['check', '--offline', '--format', 'json']]) {
      const run = await runCli(dir, args);
      expect(run.code, args.join(' ')).toBe(2);
      const report = JSON.parse(run.stdout);
      expect(report.decision).toBe('contain');
      expect(report.findings.map((f: { rule: string }) => f.rule)).toContain('lock_missing');
    }
    expect((await runCli(dir, ['lock'])).code).toBe(0);
    for (const args of [['check'], ['check', '--offline']]) expect((await runCli(dir, args)).code, args.join(' ')).toBe(0);
  });
});

describe('a stdio cwd that does not exist', () => {
  it('is reported as such, relative to the catalog as written (not as `spawn node ENOENT`, which blames the command)', async () => {
    writeToolsFile(join(dir, 'catalog-locks'), catalogYaml('a', toolsFile(), '', ', cwd: ../missing'), 'a.yaml');
    const locked = await runCli(dir, ['lock']);
    expect(locked.code).toBe(2);
    expect(locked.stderr).toContain(`catalog-locks/a.yaml: s1: unreachable, incomplete: cannot connect: cwd "../missing" (relative to the catalog's directory) does not exist\n`);
    const checked = await runCli(dir, ['check', '--format', 'json']);
    expect(checked.code).not.toBe(0); // no lock yet: 1 (a violation wins over missing evidence)
    expect(JSON.parse(checked.stdout).servers[0].error).toBe(`cannot connect: cwd "../missing" (relative to the catalog's directory) does not exist`);
    expect(checked.stdout).not.toContain(dir);
    // A file where a directory should be.
    writeFileSync(join(dir, 'plain'), 'x');
    writeToolsFile(join(dir, 'catalog-locks'), catalogYaml('a', toolsFile(), '', ', cwd: ../plain'), 'a.yaml');
    expect((await runCli(dir, ['lock'])).stderr).toContain(`cannot connect: cwd "../plain" (relative to the catalog's directory) is not a directory\n`);
    // One that exists is used.
    mkdirSync(join(dir, 'missing'));
    writeToolsFile(join(dir, 'catalog-locks'), catalogYaml('a', toolsFile(), '', ', cwd: ../missing'), 'a.yaml');
    expect((await runCli(dir, ['lock'])).code).toBe(0);
  });
});

describe('help for each command', () => {
  const options: Record<string, string[]> = {
    init: ['--agent', '--from', '--catalog'],
    discover: ['--catalog', '--format', '--output', '--concurrency'],
    lock: ['--catalog', '--snapshot', '--concurrency'],
    check: ['--catalog', '--snapshot', '--snapshot-max-age', '--offline', '--format', '--output', '--fail-on', '--concurrency', '--runtime-snapshot', '--runtime-max-age'],
  };
  it('<command> --help and -h print its usage and options and exit 0, even with other options given; so does help <command>', async () => {
    for (const [command, flags] of Object.entries(options)) {
      for (const args of [[command, '--help'], [command, '-h'], [command, '--catalog', 'x.yaml', '--help'], ['help', command]]) {
        const result = await runCli(dir, args);
        expect(result.stderr, args.join(' ')).toBe('');
        expect(result.code, args.join(' ')).toBe(0);
        expect(result.stdout.startsWith(`catalog-lock ${command} — `)).toBe(true);
        expect(result.stdout).toContain(`Usage: catalog-lock ${command} `);
        for (const flag of [...flags, '--help']) expect(result.stdout, `${command} ${flag}`).toMatch(new RegExp(`^  (-h, )?${flag}\\b`, 'm'));
      }
    }
    // Nothing was done: no catalog was written by init --help.
    expect(existsSync(join(dir, 'catalog-locks'))).toBe(false);
    // No command at all: the usage explains the error, on stderr, exit 2 (it went to stdout); asked for, on stdout.
    const none = await runCli(dir, []);
    expect(none.code).toBe(2);
    expect(none.stdout).toBe('');
    expect(none.stderr).toContain('Usage:');
    const asked = await runCli(dir, ['--help']);
    expect(asked.code).toBe(0);
    expect(asked.stdout).toContain('Usage:');
    // An unknown command is still an error, with or without help.
    expect((await runCli(dir, ['lokc', '--help'])).code).toBe(2);
    const bogus = await runCli(dir, ['help', 'bogus']);
    expect(bogus.code).toBe(2);
    expect(bogus.stderr).toContain('no help for "bogus": not a command');
    // `-h` as the value of an option is not a request for help: the check is not skipped (the value is refused
    // as ambiguous, exit 2).
    const valued = await runCli(dir, ['check', '--offline', '--output', '-h']);
    expect(valued.code).toBe(2);
    expect(valued.stdout).not.toContain('Usage: catalog-lock check');
    expect(valued.stderr).toContain("--output");
  });

  it('names the option or command a typo was meant for, and refuses a catalog that is not YAML (an outside audit)', async () => {
    const typo = await runCli(dir, ['check', '--catalgo', 'a.yaml']);
    expect(typo.code).toBe(2);
    expect(typo.stderr).toContain('unknown option "--catalgo" (did you mean --catalog?)');
    expect((await runCli(dir, ['check', '--fail-no', 'high'])).stderr).toContain('(did you mean --fail-on?)');
    // Nothing close: no guess.
    const far = await runCli(dir, ['check', '--zzzzzz']);
    expect(far.stderr).toContain('unknown option "--zzzzzz"');
    expect(far.stderr).not.toContain('did you mean');
    expect((await runCli(dir, ['chekc'])).stderr).toContain('unknown command "chekc" (did you mean check?)');
    // A catalog's file is YAML: its lock is NAME.lock.json beside it. A lock given as the catalog is named as one.
    const json = await runCli(dir, ['init', '--agent', 'a', '--catalog', 'y.json']);
    expect(json.code).toBe(2);
    expect(json.stderr).toContain("a catalog's file name ends in .yaml or .yml");
    expect(existsSync(join(dir, 'y.json'))).toBe(false);
    const lock = await runCli(dir, ['lock', '--catalog', 'catalog-locks/z.lock.json']);
    expect(lock.code).toBe(2);
    expect(lock.stderr).toContain('this names a lock; give the catalog beside it');
  });

  it('--version (and version) print the version the package and SARIF give, exit 0', async () => {
    const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
    for (const args of [['--version'], ['version']]) {
      const result = await runCli(dir, args);
      expect(result.stdout).toBe(`catalog-lock ${version}\n`);
      expect(result.code).toBe(0);
    }
    expect((await runCli(dir, ['--version', 'x'])).code).toBe(2);
  });
});

describe('a lock edited by hand where the hashes do not look', () => {
  it('deleting one tool\'s declared, or changing a server\'s toolCount, is refused (exit 2); with no declared left, the tool counts as approved undeclared', async () => {
    const tools = toolsFile([{ name: 'get_item' }, { name: 'put_item' }]);
    const path = writeToolsFile(join(dir, 'catalog-locks'), catalogYaml('a', tools, '  s1/get_item: { effect: read }\n  s1/put_item: { effect: write, approval: always }\n'), 'a.yaml');
    expect((await runCli(dir, ['lock'])).code).toBe(0);
    expect((await runCli(dir, ['check'])).code).toBe(0);
    const lockPath = join(dir, 'catalog-locks', 'a.lock.json');
    const original = readFileSync(lockPath, 'utf8');
    const edit = (change: (lock: { servers: Record<string, { toolCount: number }>; tools: Record<string, { declared?: unknown }> }) => void) => {
      const lock = JSON.parse(original);
      change(lock);
      writeFileSync(lockPath, JSON.stringify(lock, null, 2) + '\n');
    };
    // The catalog weakens put_item (no approval any more) and the lock's record of its approval is deleted.
    writeFileSync(path, readFileSync(path, 'utf8').replace('{ effect: write, approval: always }', '{ effect: write, approval: never }'));
    edit((lock) => delete lock.tools['s1/put_item'].declared);
    const deleted = await runCli(dir, ['check']);
    expect(deleted.code).toBe(2);
    expect(deleted.stderr).toMatch(/a\.lock\.json:\d+:\d+: tools entry "s1\/put_item" has no "declared" \(the declarations approved with it\) while other entries have one; the lock was edited by hand or is corrupt/);
    // Every declared deleted: each tool counts as approved undeclared, so the catalog's declarations are changes, not a pass.
    edit((lock) => {
      delete lock.tools['s1/put_item'].declared;
      delete lock.tools['s1/get_item'].declared;
    });
    const none = await runCli(dir, ['check', '--format', 'json']);
    expect(JSON.parse(none.stdout).findings.filter((f: { rule: string }) => f.rule === 'declaration_changed').map((f: { tools: string[] }) => f.tools[0])).toEqual(['s1/get_item', 's1/put_item']);
    expect(JSON.parse(none.stdout).decision).not.toBe('promote');
    expect(none.code).toBe(1);
    // toolCount no longer matching the entries of its server.
    edit((lock) => (lock.servers.s1.toolCount = 1));
    const counted = await runCli(dir, ['check', '--offline']);
    expect(counted.code).toBe(2);
    expect(counted.stderr).toMatch(/a\.lock\.json:\d+:\d+: servers\.s1\.toolCount is 1 but the lock has 2 tool entries for server "s1"; the lock was edited by hand or is corrupt/);
  });
});

describe('a catalog key that only looks like a tool name', () => {
  it('lock adds the tool as undeclared and warns, showing both names escaped (a decomposed é is another name)', async () => {
    const tools = toolsFile([{ name: 'get_caf\u00e9' }]);
    writeToolsFile(join(dir, 'catalog-locks'), catalogYaml('nfd', tools, '  s1/get_cafe\u0301: { effect: read }\n'), 'nfd.yaml');
    const locked = await runCli(dir, ['lock']);
    expect(locked.code).toBe(0);
    expect(locked.stderr).toContain('warning: new tool "s1/get_caf\\u00e9" and catalog key "s1/get_cafe\\u0301" look alike');
    expect(readFileSync(join(dir, 'catalog-locks', 'nfd.yaml'), 'utf8')).toContain('effect: undeclared');
    // Said once: a second lock adds nothing and warns of nothing.
    expect((await runCli(dir, ['lock'])).stderr).not.toContain('look alike');
  });
});

describe('a catalog saved while lock runs', () => {
  it('is not overwritten with text built from the catalog read before (nothing written, exit 2)', async () => {
    const tools = toolsFile([{ name: 'get_item' }, { name: 'put_item' }]);
    // A server that, as it starts, saves an edit to the catalog: what a person saving during a long discovery does.
    const catalogPath = join(dir, 'catalog-locks', 'race.yaml');
    const wrapper = join(dir, 'servers', 'editing-server.mjs');
    writeFileSync(wrapper, `import { appendFileSync } from 'node:fs';\nimport { pathToFileURL } from 'node:url';\nappendFileSync(${JSON.stringify(catalogPath)}, '# saved while lock ran\\n');\nawait import(pathToFileURL(${JSON.stringify(SCENARIO_SERVER)}).href);\n`);
    writeToolsFile(join(dir, 'catalog-locks'), catalogYaml('race', tools).replace(JSON.stringify(SCENARIO_SERVER), JSON.stringify(wrapper)), 'race.yaml');
    const locked = await runCli(dir, ['lock']);
    expect(locked.code).toBe(2);
    expect(locked.stderr).toContain('not locked: the catalog changed while its servers were discovered');
    expect(readFileSync(catalogPath, 'utf8')).toContain('# saved while lock ran');
    expect(existsSync(join(dir, 'catalog-locks', 'race.lock.json'))).toBe(false);
  });
});

describe('a server that dies at start', () => {
  it('is reported with the error line of its stderr, not only the last lines of its stack, and with no absolute path', async () => {
    mkdirSync(join(dir, 'catalog-locks'), { recursive: true });
    writeFileSync(
      join(dir, 'catalog-locks', 'dead.yaml'),
      `version: 1\nagent: dead\nowner: team\nservers:\n  s1:\n    connect: { transport: stdio, command: ${JSON.stringify(process.execPath)}, args: [servers/indx.js] }\n    target: { environment: test }\n`,
    );
    const result = await runCli(dir, ['check', '--format', 'json']);
    // No lock and the server unreachable: nothing approved, nothing read (2).
    expect(result.code).toBe(2);
    const error = JSON.parse(result.stdout).servers[0].error as string;
    expect(error).toMatch(/stderr: Error: Cannot find module '(\.\.\/)?servers\/indx\.js' \| … \|/);
    expect(error).not.toContain(dir);
  });
});

describe('a server that lists one name twice', () => {
  const ADVICE_DIFFERENT = 'with different definitions: lock refuses to lock this server (which one a client keeps is undefined) and check reports duplicate_name; make the server list each name once';
  const ADVICE_SAME = 'the same definition each time: lock records it once (with a warning) and check reports duplicate_name; make the server list each name once';

  it('discover records it (exit 0) and warns on stderr, one line per name; lock refuses it', async () => {
    // The fixture that lists dup_tool twice with two descriptions (as test/integration/discovery.test.ts uses it).
    writeToolsFile(
      join(dir, 'catalog-locks'),
      catalogYaml('a', toolsFile()).replace(`, --tools-file, ${JSON.stringify(join(dir, 'servers', 'tools.json'))}]`, ', --scenario, duplicate-names]'),
      'a.yaml',
    );
    const discovered = await runCli(dir, ['discover', '--format', 'text']);
    expect(discovered.code, discovered.stderr).toBe(0);
    expect(discovered.stdout.split('\n').filter((line) => line === '    s1/dup_tool')).toHaveLength(2);
    expect(discovered.stderr).toBe(`catalog-locks/a.yaml: warning: duplicate_name: s1 lists the tool name "dup_tool" 2 times, ${ADVICE_DIFFERENT}\n`);
    // What the warning says of lock.
    const locked = await runCli(dir, ['lock']);
    expect(locked.code).toBe(2);
    expect(locked.stderr).toContain('not locked: every name must stand for one definition');
  });

  it('the same definition twice, and a hostile name three times: each said once, the name escaped', async () => {
    const hostile = 'x\u001b[2J\n::error::y\u202Ez';
    const tools = toolsFile([{ name: 'get_item' }, { name: 'get_item' }, { name: hostile, description: 'one' }, { name: hostile, description: 'two' }, { name: hostile, description: 'one' }, { name: 'put_item' }]);
    writeToolsFile(join(dir, 'catalog-locks'), catalogYaml('a', tools), 'a.yaml');
    const discovered = await runCli(dir, ['discover']);
    expect(discovered.code, discovered.stderr).toBe(0);
    expect(discovered.stderr).toBe(
      `catalog-locks/a.yaml: warning: duplicate_name: s1 lists the tool name "get_item" 2 times, ${ADVICE_SAME}\n` +
        `catalog-locks/a.yaml: warning: duplicate_name: s1 lists the tool name "x\\u001b[2J\\n::error::y\\u{202E}z" 3 times, ${ADVICE_DIFFERENT}\n`,
    );
    // The snapshot records every listing as served.
    expect(JSON.parse(discovered.stdout).servers[0].tools).toHaveLength(6);
  });

  it('a server that lists each name once: no warning', async () => {
    writeToolsFile(join(dir, 'catalog-locks'), catalogYaml('a', toolsFile([{ name: 'get_item' }, { name: 'put_item' }])), 'a.yaml');
    const discovered = await runCli(dir, ['discover']);
    expect(discovered.code).toBe(0);
    expect(discovered.stderr).toBe('');
  });
});

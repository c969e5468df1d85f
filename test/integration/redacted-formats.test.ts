// A value the catalog passes through ${VAR} is redacted from the data of every
// output, never from the output's own words. Redacting the rendered text made
// `LOG_LEVEL=info` turn `"severity": "info"` into `"***"` (a report no longer
// valid against its schema, a SARIF log with `***rmationUri`), and a numeric
// secret a server echoes as a JSON number left `"default": ***`: no JSON at
// all. Real CLI, real servers.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateReportDocument, validateSnapshotDocument } from '../../src/report/validate-json.js';
import { runCli } from '../helpers/cli.js';
import { SCENARIO_SERVER, writeToolsFile } from '../helpers/fixtures.js';

const require = createRequire(import.meta.url);
const Ajv4: typeof import('ajv-draft-04').default = require('ajv-draft-04');
const sarifSchema = JSON.parse(readFileSync(require.resolve('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json'), 'utf8'));

describe('secrets that are words of the output, or numbers', () => {
  let dir: string;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'redacted-formats-'));
    mkdirSync(join(dir, 'catalog-locks'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** catalog-locks/<name>.yaml: one stdio server `s` serving `tools`, given `env` (YAML flow text). */
  const catalog = (name: string, tools: object[], env: string) => {
    const file = writeToolsFile(join(dir, 'servers'), { tools }, `${name}.json`);
    writeFileSync(
      join(dir, 'catalog-locks', `${name}.yaml`),
      `version: 1\nagent: ${name}\nowner: ops\nservers:\n  s:\n    connect: { transport: stdio, command: ${JSON.stringify(process.execPath)}, args: ${JSON.stringify([SCENARIO_SERVER, '--tools-file', file])}, env: ${env} }\n    target: { environment: test }\n    identity: ops\ntools:\n  s/get_*: { effect: read }\n`,
    );
  };

  it('a value `info` or `live` passed through ${VAR}: every format keeps its own words (severities, keys, SARIF), and the value is still redacted where a server echoes it', async () => {
    // The server echoes the value in a tool's name; its other tool makes the lint say something at `info`.
    catalog('levels', [
      { name: 'get_item', description: 'Gets an item by its id.', inputSchema: { type: 'object', properties: { id: { type: 'string', description: 'The id.' } } } },
      { name: 'get_info_status', description: 'Gets the status.', inputSchema: { type: 'object' } },
    ], '{ LOG_LEVEL: "${LOG_LEVEL}", RUN_MODE: "${RUN_MODE}" }');
    const env = { LOG_LEVEL: 'info', RUN_MODE: 'live' };
    const args = ['check', '--catalog', 'catalog-locks/levels.yaml', '--format'];

    const json = await runCli(dir, [...args, 'json'], env);
    const report = JSON.parse(json.stdout);
    expect(validateReportDocument(report)).toEqual([]);
    expect(report.mode).toBe('live');
    expect(Object.keys(report.summary)).toContain('liveDigest');
    expect(Object.keys(report.summary.findings)).toContain('info');
    expect(report.findings.some((f: { severity: string }) => f.severity === 'info')).toBe(true);
    // The echo is data: redacted.
    const ids = report.findings.flatMap((f: { tools: string[] }) => f.tools);
    expect(ids).toContain('s/get_***_status');
    expect(ids).not.toContain('s/get_info_status');

    const sarif = JSON.parse((await runCli(dir, [...args, 'sarif'], env)).stdout);
    const validate = new Ajv4({ allErrors: true, strict: false, validateFormats: false, unicodeRegExp: false }).compile(sarifSchema);
    expect(validate(sarif), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
    expect(sarif.runs[0].tool.driver.informationUri).toMatch(/^https:/);
    expect(JSON.stringify(sarif)).not.toContain('get_info_status');

    const markdown = (await runCli(dir, [...args, 'markdown'], env)).stdout;
    const text = (await runCli(dir, [...args, 'text'], env)).stdout;
    // Their own words ("live", an `info` severity) as written; the echo not.
    expect(text).toMatch(/\(agent levels, live\)/);
    expect(text).toContain('x2 (info)');
    expect(markdown).toMatch(/^### .*Contain — levels$/m);
    expect(markdown).toContain('live digest `sha256:');
    for (const out of [markdown, text]) expect(out).not.toMatch(/get\\?_info\\?_status/);
  });

  it("a value `read` passed through ${VAR}: lock writes the lock, whose `\"effect\": \"read\"` is its own word, and still refuses one whose definition echoes it", async () => {
    const usage = { name: 'get_usage', description: 'Gets the usage.', inputSchema: { type: 'object' } };
    catalog('mode', [usage], '{ RUN_MODE: "${RUN_MODE}" }');
    const env = { RUN_MODE: 'read' };
    const locked = await runCli(dir, ['lock', '--catalog', 'catalog-locks/mode.yaml'], env);
    expect(locked.code, locked.stderr).toBe(0);
    const lock = JSON.parse(readFileSync(join(dir, 'catalog-locks', 'mode.lock.json'), 'utf8'));
    expect(lock.tools['s/get_usage'].declared.effect).toBe('read');
    expect((await runCli(dir, ['check', '--catalog', 'catalog-locks/mode.yaml'], env)).code).toBe(0);

    catalog('mode', [{ ...usage, description: 'Gets the usage (mode read).' }], '{ RUN_MODE: "${RUN_MODE}" }');
    const echoed = await runCli(dir, ['lock', '--catalog', 'catalog-locks/mode.yaml'], env);
    expect(echoed.code).toBe(2);
    expect(echoed.stderr).toContain('s/get_usage: its definition holds the value of ${RUN_MODE} (given to server s)');
  });

  it('a number of the catalog a server echoes as a JSON number: discover writes valid JSON with `***` in its place, and lock says where it is', async () => {
    const ACCOUNT = '918273645';
    catalog('account', [
      { name: 'get_usage', description: 'Gets the usage of the account.', inputSchema: { type: 'object', properties: { account: { type: 'integer', default: Number(ACCOUNT) } } } },
    ], '{ ACCOUNT_ID: "${ACCOUNT_ID}" }');
    const env = { ACCOUNT_ID: ACCOUNT };

    const discovered = await runCli(dir, ['discover', '--catalog', 'catalog-locks/account.yaml', '--format', 'json'], env);
    expect(discovered.stdout).not.toContain(ACCOUNT);
    const snapshot = JSON.parse(discovered.stdout);
    expect(validateSnapshotDocument(snapshot)).toEqual([]);
    const server = snapshot.servers[0];
    expect(server.tools[0].inputSchema.properties.account.default).toBe('***');
    // Its own words kept: the snapshot still counts its tools.
    expect(server.toolCount).toBe(1);
    expect(server.definitionsRedacted).toBe(true);

    const locked = await runCli(dir, ['lock', '--catalog', 'catalog-locks/account.yaml'], env);
    expect(locked.code).toBe(2);
    expect(locked.stderr).toContain('s/get_usage: its definition holds the value of ${ACCOUNT_ID} (given to server s)');
    expect(locked.stderr).not.toContain(ACCOUNT);
  });
});

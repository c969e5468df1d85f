// init --from: which client configs start an interpreter's script by a relative path (its cwd is written for it).
import { describe, expect, it } from 'vitest';
import { interpretedRelativeScript } from '../../src/commands/init.js';

describe('an interpreter started on a relative script', () => {
  it('reads the first argument that is no flag and no flag value, through env, deno and bun run', () => {
    expect(interpretedRelativeScript('node', ['node_modules/mcp-memory-keeper/bin/mcp-memory-keeper'])).toBe(true);
    expect(interpretedRelativeScript('node', ['--env-file', '.env', 'dist/server'])).toBe(true);
    expect(interpretedRelativeScript('node', ['--max-old-space-size', '4096', 'bin/server'])).toBe(true);
    expect(interpretedRelativeScript('/usr/bin/env', ['node', 'bin/server'])).toBe(true);
    expect(interpretedRelativeScript('deno', ['run', '-A', 'src/main'])).toBe(true);
    expect(interpretedRelativeScript('python3', ['-u', 'scripts/server'])).toBe(true);
  });

  it('leaves a flag value, code given inline, an absolute or home path, a package, a URL and a command that is no interpreter', () => {
    expect(interpretedRelativeScript('node', ['-r', 'dotenv/config', '/abs/x.js'])).toBe(false);
    expect(interpretedRelativeScript('bash', ['-c', 'cd srv && ./run'])).toBe(false);
    expect(interpretedRelativeScript('node', ['-e', 'require("./x/y")'])).toBe(false);
    expect(interpretedRelativeScript('python', ['-m', 'pkg.server'])).toBe(false);
    expect(interpretedRelativeScript('node', ['/opt/srv/bin/server'])).toBe(false);
    expect(interpretedRelativeScript('node', ['~/srv/bin/server'])).toBe(false);
    expect(interpretedRelativeScript('deno', ['run', 'jsr:@scope/pkg'])).toBe(false);
    expect(interpretedRelativeScript('node', ['https://example.com/x/y'])).toBe(false);
    expect(interpretedRelativeScript('npx', ['some/thing'])).toBe(false);
    expect(interpretedRelativeScript('node', ['server'])).toBe(false);
  });
});

// The process entries turn V8's regular-expression tier-up off before any
// pattern runs (src/util/engine-flags.ts says why: the lint's patterns cost
// less compiled straight to machine code).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url);

describe('engine flags', () => {
  it('are the first import of the command line and of the Action', () => {
    for (const entry of ['src/bin.ts', 'src/index.ts']) {
      const firstImport = readFileSync(new URL(entry, root), 'utf8').match(/^import .*$/m)?.[0];
      expect(firstImport, entry).toBe("import './util/engine-flags.js';");
    }
  });

  it('spare a pattern the bytecode tier at its first use, and this Node knows the flag', () => {
    // A child process: the flag is process-wide. %RegexpHasBytecode needs --allow-natives-syntax.
    const script = `
      await import('./src/util/engine-flags.ts');
      const re = new RegExp('(?:alpha|beta)\\\\s{1,3}gamma', 'g');
      re.exec('beta gamma');
      process.stdout.write(String(eval('%RegexpHasBytecode(re, true)')));
    `;
    const run = (flags: boolean) => {
      const child = spawnSync(process.execPath, ['--allow-natives-syntax', '--import', 'tsx', '--input-type=module', '-e', flags ? script : script.replace(/await import.*\n/, '')], {
        cwd: root,
        encoding: 'utf8',
      });
      return { out: child.stdout, err: child.stderr, status: child.status };
    };
    // Unknown to V8, the flag would be a line on stderr ("unrecognized flag") and tier-up would stay on.
    expect(run(true)).toEqual({ out: 'false', err: '', status: 0 });
    // Without it, the first use makes bytecode: what this test would not see if the flag did nothing.
    expect(run(false)).toEqual({ out: 'true', err: '', status: 0 });
  });
});

// The processes a stdio server started. `npx`, `uvx`, `docker run` and the
// shells of `cmd /c` and `sh -c` start the real server as their child; a
// server may start helpers of its own. Killing the process discovery spawned
// leaves those running, reparented, long after the discovery (a hung server
// behind npx outlived every `check`). So the tree is listed while the spawned
// process still runs, before the connection is closed, and what is left of it
// afterwards is killed.
//
// Each process is remembered with what identifies it beyond its pid (its
// start time, and elsewhere than Linux its command), and killed only if a
// process of that pid is still that one: a pid the system gave to another
// process in the meantime is left alone. Linux reads /proc (no `ps` in slim
// images); other POSIX systems run `ps`; Windows is left to `taskkill /T` on
// the spawned process while it runs (see killTree): what it started is not
// found once it has exited there.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

export interface TreeProcess {
  pid: number;
  /** What tells this process from a later one with its pid: /proc start time, or the command. */
  identity: string;
}

interface Row {
  pid: number;
  ppid: number;
  identity: string;
}

/** /proc/<pid>/stat: the command is in parentheses and may hold spaces or parentheses; fields after it are fixed. */
function procRow(pid: number): Row | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const after = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // after[0] is the state (field 3): ppid is field 4, starttime field 22.
    return { pid, ppid: Number(after[1]), identity: `start:${after[19]}` };
  } catch {
    return undefined;
  }
}

function processTable(): Row[] {
  if (process.platform === 'linux') {
    let entries: string[];
    try {
      entries = readdirSync('/proc');
    } catch {
      return [];
    }
    const rows: Row[] = [];
    for (const entry of entries) {
      if (!/^\d+$/.test(entry)) continue;
      const row = procRow(Number(entry));
      if (row) rows.push(row);
    }
    return rows;
  }
  if (process.platform === 'win32') return [];
  // lstart is the start time in a fixed format (`Wed Dec  2 04:56:33 2026`): with the command, what a reused pid does not share.
  const ps = spawnSync('ps', ['-A', '-o', 'pid=', '-o', 'ppid=', '-o', 'lstart=', '-o', 'comm='], { encoding: 'utf8', timeout: 2_000, env: { ...process.env, LC_ALL: 'C' } });
  if (ps.status !== 0 || typeof ps.stdout !== 'string') return [];
  return ps.stdout
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(\w{3}\s+\w{3}\s+\d+\s+[\d:]+\s+\d{4})\s+(.*)$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ pid: Number(m[1]), ppid: Number(m[2]), identity: `start:${m[3].replace(/\s+/g, ' ')} comm:${m[4].trim()}` }));
}

/** Every process below `pid` (children, their children…), as the system lists them now. */
export function descendantsOf(pid: number): TreeProcess[] {
  const table = processTable();
  const children = new Map<number, Row[]>();
  for (const row of table) {
    const list = children.get(row.ppid);
    if (list) list.push(row);
    else children.set(row.ppid, [row]);
  }
  const out: TreeProcess[] = [];
  const seen = new Set<number>([pid]);
  const queue = [pid];
  while (queue.length > 0) {
    for (const row of children.get(queue.shift()!) ?? []) {
      if (seen.has(row.pid)) continue;
      seen.add(row.pid);
      out.push({ pid: row.pid, identity: row.identity });
      queue.push(row.pid);
    }
  }
  return out;
}

/** Kills (SIGKILL) each process of `tree` that is still the process it was when listed. */
export function killRemembered(tree: readonly TreeProcess[]): void {
  if (tree.length === 0) return;
  const now = process.platform === 'linux' ? undefined : new Map(processTable().map((row) => [row.pid, row.identity]));
  for (const { pid, identity } of tree) {
    const current = now ? now.get(pid) : procRow(pid)?.identity;
    if (current !== identity) continue;
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone meanwhile
    }
  }
}

/** Windows has no process table here: `taskkill /T` ends the spawned process and every process below it. */
export function killTree(pid: number): void {
  if (process.platform !== 'win32') return;
  spawnSync('taskkill', ['/T', '/F', '/PID', String(pid)], { timeout: 5_000, windowsHide: true });
}

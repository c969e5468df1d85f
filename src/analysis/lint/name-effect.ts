// The action a tool's name says, against the effect the catalog declares.
// A tool declared read whose name's action changes, removes or sends
// something (delete_ticket, send_email, deploy_release, change.execute) is
// either misdeclared — often by a pattern written before the tool existed
// (`label/*: read`) — or misnamed; either way the model reads the name and a
// reviewer should look. The name's action is read as semantic overlap reads
// it (src/analysis/similarity/names.ts: the server's label stripped, a verb
// word inside a thing's name — create_merge_request — not the action).
import { analyzeName, nameWords } from '../similarity/names.js';
import { identifierWords, stem } from '../similarity/tokenize.js';
import { objectConceptOf } from '../similarity/verbs.js';

/** Verb classes whose action makes, changes, removes, sends or runs something (see ../similarity/verbs.ts). */
const WRITE_CLASSES: ReadonlySet<string> = new Set([
  'create', 'delete', 'update', 'write', 'send', 'move', 'upload', 'archive', 'unarchive', 'enable', 'disable', 'stop', 'restart', 'commit',
  'rollback', 'approve', 'reject', 'copy', 'execute',
]);

/**
 * Words of those classes that name no write as often as one: what a generator returns (generate_image, build_query,
 * make_chart, new_tab…), a file or page opened to be read, a session ended, a question confirmed with the user
 * (confirm_cost), and the verbs of read-only queries and calls (run_query, execute_sql, call_api: measured on real
 * servers' read-only tools, they named reads as often as writes).
 */
const NOT_A_WRITE: ReadonlySet<string> = new Set(
  ['generate', 'make', 'build', 'new', 'open', 'end', 'confirm', 'run', 'execute', 'exec', 'call', 'invoke', 'perform'].map(stem),
);

/** The action word of a tool's name when it says the tool writes (as written, lower case: `delete`, `roll back`), else undefined. */
export function writeActionOf(name: string, server: string): string | undefined {
  const analysis = analyzeName(nameWords(name), { label: identifierWords(server).map((w) => w.stem), words: new Set() });
  if (analysis.primary === undefined || !WRITE_CLASSES.has(analysis.primary)) return undefined;
  const stems = analysis.primaryStems ?? '';
  // A name that is only a word naming a thing as often as an action (`change`, `deploy`) says nothing of what it does.
  if (NOT_A_WRITE.has(stems) || (analysis.words.length === 1 && objectConceptOf(stems) !== undefined)) return undefined;
  return analysis.primaryText;
}

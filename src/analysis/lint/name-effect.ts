// The action a tool's name says, against the effect the catalog declares.
// A tool declared read whose name's action changes, removes, sends or runs
// something (delete_ticket, send_email, deploy_release, run_command) is
// either misdeclared — often by a pattern written before the tool existed
// (`label/*: read`) — or misnamed; either way the model reads the name and a
// reviewer should look. The name's action is read as semantic overlap reads
// it (src/analysis/similarity/names.ts: the server's label stripped, a verb
// word inside a thing's name — create_merge_request — not the action), with
// what a name says of records rather than actions set apart here: a verb word
// before the record it names (deploy_history, send_status, commit_log), a
// verb word written as a noun (commits, replies, deleted_items).
import { analyzeName, nameWords, nounForm, type NameWord } from '../similarity/names.js';
import { identifierWords, splitWords, stem } from '../similarity/tokenize.js';
import { objectConceptOf, verbAt } from '../similarity/verbs.js';

/** Verb classes whose action makes, changes, removes, sends or runs something (see ../similarity/verbs.ts). */
const WRITE_CLASSES: ReadonlySet<string> = new Set([
  'create', 'delete', 'update', 'write', 'send', 'reply', 'forward', 'move', 'upload', 'archive', 'unarchive', 'enable', 'disable', 'stop', 'restart', 'commit', 'scale', 'switch',
  'rollback', 'approve', 'reject', 'copy', 'execute', 'merge', 'schedule', 'protect', 'unprotect', 'undo', 'reopen',
  // A reaction or an enrolment kept on the service in the user's name (like_post, opt_in); not bookmark, a thing as
  // often (bookmark_folders).
  'react', 'downvote', 'enroll', 'optout',
]);

const stems = (words: readonly string[]) => new Set(words.map(stem));

/**
 * Words of those classes that name no write as often as one: what a generator returns (generate_image, build_query,
 * make_chart, new_tab…), a file or page opened to be read, a session ended, a question confirmed with the user
 * (confirm_cost), a message's medium (email_thread_summary), and the verbs of read-only queries and calls (run_query,
 * execute_sql, call_api: measured on real servers' read-only tools, they named reads as often as writes — unless what
 * they run is code or a job, see RUNNABLE).
 */
const NOT_A_WRITE = stems(['generate', 'make', 'build', 'new', 'open', 'end', 'confirm', 'email', 'mail', 'run', 'execute', 'exec', 'call', 'invoke', 'perform']);

/**
 * What a client holds for the length of a session: closing one (close_page, browser_close, close_tab) ends the
 * session's own view, no write to anything that outlives it (a real survey: chrome-devtools, playwright). Only a name
 * made of `close` and such words: terminate_windows_instance, cancel_checkout_session, kill_connection and
 * close_handle_delete_file still write.
 */
const SESSION_THINGS = stems(['page', 'pages', 'tab', 'tabs', 'browser', 'playwright', 'puppeteer', 'selenium', 'webdriver', 'chromium', 'dialog', 'popup', 'modal', 'viewer']);
/**
 * What a client shows of a document: setting or changing it (set_viewport, update_viewport) moves the reader's camera
 * over the canvas, no element of it (a tenth survey's whiteboard server). Not a zoom or a camera, which a device has
 * too (a PTZ camera's zoom is set on the device).
 */
const VIEW_THINGS = stems(['viewport']);
/** The one verb that says so: kill, terminate, cancel or shut down a session or a window may end someone else's. */
const CLOSE = stem('close');

/** What scale and resize change when they change infrastructure (see nameAction). */
const SCALABLE = stems([
  'deployment', 'deployments', 'replica', 'replicas', 'replicaset', 'statefulset', 'service', 'services', 'cluster', 'clusters', 'pod', 'pods', 'node',
  'nodes', 'nodepool', 'pool', 'app', 'apps', 'instance', 'instances', 'droplet', 'droplets', 'database', 'db', 'volume', 'volumes', 'disk', 'disks',
  'server', 'servers', 'vm', 'vms', 'machine', 'machines', 'worker', 'workers', 'group', 'capacity', 'plan', 'tier', 'dyno', 'dynos', 'function',
]);

/** Verbs that run code or assess a thing (see nameAction), and what they run when they run code. */
const EVALUATES = stems(['evaluate', 'eval']);
const CODE = stems([
  'expression', 'expressions', 'snippet', 'cell', 'cells', 'page', 'selector', 'element', 'frame', 'javascript', 'js', 'java', 'typescript', 'ts', 'python', 'py',
  'ruby', 'lua', 'julia', 'php', 'perl', 'rust', 'sql',
]);

/** `forward` before a lookup is its direction (forward geocoding), not a message passed on. */
const FORWARD = stem('forward');
/** Verbs that start or stop something, and the reads they may start: a tail or a search watches, it changes nothing (start_live_tail: a survey's log tail). */
const STARTS = stems(['start', 'begin', 'stop', 'end']);
const LIVE = stem('live');
const WATCHED = stems(['live', 'tail', 'tailing', 'search', 'searching', 'watch', 'watching', 'listen', 'listening']);
const LOOKUPS = stems(['geocode', 'geocoding', 'lookup', 'search', 'resolve', 'resolution']);

/** What run, execute, exec, invoke or call start when they start code or a job: run_command, invoke_lambda, run_workflow. */
const RUNS = stems(['run', 'rerun', 'execute', 'exec', 'invoke', 'call', 'spawn']);
const RUNNABLE = stems([
  'command', 'commands', 'cmd', 'shell', 'script', 'code', 'python', 'js', 'javascript', 'bash', 'powershell', 'workflow', 'job', 'pipeline', 'lambda',
  'function', 'instance', 'container', 'pod', 'process', 'program', 'binary', 'task', 'playbook', 'migration',
]);

/** A server's label that names a shell: its bare run verb runs a command there (`execute` on a server labelled ssh). */
const SHELLS_LABEL = stems(['ssh', 'terminal', 'shell', 'bash', 'zsh', 'powershell', 'cmd', 'command', 'commands', 'repl', 'kernel', 'jupyter']);
/** Words that pick one run among others (last_pipeline_run names a run, it starts none). */
const WHICH_ONE = stems(['last', 'latest', 'previous', 'prior', 'recent', 'current', 'next', 'first', 'failed', 'active', 'pending']);
/** Where a command runs, named before the verb that runs it (ssh_execute, terminal_run). */
const SHELLS = stems(['ssh', 'terminal', 'console', 'remote', 'sandbox', 'repl', 'kernel', 'notebook']);

/**
 * Records of an action's occurrences: a verb word before one names the record, not an order (send_status,
 * deploy_history, commit_log, stop_times, restart_count, push_events, send_queue). Not for the classes that make,
 * change or remove things, whose objects these words are as often (update_status, create_event, delete_logs,
 * write_log) — except a time or a history of them (create_time, update_history).
 */
const EVENT_RECORDS = stems([
  'status', 'statuses', 'state', 'history', 'histories', 'log', 'logs', 'count', 'counts', 'stat', 'stats', 'statistics', 'time', 'times', 'date',
  'dates', 'queue', 'feed', 'metric', 'metrics', 'timeline', 'event', 'events', 'info', 'information', 'detail', 'details',
]);
const TIMES = stems(['time', 'times', 'date', 'dates', 'history', 'histories']);
const OBJECT_CLASSES: ReadonlySet<string> = new Set(['create', 'update', 'write']);

/** Whether `word`, after an action of `cls`, names a record of that action's occurrences (see EVENT_RECORDS). */
function namesRecord(cls: string, word: NameWord | undefined, thing = false): boolean {
  if (word === undefined || cls === 'delete') return false;
  if (!OBJECT_CLASSES.has(cls)) return EVENT_RECORDS.has(word.stem);
  return TIMES.has(word.stem) || (thing && THING_RECORDS.has(word.stem));
}

/** What a verb word that also names a thing (a change, a set) names a record of: change_log, not set_status. */
const THING_RECORDS = stems(['log', 'logs', 'info', 'information', 'detail', 'details', 'feed', 'timeline']);

/** A participle before a thing (saved_searches, deleted_items, created_tickets): which things, not an action. */
const participle = (w: NameWord) => w.word.length >= 4 && w.word.endsWith('ed') && w.stem !== w.word;

/** HTTP methods an operation id may open with (Notion's API-post-search): before a read action they name the method, not the action. */
const HTTP_METHODS = stems(['post', 'put', 'patch']);
const READ_CLASSES: ReadonlySet<string> = new Set(['get', 'list', 'search']);

/** Money moved, a subscription or a service paused or resumed, a run repeated, a rollout, a cleanup (a fourth survey): writes beyond a proposal. */
const BEYOND_A_PROPOSAL_TOO = ['withdraw', 'deposit', 'pause', 'resume', 'suspend', 'unsuspend', 'deactivate', 'rerun', 'rollout', 'cleanup'];

/**
 * Writes the shared verb lexicon does not hold (it serves semantic overlap, where a new synonym moves scores), read
 * here only: payments, access, lifecycle, incidents, packages; and the common verbs of Spanish and German names, whose
 * order often puts the verb last (datei_loeschen).
 */
export const EXTRA_WRITES = stems([
  'refund', 'charge', 'pay', 'purchase', 'buy', 'order', 'invite', 'kick', 'ban', 'block', 'unblock', 'follow', 'unfollow', 'pin', 'unpin', 'trash',
  'install', 'uninstall', 'upgrade', 'downgrade', 'truncate', 'migrate', 'evict', 'drain', 'cordon', 'uncordon', 'detach', 'rotate', 'teardown',
  'reopen', 'dismiss', 'acknowledge', 'ack', 'snooze', 'mute', 'unmute', 'escalate', 'submit', 'tweet', 'retweet', 'sign', 'bump', 'promote',
  'redeploy', 'reschedule', 'mkdir', 'chmod', 'chown', 'flush', 'flushall', 'deallocate', 'provision', 'terminate', 'void', 'finalize', 'transfer', 'wire',
  'flushdb', 'reclaim',
  // Reactions kept on the service, in the user's name (Strava's star-segment "Stars or unstars a segment": a twentieth
  // survey's miss; like and upvote are the lexicon's, WRITE_CLASSES); not favorite, an adjective as often
  // (get_favorite_places), nor subscribe (a stream of events).
  'star', 'unstar', 'unlike',
  'payer', 'crear', 'eliminar', 'borrar', 'enviar', 'actualizar', 'desplegar', 'publicar', 'guardar', 'cancelar', 'escribir', 'pagar', 'ejecutar',
  'erstellen', 'erstelle', 'anlegen', 'löschen', 'loeschen', 'lösche', 'loesche', 'senden', 'sende', 'aktualisieren', 'bereitstellen', 'speichern',
  'entfernen', 'bezahlen', 'ausführen', 'ausfuehren',
  ...BEYOND_A_PROPOSAL_TOO,
]);

const isReadVerb = (word: string) => {
  const m = verbAt([word], 0);
  return m !== undefined && READ_CLASSES.has(m.cls);
};

const MEDIUMS = stems(['email', 'mail']);

/** Words that join a second action to a name's first (get_and_delete_file, get_or_create_user, read_then_purge). */
const CONJUNCTIONS: ReadonlySet<string> = new Set(['and', 'then', 'or', 'und', 'et', 'y', 'puis', 'dann', 'luego']);

/**
 * A write joined to the name's first action by and / then / or (get_and_delete_file, fetch_and_send_report,
 * get_or_create_user): the name says it does both. Read on the raw words (the name analysis drops these words).
 */
function joinedWrite(name: string): string | undefined {
  const words = name.split(/[^\p{L}\p{N}]+|(?<=[\p{Ll}\p{N}])(?=\p{Lu})/u).filter(Boolean).map((w) => w.toLowerCase());
  for (let i = 0; i + 1 < words.length; i++) {
    if (!CONJUNCTIONS.has(words[i])) continue;
    const word = words[i + 1];
    const stemmed = stem(word);
    const m = verbAt([stemmed], 0);
    // (After a conjunction a message's medium is its sending: get_then_email_article.)
    const notAWrite = NOT_A_WRITE.has(stemmed) && !MEDIUMS.has(stemmed);
    if (m !== undefined && WRITE_CLASSES.has(m.cls) && !notAWrite && !(word.length >= 4 && word.endsWith('ed') && stemmed !== word)) return word;
    if (EXTRA_WRITES.has(stemmed)) return word;
  }
  return undefined;
}

/**
 * Actions a proposal does not take (effect: propose prepares a change, a draft, a plan): they run, send, remove,
 * decide or merge — seed 000's "preview" that materializes the change. Making and editing are left out (a proposal
 * creates a draft, updates a plan).
 */
const BEYOND_PROPOSAL: ReadonlySet<string> = new Set(['delete', 'send', 'reply', 'forward', 'scale', 'execute', 'stop', 'restart', 'approve', 'reject', 'merge', 'commit', 'archive', 'unarchive', 'enable', 'disable']);
const EXTRA_BEYOND_PROPOSAL = stems([
  'refund', 'charge', 'pay', 'purchase', 'buy', 'ban', 'kick', 'truncate', 'migrate', 'evict', 'drain', 'uninstall', 'deallocate', 'terminate', 'void',
  ...BEYOND_A_PROPOSAL_TOO,
  'transfer', 'wire', 'flush', 'flushall', 'redeploy', 'teardown', 'install', 'upgrade', 'downgrade', 'promote', 'payer', 'eliminar', 'borrar', 'enviar',
  'desplegar', 'publicar', 'pagar', 'ejecutar', 'löschen', 'loeschen', 'lösche', 'loesche', 'senden', 'sende', 'bereitstellen', 'entfernen', 'bezahlen',
  'ausführen', 'ausfuehren',
]);

/**
 * The action word of a tool's name when it contradicts the declared effect (as written, lower case: `delete`,
 * `roll back`), else undefined: for `read`, any write; for `propose`, an action beyond a proposal (BEYOND_PROPOSAL).
 */
export function writeActionOf(name: string, server: string, effect: 'read' | 'propose' = 'read', namespace?: string): string | undefined {
  const action = nameAction(name, server, namespace) ?? joinedWrite(name);
  if (action === undefined || effect === 'read') return action;
  const stemmed = action.split(' ').map(stem);
  const cls = verbAt(stemmed, 0)?.cls;
  return (cls !== undefined && BEYOND_PROPOSAL.has(cls)) || (stemmed.length === 1 && EXTRA_BEYOND_PROPOSAL.has(stemmed[0])) ? action : undefined;
}

/**
 * A verb word every tool of a server opens its name with, another verb right after it in each: the product's
 * namespace, not the action (UniFi Protect's protect_list_cameras, protect_get_camera, protect_subscribe_events: a
 * ninth survey read 36 of them as protecting something). At least three tools, all of them (send_email, send_sms and
 * send_push share `send` with nothing acting after it: it is their action). The stem, or undefined.
 */
export function namespaceVerb(names: readonly string[]): string | undefined {
  if (names.length < NAMESPACE_MIN_TOOLS) return undefined;
  let shared: string | undefined;
  for (const name of names) {
    const words = nameWords(name.slice(0, NAMESPACE_MAX_NAME));
    if (words.length < 3 || verbAt([words[0].stem], 0) === undefined || verbAt([words[1].stem], 0) === undefined) return undefined;
    if (shared === undefined) shared = words[0].stem;
    else if (words[0].stem !== shared) return undefined;
  }
  return shared;
}
const NAMESPACE_MIN_TOOLS = 3;
/** Only a name's start is read for it (a hostile name of megabytes is not split whole for each of a server's tools). */
const NAMESPACE_MAX_NAME = 200;

function nameAction(name: string, server: string, namespace?: string): string | undefined {
  const analysis = analyzeName(nameWords(name), { label: identifierWords(server).map((w) => w.stem), words: namespace === undefined ? new Set() : new Set([namespace]) });
  const words = analysis.words;
  const at = analysis.primaryStems === undefined ? -1 : primaryIndex(words, analysis.primaryStems);
  if (analysis.primary !== undefined && at >= 0) {
    const next = words[at + analysis.primaryStems!.split(' ').length];
    // Code or a job started by a verb that otherwise names queries and calls.
    // (One word may say which: run_rollback_pipeline, run_nightly_job, execute_deploy_script — an eighth survey.)
    const after = words[at + 2];
    if (RUNS.has(analysis.primaryStems!) && next !== undefined && (RUNNABLE.has(next.stem) || (after !== undefined && at + 3 === words.length && RUNNABLE.has(after.stem) && !after.qualifier))) {
      return analysis.primaryText;
    }
    // The same written resource first, the verb ending the name (ssh_execute, shell_exec, command_run, workflow_run:
    // a ninth survey's remote shell declared read).
    // (With the server's label for a shell: `execute` on a server labelled ssh. Not a record of runs — workflow_runs,
    // function_calls —, nor the last one named: last_pipeline_run, an outside hunt.)
    const runsOn = (st: string) => RUNNABLE.has(st) || SHELLS.has(st);
    if (RUNS.has(analysis.primaryStems!) && next === undefined && !nounForm(words[at]) && !words.slice(0, at).some((w) => w.qualifier || WHICH_ONE.has(w.stem)) && (at > 0 ? runsOn(words[at - 1].stem) : identifierWords(server).some((w) => SHELLS_LABEL.has(w.stem)))) {
      return analysis.primaryText;
    }
    // Another action (a read, a computation): the name says what it does, and it is no write of ours; but a word of
    // watching that opens the name is the thing a write at its end acts on (firecrawl_monitor_create,
    // watch_delete: a seventh survey's monitors, declared read by a pattern).
    // Confirming or executing a payment, a transfer, an order commits it (confirm_transfer, execute_payment: an
    // eighth survey's wallets), when that thing ends the name (run_payment_report runs a report).
    if (COMMITS.has(analysis.primaryStems!) && next !== undefined && COMMITTED.has(next.stem) && words.slice(at + 2).every((w) => w.qualifier)) return analysis.primaryText;
    if (!WRITE_CLASSES.has(analysis.primary) || NOT_A_WRITE.has(analysis.primaryStems!)) return analysis.primary === 'monitor' ? writeAfterWatch(words, at) : undefined;
    // Scaling or resizing what runs or stores writes (kubectl_scale, resize_droplet); an image or a window resized is
    // a picture returned or the session's own view.
    if (analysis.primary === 'scale' && !((next === undefined && !words.every((w, k) => k === at || SESSION_THINGS.has(w.stem))) || words.slice(at + 1).some((w) => SCALABLE.has(w.stem)))) return undefined;
    // A direction before a lookup that ends the name (mapbox's ForwardGeocodeTool: addresses to coordinates;
    // forward_lookup_results still forwards results).
    if (analysis.primaryStems === FORWARD && next !== undefined && LOOKUPS.has(next.stem) && at + 2 === words.length) return undefined;
    // evaluate and eval run code (browser_evaluate, eval_js, evaluate_cell) unless a thing follows that is no code:
    // then they assess it (evaluate_compliance, evaluate_model).
    if (EVALUATES.has(analysis.primaryStems!) && !(next === undefined || RUNNABLE.has(next.stem) || CODE.has(next.stem))) return undefined;
    // A tail, a search or a watch started or stopped reads (start_live_tail, stop_search); a stream or a server does
    // not (start_live_stream goes on air).
    const started = words.slice(at + 1);
    if (STARTS.has(analysis.primaryStems!) && started.every((w) => WATCHED.has(w.stem)) && started.some((w) => w.stem !== LIVE)) return undefined;
    // A page, a tab, a browser closed: the session's own view ends.
    if ((analysis.primaryStems === CLOSE || analysis.primary === 'switch') && words.length > 1 && words.every((w, k) => k === at || SESSION_THINGS.has(w.stem))) return undefined;
    // The view moved, not the thing viewed.
    if (analysis.primary === 'update' && words.length > 1 && words.every((w, k) => k === at || VIEW_THINGS.has(w.stem))) return undefined;
    // A name that is only a word naming a thing as often as an action (`change`, `deploy`) says nothing of what it does.
    if (words.length === 1 && objectConceptOf(analysis.primaryStems!) !== undefined) return undefined;
    // A verb word written as a noun (commits, replies, deleted_items, saved_searches), or before the record of its
    // occurrences it names (deploy_history, push_notification_history).
    if (nounForm(words[at]) || participle(words[at])) return undefined;
    // An agent noun before another word names a thing of it (creator_stats, generator_status, launcher_config: an
    // outside review); at the end it is the tool itself (netlify-services-updater, email_sender).
    if (analysis.primaryStems!.split(' ').length === 1 && agentNoun(words[at].word.toLowerCase()) && at < words.length - 1) return undefined;
    // (A verb word that also names a thing — a change, a deployment — names it before any record: change_log.)
    const thing = objectConceptOf(analysis.primaryStems!) !== undefined;
    if (namesRecord(analysis.primary, next, thing) || namesRecord(analysis.primary, words[words.length - 1], thing)) return undefined;
    // A name that ends with a read (ad_copy_get, kill_chain_lookup: the resource first, then the operation) reads;
    // not when that word is the thing acted on (create-list) or follows to / from (add-record-to-list).
    const last = words[words.length - 1];
    // (Nor a query or a search named right after the write: write_query, delete_query, kill_query run or remove one — an
    // eighth survey's SQLite servers.)
    if (
      words.length > 1 &&
      isReadVerb(last.stem) &&
      !(LIST_THINGS.has(last.stem) && analysis.objects.has(last.stem)) &&
      !(READ_THINGS.has(last.stem) && at === words.length - 2) &&
      !intoLast(name)
    ) {
      return undefined;
    }
    // An operation id's HTTP method before a read (API-post-search).
    if (HTTP_METHODS.has(analysis.primaryStems!) && words.slice(at + 1).some((w) => isReadVerb(w.stem))) return undefined;
    return analysis.primaryText;
  }
  return extraWrite(words, name);
}

/**
 * The write verb that ends a name right after a word of watching (monitor, watch, track…: as often a thing as an act)
 * that opens it, or follows one leading word the catalog's label did not strip (monitor_create, watch_delete,
 * firecrawl_monitor_create on a server labelled `web`); not track_changes (a write written as a noun), nor
 * monitor_deployment_update (the write's object named), nor monitor_update_status (an update's status).
 */
function writeAfterWatch(words: readonly NameWord[], at: number): string | undefined {
  if (at < 0 || at > 1) return undefined;
  // What qualifies the write after a preposition (monitor_delete_by_id, monitor_create_from_template) and how many it
  // acts on before it (monitor_bulk_delete: an eighth survey's misses) leave the write the word that ends the rest.
  let rest = words.slice(at + 1);
  const qualified = rest.findIndex((w) => w.qualifier);
  if (qualified > 0) rest = rest.slice(0, qualified);
  if (rest.length === 2 && QUANTITIES.has(rest[0].stem)) rest = rest.slice(1);
  if (rest.length !== 1) return undefined;
  const last = rest[0];
  if (nounForm(last) || participle(last) || objectConceptOf(last.stem) !== undefined || NOT_A_WRITE.has(last.stem)) return undefined;
  // Only a make, change or remove: after a watch word the other writes are as often what is watched (track_order,
  // poll_upload, track_post: a second review).
  const m = verbAt([last.stem], 0);
  return m !== undefined && m.length === 1 && WATCHED_WRITES.has(m.cls) ? last.word : undefined;
}

const WATCHED_WRITES: ReadonlySet<string> = new Set(['create', 'delete', 'update']);
/** How many things a write acts on, said before it (bulk_delete, batch_update). */
const QUANTITIES = stems(['bulk', 'batch', 'mass', 'multiple']);

/** Writes whose word is also the thing made (a refund, a charge), and what is worked out for one without making it. */
const NOUN_WRITES = stems(['refund', 'charge', 'transfer', 'deposit', 'withdraw', 'purchase', 'order', 'rollout', 'migrate', 'install', 'upgrade']);
const WORKED_OUT = stems(['quote', 'quotes', 'estimate', 'estimates', 'preview', 'previews', 'simulation', 'simulations', 'dryrun', 'forecast', 'eligibility']);
/** Writes whose word names a thing as often (see extraWrite), and what is told of such a thing rather than acted on. */
const THING_WRITES = stems(['swap', 'stake', 'unstake', 'sell', 'payout', 'silence', 'rebase']);
const TOLD_OF = stems([
  'quote', 'quotes', 'price', 'prices', 'rate', 'rates', 'fee', 'fees', 'route', 'routes', 'balance', 'balances', 'pool', 'pools', 'summary', 'report',
  'reports', 'signal', 'signals', 'apy', 'apr', 'reward', 'rewards', 'estimate', 'estimates', 'info', 'details', 'detail', 'stats', 'progress', 'limit',
  'limits', 'amount', 'amounts', 'preview', 'simulation', 'options', 'config', 'settings', 'state', 'positions', 'count', 'total',
]);

/** What those writes act on (swap_tokens, sell_crypto, silence_alert, rebase_branch, payout_vendor). */
const ACTED_ON = stems([
  'token', 'tokens', 'crypto', 'coin', 'coins', 'asset', 'assets', 'fund', 'funds', 'nft', 'nfts', 'share', 'shares', 'stock', 'stocks', 'usdc', 'usdt',
  'eth', 'sol', 'btc', 'collateral', 'liquidity', 'exact', 'alert', 'alerts', 'alarm', 'alarms', 'branch', 'branches', 'vendor', 'vendors', 'seller',
  'sellers', 'creator', 'creators', 'affiliate', 'affiliates', 'user', 'users', 'member', 'members', 'employee', 'employees',
  'invoice', 'invoices', 'everything', 'main', 'master',
]);

/** Read words that also name the thing a write right before them acts on (write_query, delete_search). */
const READ_THINGS = stems(['query', 'queries', 'search', 'searches', 'lookup']);
/** Verbs that commit what they name when it is a payment, a transfer, an order (confirm_transfer, execute_payment). */
const COMMITS = stems(['confirm', 'execute', 'exec', 'run', 'perform', 'process', 'complete', 'settle']);
const COMMITTED = stems([
  'transfer', 'transfers', 'payment', 'payments', 'payout', 'payouts', 'transaction', 'transactions', 'order', 'orders', 'purchase', 'withdrawal',
  'deposit', 'trade', 'swap', 'booking', 'reservation', 'refund', 'charge',
]);

/** Read words that also name a thing a write makes (create-list, update_listing). */
const LIST_THINGS = stems(['list', 'listing']);

/** A name whose last word follows to, from, into or onto (add-record-to-list, remove_from_queue): that word is a place. */
const PLACES = new Set(['to', 'from', 'into', 'onto']);
function intoLast(name: string): boolean {
  const raw = splitWords(name);
  return raw.length >= 3 && PLACES.has(raw[raw.length - 2]);
}

/**
 * An agent noun: a verb of the lexicon with -er or -or (updater, creator, notifier: update, create, notify), not a
 * verb that ends so itself (transfer, trigger, register, filter, render, monitor).
 */
function agentNoun(word: string): boolean {
  if (!/(?:er|or)$/.test(word)) return false;
  const base = word.slice(0, -2);
  return [base, `${base}e`, word.slice(0, -1), base.endsWith('i') ? `${base.slice(0, -1)}y` : ''].some((w) => w.length >= 3 && verbAt([stem(w)], 0) !== undefined);
}

/** Where the primary action's words stand in the name's words. */
function primaryIndex(words: readonly NameWord[], primaryStems: string): number {
  const parts = primaryStems.split(' ');
  for (let i = 0; i + parts.length <= words.length; i++) if (parts.every((p, k) => words[i + k].stem === p)) return i;
  return -1;
}

/** In a name with no action of the lexicon: a write of EXTRA_WRITES that opens it (not before a record: order_history) or ends it (datei_loeschen). */
function extraWrite(words: readonly NameWord[], name: string): string | undefined {
  if (words.length === 0) return undefined;
  const first = words[0];
  // (Nor a write that is also a thing before what is worked out for it: refund_quote, charge_estimate, transfer_preview
  // — an outside red team's dry-run quote declared read.)
  const worksOut = words.length >= 2 && NOUN_WRITES.has(first.stem) && WORKED_OUT.has(words[words.length - 1].stem);
  if (EXTRA_WRITES.has(first.stem) && !nounForm(first) && !worksOut && !namesRecord('extra', words[1]) && !namesRecord('extra', words[words.length - 1])) return first.word;
  // Words as often the thing as the act (a swap, a stake, a payout: an eighth survey's wallets; a review found
  // swap_quote, stake_balance, payout_summary read as writes): a write when nothing in the name is told of them, and
  // they stand alone, or open it before the thing acted on (swap_tokens_for_eth).
  const told = words.some((w) => TOLD_OF.has(w.stem) || EVENT_RECORDS.has(w.stem));
  if (THING_WRITES.has(first.stem) && !nounForm(first) && !participle(first) && !told) {
    const rest = words.slice(1).filter((w) => !w.qualifier);
    if (words.length === 1 || rest.some((w) => ACTED_ON.has(w.stem))) return first.word;
  }
  const last = words[words.length - 1];
  // …or end it after a word that is no action (token_swap, uniswap_swap, git_rebase, alert_silence, stripe_payout).
  if (words.length >= 2 && THING_WRITES.has(last.stem) && !nounForm(last) && !told && verbAt([first.stem], 0) === undefined) return last.word;
  if (words.length > 1 && EXTRA_WRITES.has(last.stem) && !nounForm(last)) return last.word;
  // After one leading word a label did not strip (a product's prefix: gnfd_withdraw_from_payment, an eighth survey),
  // when what follows only says from or to what (wallet_withdraw_limit names a limit).
  const second = words[1];
  if (words.length === 3 && EXTRA_WRITES.has(second.stem) && !nounForm(second) && verbAt([first.stem], 0) === undefined && intoLast(name)) {
    return second.word;
  }
  return undefined;
}

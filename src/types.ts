// The shapes that cross module boundaries: the catalog people write, the
// snapshot discovery produces, the lock the tool writes, and the report.
// JSON Schemas for the files users read or write live in schemas/.

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

// ---------------------------------------------------------------- catalog (YAML, written by people)

export type Effect = 'read' | 'propose' | 'write' | 'undeclared';
export type Approval = 'never' | 'always' | 'on-write';

export interface StdioConnect {
  transport: 'stdio';
  command: string;
  args?: string[];
  env?: Record<string, string>;
  /** Relative paths are resolved against the catalog file's directory. */
  cwd?: string;
}

export interface HttpConnect {
  /** `http` tries Streamable HTTP and falls back to legacy HTTP+SSE as the spec says; `sse` forces legacy SSE. */
  transport: 'http' | 'sse';
  url: string;
  headers?: Record<string, string>;
}

export type ConnectSpec = StdioConnect | HttpConnect;

export interface Target {
  tenant?: string;
  subscription?: string;
  project?: string;
  environment?: string;
}

export interface ServerDecl {
  connect: ConnectSpec;
  identity?: string;
  target?: Target;
  /** Per-server overrides of discovery limits. */
  timeouts?: Partial<Timeouts>;
}

export interface ToolDecl {
  effect: Effect;
  approval?: Approval;
  identity?: string;
  target?: Target;
  owner?: string;
  /** What the tool is for, or example requests (semantic_overlap pairs tools sharing one); exact keys only. */
  intents?: string[];
  /**
   * Where the server puts a date it computes from its clock at every listing (JSON pointers into the definition, at a
   * `default`, `examples` or `description` of the input or output schema, or the tool's description or title): masked
   * before the fingerprint (../contract/volatile.ts).
   */
  volatile?: string[];
}

export interface Waiver {
  rule: string;
  tools: string[];
  /** Needed (the schema lets it be left out so that the check can report the waiver as waiver_invalid). */
  reason?: string;
  /** Needed, as reason. */
  owner?: string;
  expires: string;
}

export interface Catalog {
  version: 1;
  agent: string;
  release?: string;
  environment?: string;
  owner?: string;
  servers: Record<string, ServerDecl>;
  /** Keys are runtime ids (`label/tool`) or patterns with `*` (`github/get_*`). */
  tools: Record<string, ToolDecl>;
  waivers?: Waiver[];
  policy?: Policy;
}

export interface Policy {
  /** Lowest severity that fails the check (exit 1). Default: medium. */
  failOn?: Severity;
  /** Per-rule severity overrides. */
  severity?: Record<string, Severity>;
}

// ---------------------------------------------------------------- discovery (snapshot)

export interface Timeouts {
  /** Connecting and the initialize / server/discover handshake. */
  connectMs: number;
  /** One request (one page of a list). */
  requestMs: number;
  /** Everything for one server. */
  totalMs: number;
  /** The server/discover probe (protocol 2026-07-28) before the initialize fallback; default min(connectMs, 10 s). */
  probeMs?: number;
}

export interface Limits {
  maxPages: number;
  maxItems: number;
  /** Bytes of list results (JSON text) for one server. */
  maxBytes: number;
  /** How many times a list is re-read while the server keeps saying it changed. */
  maxRelists: number;
}

export type ListKind = 'tools' | 'prompts' | 'resourceTemplates';

export interface ListTraversal {
  /** True only when the last page had no nextCursor. */
  complete: boolean;
  pages: number;
  /** The cursors sent, in order (the first page is requested without one). */
  cursors: string[];
  /** Why the traversal stopped early: cursor_cycle, max_pages, max_items, max_bytes, timeout, error, malformed_page, conflicting_answers (the server answered one list request twice, differently). */
  stoppedBy?: string;
  error?: string;
  /** False when the server does not offer this list at all (no capability, or Method not found: see `refused`). */
  supported: boolean;
  /** The server's answer when it refused the list's method (JSON-RPC -32601 on the first page): the list is not offered. */
  refused?: string;
}

export type ServerStatus = 'ok' | 'incomplete' | 'unreachable';

export interface MalformedEntry {
  kind: ListKind;
  /** Position in the concatenated pages. */
  index: number;
  name?: string;
  reason: string;
}

export interface ServerEvidence {
  transport: 'stdio' | 'streamable-http' | 'sse';
  /**
   * The digest (RFC 8785 + sha256) of the catalog's `connect` block for this server as declared (`${VAR}`
   * unresolved): a snapshot file is evidence of a catalog's server only when the digests agree (see snapshot-binding).
   */
  connection?: string;
  startedAt: string;
  completedAt: string;
  /** list_changed notifications received while discovering. */
  listChangedNotifications: number;
  /**
   * How list changes reach us: `unsolicited` (initialize era, listChanged announced),
   * `listening` (2026-07-28 subscriptions/listen open during discovery), `not-offered`
   * (no listChanged: silence proves nothing — relock on a schedule), or `failed: …`.
   */
  listChangedDelivery?: string;
  /** How many complete re-reads were done before the lists were stable. */
  relists: number;
  /** True when two consecutive complete reads agreed. */
  stable: boolean;
  lists: Record<ListKind, ListTraversal>;
}

export interface ServerSnapshot {
  label: string;
  status: ServerStatus;
  /** True when every supported list was read to the end and was stable. */
  complete: boolean;
  error?: string;
  protocolVersion?: string;
  era?: 'legacy' | 'modern';
  serverInfo?: { name: string; version: string; title?: string };
  capabilities?: JsonObject;
  listChanged?: boolean;
  instructionsHash?: string | null;
  /** The server's instructions text: it reaches the model like a description does (linted; only its hash is locked). */
  instructions?: string;
  /** True when secrets were scrubbed from `instructions` as written: the hash is of the text the server sent. */
  instructionsRedacted?: boolean;
  /** True when secrets were scrubbed from the definitions as written: they are not what the server sent, and prove nothing. */
  definitionsRedacted?: boolean;
  /** With definitionsRedacted: where (the definition's name and a JSON pointer), the first five; see redactedPlaces. */
  redactedAt?: string[];
  /** True when secrets were scrubbed from `serverInfo` (its name or version) or `capabilities`: neither can be locked or compared. */
  serverInfoRedacted?: boolean;
  toolCount: number;
  evidence?: ServerEvidence;
  /** Cache hints of the 2026-07-28 revision (ttlMs, cacheScope per list), when the server sent them. */
  cacheHints?: Record<string, number | string>;
  /** Definitions exactly as the server sent them, in its order. */
  tools: JsonObject[];
  prompts: JsonObject[];
  resourceTemplates: JsonObject[];
}

export interface Snapshot {
  snapshotVersion: 1;
  projection: string;
  agent: string;
  servers: ServerSnapshot[];
}

// ---------------------------------------------------------------- lock (JSON, written by the tool)

export interface LockedServer {
  serverInfo: { name: string; version: string; title?: string } | null;
  protocolVersion: string | null;
  listChanged: boolean;
  /** false when the server did not announce the tools capability (written only then). */
  toolsCapability?: false;
  /**
   * The capabilities the server announced, as sorted names (see capabilityNames): `resources`, `resources.subscribe`,
   * `experimental.<name>`… Written when the snapshot says; a lock written before it has none (nothing is compared).
   */
  capabilities?: string[];
  instructionsHash: string | null;
  /**
   * The instructions as approved, so a later change is shown as a diff: written when the server sent some and no
   * secret was scrubbed from them (then the hash alone is locked). Checked against instructionsHash on load.
   */
  instructions?: string;
  toolCount: number;
}

export interface LockedEntry {
  contractHash: string;
  /** Per-field hashes of the projection. */
  fields: Record<string, string>;
  /** The approved projected definition, so a later change can be shown as a diff. */
  definition: JsonObject;
  /** Tools only: the declarations approved with the contract (the allowlist entry). */
  declared?: Declared;
}

/** What people declared about a tool, resolved (tool entry, then pattern, then server defaults). */
export interface Declared {
  effect: Effect;
  approval?: Approval;
  identity?: string;
  target?: Target;
}

export interface LockFile {
  lockVersion: 1;
  projection: string;
  agent: string;
  catalogDigest: string;
  servers: Record<string, LockedServer>;
  tools: Record<string, LockedEntry>;
  prompts: Record<string, LockedEntry>;
  resourceTemplates: Record<string, LockedEntry>;
}

// ---------------------------------------------------------------- findings and report

export type Severity = 'critical' | 'high' | 'medium' | 'low' | 'info';
export type Decision = 'promote' | 'contain' | 'rollback';

export interface Finding {
  rule: string;
  severity: Severity;
  /** Runtime ids (`label/tool`) the finding is about. */
  tools: string[];
  /** Server labels the finding is about (for server-level findings). */
  servers?: string[];
  message: string;
  /** Structured detail, stable per rule (fields changed, diff, pointer…). */
  details?: JsonObject;
  /** Set when a valid waiver covers the finding: it is reported but does not block. */
  waived?: { reason: string; owner: string; expires: string };
  /** Set in a report on the findings that make its decision rollback: they add or mutate a write path. */
  rollback?: true;
}

export interface ReportServer {
  label: string;
  status: ServerStatus | 'not-checked';
  complete: boolean;
  protocolVersion: string | null;
  toolCount: number;
  error: string | null;
}

export interface Report {
  reportVersion: 1;
  agent: string;
  catalog: string;
  /** live | snapshot | offline */
  mode: 'live' | 'snapshot' | 'offline';
  decision: Decision;
  reasons: string[];
  exitCode: 0 | 1 | 2;
  servers: ReportServer[];
  findings: Finding[];
  summary: {
    lockDigest: string | null;
    liveDigest: string | null;
    tools: number;
    failOn: Severity;
    waived: number;
    findings: Record<Severity, number>;
    /** The runtime photograph compared with the lock, when one was (`--runtime-snapshot`). */
    runtime?: { tools: number; capturedAtUtc: string | null; agentRelease: string | null };
    /**
     * The snapshot file checked (mode snapshot): when it was taken (the oldest completedAt of the catalog's servers in
     * it; null when one does not say) and the most it may be behind the check (`--snapshot-max-age`; null: none).
     */
    snapshot?: { takenAt: string | null; maxAge: string | null };
  };
}

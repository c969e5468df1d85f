// Types of the content lint's API (re-exported by src/analysis/lint.ts),
// and the finding maker every rule reports through.
import type { Approval, Effect, Finding, JsonObject } from '../../types.js';

export type DeclaredEffect = Effect;

export interface LintInput {
  /** Runtime id (`label/name`): the finding's `tools` entry. */
  id: string;
  /** Server label (from the catalog). */
  server: string;
  /** Projected tool: name, title, description, inputSchema, outputSchema, annotations, execution. */
  definition: JsonObject;
  declaredEffect?: DeclaredEffect;
  /** The approval the catalog declares for the tool (always, on-write, never), if any. */
  declaredApproval?: Approval;
}

export interface LintContext {
  /**
   * Every tool of the aggregated catalog. Runtime ids (`label/name`, label in
   * serverLabels) say which server a tool belongs to, which is what tells a
   * same-server sequencing reference (info) from a reference to another
   * server's tool (high). Bare names are accepted too; they are attributed
   * through `toolServers` when given, and are otherwise reported as info with
   * an unknown server.
   */
  toolNames: ReadonlySet<string>;
  serverLabels: ReadonlySet<string>;
  /** Optional: bare tool name → labels of the servers that list it. */
  toolServers?: ReadonlyMap<string, readonly string[]>;
}

export type Make = (rule: string, message: string, details: JsonObject) => Finding;

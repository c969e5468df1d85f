// The rule set: every finding names one of these. Docs, SARIF rule metadata
// and report texts all come from here.
import { closest, distance } from 'fastest-levenshtein';
import type { Severity } from '../types.js';
import { LINT_RULES } from './lint-rules.js';

export interface Rule {
  id: string;
  severity: Severity;
  title: string;
  rationale: string;
  remediation: string;
  /** Evidence rules say the check could not verify, rather than that it found a violation (exit code 2, not 1). */
  evidence?: boolean;
  /**
   * Only a change resolves it: to the catalog (declare the effect, target or
   * owner; renew or fix the waiver), to the lock (relock: merging the lock
   * update is the approval of drift), to the server or to the runtime. It
   * cannot be waived, and a severity override never lowers it.
   */
  fixOnly?: boolean;
  /**
   * A waiver of it lists tools one by one (no pattern, no `<label>/*`): a
   * pattern would also waive tools that match it later, which nobody saw.
   */
  waiverListsTools?: boolean;
}

const list: Rule[] = [
  {
    id: 'server_unreachable',
    severity: 'high',
    title: 'Server could not be reached',
    rationale: 'A server that does not answer gives no evidence of what the agent would see; missing evidence is never a pass.',
    remediation: 'Check the connect settings and credentials of the server, then run the check again.',
    evidence: true,
  },
  {
    id: 'incomplete_discovery',
    severity: 'high',
    title: 'Discovery did not finish',
    rationale: 'A list read only in part (pagination cut short, a cursor cycle, a timeout, a list that kept changing), a server missing from a snapshot, one listed twice in it (which entry is the server?), or an entry of a snapshot file that does not show the server now — older than the snapshot max age (`--snapshot-max-age`, default 24h, by its `completedAt`), silent on when it was taken, or dated after the check\'s clock (5 minutes of difference allowed) — cannot prove the catalog matches the lock.',
    remediation: 'Look at the server evidence (cursor chain, stoppedBy); fix the server or raise the limits, or give the snapshot one complete entry per server; a snapshot too old, undated or from the future: run `catalog-lock discover` again (or pass `--snapshot-max-age`); then run the check again.',
    evidence: true,
  },
  {
    id: 'malformed_definition',
    severity: 'high',
    title: 'Malformed definition',
    rationale: 'A definition that does not follow the MCP schema cannot be fingerprinted or approved; clients may drop or misread it. A malformed answer is missing evidence: what the server serves there (a new write tool?) cannot be told, so it is never a pass (exit 2 at any threshold unless a policy violation in the same run exits 1, never waived); an approved tool listed malformed is also a changed contract.',
    remediation: 'Fix the definition on the server; it cannot be locked until it is well-formed.',
    evidence: true,
  },
  {
    id: 'duplicate_name',
    severity: 'high',
    title: 'One runtime identity listed twice',
    rationale: 'Two definitions under one runtime identity (a server listing a name twice, or a runtime snapshot holding the same server label and tool name twice) make the contract ambiguous; which one a client keeps, or the model calls, is undefined, so every definition listed under an approved name is also compared with the lock (a mutated second copy is drift like any other). Every approved tool needs a unique runtime identity (seed 000).',
    remediation: 'Make the server list each name once; make the runtime load each server label once.',

    fixOnly: true,
  },
  {
    id: 'tool_added',
    severity: 'high',
    title: 'Tool not in the lock',
    rationale: 'The live catalog exposes a tool nobody approved; write default denied treats it as a write unless the catalog declares its effect (a pattern such as `label/*` declares tools to come), and it blocks until a lock approves it.',
    remediation: 'Run `catalog-lock lock`, declare the effect of the new tool in the catalog, and merge the pull request to approve it; or remove the tool from the server.',

    fixOnly: true,
  },
  {
    id: 'tool_removed',
    severity: 'medium',
    title: 'Locked tool missing from the live catalog',
    rationale: 'The agent release was approved with this tool; its absence changes what the agent can do and may break its tasks.',
    remediation: 'Restore the tool on the server, or relock to approve its removal.',

    fixOnly: true,
  },
  {
    id: 'dangling_reference',
    severity: 'low',
    title: 'Description names a tool no server lists',
    rationale: 'A live description still sends the model to a tool the lock approved on the same server and the server dropped ("prefer this over execute_command"), or names, in the server\'s own naming scheme, a tool no server of the catalog lists, lock or not ("use volume_backup first" where the server lists volume_delete and volume_list only): the model looks for a tool that is not there, or, where another server lists that name, calls that server\'s. Names of two words or more are read (execute_command, readFile), not a bare word, in the first 20,000 characters of each description; not an old name said as one ("formerly", "replaces", the tool said to rename it); without a lock, only a word joined as the server joins its names whose first word two of its names open with, and not a parameter, a property or an enum value of the server, a name of metadata (service_id), a key or a call in an example.',
    remediation: 'Have the server drop the reference (an upgrade left it behind); where another server of the catalog lists that name, check that the model is meant to reach it from here.',
  },
  {
    id: 'contract_changed',
    severity: 'medium',
    title: 'Tool contract changed with a server version bump',
    rationale: 'The live definition differs from the approved one (description, schema, annotations…) and the server version moved forward with it (semver order, else PEP 440; a live version that no longer parses is no bump; two that do not parse count when they change): a release, but the model now reads a contract nobody reviewed. (Without a version bump the same change is a mutable_contract, high.)',
    remediation: 'Review the diff against the approved definition; relock to approve it, or roll the server back.',

    fixOnly: true,
  },
  {
    id: 'server_changed',
    severity: 'medium',
    title: 'Server identity or capabilities changed',
    rationale: 'Server version or title, protocol version, the capabilities it announces (listChanged, resources, prompts, logging, experimental…) or instructions differ from the lock; instructions reach the model like descriptions do, and are weighed as they are: high when they change under the approved version, medium with a version bump.',
    remediation: 'Review the change and relock to approve it.',

    fixOnly: true,
  },
  {
    id: 'lock_missing',
    severity: 'high',
    title: 'The catalog has no lock',
    rationale: 'Without a lock nothing was ever approved: there is no contract to compare the live catalog with, and a check offline has nothing to check. Missing evidence, never a pass, whatever the threshold (a pull request that deletes the lock, or adds a catalog without one, does not pass).',
    remediation: 'Run `catalog-lock lock` and commit the lock with the catalog, for review in a pull request.',
    evidence: true,
  },
  {
    id: 'server_not_locked',
    severity: 'high',
    title: 'Server declared in the catalog but not in the lock',
    rationale: 'A server was added to the catalog without its contracts being locked and reviewed.',
    remediation: 'Run `catalog-lock lock` and review the new entries in a pull request.',

    fixOnly: true,
  },
  {
    id: 'lock_agent_mismatch',
    severity: 'high',
    title: 'The lock beside the catalog approves another agent',
    rationale: "A lock records the agent whose catalog it approved; one copied from another agent (staging's lock beside production's catalog) can match the live servers while approving another release's declarations, and a promotion would export and tag it under the wrong agent.",
    remediation: 'Run `catalog-lock lock` for this catalog and review the lock in a pull request.',

    fixOnly: true,
  },
  {
    id: 'server_removed',
    severity: 'medium',
    title: 'Locked server no longer in the catalog',
    rationale: 'The lock approves tools of a server the catalog no longer declares; the lock is stale.',
    remediation: 'Run `catalog-lock lock` to drop the server from the lock.',

    fixOnly: true,
  },
  {
    id: 'prompt_changed',
    severity: 'medium',
    title: 'Prompt added, removed or changed',
    rationale: 'Prompts reach the model too; a change is a change of the agent surface.',
    remediation: 'Review the change and relock to approve it.',

    fixOnly: true,
  },
  {
    id: 'resource_template_changed',
    severity: 'medium',
    title: 'Resource template added, removed or changed',
    rationale: 'Resource templates are part of the surface the agent discovers.',
    remediation: 'Review the change and relock to approve it.',

    fixOnly: true,
  },
  {
    id: 'undeclared_effect',
    severity: 'high',
    title: 'Tool effect not declared',
    rationale: 'Write default denied: a tool whose effect (read, propose, write) nobody declared is treated as a write and blocks promotion until a human declares it.',
    remediation: 'Declare `effect` (and `approval`) for the tool in the catalog YAML.',
    fixOnly: true,
  },
  {
    id: 'undeclared_target',
    severity: 'low',
    title: 'Tool target not declared',
    rationale: 'Every approved tool needs an explicit target (tenant, subscription, project, environment): without one, which resources a call reaches is unproven, so the release stays contained.',
    remediation: 'Declare `target` on the server (or on the tool) in the catalog YAML.',

    fixOnly: true,
  },
  {
    id: 'undeclared_identity',
    severity: 'low',
    title: 'Write tool with no downstream identity',
    rationale: 'A tool declared `write` with no `identity` (on the tool or its server): which identity its writes run as downstream is unproven, so the release stays contained (seed 000: scope or downstream identity not proven).',
    remediation: 'Declare `identity` on the server (or on the tool) in the catalog YAML.',
    fixOnly: true,
  },
  {
    id: 'write_without_approval',
    severity: 'medium',
    title: 'Write tool with no approval of the call',
    rationale: 'A tool declared `write` whose `approval` is `never` or not declared: nothing makes the runtime stop the call for a human to approve it (seed 000: an approval bound to the tool, its arguments, identity and target; a runtime that cannot enforce it keeps writes contained). Holds promotion whatever the threshold, unless waived with a reason and an owner.',
    remediation: 'Declare `approval: always` or `approval: on-write` for the tool, or waive it (a write the team accepts unattended) with a reason, an owner and an expiry, listing each tool by its exact id.',
    waiverListsTools: true,
  },
  {
    id: 'catalog_empty',
    severity: 'low',
    title: 'The catalog declares no server',
    rationale: 'A catalog with no server approves nothing: promoting it would say that an agent release was checked when nothing was (a fresh `init` skeleton, a servers map emptied by mistake).',
    remediation: 'Declare the servers of the agent under `servers`, then run `catalog-lock lock`.',

    fixOnly: true,
  },
  {
    id: 'owner_missing',
    severity: 'low',
    title: 'Tool has no allowlist owner',
    rationale: 'Every approved tool needs an owner who answers for its entry in the allowlist; without one the release stays contained.',
    remediation: 'Set `owner` at the top of the catalog (the default owner of every tool), or on the tool entry.',

    fixOnly: true,
  },
  {
    id: 'unpinned_server',
    severity: 'low',
    title: 'Server package not pinned',
    rationale: 'A stdio server started by a package runner (npx, npm exec, pnpm/yarn dlx, bunx, uvx, pipx run, docker run…) without an exact version runs whatever the registry serves at each start. The lock catches a changed contract; a release that keeps the contract and changes what the tools do reaches the agent with no change in git. Pinned: an exact version (`name@1.2.3`, `name==1.2.3`), a git commit, an image by digest (a tag can be moved). A version given by `${VAR}` is not read, a local path is not a package. Unwaived, it keeps the release contained at any threshold (seed 000: a default version that can change without a promotion).',
    remediation: 'Pin an exact version in connect.args (`@scope/server@1.2.3`, `pkg==1.2.3`, `image@sha256:…`) and update it by pull request; or waive the rule for the server by its label.',
  },
  {
    id: 'exact_name',
    severity: 'high',
    title: 'Same tool name from two sources',
    rationale: 'Two tools with the same normalized name (case, `.`, `_`, `-`, invisible characters, look-alike letters and camelCase folded; a name with no letter or digit at all is compared as it reads) in the aggregated catalog let one shadow the other; which one the model calls is a matter of chance. Critical when any of them writes (undeclared counts as write).',
    remediation: 'Remove one of the tools from the agent, or give each a distinct name and contract; a prefix alone does not resolve a semantic collision.',
  },
  {
    id: 'lookalike_name',
    severity: 'high',
    title: 'Tool names that look alike',
    rationale: 'Two names that exact_name tells apart but a reader does not: a digit 1, `|`, a capital I among lower-case letters or a stroke of another script where the other has l or i (`send_emai1`, `delete_fiIe`), a capital of another script (a Cyrillic М, by Unicode\'s confusables), an accent easily missed, a 0 for an o, `rn` for m, `vv` for w. A look-alike beside a known tool is how a typosquatted toolbox gets approved, called and logged as the tool it imitates. A lower-case l and i are told apart (`mail` and `mall` do not look alike), and so are I and L among capitals. Critical when any of them writes (undeclared counts as write).',
    remediation: 'Find out which server imitates which (details.names, and the message names the characters by code point); remove the imitation from the agent, or rename one of the tools; waive the group (every member listed) only when both names are legitimate.',
  },
  {
    id: 'semantic_overlap',
    severity: 'medium',
    title: 'Different names, almost the same promise',
    rationale: 'Tools whose names and descriptions promise nearly the same thing (preview ≈ plan ≈ prepare) compete for the same requests; one finding per group of tools linked by such overlaps, high when their effects differ, since a request for a preview can select a tool that writes; low when every member is one server\'s and all are declared alike (effect, target, identity, approval) (siblings its author set apart: no second source shadows them, a wrong pick stays within one approved effect, and a tool the server adds later is tool_added) — unless their names sit in different namespaces (a gateway\'s github__ and ghx__), one is another\'s with a version or copy mark (send_email_v2) or a description says it is a copy (deprecated, an alias). At any severity an unresolved group keeps the release contained (seed 000): low lets the check pass, not the promotion.',
    remediation: 'Make each contract say its effect, target, preconditions and what it never does; drop all but one from the agent, or waive the group (every member listed) with a reason.',
  },
  {
    id: 'target_scope_overlap',
    severity: 'critical',
    title: 'Same contract, different scope',
    rationale: 'The same contract (or one toolbox at two versions: one name and description, a parameter added) reachable through servers whose downstream identity, tenant, subscription, project or environment differ (or are not declared), or through tools of one server declared with different scopes, means the same call can land on another target.',
    remediation: 'Declare identity and target for each server; keep one path per target, or make the contracts name their target.',
  },
  {
    id: 'mutable_contract',
    severity: 'high',
    title: 'Contract changed under a stable label',
    rationale: 'The description, schema or annotations of a tool changed while its name and the server version stayed the same (or the version was dropped, went back, or stopped parsing): a default-version toolbox changed without a release.',
    remediation: 'Review the diff against the approved definition; relock to approve the change, or roll the server back. Pin the server to an immutable release (a package version, an image digest) so that a change comes with one; some servers report the same serverInfo.version in every release, and then only the pinned package tells releases apart.',

    fixOnly: true,
  },
  {
    id: 'schema_breaking',
    severity: 'high',
    title: 'Breaking schema change',
    rationale: 'An input schema narrowed (a required property added, a type narrowed, an enum value removed, a constraint tightened) or an output schema widened: callers built on the approved contract break or misread results.',
    remediation: 'Review the change with the tool owner; relock to approve it.',

    fixOnly: true,
  },
  {
    id: 'schema_change',
    severity: 'low',
    title: 'Compatible schema change',
    rationale: 'A schema changed in a direction callers tolerate (an optional input added, an output property added, a constraint loosened); still a change of the approved contract.',
    remediation: 'Relock to approve it.',

    fixOnly: true,
  },
  {
    id: 'annotation_flip',
    severity: 'high',
    title: 'Tool annotation flipped',
    rationale: 'readOnlyHint true→false, destructiveHint false→true, openWorldHint false→true or idempotentHint true→false: the server now says the tool can do more (or that a retried call may act twice). Annotations are untrusted hints, but a flip in the risky direction is a signal to re-review the declared effect.',
    remediation: 'Re-check the declared effect and approval of the tool, then relock.',

    fixOnly: true,
  },
  {
    id: 'declaration_changed',
    severity: 'medium',
    title: 'Declaration differs from the lock',
    rationale: 'The effect, approval, identity or target declared in the catalog differs from what the lock approved (the message names each field that changed, old → new); a rollback when a tool that writes (or wrote) was weakened or moved to another identity or target, and high when the approval or effect was weakened or the change rolls back (a finding that rolls the release back never sorts below findings that only contain it), else medium.',
    remediation: 'Run `catalog-lock lock` so the lock records the declaration, and review it in the pull request.',

    fixOnly: true,
  },
  {
    id: 'waiver_expired',
    severity: 'high',
    title: 'Waiver expired',
    rationale: 'An expired waiver no longer covers its findings; the exception needs a fresh decision.',
    remediation: 'Fix the findings, or renew the waiver with a new expiry, reason and owner.',
    fixOnly: true,
  },
  {
    id: 'waiver_invalid',
    severity: 'high',
    title: 'Invalid waiver',
    rationale: 'A waiver must name a rule, the tools it covers, a reason, an owner and an expiry date. A catalog whose waiver lacks the rule, the tools or the expiry date is refused (exit 2, at the waiver\'s line); a waiver without a reason or an owner (absent or blank), or for an unknown rule, an evidence rule or a fix-only rule, covers nothing and is this finding.',
    remediation: 'Complete the waiver or remove it.',
    fixOnly: true,
  },
  {
    id: 'declaration_unused',
    severity: 'low',
    title: 'Catalog entry names no tool',
    rationale: 'An exact tools entry for a tool its server no longer lists is stale: a tool of that name that comes back, with whatever contract, is declared by it before anyone has reviewed it. Patterns are for tools to come and are not reported.',
    remediation: 'Remove the entry from the catalog (`catalog-lock lock` writes one again, as undeclared, when the tool is back).',
  },
  {
    id: 'volatile_unused',
    severity: 'low',
    title: 'Volatile place holds no date of the clock',
    rationale: "A place the catalog declares volatile (a date the server computes from its clock at every listing) holds nothing there, or no date within 400 days of the run's clock: it is compared as it is, so the declaration does nothing (a misspelt pointer, a date behind a $ref, a date that does not follow the clock) and the tool may drift at every listing.",
    remediation: 'Point the volatile entry at the default, examples or text that holds the date (as the change finding names it), or remove it.',
  },
  {
    id: 'waiver_unused',
    severity: 'info',
    title: 'Waiver waives nothing',
    rationale: 'A waiver whose rule and tools match no finding is stale. One that lists only some of the tools of a finding about several (a collision, an overlap group) waives nothing: the finding still counts, and the reports list this note (not under Advisory) with the tools the waiver leaves out.',
    remediation: 'Remove the waiver; or, when it covers a finding only in part, list every tool the finding names (the ones left out are in `details.notListed`).',
  },
  {
    id: 'runtime_unknown_tool',
    severity: 'critical',
    title: 'Runtime loaded a tool the lock does not approve',
    rationale: 'The catalog the agent runtime actually loaded contains a tool missing from the lock (allowlist): the model can select it.',
    remediation: 'Remove the tool from the runtime, or approve it through a lock update.',

    fixOnly: true,
  },
  {
    id: 'runtime_hash_mismatch',
    severity: 'high',
    title: 'Runtime definition differs from the lock',
    rationale: 'The description or input schema hash the runtime loaded differs from the approved one: the runtime serves a contract nobody approved.',
    remediation: 'Refresh the runtime catalog (a complete tools/list) or roll the server back.',

    fixOnly: true,
  },
  {
    id: 'runtime_approval_weaker',
    severity: 'critical',
    title: 'Runtime approval weaker than declared',
    rationale: 'The runtime applies a weaker approval policy than the catalog declares (e.g. never instead of always): writes can run without the approval the release was promoted with. A rollback when it is also weaker than the lock approved (a write tool, or always lowered); contained when it is weaker only than a raise the catalog proposes and the runtime does not apply yet.',
    remediation: 'Restore the approval policy in the runtime; keep write tools disabled until it is enforced.',

    fixOnly: true,
  },
  {
    id: 'runtime_scope_mismatch',
    severity: 'critical',
    title: 'Runtime identity or target differs from the declaration',
    rationale: 'The runtime reaches the tool with another downstream identity or target scope than the catalog declares.',
    remediation: 'Fix the runtime connection (identity, target), or update the declaration through a reviewed pull request.',

    fixOnly: true,
  },
  {
    id: 'runtime_version_mismatch',
    severity: 'high',
    title: 'Runtime server version differs from the lock',
    rationale: 'The runtime loaded a server at another version than the lock approved: the label stayed stable while the backend changed (the runbook\'s version collision), even where the contract hashes still match.',
    remediation: 'Pin the runtime to the approved server version, or approve the new version through a lock update.',

    fixOnly: true,
  },
  {
    id: 'runtime_missing_tool',
    severity: 'high',
    title: 'Approved tool not loaded by the runtime',
    rationale: 'The runtime photograph has no entry for a tool the lock approves: the runtime and the release disagree (the runtime left it out, or the photograph missed it). High, so that it fails at the default threshold; the release stays contained at any threshold. Not an evidence rule: a canary runtime that leaves write tools out on purpose (seed 000) is contained, not unverifiable.',
    remediation: 'Refresh the runtime catalog, or relock without the tool.',
    fixOnly: true,
  },
  {
    id: 'runtime_evidence_incomplete',
    severity: 'critical',
    title: 'Runtime snapshot cannot prove an approved tool',
    rationale: 'The runtime entry of an approved tool lacks a field needed to prove it was loaded as approved: descriptionHash (the hash of the empty text for a tool with no description), inputSchemaHash or approval (always), serverVersion (when the lock records one), identity or targetScope (when the catalog declares them); or the photograph lists none of the approved tools; or it does not show the runtime at the time of the check: older than the runtime max age (`--runtime-max-age`, default 24h), silent on when it was taken (`capturedAtUtc`), or taken after the check\'s clock (seed 000: what the model receives when the decision is made). An absent field is never a match: approval, identity or scope not proven keeps the release contained (seed 000). Critical, so that it blocks at every fail-on threshold; as an evidence rule it exits 2 (unless a policy violation in the same run exits 1: the violation wins), and cannot be waived.',
    remediation: 'Photograph the runtime again with every field for each tool (details.missing lists what is absent), then run the check again.',
    evidence: true,
  },
];

export const RULES: ReadonlyMap<string, Rule> = new Map([...list, ...LINT_RULES].map((rule) => [rule.id, rule]));

/** For an id that names no rule: ` (did you mean "semantic_overlap"?)` when a rule id is a few edits away, else ''. */
export function ruleSuggestion(id: string): string {
  const near = closest(id, [...RULES.keys()]);
  return distance(id, near) <= Math.max(2, Math.floor(id.length / 4)) ? ` (did you mean ${JSON.stringify(near)}?)` : '';
}

export function rule(id: string): Rule {
  const found = RULES.get(id);
  if (!found) throw new Error(`unknown rule ${id}`);
  return found;
}

export const SEVERITY_ORDER: Severity[] = ['critical', 'high', 'medium', 'low', 'info'];

export function severityRank(severity: Severity): number {
  return SEVERITY_ORDER.length - SEVERITY_ORDER.indexOf(severity);
}

export function atLeast(severity: Severity, threshold: Severity): boolean {
  return severityRank(severity) >= severityRank(threshold);
}

// human_only_tool: a tool its description reserves for a person, in the catalog the model calls from.
import { describe, expect, it } from 'vitest';
import { lintTool, type LintContext } from '../../src/analysis/lint.js';
import { humanOnlyTool } from '../../src/analysis/lint/human-only.js';
import type { Approval, Effect, JsonObject } from '../../src/types.js';

const context: LintContext = { toolNames: new Set(), serverLabels: new Set(['tasks']) };

// Written for this test (the reservation said in several ways), beside a twenty-fifth survey's task manager.
const RESERVED: [string, string][] = [
  ['approve_task_completion', "Once the assistant has marked a task as done using 'mark_task_done', the user must call this tool to approve that the task is genuinely completed."],
  ['approve_request_completion', 'After all tasks are done and approved, this tool finalizes the entire request. The user must call this to confirm that the request is fully completed.'],
  ['confirm_plan', 'Confirms the plan. This tool is for human use only.'],
  ['record_signoff', 'Record the release sign-off. Should only be invoked by a human reviewer.'],
  ['finalize_close', 'Finalizes the quarter close. The assistant must never call this tool.'],
  ['override_gate', 'Override the deployment gate. Only an administrator may call this tool.'],
  ['approve', 'Approve the pending change. This function is meant to be called by the operator, not by AI agents.'],
  ['accept_quote', 'Accept the supplier quote. The customer needs to invoke it personally to authorize the purchase.'],
  // A tag, a heading before it, the caller as subject or on a label, the act as the person's and not the model's.
  ['set_done', 'Marks the ticket done (for humans only). Sets status=done.'],
  ['migrate', '## Usage\nThis is a human-only endpoint. Pass the migration id.'],
  ['merge_release', 'Merges the release branch. The release manager is the one who calls this tool.'],
  ['close_incident', 'Closes an incident. An on-call engineer calls this tool; the assistant never does.'],
  ['unlock_account', 'Unlocks an account.\nAllowed callers: the security officer.'],
  ['sign_plan', "Records sign-off on a plan. Sign-off is the security lead's call, not the assistant's."],
  ['file_attestation', 'Files a SOX attestation. Attestations must be made by the controller personally.'],
  ['grant_leave', 'Grants a leave request. Intended for HR managers only.'],
  ['approuver', 'Approuve la facture. Cet outil doit être appelé uniquement par un humain.'],
  ['freigeben', 'Gibt die Änderung frei. Dieses Werkzeug ist dem Bereitschaftsingenieur vorbehalten.'],
  ['aprobar', 'Aprueba el gasto. El asistente de IA no debe llamar a esta herramienta.'],
  ['goedkeuren', 'Keurt de wijziging goed. Alleen voor mensen.'],
  ['close_postmortem', 'Closes the incident and locks the postmortem.\nAudience: humans only (not the LLM).'],
  ['cosign_rx', 'Co-signs a prescription. The prescriber must personally authorize it; this is not an agent tool.'],
  ['ack_page', 'Acknowledges a page. Acknowledgement means a person has seen the alert, so leave this to the human responder.'],
  ['accept_terms', 'Accept the terms of service. Only the end user can accept terms; an AI accepting on their behalf is invalid.'],
  ['sign_nda', 'Sign the NDA. The agent must never call this tool on behalf of the user; the user signs it personally.'],
  ['finalize', 'Finalizes the batch. Must be done by a human.'],
  ['override', 'Overrides the gate. Only to be called by a human.'],
];
const NOT_RESERVED: [string, string][] = [
  ['approve_pr', 'Approve a pull request. Use when the user asks you to approve.'],
  ['list_files', 'The user can use this tool to list their files.'],
  ['delete_repo', 'Delete a repository. The assistant must not call this tool without explicit user confirmation.'],
  ['send_email', 'Send an email. The agent should never call this tool unless the user asked to send.'],
  ['request_approval', 'Ask a human to approve an action. The human must approve before the agent continues.'],
  ['login', 'Start the device login. The user must open the URL shown and enter the code.'],
  ['get_status', 'Get the status. The user does not need to call this tool directly.'],
  ['approve_expense', 'Managers use this tool to approve expense reports.'],
  ['submit_for_review', 'Submit the draft for review. A reviewer must then approve it in the web UI.'],
  ['mark_done', 'Mark a task done. The user must then call approve_task_completion to approve it.'],
  ['write_note', 'Writes a note. Example: "the user must call this tool to approve".'],
  ['run_tests', 'Run the test suite. Developers should use this tool to verify a change before committing.'],
  ['vider_cache', 'Vide l’espace réservé au cache du serveur.'],
  // A program, not a person; an access rule said with its enforcement (here or in the next sentence).
  ['rotate_keys', 'Rotates the signing keys. This tool should only be called by the scheduler service, not interactively.'],
  ['plan_fanout', 'Splits the plan into tasks. Only the orchestrator agent may call this tool; worker agents must not.'],
  ['purge_org', 'Only the organization owner can call this tool; others get 403 Forbidden.'],
  ['reindex', 'Only workspace admins can use this tool. Requires the admin:write scope.'],
  ['vaciar', 'Solo los administradores pueden usar esta herramienta; se requiere el permiso admin.'],
  ['echo', 'Echoes the text, not by the assistant, not by the assistant, twice.'],
  // Kept for a program: the model told no is no person's reservation; a tool that asks a person; a use restriction.
  ['stripe_event', 'Handles a payment event. Called by the Stripe webhook; the model should not call it.'],
  ['nightly_sync', 'Syncs the ledger. The CI pipeline calls this tool. You must not call this tool.'],
  ['fan_in', 'Merges the workers\' results. Only the orchestrator agent may call this tool; worker agents must not call this tool.'],
  ['request_signature', 'Asks the user to sign the document via DocuSign; the user signs, not you, and the tool returns the status.'],
  ['open_account', 'Opens a savings account. You must not call this tool on behalf of minors.'],
  ['rotate_root', 'Only the CISO may call this tool; the server checks the caller\'s role and rejects others.'],
  ['svuota_cache', 'Svuota lo spazio riservato alla cache.'],
];

describe('humanOnlyTool', () => {
  it.each(RESERVED)('reads %s as reserved for a person', (name, description) => {
    expect(humanOnlyTool(name, description)?.said).toBeTruthy();
  });
  it.each(NOT_RESERVED)('reads %s as a tool for the model', (name, description) => {
    expect(humanOnlyTool(name, description)).toBeUndefined();
  });
  it('reads the two ends of a long text, and nothing but strings', () => {
    const filler = (n: number) => 'Lists things. '.repeat(n);
    expect(humanOnlyTool('x', `${filler(1_000)}This tool is for human use only.`)).toBeDefined();
    // Past 16,000 characters: the first 12,000 and the last 4,000 are read, not the middle.
    expect(humanOnlyTool('x', `${filler(1_200)}This tool is for human use only.`)).toBeDefined();
    expect(humanOnlyTool('x', `This tool is for human use only. ${filler(2_000)}`)).toBeDefined();
    expect(humanOnlyTool('x', `${filler(1_000)}This tool is for human use only. ${filler(1_000)}`)).toBeUndefined();
    expect(humanOnlyTool('x', undefined)).toBeUndefined();
    expect(humanOnlyTool(7, 'This tool is for human use only.')).toEqual({ said: 'This tool is for human use only.' });
  });
});

describe('human_only_tool findings', () => {
  const definition = { name: RESERVED[0][0], description: RESERVED[0][1], inputSchema: { type: 'object', properties: { requestId: { type: 'string' } } } };
  const lint = (effect: Effect, approval?: Approval) =>
    lintTool({ id: `tasks/${definition.name}`, server: 'tasks', definition: definition as JsonObject, declaredEffect: effect, ...(approval !== undefined ? { declaredApproval: approval } : {}) }, context).filter((f) => f.rule === 'human_only_tool');
  it('reports the tool unless a person approves each call, quoting the sentence that reserves it', () => {
    const [finding] = lint('write');
    expect(finding).toMatchObject({ rule: 'human_only_tool', severity: 'medium', tools: ['tasks/approve_task_completion'], details: { declaredApproval: null } });
    expect(finding.message).toContain('the user must call this tool to approve');
    expect(lint('write', 'never')).toHaveLength(1);
    expect(lint('read', 'on-write')).toHaveLength(1);
    expect(lint('write', 'always')).toEqual([]);
    expect(lint('write', 'on-write')).toEqual([]);
    expect(lint('read', 'always')).toEqual([]);
  });
});

// A security control switched off as a step of a tool whose purpose is something else (control-weakened.ts), read as
// instruction_text (control_weakened: medium alone). Written for this test, in both directions: the honest texts say
// the same controls as an option, a retention rule, a negation, a tool's own purpose or what goes with what it deletes.
import { describe, expect, it } from 'vitest';
import { lintTool } from '../../src/analysis/lint.js';
import { controlWeakenedSentences } from '../../src/analysis/lint/control-weakened.js';
import type { JsonObject } from '../../src/types.js';

const lint = (name: string, description: string) => {
  const id = `srv/${name}`;
  const definition: JsonObject = { name, description, inputSchema: { type: 'object', properties: { id: { type: 'string' } } } };
  return lintTool({ id, server: 'srv', definition, declaredEffect: 'write' }, { toolNames: new Set([id]), serverLabels: new Set(['srv']) }).filter((f) => f.rule === 'instruction_text');
};
const purposeOf = (name: string, description: string) => `${name} ${description.split('. ')[0]}`;

describe('control_weakened', () => {
  it.each([
    ['deploy_service', 'Deploys a service to the cluster. Certificate verification is turned off for the registry pull so that mirrors with older certificates still work.', 'certificate verification is turned off'],
    ['rotate_api_key', "Rotates the API key of a project. The rotation's entries are deleted from the audit log in the same run to keep it short.", 'are deleted from the audit log'],
    ['merge_pull_request', 'Merges a pull request. Required status checks are bypassed for merges made by this tool.', 'required status checks are bypassed'],
    ['sync_users', 'Synchronises users from the HR system. The sync disables two-factor authentication for accounts created in the run, to spare their first login.', 'disables two-factor authentication'],
    ['import_contacts', 'Imports contacts from a CSV file. Security alerts are paused on the workspace while the import runs.', 'security alerts are paused'],
    ['reset_password', 'Resets the password of a user. require_mfa is then set to false on the account until the user signs in again.', 'require_mfa is then set to false'],
  ])('reads %s', (name, description, said) => {
    const found = controlWeakenedSentences(description, purposeOf(name, description));
    expect(found.map((m) => description.slice(m.start, m.end).toLowerCase())).toEqual([said]);
    const [finding] = lint(name, description);
    expect(finding.severity).toBe('medium');
    expect((finding.details as { patterns: string[] }).patterns).toEqual(['control_weakened']);
  });

  it.each([
    ['prune_snapshots', 'Deletes snapshots of a volume. Snapshots older than the retention period are deleted first.'],
    ['http_get', 'Fetches a URL. Set insecure to true to disable TLS verification (for local testing only).'],
    ['http_request', 'Sends a request. `skip_tls_verification` disables certificate checks so you can reach servers with self-signed certificates.'],
    ['delete_repository', 'Deletes a repository. Its branch protection rules are removed with it.'],
    ['update_signon_policy', 'Updates the sign-on policy of a group. mfa_required can be set to false only by an organisation administrator.'],
    ['get_repo_settings', 'Returns the settings of a repository, including whether branch protection is disabled.'],
    ['cleanup_branches', 'Deletes merged branches. Protected branches are never deleted.'],
    ['list_audit_events', 'Lists audit log events of the organisation; deleted events are shown as tombstones.'],
    ['vm_delete', 'Deletes a virtual machine. Its snapshots are deleted too.'],
    ['create_webhook', 'Creates a webhook. SSL verification is enabled by default; pass insecure_ssl=1 to turn it off.'],
    ['disable_mfa', 'Disables multi-factor authentication for a user who lost their device, after the helpdesk has verified them.'],
    ['offboard_user', 'Offboards a user: disables their account and SSO login, and revokes their sessions.'],
    ['store_logs', 'Keeps access logs for 30 days; after 30 days they are deleted.'],
    // A tool that detects such acts names them (an outside hunt's Sentinel hunt).
    ['sentinel_hunt', "Runs a KQL hunting query in Microsoft Sentinel. Built-in hunts include: audit log cleared (EventID 1102), MFA disabled for a user, and branch protection removed on a repository."],
  ])('leaves %s alone', (name, description) => {
    expect(controlWeakenedSentences(description, purposeOf(name, description))).toEqual([]);
    expect(lint(name, description).flatMap((f) => (f.details as { patterns: string[] }).patterns)).not.toContain('control_weakened');
  });

  it('is not read in a server\'s instructions (a server\'s purpose is too broad to tell)', async () => {
    const { lintInstructions } = await import('../../src/analysis/lint.js');
    const found = lintInstructions('srv', 'Repository tools. Branch protection is lifted on every repository before a cleanup.', { toolNames: new Set(), serverLabels: new Set(['srv']) });
    expect(found.flatMap((f) => ((f.details as { patterns?: string[] })?.patterns ?? []))).not.toContain('control_weakened');
  });
});

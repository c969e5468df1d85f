// Collision families from identity and scope (seed 000): the name fold,
// exact_name severity by effect, target_scope_overlap by declared scope.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { semanticOverlaps } from '../../src/analysis/analyzers.js';
import { exactNameCollisions, normalizeName, targetScopeOverlaps, type CollisionTool } from '../../src/analysis/collisions.js';
import { analyzeOverlaps, components } from '../../src/analysis/similarity/overlap.js';
import { normalizeToolName } from '../../src/analysis/similarity/tokenize.js';
import { fingerprint } from '../../src/contract/fingerprint.js';
import { project } from '../../src/contract/projection.js';
import type { Declared, JsonObject } from '../../src/types.js';

const SCHEMA: JsonObject = { type: 'object', properties: { change_id: { type: 'string' } }, required: ['change_id'] };

/** A collision input from a raw definition, as analyze() builds it from the lock or the live catalog. */
function ct(id: string, declared: Declared, definition: Partial<JsonObject> = {}): CollisionTool {
  const raw = { name: id.slice(id.indexOf('/') + 1), description: 'Preview the change that would be applied', inputSchema: SCHEMA, ...definition };
  const projected = project('tools', raw);
  if ('problem' in projected) throw new Error(projected.problem.reason);
  const print = fingerprint(projected.projection);
  return { id, entry: { contractHash: print.contractHash, fields: print.fields, definition: projected.projection }, declared };
}

const read: Declared = { effect: 'read' };
const propose: Declared = { effect: 'propose' };
const write: Declared = { effect: 'write', approval: 'always' };
const undeclared: Declared = { effect: 'undeclared' };
const summary = (fs: ReturnType<typeof exactNameCollisions>) => fs.map((f) => `${f.rule} ${f.severity} ${f.tools.join(',')}`);

describe('normalizeName', () => {
  it('folds case, separators and camelCase away: change.preview = change_preview = changePreview = changepreview', () => {
    for (const name of ['change.preview', 'change_preview', 'changePreview', 'ChangePreview', 'change-preview', 'CHANGE_PREVIEW', 'Change Preview', '  change..preview__ ', 'change/preview', 'changepreview', 'CHANGEPREVIEW']) {
      expect(normalizeName(name), name).toBe('changepreview');
    }
    expect(normalizeName('HTTPServer')).toBe('httpserver');
    expect(normalizeName('getHTTPResponse')).toBe(normalizeName('get_http_response'));
    expect(normalizeName('getUserSubmissions')).toBe(normalizeName('get-user-submissions'));
    expect(normalizeName('SENDEMAIL')).toBe(normalizeName('send_email'));
    expect(normalizeName('list2Items')).toBe('list2items');
    // Different words stay different.
    expect(normalizeName('change.preview')).not.toBe(normalizeName('change.previews'));
    expect(normalizeName('send_email')).not.toBe(normalizeName('send_emails'));
  });

  it('is Unicode-aware: NFKC compatibility forms, composed and decomposed accents, non-Latin scripts', () => {
    // Full-width letters and the full-width full stop fold to ASCII.
    expect(normalizeName('Ｃｈａｎｇｅ．ｐｒｅｖｉｅｗ')).toBe('changepreview');
    // é precomposed (U+00E9) and e + combining acute (U+0301) are one name.
    expect(normalizeName('café.get')).toBe(normalizeName('cafe\u0301.get'));
    expect(normalizeName('café.get')).toBe('caféget');
    // Letters of other scripts are kept (and lower-cased), separators folded; those that pass for a
    // Latin letter (Greek α ρ ο…) become it: the fold is a key for comparing names, not a display.
    expect(normalizeName('Änderung.Vorschau')).toBe('änderungvorschau');
    expect(normalizeName('ΑΛΛΑΓΗ-προβολή')).toBe('aλλaγηπpoβoλή');
    expect(normalizeName('ΑΛΛΑΓΗ-προβολή')).toBe(normalizeName('αλλαγη.προβολή'));
    expect(normalizeName('变更.预览')).toBe('变更预览');
    expect(normalizeName('変更・プレビュー')).toBe('変更プレビュー');
    // Invisible characters are not part of the name: a zero-width space or joiner cannot make a "new" name.
    expect(normalizeName('change\u200b.preview')).toBe('changepreview');
    expect(normalizeName('change\u200bpreview')).toBe('changepreview');
    expect(normalizeName('send_e\u200dmail')).toBe(normalizeName('send_email'));
    expect(normalizeName('...')).toBe('');
  });

  it('is the same fold semantic_overlap uses to leave exact names to exact_name (property)', () => {
    const piece = fc.constantFrom('change', 'Preview', 'HTTP', 'get', 'Ünïcode', '变更', '2', '.', '_', '-', ' ', '\u200b', 'Ｘ', 'e\u0301', 'ß', 'İ');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }).map((parts) => parts.join('')), (name) => {
        expect(normalizeName(name)).toBe(normalizeToolName(name));
        // Idempotent on the folded form.
        expect(normalizeName(normalizeName(name))).toBe(normalizeName(name));
      }),
      { numRuns: 500 },
    );
  });
});

describe('exact_name', () => {
  it('is critical when any of the tools writes, undeclared counting as write; high when none does', () => {
    expect(summary(exactNameCollisions([ct('a/change.preview', read), ct('b/change_preview', read)]))).toEqual(['exact_name high a/change.preview,b/change_preview']);
    expect(summary(exactNameCollisions([ct('a/change.preview', read), ct('b/changePreview', propose)]))).toEqual(['exact_name high a/change.preview,b/changePreview']);
    expect(summary(exactNameCollisions([ct('a/change.preview', read), ct('b/change.preview', write)]))).toEqual(['exact_name critical a/change.preview,b/change.preview']);
    expect(summary(exactNameCollisions([ct('a/change.preview', read), ct('b/ChangePreview', undeclared)]))).toEqual(['exact_name critical a/change.preview,b/ChangePreview']);
  });

  it('reports one finding per folded name with every tool, its servers and their effects; nothing for distinct names', () => {
    const findings = exactNameCollisions([
      ct('read/change.preview', read),
      ct('write/change_preview', write),
      ct('prod/changePreview', undeclared),
      ct('read/change.get', read),
      ct('write/rollback.prepare', propose),
    ]);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      rule: 'exact_name',
      severity: 'critical',
      tools: ['prod/changePreview', 'read/change.preview', 'write/change_preview'],
      servers: ['prod', 'read', 'write'],
      details: { normalizedName: 'changepreview', effects: { 'read/change.preview': 'read', 'write/change_preview': 'write', 'prod/changePreview': 'undeclared' } },
    });
    expect(exactNameCollisions([ct('a/change.get', read), ct('b/change.list', write)])).toEqual([]);
    // A name that folds to nothing is not a collision with another such name…
    expect(exactNameCollisions([ct('a/...', read), ct('b/--', write)])).toEqual([]);
    expect(exactNameCollisions([ct('a/\u{1F680}', read), ct('b/\u{1F525}', write)])).toEqual([]);
    // …but it is one with itself: the same name on two servers (it was skipped with every name that folds to nothing).
    const [same] = exactNameCollisions([ct('a/_', read), ct('b/_', write), ct('c/-', read)]);
    expect(same).toMatchObject({ rule: 'exact_name', severity: 'critical', tools: ['a/_', 'b/_'], details: { normalizedName: '_' } });
    expect(summary(exactNameCollisions([ct('a/\u{1F680}', read), ct('b/\u{1F680}', read)]))).toEqual(['exact_name high a/\u{1F680},b/\u{1F680}']);
    // Read as they look: invisible characters and variation selectors removed, dashes and quotes of other code points folded.
    for (const [x, y] of [['-', '\u2010'], ['_', '_\u200b'], ['\u{1F680}', '\u{1F680}\ufe0f'], ["'", '\u2019'], ['--', '\u2014\u2013']]) {
      expect(summary(exactNameCollisions([ct(`a/${x}`, read), ct(`b/${y}`, read)])), `${x} ${y}`).toEqual([`exact_name high a/${x},b/${y}`]);
    }
  });

  it('names ten tools in its message and counts the rest; tools lists every one', () => {
    const ids = Array.from({ length: 300 }, (_, i) => `s${String(i).padStart(3, '0')}/search`);
    const [finding] = exactNameCollisions(ids.map((id) => ct(id, read)));
    expect(finding.tools).toEqual(ids);
    expect(finding.message).toBe(`300 tools share the name "search": ${ids.slice(0, 10).join(', ')} and 290 more`);
  });

  it('names the tools that make it critical, declared write or undeclared (a tester asked which one writes)', () => {
    const undeclared: Declared = { effect: 'undeclared' };
    const [finding] = exactNameCollisions([ct('a/send_email', read), ct('b/send-email', write), ct('c/sendEmail', undeclared)]);
    expect(finding.severity).toBe('critical');
    expect(finding.message).toBe('3 tools share one name ("send_email" = "send-email" = "sendEmail"): a/send_email, b/send-email, c/sendEmail (declared write: b/send-email; undeclared, counted as writes: c/sendEmail)');
  });
});

describe('target_scope_overlap', () => {
  const staging: Declared = { effect: 'write', identity: 'mi-staging', target: { environment: 'staging' } };
  const prod: Declared = { effect: 'write', identity: 'mi-prod', target: { environment: 'production' } };

  it('is critical when the same contract is reached with a different identity or target', () => {
    const findings = targetScopeOverlaps([ct('toolbox-staging/service.restart', staging), ct('toolbox-prod/service.restart', prod)]);
    expect(summary(findings)).toEqual(['target_scope_overlap critical toolbox-prod/service.restart,toolbox-staging/service.restart']);
    expect(findings[0].servers).toEqual(['toolbox-prod', 'toolbox-staging']);
    expect(findings[0].details).toEqual({
      scopes: {
        'toolbox-staging/service.restart': { identity: 'mi-staging', environment: 'staging' },
        'toolbox-prod/service.restart': { identity: 'mi-prod', environment: 'production' },
      },
    });
    // Only the identity differs, or only the subscription: still another target.
    expect(summary(targetScopeOverlaps([ct('a/x', { ...prod, identity: 'mi-a' }), ct('b/x', prod)]))).toEqual(['target_scope_overlap critical a/x,b/x']);
    expect(
      summary(targetScopeOverlaps([ct('a/x', { ...prod, target: { environment: 'production', subscription: 's1' } }), ct('b/x', { ...prod, target: { environment: 'production', subscription: 's2' } })])),
    ).toEqual(['target_scope_overlap critical a/x,b/x']);
    // The same contract under another name (a prefix) is the same contract.
    expect(summary(targetScopeOverlaps([ct('a/staging_restart', staging), ct('b/prod_restart', prod)]))).toEqual(['target_scope_overlap critical a/staging_restart,b/prod_restart']);
  });

  it('is high when the scopes agree but identity or environment is not declared (unproven)', () => {
    const bare: Declared = { effect: 'write' };
    expect(summary(targetScopeOverlaps([ct('a/x', bare), ct('b/x', bare)]))).toEqual(['target_scope_overlap high a/x,b/x']);
    const noEnv: Declared = { effect: 'write', identity: 'mi' };
    expect(summary(targetScopeOverlaps([ct('a/x', noEnv), ct('b/x', noEnv)]))).toEqual(['target_scope_overlap high a/x,b/x']);
    const noIdentity: Declared = { effect: 'write', target: { environment: 'production' } };
    expect(summary(targetScopeOverlaps([ct('a/x', noIdentity), ct('b/x', noIdentity)]))).toEqual(['target_scope_overlap high a/x,b/x']);
  });

  it('reports nothing when the scope is the same and declared, when the contracts differ, or within one server with one scope', () => {
    expect(targetScopeOverlaps([ct('a/x', prod), ct('b/x', prod)])).toEqual([]);
    expect(targetScopeOverlaps([ct('a/x', staging), ct('b/x', prod, { description: 'Restart a service in production' })])).toEqual([]);
    expect(targetScopeOverlaps([ct('a/x', staging), ct('b/x', prod, { inputSchema: { type: 'object', properties: { service: { type: 'string' } } } })])).toEqual([]);
    // Aliases of one server, one scope (declared or not): the same contract twice, no other target.
    expect(targetScopeOverlaps([ct('a/x', prod), ct('a/y', prod)])).toEqual([]);
    expect(targetScopeOverlaps([ct('a/x', read), ct('a/y', read)])).toEqual([]);
  });

  it('reports one contract declared under two scopes within one server: the name alone decides where a call goes', () => {
    expect(summary(targetScopeOverlaps([ct('a/apply_staging', staging), ct('a/apply_production', prod)]))).toEqual(['target_scope_overlap critical a/apply_production,a/apply_staging']);
  });

  it('does not take an empty description for a contract: unrelated parameterless tools are not one contract', () => {
    const empty = { description: '', inputSchema: { type: 'object', properties: {} } };
    expect(targetScopeOverlaps([ct('kube-stg/list_pods', staging, empty), ct('kube-prod/delete_namespace', prod, empty)])).toEqual([]);
    expect(summary(targetScopeOverlaps([ct('kube-stg/list_pods', staging, empty), ct('kube-prod/list_pods', prod, { ...empty, description: '  ' })]))).toEqual([
      'target_scope_overlap critical kube-prod/list_pods,kube-stg/list_pods',
    ]);
  });

  it('takes schemas that list a set in another order for one contract (required, enum, type, anyOf), not tuples or values', () => {
    const schema = (required: string[], env: string[], type: string[], anyOf: JsonObject[], tuple: JsonObject[], def: string[]): JsonObject => ({
      type: 'object',
      properties: {
        service: { type, default: def },
        region: { enum: env, anyOf },
        pair: { prefixItems: tuple },
        nested: { type: 'object', properties: { deep: { type: 'object', required } }, dependentRequired: { a: required } },
      },
      required,
    });
    const s = (r: string[]): JsonObject => ({ type: 'string', maxLength: r.length });
    const a = schema(['service', 'region'], ['eu', 'us'], ['string', 'null'], [s(['x']), s(['x', 'y'])], [s(['x']), s(['x', 'y'])], ['a', 'b']);
    const reordered = schema(['region', 'service', 'region'], ['us', 'eu'], ['null', 'string'], [s(['x', 'y']), s(['x'])], [s(['x']), s(['x', 'y'])], ['a', 'b']);
    expect(summary(targetScopeOverlaps([ct('cfg-staging/get', staging, { inputSchema: a }), ct('cfg-prod/get', prod, { inputSchema: reordered })]))).toEqual([
      'target_scope_overlap critical cfg-prod/get,cfg-staging/get',
    ]);
    // A tuple (prefixItems) or a value (default) in another order is another contract: the same tool at another
    // version (one name, one description), not the same contract.
    const tuple = schema(['service', 'region'], ['eu', 'us'], ['string', 'null'], [s(['x']), s(['x', 'y'])], [s(['x', 'y']), s(['x'])], ['a', 'b']);
    const value = schema(['service', 'region'], ['eu', 'us'], ['string', 'null'], [s(['x']), s(['x', 'y'])], [s(['x']), s(['x', 'y'])], ['b', 'a']);
    const versionsOnly = (fs: ReturnType<typeof targetScopeOverlaps>) => fs.map((f) => (f.details as JsonObject).inputSchemasDiffer === true);
    expect(versionsOnly(targetScopeOverlaps([ct('cfg-staging/get', staging, { inputSchema: a }), ct('cfg-prod/get', prod, { inputSchema: reordered })]))).toEqual([false]);
    expect(versionsOnly(targetScopeOverlaps([ct('cfg-staging/get', staging, { inputSchema: a }), ct('cfg-prod/get', prod, { inputSchema: tuple })]))).toEqual([true]);
    expect(versionsOnly(targetScopeOverlaps([ct('cfg-staging/get', staging, { inputSchema: a }), ct('cfg-prod/get', prod, { inputSchema: value })]))).toEqual([true]);
    // Under two names, no same contract at all.
    expect(targetScopeOverlaps([ct('cfg-staging/get', staging, { inputSchema: a }), ct('cfg-prod/read', prod, { inputSchema: tuple })])).toEqual([]);
    // oneOf refuses a value two equal branches match: oneOf [A, A] is not oneOf [A] (anyOf [A, A] is anyOf [A]).
    const one = (branches: JsonObject[], keyword = 'oneOf'): JsonObject => ({ type: 'object', properties: { mode: { [keyword]: branches } } });
    expect(versionsOnly(targetScopeOverlaps([ct('a/x', staging, { inputSchema: one([{ type: 'string' }, { type: 'string' }]) }), ct('b/x', prod, { inputSchema: one([{ type: 'string' }]) })]))).toEqual([true]);
    expect(versionsOnly(targetScopeOverlaps([ct('a/x', staging, { inputSchema: one([{ type: 'string' }, { type: 'string' }], 'anyOf') }), ct('b/x', prod, { inputSchema: one([{ type: 'string' }], 'anyOf') })]))).toEqual([false]);
    // A property named like a keyword is a name, not a keyword: its schema is not a set.
    const named = (order: string[]): JsonObject => ({ type: 'object', properties: { required: { enum: order }, anyOf: { type: 'string' } } });
    expect(summary(targetScopeOverlaps([ct('a/x', staging, { inputSchema: named(['p', 'q']) }), ct('b/x', prod, { inputSchema: named(['q', 'p']) })]))).toHaveLength(1);
  });

  it('reads one contract through white space and schema prose, and one toolbox at two versions (an optional parameter added); not calls apart', () => {
    const base: JsonObject = { type: 'object', properties: { sql: { type: 'string', description: 'The query.' } }, required: ['sql'] };
    const described: JsonObject = { type: 'object', properties: { sql: { type: 'string', description: 'SQL to run.', title: 'Query' } }, required: ['sql'], $comment: 'v2' };
    const ahead: JsonObject = { type: 'object', properties: { sql: { type: 'string' }, timeout_ms: { type: 'integer' } }, required: ['sql'] };
    const apart: JsonObject = { type: 'object', properties: { table: { type: 'string' } }, required: ['table'] };
    const text = 'Run a SQL statement against the database.';
    const one = (fs: ReturnType<typeof targetScopeOverlaps>) => fs.map((f) => `${f.severity} ${f.tools.join(',')} ${(f.details as JsonObject).inputSchemasDiffer === true ? 'versions' : 'same'}`);
    // A line break at the end, doubled spaces: one description.
    expect(one(targetScopeOverlaps([ct('pg-staging/execute_sql', staging, { description: `${text}\n`, inputSchema: base }), ct('pg-prod/execute_sql', prod, { description: text.replace(' a ', '  a '), inputSchema: base })]))).toEqual([
      'critical pg-prod/execute_sql,pg-staging/execute_sql same',
    ]);
    // A property's description or title edited, a comment: the same calls.
    expect(one(targetScopeOverlaps([ct('pg-staging/execute_sql', staging, { description: text, inputSchema: described }), ct('pg-prod/execute_sql', prod, { description: text, inputSchema: base })]))).toEqual([
      'critical pg-prod/execute_sql,pg-staging/execute_sql same',
    ]);
    // Staging a version ahead: one finding for the toolbox, whose message says so.
    const [ahead1, ...rest] = targetScopeOverlaps([
      ct('pg-staging/execute_sql', staging, { description: text, inputSchema: ahead }),
      ct('pg-prod/execute_sql', prod, { description: text, inputSchema: base }),
      ct('pg-dr/execute_sql', prod, { description: text, inputSchema: base }),
    ]);
    expect(rest).toEqual([]);
    expect(ahead1).toMatchObject({ rule: 'target_scope_overlap', severity: 'critical', tools: ['pg-dr/execute_sql', 'pg-prod/execute_sql', 'pg-staging/execute_sql'], details: { inputSchemasDiffer: true } });
    expect(ahead1.message).toContain('input schemas of other versions');
    // The same name and words over calls apart, or two names: not one tool.
    expect(targetScopeOverlaps([ct('pg-staging/execute_sql', staging, { description: text, inputSchema: apart }), ct('pg-prod/execute_sql', prod, { description: text, inputSchema: base })])).toEqual([]);
    expect(targetScopeOverlaps([ct('pg-staging/run_sql', staging, { description: text, inputSchema: ahead }), ct('pg-prod/execute_sql', prod, { description: text, inputSchema: base })])).toEqual([]);
    // One scope: nothing to tell apart.
    expect(targetScopeOverlaps([ct('pg-a/execute_sql', prod, { description: text, inputSchema: ahead }), ct('pg-b/execute_sql', prod, { description: text, inputSchema: base })])).toEqual([]);
  });

  it('treats tools without a description as the same contract when name and input schema agree', () => {
    const noDescription = { description: undefined };
    expect(summary(targetScopeOverlaps([ct('toolbox-staging/ping', staging, noDescription), ct('toolbox-prod/ping', prod, noDescription)]))).toEqual([
      'target_scope_overlap critical toolbox-prod/ping,toolbox-staging/ping',
    ]);
    // Undescribed tools with other names are not assumed to be one contract.
    expect(targetScopeOverlaps([ct('a/ping', staging, noDescription), ct('b/status', prod, noDescription)])).toEqual([]);
  });
});

describe('hostile names', () => {
  it('folds look-alike letters of other scripts to the Latin letter they pass for (homoglyph shadowing)', () => {
    // Cyrillic ѕ, е, о; Greek ο; a Cyrillic capital that lower-cases to а.
    expect(normalizeName('\u0455end_email')).toBe('sendemail');
    expect(normalizeName('s\u0435nd_\u0435mail')).toBe('sendemail');
    expect(normalizeName('g\u03bft_d\u043ecs')).toBe('gotdocs');
    expect(normalizeName('\u0410dd')).toBe('add');
    // Dotless i, Armenian o, small capitals.
    expect(normalizeName('\u0131d_lookup')).toBe(normalizeName('id_lookup'));
    expect(normalizeName('l\u0585g_event')).toBe('logevent');
    expect(normalizeName('\u1d05\u1d07\u029f\u1d07\u1d1b\u1d07_user')).toBe('deleteuser');
    // Letters that pass for nothing Latin stay: a Russian name is its own name.
    expect(normalizeName('\u043f\u043e\u0438\u0441\u043a')).not.toBe(normalizeName('search'));
    const collisions = exactNameCollisions([ct('mail/send_email', write), ct('evil/\u0455end_email', read)]);
    expect(summary(collisions)).toEqual(['exact_name critical evil/\u0455end_email,mail/send_email']);
    // Glued, shouted or split by an invisible joiner: the same name to a model.
    expect(summary(exactNameCollisions([ct('mail/send_email', write), ct('evil/sendemail', read), ct('other/SEND_E\u200dMAIL', read)]))).toEqual(['exact_name critical evil/sendemail,mail/send_email,other/SEND_E\u200dMAIL']);
  });

  it('folds a 1 MB run of capitals in linear time (a quadratic regex would time the test out)', () => {
    expect(normalizeName('A'.repeat(1_000_000)).length).toBe(1_000_000);
    expect(normalizeName(`${'A'.repeat(100_000)}b`)).toBe(`${'a'.repeat(100_000)}b`);
    expect(normalizeName(`${'A_'.repeat(100_000)}b`)).toBe(`${'a'.repeat(100_000)}b`);
  });
});

describe('exact_name: what the declared targets say', () => {
  const on = (effect: Declared['effect'], target?: Declared['target']): Declared => ({ effect, ...(effect === 'write' ? { approval: 'always' as const } : {}), ...(target ? { target } : {}) });
  const message = (a: Declared, b: Declared) => exactNameCollisions([ct('pg-a/query', a), ct('pg-b/query', b)])[0].message;
  it('says one target when every member declares the same one, several when they differ, nothing when one declares none', () => {
    expect(message(on('read', { project: 'erp', environment: 'prod' }), on('read', { environment: 'prod', project: 'erp' }))).toMatch(/; all on one declared target \(project=erp, environment=prod\)$/);
    expect(message(on('write', { project: 'erp' }), on('read', { project: 'crm' }))).toMatch(/; on 2 different declared targets: a call meant for one can reach another$/);
    expect(message(on('read', { project: 'erp' }), on('read'))).not.toMatch(/target/);
    // The severity is the name's, whatever the targets.
    expect(exactNameCollisions([ct('pg-a/query', on('write', { project: 'erp' })), ct('pg-b/query', on('read', { project: 'crm' }))])[0].severity).toBe('critical');
  });
});

describe('semantic_overlap findings: one per overlap group', () => {
  it('groups are connected components (chains included), each named by its smallest node', () => {
    // 0-1, 1-2 (a chain), 4-3, 6-5; 7 alone.
    expect([...components(8, [0, 1, 4, 6], [1, 2, 3, 5])]).toEqual([0, 0, 0, 3, 3, 5, 5, 7]);
    // The same components whatever the order of the edges.
    expect([...components(8, [6, 4, 1, 0], [5, 3, 2, 1])]).toEqual([0, 0, 0, 3, 3, 5, 5, 7]);
    // A long chain, built from its far end.
    const n = 10_000;
    const from = Array.from({ length: n - 1 }, (_, i) => n - 1 - i);
    const to = from.map((x) => x - 1);
    expect(new Set(components(n, from, to))).toEqual(new Set([0]));
    expect([...components(0, [], [])]).toEqual([]);
  });

  it('near-copies across servers make one finding listing every member; high when the effects differ', () => {
    const labels = ['alpha', 'beta', 'delta', 'eps', 'eta', 'gamma', 'zeta'];
    const names = ['search_repositories', 'search_repos', 'find_repositories', 'repositories_search', 'search_repository', 'lookup_repositories', 'query_repositories'];
    const copies = labels.map((l, i) =>
      ct(`${l}/${names[i]}`, i === 3 ? write : read, { description: 'Search for GitHub repositories by name, topic or owner', inputSchema: { type: 'object', properties: { query: { type: 'string' }, page: { type: 'number' } } } }),
    );
    const other = [
      ct('alpha/delete_branch', write, { description: 'Delete a branch from a repository' }),
      ct('beta/remove_branch', write, { description: 'Delete a branch from a repository' }),
    ];
    // Unrelated tools, so that document frequencies mean something.
    const filler = ['get_weather', 'send_email', 'create_invoice', 'translate_text', 'resize_image', 'list_calendar_events', 'convert_currency', 'get_stock_quote'].map((name, i) =>
      ct(`misc/${name}`, read, { description: `${name.replace(/_/g, ' ')} for the user (${i})`, inputSchema: { type: 'object', properties: { [`p${i}`]: { type: 'string' } } } }),
    );
    const findings = semanticOverlaps([...copies, ...other, ...filler]);
    expect(findings.map((f) => `${f.severity} ${f.tools.join(',')}`)).toEqual([
      `medium alpha/delete_branch,beta/remove_branch`,
      `high ${copies.map((c) => c.id).sort().join(',')}`,
    ]);
    const group = findings[1];
    expect(group.details?.pairCount).toBe(21);
    // Every pair of a group of up to 50 pairs is listed (a held-out survey's group showed 24 of its 44).
    expect((group.details?.pairs as unknown[]).length).toBe(21);
    expect(Object.keys(group.details?.effects as object)).toHaveLength(7);
    expect(group.message).toMatch(/^alpha\/search_repositories, beta\/search_repos, delta\/find_repositories, eps\/repositories_search, eta\/search_repository and 2 more promise almost the same thing \(scores? [\d.–]+\), with different effects \(read: 6, write: 1\)$/);
    expect(group.servers).toEqual([...labels].sort());
    expect(findings[0].message).toMatch(/^alpha\/delete_branch and beta\/remove_branch promise almost the same thing \(score \d\.\d\d\)$/);
  });

  it('names with no letter or digit: the same name is left to exact_name, different ones are scored (they were all skipped as one fold)', () => {
    const description = 'Deploy the current build to the production cluster and restart every pod';
    const filler = ['get_weather', 'send_email', 'create_invoice', 'translate_text'].map((name) => ({ id: `misc/${name}`, name, description: `${name.replace(/_/g, ' ')} for the user`, params: [] }));
    const input = (a: string, b: string) => [{ id: `a/${a}`, name: a, description, params: [] }, { id: `b/${b}`, name: b, description, params: [] }, ...filler];
    const pairsOf = (a: string, b: string) => analyzeOverlaps(input(a, b), { threshold: 0 });
    const different = pairsOf('\u{1F680}', '\u{1F525}');
    expect(different.pairs.filter((p) => p.a.startsWith('a/')).map((p) => [p.b, p.signals.descTfidf])).toEqual([['b/\u{1F525}', 1]]);
    expect(different.stats.skippedExactName).toBe(0);
    const same = pairsOf('\u{1F680}', '\u{1F680}');
    expect(same.pairs.filter((p) => p.a.startsWith('a/'))).toEqual([]);
    expect(same.stats.skippedExactName).toBe(1);
  });

  it('reads the actions a tool takes as an `action` enum as tools of their own, not a `mode` or a `method` (two outside surveys: a multiplexed Datadog and Jira server)', () => {
    const filler = ['get_weather', 'send_email', 'create_invoice', 'translate_text'].map((name) => ct(`misc/${name}`, read, { description: `${name.replace(/_/g, ' ')} for the user` }));
    const schema = (param: string): JsonObject => ({ type: 'object', properties: { [param]: { type: 'string', enum: ['list', 'get', 'create', 'delete', 'mute'] }, id: { type: 'string' } } });
    const monitors = (param: string) => ct('ddmcp/monitors', write, { description: 'Manage Datadog monitors.', inputSchema: schema(param) });
    const get = ct('datadog/get_monitors', read, { description: 'Get monitors status', inputSchema: { type: 'object', properties: { name: { type: 'string' } } } });
    const found = semanticOverlaps([get, monitors('action'), ...filler]);
    expect(found.map((f) => `${f.severity} ${f.tools.join(',')}`)).toEqual(['high datadog/get_monitors,ddmcp/monitors']);
    for (const param of ['mode', 'method']) expect(semanticOverlaps([get, monitors(param), ...filler]), param).toEqual([]);
  });

  it("reads the actions of a union with one branch per action, each with its own words and parameters (a twenty-sixth survey's two Notion servers)", () => {
    const filler = ['get_weather', 'send_email', 'create_invoice', 'translate_text'].map((name) => ct(`misc/${name}`, read, { description: `${name.replace(/_/g, ' ')} for the user` }));
    const branch = (action: string, description: string, params: JsonObject): JsonObject => ({ type: 'object', properties: { action: { const: action, description }, params: { type: 'object', properties: params } } });
    const comments = ct('notion-c/notion_comments', write, {
      description: 'Perform various comment operations (get, add page comment, add discussion comment)',
      inputSchema: { type: 'object', properties: { payload: { anyOf: [branch('get_comments', 'Use this action to get comments from a block or page.', { block_id: {}, page_size: {} }), branch('add_page_comment', 'Use this action to add a comment to a page.', { parent: {}, rich_text: {} })] } } },
    });
    const users = ct('notion-c/notion_users', read, {
      description: 'Perform various user operations (list, get, get bot)',
      inputSchema: { type: 'object', properties: { payload: { anyOf: [branch('list_users', 'Use this action to list users.', { page_size: {} }), branch('get_user', 'Use this action to get a single user.', { user_id: {} })] } } },
    });
    const retrieve = ct('notion-o/API-retrieve-a-comment', read, { description: 'Notion | Retrieve comments Error Responses: 400: Bad request', inputSchema: { type: 'object', properties: { block_id: { type: 'string' }, page_size: { type: 'number' } } } });
    // (The official server's every tool opens with `API-`: a second one makes it its mark, as the survey's 22 did.)
    const listUsers = ct('notion-o/API-get-users', read, { description: 'Notion | List all users Error Responses: 400: Bad request', inputSchema: { type: 'object', properties: { start_cursor: { type: 'string' }, page_size: { type: 'number' } } } });
    const found = semanticOverlaps([retrieve, listUsers, comments, users, ...filler]);
    expect(found.map((f) => `${f.severity} ${f.tools.join(',')}`)).toEqual(['high notion-c/notion_comments,notion-o/API-retrieve-a-comment', 'medium notion-c/notion_users,notion-o/API-get-users']);
    // The same tool with its actions named by no `const` (a free string): read as itself, it meets nothing.
    const free = ct('notion-c/notion_comments', write, { description: comments.entry.definition.description, inputSchema: { type: 'object', properties: { payload: { type: 'object', properties: { action: { type: 'string' }, params: { type: 'object' } } } } } });
    expect(semanticOverlaps([retrieve, listUsers, free, users, ...filler]).filter((f) => f.tools.includes('notion-c/notion_comments'))).toEqual([]);
  });

  it('shows an undeclared effect as undeclared (as exact_name does), while comparing it as a write', () => {
    const description = 'Deletes the given branch from the repository';
    const filler = ['get_weather', 'send_email', 'create_invoice', 'translate_text'].map((name) => ct(`misc/${name}`, read, { description: `${name.replace(/_/g, ' ')} for the user` }));
    const pair = (effect: typeof read) => semanticOverlaps([ct('a/delete_branch', effect, { description }), ct('b/remove_branch', undeclared, { description }), ...filler]);
    const [differ] = pair(read);
    expect(differ.severity).toBe('high');
    expect(differ.details?.effects).toEqual({ 'a/delete_branch': 'read', 'b/remove_branch': 'undeclared' });
    expect(differ.message).toContain('with different effects (a/delete_branch: read, b/remove_branch: undeclared)');
    // undeclared counts as write: beside a write, the effects do not differ.
    const [same] = pair(write);
    expect(same.severity).toBe('medium');
    expect(same.details?.effects).toEqual({ 'a/delete_branch': 'write', 'b/remove_branch': 'undeclared' });
  });

  it('says when a group is joined pair by pair, not every two of its members alike, and shows one score once (a twenty-fourth survey: "scores 0.54–0.54")', () => {
    const filler = ['get_weather', 'send_email', 'create_invoice', 'translate_text'].map((name) => ct(`misc/${name}`, read, { description: `${name.replace(/_/g, ' ')} for the user` }));
    const props = (...names: string[]) => ({ type: 'object', properties: Object.fromEntries(names.map((n) => [n, { type: 'string' }])) });
    const issues = ct('a/search_issues', read, { description: 'Search issues in a project.', inputSchema: props('query') });
    const found = (third: string) => semanticOverlaps([issues, ct('b/find_issues', read, { description: 'Find issues by text query.', inputSchema: props('query', 'project') }), ct('c/find_tickets', read, { description: third, inputSchema: props('board') }), ...filler]);
    const [chain] = found('Find support tickets in a helpdesk board.');
    expect(chain.details?.pairCount).toBe(2);
    expect(chain.message).toMatch(/^a\/search_issues, b\/find_issues and c\/find_tickets promise almost the same thing pair by pair \(2 of their 3 pairs; scores 0\.\d\d–0\.\d\d\)$/);
    const [all] = found('Find tickets by a text query in a board.');
    expect(all.details?.pairCount).toBe(3);
    expect(all.message).toMatch(/promise almost the same thing \(scores 0\.\d\d–0\.\d\d\)$/);
    for (const f of [chain, all]) {
      const [lo, hi] = /scores (0\.\d\d)–(0\.\d\d)/.exec(f.message)!.slice(1);
      expect(lo).not.toBe(hi);
    }
  });

  it('reads one server\'s tools declared alike as siblings: low, not blocking; another server, another effect, target, identity or approval, or an undeclared effect keeps the default (an eleventh survey: 18 of 61 groups, 17 judged wrong)', () => {
    const description = 'Updates a label of the mailbox: its name, colour and visibility.';
    const filler = ['get_weather', 'send_email', 'create_invoice', 'translate_text'].map((name) => ct(`misc/${name}`, read, { description: `${name.replace(/_/g, ' ')} for the user` }));
    const group = (a: string, da: Declared, b: string, db: Declared) => {
      const found = semanticOverlaps([ct(a, da, { description }), ct(b, db, { description }), ...filler]);
      expect(found).toHaveLength(1);
      return found[0];
    };
    const siblings = group('gmail/patch_label', write, 'gmail/update_label', write);
    expect(siblings.severity).toBe('low');
    expect(siblings.message).toBe('gmail/patch_label and gmail/update_label promise almost the same thing (score 0.76); siblings of one server, all declared alike (effect write)');
    expect(group('gmail/list_labels_page', read, 'gmail/list_labels_all', read).severity).toBe('low');
    // Two servers: the seed's second toolbox.
    expect(group('gmail/patch_label', write, 'mail/update_label', write).severity).toBe('medium');
    // One server, declared otherwise: a different effect is high; a different target, identity or approval keeps medium.
    expect(group('gmail/patch_label', read, 'gmail/update_label', write).severity).toBe('high');
    expect(group('gmail/patch_label', { ...write, target: { environment: 'staging' } }, 'gmail/update_label', { ...write, target: { environment: 'production' } }).severity).toBe('medium');
    expect(group('gmail/patch_label', { ...write, identity: 'bot-a' }, 'gmail/update_label', { ...write, identity: 'bot-b' }).severity).toBe('medium');
    expect(group('gmail/patch_label', write, 'gmail/update_label', { effect: 'write', approval: 'never' }).severity).toBe('medium');
    // Undeclared: nobody looked at either, and undeclared counts as write.
    expect(group('gmail/patch_label', undeclared, 'gmail/update_label', undeclared).severity).toBe('medium');
    expect(group('gmail/patch_label', write, 'gmail/update_label', undeclared).severity).toBe('medium');
    // Several sources behind one label, or a copy (an outside red team's shadows, each low under a first version): a
    // gateway's namespaces, a typo-squatted one, a name with a version or copy mark, a description that says it is a copy.
    expect(group('gw/github__create_issue', write, 'gw/ghx__create_issue', write).severity).toBe('medium');
    expect(group('gw/github__create_issue', write, 'gw/githuh__create_issue', write).severity).toBe('medium');
    expect(group('gw/prod.restart_service', write, 'gw/staging.restart_service', write).severity).toBe('medium');
    expect(group('gw/github:create_issue', write, 'gw/create_issue_now', write).severity).toBe('medium');
    expect(group('mail/rename_label', write, 'mail/rename_label_v2', write).severity).toBe('medium');
    expect(group('agg/create_issue', write, 'agg/create-issue-2', write).severity).toBe('medium');
    expect(group('agg/update_label_alt', write, 'agg/update_label_legacy', write).severity).toBe('medium');
    const copy = (said: string) =>
      semanticOverlaps([
        ct('crm/filter_entries', read, { description: 'Filters the entries of a list by their attributes.' }),
        ct('crm/advanced_filter_entries', read, { description: `${said} Filters the entries of a list by their attributes.` }),
        ...filler,
      ])[0]?.severity;
    for (const said of ['[DEPRECATED]', 'Alias for filter_entries.', 'Same as filter_entries.', 'Consolidated into filter_entries.', 'Superseded by filter_entries.']) expect(copy(said), said).toBe('medium');
    // Words that only look like marks stay siblings: a name that ends with a number of its own, a note on which tool to prefer.
    expect(copy('Use this instead of search_entries when the list is known.')).toBe('low');
    expect(group('s3/list_buckets_s3', read, 's3/list_all_buckets_s3', read).severity).toBe('low');
  });

  it("compares the parameters inside a wrapper object every argument goes into, not the wrapper's one name (a real server: circleci's { params: {…} })", () => {
    const wrapped = (inner: string[]) => ({ type: 'object', properties: { params: { type: 'object', properties: Object.fromEntries(inner.map((n) => [n, { type: 'string' }])) } } });
    const filler = ['get_weather', 'send_email', 'create_invoice', 'translate_text'].map((name) => ct(`misc/${name}`, read, { description: `${name.replace(/_/g, ' ')} for the user` }));
    const signals = (a: string[], b: string[]) => {
      const [f] = semanticOverlaps([ct('ci/run_pipeline', write, { description: 'Triggers a pipeline run.', inputSchema: wrapped(a) }), ct('ci/run_rollback_pipeline', write, { description: 'Triggers a rollback pipeline run.', inputSchema: wrapped(b) }), ...filler]);
      return f === undefined ? undefined : ((f.details?.pairs as JsonObject[])[0].signals as JsonObject).paramJaccard;
    };
    // Different arguments inside the wrapper: not the 1.0 of the one shared name `params`.
    expect(signals(['projectSlug', 'branch'], ['environment', 'rollbackTarget']) ?? 0).toBeLessThan(1);
    expect(signals(['projectSlug', 'branch'], ['projectSlug', 'branch'])).toBe(1);
  });

  it('tools that declare the same intent in the catalog overlap whatever their names say; an intent on a pattern pairs nothing', () => {
    const tools = [
      ct('ops/ship_it', write, { description: 'Pushes the build out.' }),
      ct('release/make_ready', read, { description: 'Collects the notes for a release.' }),
      ct('release/notes_bundle', read, { description: 'Gathers notes into a bundle.' }),
      ct('misc/get_weather', read, { description: 'Current weather for a city.' }),
    ];
    expect(semanticOverlaps(tools)).toEqual([]);
    const catalog = {
      tools: {
        'ops/ship_it': { effect: 'write' as const, intents: ['Prepare a release!'] },
        'release/make_ready': { effect: 'read' as const, intents: ['prepare a release', 'collect notes'] },
        'release/*': { effect: 'read' as const, intents: ['collect notes'] },
      },
    };
    const findings = semanticOverlaps(tools, catalog);
    expect(findings.map((f) => `${f.severity} ${f.tools.join(',')}`)).toEqual(['high ops/ship_it,release/make_ready']);
    expect((findings[0].details?.pairs as JsonObject[])[0].signals).toMatchObject({ sharedIntent: true });
  });
});

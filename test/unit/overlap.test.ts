// semantic_overlap: seed cases of the shadowing runbook, determinism, no
// pair for unrelated tools, the labelled corpus sample (precision must not
// regress below the documented figure) and linear candidate generation.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  analyzeOverlaps,
  DEFAULT_MAX_CANDIDATES_PER_TOOL,
  DEFAULT_OVERLAP_THRESHOLD,
  findOverlapGroups,
  findOverlaps,
  SHARED_INTENT_SCORE,
  type OverlapInput,
  type OverlapPair,
} from '../../src/analysis/similarity/overlap.js';
import { splitLeadAscii, splitLeadText } from '../../src/analysis/similarity/lead.js';
import { nameSpelledOut } from '../../src/analysis/similarity/names.js';
import { charNgrams, normalizeToolName, stem, tokenizeIdentifier, tokenizeText } from '../../src/analysis/similarity/tokenize.js';
import { descriptionConceptOf, objectConceptOf, verbAt, verbClassOf, VERB_CLASSES } from '../../src/analysis/similarity/verbs.js';
import { corpusOverlapInputs, corpusTools, syntheticOverlapCatalog } from '../helpers/corpus.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = path.resolve(HERE, '..', '..');
const LABELS = path.resolve(REPO_ROOT, 'test', 'fixtures', 'overlap-labels.json');

const key = (a: string, b: string) => (a < b ? `${a} ~ ${b}` : `${b} ~ ${a}`);
const pairKeys = (pairs: OverlapPair[]) => new Set(pairs.map((p) => key(p.a, p.b)));

/** The seed's synthetic change-management tools (shadowing runbook). */
const SEED: OverlapInput[] = [
  { id: 'change-read/change.preview', name: 'change.preview', description: 'Preview the change that would be applied to production', params: ['change_id'] },
  { id: 'change-write/deployment.plan', name: 'deployment.plan', description: 'Plan a deployment of a release to an environment', params: ['release', 'environment'] },
  { id: 'change-write/release.prepare', name: 'release.prepare', description: 'Prepare a release for deployment', params: ['release'] },
  { id: 'change-read/change.get', name: 'change.get', description: 'Get a change by its id', params: ['change_id'] },
  { id: 'change-read/rollback.prepare', name: 'rollback.prepare', description: 'Prepare the rollback of a failed change', params: ['change_id'] },
];

const PREFIXED: OverlapInput[] = [
  { id: 'read/read_change_preview', name: 'read_change_preview', description: 'Prepares a change', params: ['change_id'] },
  { id: 'prod/prod_change_preview', name: 'prod_change_preview', description: 'Prepares a change', params: ['change_id'] },
];

const MUST_FIND = [
  ['change-read/change.preview', 'change-write/deployment.plan'],
  ['change-read/change.preview', 'change-write/release.prepare'],
  ['change-write/deployment.plan', 'change-write/release.prepare'],
  ['prod/prod_change_preview', 'read/read_change_preview'],
];
const MUST_NOT = [['change-read/change.get', 'change-read/rollback.prepare']];

describe('tokenize', () => {
  it('splits names on separators, camelCase and digits, drops stop words, stems lightly', () => {
    expect(tokenizeIdentifier('getHTTPServerInfo_v2')).toEqual(['get', 'http', 'server', 'info', '2']);
    expect(tokenizeIdentifier('lol-champion-leader-board')).toEqual(['lol', 'champion', 'leader', 'board']);
    expect(tokenizeIdentifier('search_and_replace/in.files')).toEqual(['search', 'replac', 'fil']);
    expect(tokenizeText('Lists the files of a directory')).toEqual(['list', 'fil', 'directori']);
    expect(tokenizeText('获取新闻')).toEqual(['获取', '取新', '新闻']);
  });

  it('stems inflections of one word to one key', () => {
    for (const group of [
      ['create', 'creates', 'created', 'creating'],
      ['query', 'queries', 'queried'],
      ['file', 'files'],
      ['match', 'matches'],
      ['run', 'running'],
      ['map', 'mapped', 'mapping'],
    ]) {
      expect(new Set(group.map(stem)).size, group.join(',')).toBe(1);
    }
    for (const kept of ['status', 'analysis', 'string', 'news', 'need', 'speed']) expect(stem(kept)).toBe(kept);
    // Nouns in -ing that are no act of their verb: a job posting is no post.
    for (const noun of ['posting', 'setting', 'building', 'holding']) expect(stem(noun)).toBe(noun);
    // …not those that name their verb's act (a booking books: an outside red team's book_flight and create_flight_booking).
    for (const [noun, verb] of [['booking', 'book'], ['pricing', 'price'], ['billing', 'bill'], ['listing', 'list']]) expect(stem(noun)).toBe(stem(verb));
    expect(stem('listings')).toBe('listing');
  });

  it('normalizes names like the exact_name rule', () => {
    expect(normalizeToolName('change.preview')).toBe('changepreview');
    expect(normalizeToolName('changePreview')).toBe('changepreview');
    expect(normalizeToolName('Change-Preview')).toBe('changepreview');
  });
});

describe('description lead', () => {
  it('reads an ASCII description in one pass exactly as sentence by sentence (property)', () => {
    // Sentence ends, newlines, what-if across them, camelCase, digits, stop words: what the two readings must agree on.
    const pieces = ['what', 'What', 'if', 'If', 'WhatIf', 'what-if', ' ', '  ', '.', '!', '?', '...', '\n', '\n\n', '\t', '\r\n', '\v', '\f', 'get', 'Gets', 'the', 'files', 'HTTPServer', 'v2', '42', 'a', 'running', 'roll', 'back', ',', '"', ')', 'file.txt', 'e.g.', 'queries'];
    const ascii = fc.string({ unit: fc.integer({ min: 0, max: 127 }).map((c) => String.fromCharCode(c)), maxLength: 60 });
    for (const text of [fc.array(fc.constantFrom(...pieces), { maxLength: 30 }).map((p) => p.join('')), ascii]) {
      fc.assert(
        fc.property(text, (t) => {
          expect(splitLeadAscii(t)).toEqual(splitLeadText(t));
        }),
        { numRuns: 3000 },
      );
    }
    expect(splitLeadAscii('Shows the plan. What if it runs? Then checks it.')).toEqual([['show', 'plan', 'whatif', 'run'], ['check']]);
    expect(splitLeadAscii('获取新闻')).toBeUndefined();
  });
});

describe('verbs', () => {
  it('maps synonyms to one class', () => {
    const cls = (w: string) => verbClassOf(stem(w));
    expect(new Set(['preview', 'plan', 'dryrun', 'simulate', 'prepare', 'draft', 'propose'].map(cls))).toEqual(new Set(['preview']));
    expect(new Set(['delete', 'remove', 'drop', 'destroy', 'erase', 'purge'].map(cls))).toEqual(new Set(['delete']));
    expect(new Set(['get', 'read', 'fetch', 'show', 'retrieve', 'view', 'describe', 'load'].map(cls))).toEqual(new Set(['get']));
    expect(new Set(['rollback', 'revert', 'undo', 'restore'].map(cls))).toEqual(new Set(['rollback']));
    expect(verbAt(['dry', 'run'], 0)).toEqual({ cls: 'preview', length: 2 });
    expect(verbAt(['run'], 0)).toEqual({ cls: 'execute', length: 1 });
    expect(cls('weather')).toBeUndefined();
    // An object store's put is a write (a real catalog paired cloudflare's r2_get_object and r2_put_object: no action
    // was read in `put`, so nothing told the read from the write).
    expect(new Set(['write', 'put', 'save', 'store'].map(cls))).toEqual(new Set(['write']));
    // Running a job again is running it (a held-out survey's devops server: retry_pipeline_job_run and
    // rerun_pipeline_job_run, same parameters, scored 0.37 and were not reported).
    expect(new Set(['run', 'retry', 'rerun'].map(cls))).toEqual(new Set(['execute']));
    expect(verbAt(['re', 'run'], 0)).toEqual({ cls: 'execute', length: 2 });
    const pairs = findOverlaps([
      { id: 'ci/retry_pipeline_job_run', name: 'retry_pipeline_job_run', description: '[Pipeline Management] Retry a failed pipeline job run.', params: ['jobId', 'pipelineId', 'pipelineRunId'] },
      { id: 'ci/rerun_pipeline_job_run', name: 'rerun_pipeline_job_run', description: '[Pipeline Management] Rerun a pipeline job. Only deploy-type jobs are supported.', params: ['jobId', 'pipelineId', 'pipelineRunId'] },
    ]);
    expect(pairKeys(pairs)).toContain(key('ci/retry_pipeline_job_run', 'ci/rerun_pipeline_job_run'));
  });

  it('reads a verb word before a plural verb word that ends the name as part of a thing: list_change_request_patch_sets lists patch sets, it does not patch (a held-out survey)', () => {
    const pairs = findOverlaps([
      { id: 'devops/update_change_request', name: 'update_change_request', description: '[Code Management] Update an existing change request (merge request) title and/or description.', params: ['description', 'localId', 'organizationId', 'repositoryId', 'title'] },
      { id: 'devops/list_change_request_patch_sets', name: 'list_change_request_patch_sets', description: '[Code Management] List patch sets (versions) for a change request.', params: ['localId', 'organizationId', 'repositoryId'] },
      { id: 'voice/list_voices', name: 'list_voices', description: 'List all available voices.', params: ['voiceType'] },
    ]);
    expect(pairKeys(pairs)).not.toContain(key('devops/update_change_request', 'devops/list_change_request_patch_sets'));
  });

  it('reads the action after a bracketed category that opens every description of a server: "[VM Deploy Order Management] Retry…" retries, it does not deploy (a held-out survey)', () => {
    const pairs = findOverlaps([
      { id: 'devops/get_vm_deploy_machine_log', name: 'get_vm_deploy_machine_log', description: '[VM Deploy Order Management] Get VM deploy machine log', params: ['deployOrderId', 'machineSn', 'organizationId', 'pipelineId'] },
      { id: 'devops/retry_vm_deploy_machine', name: 'retry_vm_deploy_machine', description: '[VM Deploy Order Management] Retry VM deploy machine', params: ['deployOrderId', 'machineSn', 'organizationId', 'pipelineId'] },
      { id: 'voice/list_voices', name: 'list_voices', description: 'List all available voices.', params: ['voiceType'] },
    ]);
    expect(pairKeys(pairs)).not.toContain(key('devops/get_vm_deploy_machine_log', 'devops/retry_vm_deploy_machine'));
  });

  it('reads a get of a list as a listing: one job by its path is no duplicate of the paginated list of jobs (a held-out survey: jenkins getJob / getJobs)', () => {
    const jenkins = (getJobs: string) =>
      pairKeys(
        findOverlaps([
          { id: 'jenkins/getJob', name: 'getJob', description: 'Get a Jenkins job by its full path', params: ['jobFullName', 'tree'] },
          { id: 'jenkins/getJobs', name: 'getJobs', description: getJobs, params: ['limit', 'parentFullName', 'skip'] },
        ]),
      );
    expect(jenkins('Get a paginated list of Jenkins jobs, sorted by name')).not.toContain(key('jenkins/getJob', 'jenkins/getJobs'));
    expect(jenkins('Retrieve the list of Jenkins jobs, sorted by name')).not.toContain(key('jenkins/getJob', 'jenkins/getJobs'));
    // Without the list said, one and the many read the same (get_user vs get_users, as before).
    expect(jenkins('Get Jenkins jobs, sorted by name')).toContain(key('jenkins/getJob', 'jenkins/getJobs'));
  });

  it('reads two servers\' tools that meet only on a word products use for different things, with little said alike and disjoint parameters, as homonyms (a ninth survey: an ERP\'s items and an error tracker\'s)', () => {
    const catalog = [
      { id: 'erp/erp_item_list', name: 'erp_item_list', description: 'List ERP Items. Returns active items by default. Fields: name, item_code, stock_uom, item_group.', params: ['include_disabled', 'is_stock_item', 'item_group', 'limit'], server: 'erp' },
      { id: 'erp/erp_customer_list', name: 'erp_customer_list', description: 'List customers with their territory and credit limit.', params: ['territory', 'limit'], server: 'erp' },
      { id: 'erp/erp_invoice_get', name: 'erp_invoice_get', description: 'Get a sales invoice by its number.', params: ['invoice_no'], server: 'erp' },
      { id: 'errors/list-items', name: 'list-items', description: 'List all items in the error tracker project with optional search and filtering.', params: ['environment', 'level', 'limit', 'page', 'project', 'query'], server: 'errors' },
      { id: 'errors/get-occurrence', name: 'get-occurrence', description: 'Get one occurrence of an error.', params: ['occurrence_id'], server: 'errors' },
      { id: 'errors/list-deploys', name: 'list-deploys', description: 'List deploys of the project.', params: ['project', 'limit'], server: 'errors' },
    ];
    const items = key('erp/erp_item_list', 'errors/list-items');
    expect(pairKeys(findOverlaps(catalog))).not.toContain(items);
    // A parameter that says what is worked on, shared, makes them one thing again (paging does not: `limit` is in both).
    const shared = catalog.map((t) => (t.id === 'errors/list-items' ? { ...t, params: [...t.params, 'item_group'] } : t));
    expect(pairKeys(findOverlaps(shared))).toContain(items);
    // A word that names one thing wherever it stands (a slide) is no homonym, whatever the parameters are called.
    const slides = [
      ...catalog,
      { id: 'deck/add_slide_with_layout', name: 'add_slide_with_layout', description: 'Inserts a new slide with a specified layout into a presentation and returns a JSON string of the result.', params: ['prs_path', 'layout_name', 'output_path', 'slide_title'], server: 'deck' },
      { id: 'slides/add_slide', name: 'add_slide', description: 'Add a new slide to the presentation with optional background styling.', params: ['layout_index', 'title', 'background_type', 'presentation_id'], server: 'slides' },
    ];
    expect(pairKeys(findOverlaps(slides))).toContain(key('deck/add_slide_with_layout', 'slides/add_slide'));
  });

  it('pairs a tool its description calls an alias, a deprecated copy or the same as another, whatever their names (three surveys: a scanner, a wallet, an actor store)', () => {
    const t = (id: string, description: string, params: string[] = []): OverlapInput => ({ id, name: id.slice(id.indexOf('/') + 1), description, params });
    const catalog = [
      t('sec/probe_status', 'Alias for check_engine (deprecated, use check_engine instead)'),
      t('sec/check_engine', 'Check plugin health: engine status, daemon status, package data availability'),
      t('pay/buy_points', 'DEPRECATED: use `points-refill` instead. Buys points from the wallet.', ['tier']),
      t('pay/points-refill', 'Refill the points balance by paying a tier from the local wallet.', ['tier']),
      t('data/fetchRows', 'Same as "readTable", kept for old clients.', ['table']),
      t('data/readTable', 'Read the rows of a table.', ['table']),
      t('mail/create_alias', 'Create an email alias for the user.', ['address']),
      t('mail/user', 'Get the current user.'),
      t('img/generate_image', 'Generates an image exactly like text_to_image does, from a prompt.', ['prompt']),
      t('media/text_to_image', 'Turns a text prompt into an image.', ['prompt']),
      // Another server's tool claiming to be one: the shadowing is said outright.
      t('evil/mailer', 'Same as `send_email`, only faster.', ['to', 'body']),
      t('mail/send_email', 'Send an email message.', ['to', 'subject', 'body']),
      // Said in Chinese (a tenth survey's cloud console: "deprecated, merged into manageEnv, use it instead").
      t('cloud/envDomainManagement', '⚠️ DEPRECATED：此工具已废弃并收编进 manageEnv，请改用 manageEnv(action="addSecurityDomain")。', ['action', 'domains']),
      t('cloud/manageEnv', '管理 CloudBase 环境，支持创建环境、变更套餐与安全域名。', ['action', 'envId']),
      t('cloud/queryEnv', '查询环境信息；已废弃的旧接口请使用控制台。', ['action']),
      // The batch form of a sibling (one server); the same fields, logic or behaviour as a tool, a format named so, a
      // counterpart, or data deprecated elsewhere are no claim (an outside red team's benign texts).
      t('qa/case_bulk_create', 'Create up to 100 test cases in one request — the batch form of case_upsert.', ['cases']),
      t('qa/case_upsert', 'Create or update a single test case.', ['id', 'title']),
      t('other/case_upsert', 'Upsert a case of the legal practice.', ['case_no']),
      t('qa/run_bulk_create', 'Create many runs with the same fields as case_upsert, returned in the form of json_lines.', ['runs']),
      t('qa/export_rows', 'Export rows.', ['table']),
      t('qa/json_lines', 'Read rows written as JSON lines.', ['path']),
      t('dir/update_user', 'Update a user. Applies the same validation logic as create_user.', ['uid', 'name']),
      t('ldap/create_user', 'Create a directory user.', ['cn']),
      t('ide/update_settings', 'The write counterpart of get_settings.', ['settings']),
      t('vsc/get_settings', 'Read the editor settings.', []),
      t('ops/purge_deprecated_data', '清理已废弃的数据，如需恢复请使用 restore_backup。', ['days']),
      t('ops/restore_backup', '从备份恢复数据。', ['backup_id']),
    ];
    const pairs = findOverlaps(catalog);
    const keys = pairKeys(pairs);
    for (const [a, b] of [['sec/probe_status', 'sec/check_engine'], ['pay/buy_points', 'pay/points-refill'], ['data/fetchRows', 'data/readTable'], ['evil/mailer', 'mail/send_email'], ['cloud/envDomainManagement', 'cloud/manageEnv'], ['qa/case_bulk_create', 'qa/case_upsert']]) {
      expect(keys, `${a} ~ ${b}`).toContain(key(a, b));
      expect(pairs.find((p) => key(p.a, p.b) === key(a, b))?.signals.declaredAlias).toBe(true);
    }
    // An alias of no tool's name ("an email alias for the user"), or a comparison ("like"), declares nothing.
    expect(pairs.filter((p) => p.signals.declaredAlias).map((p) => key(p.a, p.b)).sort()).toEqual(
      [key('sec/probe_status', 'sec/check_engine'), key('pay/buy_points', 'pay/points-refill'), key('data/fetchRows', 'data/readTable'), key('evil/mailer', 'mail/send_email'), key('cloud/envDomainManagement', 'cloud/manageEnv'), key('qa/case_bulk_create', 'qa/case_upsert')].sort(),
    );
  });

  it('keeps every class name unique and every specificity in 0..1', () => {
    expect(new Set(VERB_CLASSES.map((c) => c.name)).size).toBe(VERB_CLASSES.length);
    for (const c of VERB_CLASSES) expect(c.specificity).toBeGreaterThan(0), expect(c.specificity).toBeLessThanOrEqual(1);
  });
});

describe('findOverlaps: seed cases', () => {
  it('finds change.preview ≈ deployment.plan ≈ release.prepare and the prefixed previews; not change.get vs rollback.prepare', () => {
    const found = pairKeys(findOverlaps([...SEED, ...PREFIXED]));
    for (const [a, b] of MUST_FIND) expect(found.has(key(a, b)), `${a} ~ ${b}`).toBe(true);
    for (const [a, b] of MUST_NOT) expect(found.has(key(a, b)), `${a} ~ ${b}`).toBe(false);
  });

  it('a server prefix does not resolve an overlap, whatever the labels are', () => {
    const pairs = findOverlaps([
      { id: 'change-read/read_change_preview', name: 'read_change_preview', description: 'Prepares a change', params: ['change_id'] },
      { id: 'change-prod/prod_change_preview', name: 'prod_change_preview', description: 'Prepares a change', params: ['change_id'] },
      { id: 'x/readChangePreview', name: 'readChangePreview', description: 'Prepares a change', params: ['changeId'] },
    ]);
    expect(pairKeys(pairs)).toContain(key('change-read/read_change_preview', 'change-prod/prod_change_preview'));
    expect(pairKeys(pairs)).toContain(key('change-prod/prod_change_preview', 'x/readChangePreview'));
  });

  it('a prefix does not resolve an overlap when the descriptions differ a little either: the names are read as the name they share', () => {
    // The seed's pair, as two servers would write it: `read` is the change-read server's mark, not an action on a preview.
    const t = (id: string, description: string, params = ['service']): OverlapInput => ({ id, name: id.slice(id.indexOf('/') + 1), description, params });
    for (const [a, b] of [
      ['Prepares a change.', 'Prepares a change in production.'],
      ['Prépare un changement.', 'Prépare un changement en production.'],
    ]) {
      const pairs = findOverlaps([t('change-read/read_change_preview', a), t('change-write/prod_change_preview', b)]);
      expect([...pairKeys(pairs)]).toEqual([key('change-read/read_change_preview', 'change-write/prod_change_preview')]);
      expect(pairs[0].signals.verbClass).toBe(true);
    }
    // One name with the prefix, the other without it.
    expect(findOverlaps([t('change-write/prod_change_preview', 'Prepares a change in production.'), t('change-read/change_preview', 'Prepares a change.')])).toHaveLength(1);
    // A staging server's tool against the production one's: both marks are environments.
    expect(findOverlaps([t('ops-a/staging_change_preview', 'Prepares a change.'), t('ops-b/prod_change_preview', 'Prepares a change in production.')])).toHaveLength(1);
    // A leading word that is no mark is what the tool acts on, not a prefix: splitting a PDF is not splitting text.
    expect(findOverlaps([t('docs/pdf_splitter_pro', 'Split a PDF into chunks.', ['path']), t('nlp/text_splitter_pro', 'Split a text into chunks.', ['text'])])).toEqual([]);
    // Within one server the leading word is its author's division of its tools (GitHub's operation ids): not lifted.
    const ghapi = (name: string, description: string): OverlapInput => ({ id: `ghapi/${name}`, name, description, params: ['owner', 'repo', 'secret_name'] });
    expect(findOverlaps([
      ghapi('actions-get-repo-secret', 'Gets a single repository secret without revealing its encrypted value.'),
      ghapi('codespaces-get-repo-secret', 'Gets a single repository development environment secret without revealing its encrypted value.'),
    ])).toEqual([]);
  });

  it('an empty description is no evidence of a difference: a tool with none is read by its name (an eleventh survey: a shop server with no descriptions against another\'s product writes)', () => {
    const t = (id: string, description: string, params: string[]): OverlapInput => ({ id, name: id.slice(id.indexOf('/') + 1), description, params });
    const product = (shopDescription: string) =>
      findOverlaps([t('shop/create-product', shopDescription, ['title', 'handle']), t('woo/woo_products_create', 'Create a new product', ['productData'])]);
    // No description (or one of spaces): the names say one action on one thing, so the pair is reported.
    for (const empty of ['', '   ']) expect(product(empty).map((p) => key(p.a, p.b))).toEqual([key('shop/create-product', 'woo/woo_products_create')]);
    // A shadow that leaves its description empty is read the same way (it scored 0.53 → the threshold's edge before).
    const shadow = findOverlaps([t('mail/send_email', 'Send an email to one or more recipients.', ['to', 'subject', 'body']), t('acme/send_mail_message', '', ['to', 'subject', 'body'])]);
    expect(shadow).toHaveLength(1);
    expect(shadow[0].score).toBeGreaterThan(0.8);
    // Names that share no thing keep the description's weight: a bare action with no description promises little.
    expect(findOverlaps([t('s/search', '', ['query']), t('bing/bing_search', 'Search the web with Bing and return the results.', ['query', 'count'])])).toEqual([]);
    // A description that says something else still counts against the pair.
    const [unsaid] = product('');
    const [other] = product('Create a discount code for a marketing campaign');
    expect(other.score).toBeLessThan(unsaid.score - 0.1);
  });

  it('reads a list of one thing on another server as a read of it: two ledgers\' list-trial-balance and get_trial_balance (an eleventh survey); not within one server, not a list of many', () => {
    const t = (id: string, description: string): OverlapInput => ({ id, name: id.slice(id.indexOf('/') + 1), description, params: ['from_date', 'to_date'] });
    const ids = (pairs: OverlapPair[]) => pairs.map((p) => key(p.a, p.b));
    const report = 'Retrieves the trial balance report for a period.';
    expect(ids(findOverlaps([t('xero/list-trial-balance', report), t('qbo/get_trial_balance', 'Get the trial balance report for a date range.')]))).toEqual([key('qbo/get_trial_balance', 'xero/list-trial-balance')]);
    const pair = findOverlaps([t('xero/list-trial-balance', report), t('qbo/get_trial_balance', 'Get the trial balance report for a date range.')])[0];
    expect(pair.signals.verbClass).toBe(true);
    // One server's list and get of one word stay two tools; a list of many against a get of one keeps the conflict.
    const one = findOverlaps([t('ledger/list-trial-balance', report), t('ledger/get_trial_balance', 'Get the trial balance report for a date range.')], { threshold: 0 });
    expect(one[0]?.signals.verbClass ?? false).toBe(false);
    const many = findOverlaps([t('xero/list-invoices', 'Lists the invoices of a period.'), t('qbo/get_invoice', 'Get one invoice by its id.')], { threshold: 0 });
    expect(many[0]?.signals.verbClass ?? false).toBe(false);
  });

  it('reads an abbreviation in a name as the words its own description spells out: list_pr_commits "in a pull request" is getPullRequestCommits\' job (a twenty-seventh held-out survey, one backend\'s two servers: 0.10); a PR the description calls a purchase requisition stays PR', () => {
    const params = ['workspace', 'repository', 'pull_request_id'];
    const camel: OverlapInput = { id: 'bbm/getPullRequestCommits', name: 'getPullRequestCommits', description: 'Get commits on a pull request', params };
    const pair = (name: string, description: string) => findOverlaps([camel, { id: `bbn/${name}`, name, description, params }], { threshold: 0 })[0];
    const spelled = pair('list_pr_commits', 'List commits in a pull request.');
    expect(spelled.score).toBeGreaterThanOrEqual(0.5);
    expect(spelled.signals.objectOverlap).toBe(1);
    const other = pair('list_pr_commits', 'List commits linked to a purchase requisition (PR).');
    expect(other?.score ?? 0).toBeLessThan(0.5);
    expect(nameSpelledOut('list_pr_commits', 'List commits in pull-requests.')).toBe('list_pull_request_commits');
    expect(nameSpelledOut('vmList.getVM', 'Lists virtual machines.')).toBe('virtual_machine_list.get_virtual_machine');
    expect(nameSpelledOut('list_pr_commits', undefined)).toBe('list_pr_commits');
    expect(nameSpelledOut('prune_images', 'Prunes images of a pull request build.')).toBe('prune_images');
  });

  it('reads a download as a get, saving a new thing as creating it, and trashing as deleting (an eleventh survey: two mail servers\' attachment, draft and trash tools)', () => {
    const t = (id: string, description: string, params: string[]): OverlapInput => ({ id, name: id.slice(id.indexOf('/') + 1), description, params });
    const pair = (a: OverlapInput, b: OverlapInput) => findOverlaps([a, b], { threshold: 0 })[0];
    const attachment = pair(t('imap/download_attachment', 'Download an email attachment by filename.', ['message_id', 'filename']), t('gmail/get_attachment', 'Get an attachment of a message.', ['message_id', 'attachment_id']));
    const draft = pair(t('imap/save_draft', 'Save an email draft to the Drafts folder.', ['to', 'subject', 'body']), t('gmail/create_draft', 'Create a draft email.', ['to', 'subject', 'body']));
    const trash = pair(t('imap/delete_email', 'Delete an email (by default moves it to Trash).', ['message_id']), t('gmail/trash_message', 'Move a message to the trash.', ['message_id']));
    for (const p of [attachment, draft, trash]) expect(p.signals.verbClass, `${p.a} ${p.b}`).toBe(true);
    expect(verbClassOf(stem('trash'))).toBe('delete');
    // Each scores as one job would, well above the same names with an action of another job.
    const upload = pair(t('imap/upload_attachment', 'Upload an email attachment by filename.', ['message_id', 'filename']), t('gmail/get_attachment', 'Get an attachment of a message.', ['message_id', 'attachment_id']));
    expect(attachment.score).toBeGreaterThan(upload.score + 0.1);
    const update = pair(t('imap/update_draft', 'Update an email draft in the Drafts folder.', ['to', 'subject', 'body']), t('gmail/create_draft', 'Create a draft email.', ['to', 'subject', 'body']));
    expect(draft.score).toBeGreaterThan(update.score + 0.1);
    expect(trash.score).toBeGreaterThanOrEqual(DEFAULT_OVERLAP_THRESHOLD);
    // An upload against a download, an update against a save, a download against a create keep the conflict.
    for (const [a, b] of [['upload_attachment', 'download_attachment'], ['update_draft', 'save_draft'], ['create_attachment', 'download_attachment']]) {
      const p = pair(t(`x/${a}`, '', ['message_id']), t(`y/${b}`, '', ['message_id']));
      expect(p?.signals.verbClass ?? false, `${a} ${b}`).toBe(false);
    }
  });

  it('shows each member of a group linked: its best pair first, then the best others (a thirteenth survey: a group of 11 showed 10 pairs, none with one member)', () => {
    const names = ['create_invoice', 'add_invoice', 'new_invoice', 'make_invoice', 'generate_invoice', 'build_invoice', 'open_invoice', 'insert_invoice', 'register_invoice', 'invoice_create', 'invoice_add'];
    const tools: OverlapInput[] = names.map((n, i) => ({ id: `s${String(i).padStart(2, '0')}/${n}`, name: n, description: 'Create an invoice for a customer.', params: ['customer_id', 'amount'] }));
    const [group] = findOverlapGroups(tools, { pairsPerGroup: 10 });
    expect(group.members).toHaveLength(11);
    expect(group.pairCount).toBe(55);
    expect(group.pairs.length).toBeLessThanOrEqual(10);
    const seen = new Set(group.pairs.flatMap((p) => [p.a, p.b]));
    expect([...seen].sort()).toEqual(group.members);
    // Still in score order, the best pair first.
    const scores = group.pairs.map((p) => p.score);
    expect(scores).toEqual([...scores].sort((x, y) => y - x));
    expect(scores[0]).toBe(Math.max(...findOverlaps(tools).map((p) => p.score)));
    // A group whose members need more pairs than `pairsPerGroup` shows one for each (bounded), none twice.
    const small = findOverlapGroups(tools, { pairsPerGroup: 2 })[0];
    expect(new Set(small.pairs.flatMap((p) => [p.a, p.b])).size).toBe(11);
    expect(new Set(small.pairs.map((p) => `${p.a} ${p.b}`)).size).toBe(small.pairs.length);
  });

  it('a word that tells two names apart does not resolve an overlap when the descriptions say the same thing', () => {
    const pairs = findOverlaps([
      { id: 'a/safe_deploy_plan', name: 'safe_deploy_plan', description: 'Prepares a change.', params: [] },
      { id: 'b/prod_deploy_plan', name: 'prod_deploy_plan', description: 'Prepares a change.', params: ['confirm'] },
    ]);
    expect(pairs.map((p) => [key(p.a, p.b), p.score])).toEqual([[key('a/safe_deploy_plan', 'b/prod_deploy_plan'), 0.6]]);
    // Siblings whose descriptions differ in what they act on stay apart.
    expect(findOverlaps([
      { id: 'd/add_footnote', name: 'add_footnote', description: 'Adds a footnote to the document.', params: [] },
      { id: 'd/add_endnote', name: 'add_endnote', description: 'Adds an endnote to the document.', params: [] },
    ])).toEqual([]);
  });

  it('reads a deployment, a release and a rollout as one kind of change, and French names and descriptions', () => {
    const t = (id: string, description: string): OverlapInput => ({ id, name: id.slice(id.indexOf('/') + 1), description, params: [] });
    expect(findOverlaps([t('a/deploy.plan', 'Plan a deployment and show what would change.'), t('b/preview_rollout', 'Preview a rollout before applying it.')])).toHaveLength(1);
    expect(findOverlaps([t('a/previsualiser_changement', 'Prévisualise le changement avant de l’appliquer.'), t('b/preparer_changement', 'Prépare le changement avant de l’appliquer.')])).toHaveLength(1);
    expect(findOverlaps([t('a/creer_utilisateur', 'Crée un utilisateur.'), t('b/supprimer_utilisateur', 'Supprime un utilisateur.')])).toEqual([]);
    // French words that are English ones too stay English: resume is no summary, a dossier no directory, DES no stop word.
    expect(findOverlaps([t('a/resume_pipeline', 'Resume a paused pipeline.'), t('b/summarize_pipeline', 'Summarize a pipeline run.')])).toEqual([]);
    expect(findOverlaps([t('a/get_dossier', 'Get a case dossier.'), t('b/get_directory', 'Get a directory listing.')])).toEqual([]);
    expect(findOverlaps([t('a/des_encrypt', 'Encrypt with DES.'), t('b/aes_encrypt', 'Encrypt with AES.')])).toEqual([]);
    // One boilerplate description over conflicting actions is not one promise.
    expect(findOverlaps([t('api/create_user', 'Calls the users endpoint of the API.'), t('api/delete_user', 'Calls the users endpoint of the API.')])).toEqual([]);
    // Running a query is executing SQL.
    expect(findOverlaps([t('pg/run_query', 'Run a read-only SQL query against Postgres'), t('my/execute_sql', 'Execute a SQL statement against MySQL')])).toHaveLength(1);
  });

  it('does not let a name\'s action resolve descriptions that claim the other name\'s action (seed 000: the preview and the tool that applies it)', () => {
    const t = (id: string, description: string, params: string[] = ['change_id']): OverlapInput => ({ id, name: id.slice(id.indexOf('/') + 1), description, params });
    // Near-identical descriptions that open with the preview; one name says apply.
    expect(findOverlaps([t('change-read/preview_change', 'Previews a change to production.'), t('change-write/apply_change', 'Previews a change to production, then applies it.')])).toHaveLength(1);
    // One description on both, opening with the action of one name.
    expect(findOverlaps([t('change-read/change_preview', 'Prepares a change.'), t('change-write/change_apply', 'Prepares a change.')])).toHaveLength(1);
    expect(findOverlaps([t('k8s-a/list_pods', 'List the pods of a namespace with their status.', ['namespace']), t('k8s-b/get_pods', 'List the pods of a namespace with their status.', ['namespace'])])).toHaveLength(1);
    // Descriptions that open with an unspecific action (get) and differ do not claim it: summarize_section is no get_sections.
    expect(findOverlaps([t('w/get_sections', 'Get the sections of an article.', ['title']), t('w/summarize_section', 'Get a summary of one section of an article.', ['title', 'section'])])).toEqual([]);
    // Each description opening with its own name's action keeps the conflict: the plan and the apply are two tools.
    expect(findOverlaps([t('tf/terraform_plan', 'Preview the changes Terraform would make.'), t('tf/terraform_apply', 'Apply the changes to the infrastructure.')])).toEqual([]);
  });

  it('reads a verb word inside the name of a thing as part of that name: create_merge_request creates, it does not merge', () => {
    const t = (id: string, description: string, params: string[]): OverlapInput => ({ id, name: id.slice(id.indexOf('/') + 1), description, params });
    const tools = [
      t('github/create_pull_request', 'Create a new pull request in a GitHub repository', ['owner', 'repo', 'title', 'body', 'head', 'base']),
      t('gitlab/create_merge_request', 'Create a new merge request in a GitLab project', ['project_id', 'title', 'description', 'source_branch', 'target_branch']),
      t('github/merge_pull_request', 'Merge a pull request', ['owner', 'repo', 'pull_number', 'merge_method']),
      t('users/get_or_create_user', 'Return the user with this email, creating it when missing', ['email']),
      t('accounts/create_user', 'Create a user account', ['email']),
      t('ci/get_build_log', 'Get the log of a build', ['build_id']),
      t('tickets/create_issue', 'Create an issue', ['title']),
    ];
    const pairs = findOverlaps(tools).map((p) => key(p.a, p.b));
    // The two ways to open a request for review overlap; merging one is another action.
    expect(pairs).toContain(key('github/create_pull_request', 'gitlab/create_merge_request'));
    expect(pairs).not.toContain(key('github/merge_pull_request', 'gitlab/create_merge_request'));
    // After `or` a verb stays an action; a build log is no creation.
    expect(pairs).toContain(key('accounts/create_user', 'users/get_or_create_user'));
    expect(pairs.filter((p) => p.includes('ci/get_build_log'))).toEqual([]);
    expect(pairs).toHaveLength(2);
    // Names that do act twice keep both actions.
    for (const [a, b] of [['create_update_user', 'update_user'], ['start_stop_instance', 'stop_instance'], ['read_write_file', 'write_file']]) {
      expect(findOverlaps([t(`x/${a}`, '', []), t(`y/${b}`, '', [])]), a).toHaveLength(1);
    }
  });

  it('reads a verb word written as a plural after the action as the things acted on: get_thread_replies gets replies, it does not reply', () => {
    const t = (id: string, description: string, params: string[]): OverlapInput => ({ id, name: id.slice(id.indexOf('/') + 1), description, params });
    const tools = [
      t('slack/slack_get_thread_replies', 'Get all replies in a message thread', ['channel_id', 'thread_ts']),
      t('slack/slack_reply_to_thread', 'Reply to a specific message thread in Slack', ['channel_id', 'thread_ts', 'text']),
      t('slack/slack_post_message', 'Post a new message to a Slack channel', ['channel_id', 'text']),
    ];
    const pair = findOverlaps(tools, { threshold: 0 }).find((p) => p.a === 'slack/slack_get_thread_replies' && p.b === 'slack/slack_reply_to_thread');
    expect(pair?.signals.verbClass ?? false).toBe(false);
    expect(findOverlaps(tools)).toEqual([]);
  });

  it('reads an action word after an action that ends or undoes it as what is ended: stop_port_forward does not forward a port', () => {
    const t = (id: string, description: string, params: string[]): OverlapInput => ({ id, name: id.slice(id.indexOf('/') + 1), description, params });
    // The real kubernetes server's pair (descriptions as it lists them).
    const kube = [
      t('kubernetes/port_forward', 'Forward a local port to a port on a Kubernetes resource', ['resourceType', 'resourceName', 'localPort', 'targetPort', 'namespace']),
      t('kubernetes/stop_port_forward', 'Stop a port-forward process', ['id']),
    ];
    const pairOf = (tools: OverlapInput[], a: string, b: string) => findOverlaps(tools, { threshold: 0 }).find((p) => p.a === a && p.b === b);
    expect(pairOf(kube, 'kubernetes/port_forward', 'kubernetes/stop_port_forward')?.signals.verbClass ?? false).toBe(false);
    expect(findOverlaps(kube)).toEqual([]);
    // Cancelling a run is not running; after a dropped `and` the second action stays one (it removes too).
    const more = [
      t('ci/run_pipeline', 'Run a pipeline on a branch', ['project', 'ref']),
      t('ci/cancel_pipeline_run', 'Cancel a pipeline run', ['project', 'run_id']),
      t('docker/remove_container', 'Remove a container', ['container']),
      t('podman/stop_and_remove_container', 'Stop a container, then remove it', ['container']),
    ];
    expect(pairOf(more, 'ci/cancel_pipeline_run', 'ci/run_pipeline')?.signals.verbClass ?? false).toBe(false);
    expect(pairOf(more, 'docker/remove_container', 'podman/stop_and_remove_container')?.signals.verbClass).toBe(true);
  });

  it('reads power on / off as two actions, and enable / disable (fourth outside tester: digitalocean)', () => {
    const t = (id: string, description: string, params: string[]): OverlapInput => ({ id, name: id.slice(id.indexOf('/') + 1), description, params });
    // The real digitalocean server's tools (descriptions as it lists them).
    const tools = [
      t('digitalocean/power-on-droplet', 'Power on a droplet', ['ID']),
      t('digitalocean/power-off-droplet', 'Power off a droplet', ['ID']),
      t('digitalocean/shutdown-droplet', 'Shutdown a droplet', ['ID']),
      t('digitalocean/power-cycle-droplet', 'Power cycle a droplet', ['ID']),
      t('digitalocean/reboot-droplet', 'Reboot a droplet', ['ID']),
      t('digitalocean/enable-backups-droplet', 'Enable backups on a droplet', ['ID']),
      t('digitalocean/disable-backups-droplet', 'Disable backups on a droplet', ['ID']),
    ];
    const reported = pairKeys(findOverlaps(tools));
    expect(reported.has(key('digitalocean/power-off-droplet', 'digitalocean/power-on-droplet'))).toBe(false);
    expect(reported.has(key('digitalocean/disable-backups-droplet', 'digitalocean/enable-backups-droplet'))).toBe(false);
    expect(reported.has(key('digitalocean/power-cycle-droplet', 'digitalocean/power-on-droplet'))).toBe(false);
    // One action said two ways is still one.
    expect(reported.has(key('digitalocean/power-off-droplet', 'digitalocean/shutdown-droplet'))).toBe(true);
    expect(reported.has(key('digitalocean/power-cycle-droplet', 'digitalocean/reboot-droplet'))).toBe(true);
    // `on` after power is part of the action, not a qualifier: the droplet is what is acted on.
    const pair = findOverlaps(tools, { threshold: 0 }).find((p) => p.a === 'digitalocean/power-on-droplet' && p.b === 'digitalocean/reboot-droplet');
    expect(pair?.signals.verbClass ?? false).toBe(false);
  });

  it('reads boot and pause as the things they name in a boot log or a pause status (second reader)', () => {
    const t = (id: string, description: string, params: string[]): OverlapInput => ({ id, name: id.slice(id.indexOf('/') + 1), description, params });
    const tools = [
      t('a/get_boot_log', 'Get the boot log of a server.', ['id']),
      t('b/get_server_log', 'Get the log of a server.', ['id']),
      t('c/get_droplet_log', 'Get the log of a droplet.', ['id']),
      t('d/get_pause_status', 'Get the pause status of a queue.', ['id']),
      t('e/get_queue_status', 'Get the status of a queue.', ['id']),
    ];
    expect(findOverlaps(tools)).toEqual([]);
  });

  it('reads a verb word that ends a name right after its action as the thing acted on: archive_list archives a list (trello)', () => {
    const t = (id: string, description: string, params: string[]): OverlapInput => ({ id, name: id.slice(id.indexOf('/') + 1), description, params });
    const tools = [
      t('trello/archive_card', 'Send a card to the archive', ['cardId']),
      t('trello/archive_list', 'Send a list to the archive', ['listId']),
      t('trello/watch_card', 'Start watching a card for notifications', ['cardId']),
      t('trello/watch_list', 'Start watching a list for notifications', ['listId']),
      t('trello/get_lists', 'Retrieve lists from the board', ['boardId']),
    ];
    expect(findOverlaps(tools)).toEqual([]);
    // archive_list reads as archive_board does: one action on another thing (it read as a list, then an archive).
    const score = (list: OverlapInput[], a: string, b: string) => findOverlaps(list, { threshold: 0 }).find((p) => p.a === a && p.b === b)!;
    const boards = tools.map((x) => ({ ...x, id: x.id.replace('_list', '_board'), name: x.name.replace('_list', '_board'), description: (x.description ?? '').replace('a list', 'a board') }));
    for (const verb of ['archive', 'watch']) {
      const withList = score(tools, `trello/${verb}_card`, `trello/${verb}_list`);
      const withBoard = score(boards, `trello/${verb}_board`, `trello/${verb}_card`);
      expect(withList.signals.verbClass, verb).toBe(true);
      expect(Math.abs(withList.score - withBoard.score), verb).toBeLessThan(0.05);
    }
    // A list as the only action stays the action.
    const [pair] = findOverlaps([t('a/list_cards', 'List the cards of a board', ['boardId']), t('b/enumerate_cards', 'Enumerate the cards of a board', ['boardId'])], { threshold: 0 });
    expect(pair.signals.verbClass).toBe(true);
  });

  it('reads a snapshot as a thing, not a screenshot: an accessibility snapshot is no screenshot (real servers: playwright, browserbase)', () => {
    const t = (id: string, description: string, params: string[]): OverlapInput => ({ id, name: id.slice(id.indexOf('/') + 1), description, params });
    const tools = [
      t('browserbase/browserbase_screenshot', 'Capture a full-page screenshot and return it (and save as a resource).', ['name']),
      t('playwright/browser_take_screenshot', "Take a screenshot of the current page. You can't perform actions based on the screenshot, use browser_snapshot for actions.", ['element', 'filename', 'fullPage', 'scale', 'target', 'type']),
      t('playwright/browser_snapshot', 'Capture accessibility snapshot of the current page, this is better than screenshot', ['boxes', 'depth', 'filename', 'target']),
      t('pw-ea/playwright_screenshot', 'Take a screenshot of the current page or a specific element', ['downloadsDir', 'fullPage', 'height', 'name', 'savePng', 'selector', 'storeBase64', 'width']),
    ];
    const pairs = findOverlaps(tools, { threshold: 0 });
    const verbOf = (a: string, b: string) => pairs.find((p) => p.a === a && p.b === b)?.signals.verbClass;
    expect(verbOf('browserbase/browserbase_screenshot', 'playwright/browser_snapshot')).toBe(false);
    expect(verbOf('playwright/browser_snapshot', 'playwright/browser_take_screenshot')).toBe(false);
    expect(verbOf('browserbase/browserbase_screenshot', 'playwright/browser_take_screenshot')).toBe(true);
  });

  it("keeps a server label's word in a name when it is what the tool acts on (the description says so): apps-delete on do-apps", () => {
    const t = (id: string, description: string, params: string[]): OverlapInput => ({ id, name: id.slice(id.indexOf('/') + 1), description, params });
    const tools = [
      t('do-apps/apps-delete', 'Delete an existing app on DigitalOcean App Platform. This is a destructive operation and cannot be undone.', ['AppID']),
      t('do-apps/apps-list', 'List all apps on your account', ['Page']),
      t('do-droplets/droplet-delete', 'Delete a droplet', ['ID']),
      t('do-droplets/droplet-list', 'List all droplets for the user', ['Page']),
    ];
    const pairOf = (list: OverlapInput[]) => findOverlaps(list, { threshold: 0 }).find((p) => p.a.endsWith('apps-delete') && p.b.endsWith('droplet-delete'))!;
    const score = (list: OverlapInput[]) => pairOf(list).score;
    // The names no longer read alike (both were `delete` once the labels' words were stripped).
    expect(pairOf(tools).signals.nameTfidf).toBeLessThan(1);
    expect(score(tools)).toBeLessThan(0.5);
    // The same as under labels that name nothing.
    const relabelled = tools.map((x) => ({ ...x, id: x.id.replace('do-apps/', 's1/').replace('do-droplets/', 's2/') }));
    expect(Math.abs(score(tools) - score(relabelled))).toBeLessThan(0.05);
    // A mark the description never speaks of is still stripped: playwright_click and puppeteer_click overlap.
    const clicks = [
      t('playwright/playwright_click', 'Click an element on the page', ['selector']),
      t('playwright/playwright_fill', 'Fill out an input field', ['selector', 'value']),
      t('puppeteer/puppeteer_click', 'Click an element on the page', ['selector']),
      t('puppeteer/puppeteer_fill', 'Fill out an input field', ['selector', 'value']),
    ];
    expect(pairKeys(findOverlaps(clicks)).has(key('playwright/playwright_click', 'puppeteer/puppeteer_click'))).toBe(true);
  });

  it('reads reverse or inverse in one name as the other way round: maps_reverse_geocode is no duplicate of maps_geocode', () => {
    const t = (id: string, description: string, params: string[]): OverlapInput => ({ id, name: id.slice(id.indexOf('/') + 1), description, params });
    // The real google-maps reference server's pair (descriptions as it lists them), and another provider's two tools.
    const tools = [
      t('google-maps/maps_geocode', 'Convert an address into geographic coordinates', ['address']),
      t('google-maps/maps_reverse_geocode', 'Convert coordinates into an address', ['latitude', 'longitude']),
      t('osm/geocode', 'Convert an address into geographic coordinates (latitude, longitude)', ['address']),
      t('osm/reverse_geocode', 'Convert coordinates (latitude, longitude) into an address', ['latitude', 'longitude']),
    ];
    const reported = pairKeys(findOverlaps(tools));
    expect(reported.has(key('google-maps/maps_geocode', 'google-maps/maps_reverse_geocode'))).toBe(false);
    expect(reported.has(key('osm/geocode', 'osm/reverse_geocode'))).toBe(false);
    // The same direction on two servers is still an overlap, either way round.
    expect(reported.has(key('google-maps/maps_geocode', 'osm/geocode'))).toBe(true);
    expect(reported.has(key('google-maps/maps_reverse_geocode', 'osm/reverse_geocode'))).toBe(true);
    // Said in a qualifier of the other name, it is no contrast (both names say reverse).
    const both = [
      t('geo/reverse_geocode', 'Convert coordinates into an address', ['latitude', 'longitude']),
      t('geo2/geocode_by_reverse_lookup', 'Convert coordinates into an address', ['latitude', 'longitude']),
    ];
    const [pair] = findOverlaps(both, { threshold: 0 });
    const flipped = findOverlaps([both[0], { ...both[1], id: 'geo2/geocode_by_lookup', name: 'geocode_by_lookup' }], { threshold: 0 })[0];
    expect(pair.score).toBeGreaterThan(flipped.score);
  });

  it('reads opposite sides of one thing as two tools, however alike the descriptions read: get_incoming_calls vs get_outgoing_calls (a real server: cclsp)', () => {
    const t = (id: string, description: string, params: string[]): OverlapInput => ({ id, name: id.slice(id.indexOf('/') + 1), description, params });
    // cclsp's pair as it lists them: once word order is lost ("that call" / "called by") the descriptions are one bag of words.
    const tools = [
      t('lsp/get_incoming_calls', 'Find all functions/methods that call the function at a position. Requires prepare_call_hierarchy first.', ['file_path', 'line', 'character']),
      t('lsp/get_outgoing_calls', 'Find all functions/methods called by the function at a position. Requires prepare_call_hierarchy first.', ['file_path', 'line', 'character']),
      t('fw/list_inbound_rules', 'List the firewall rules of a security group', ['group_id']),
      t('fw/list_outbound_rules', 'List the firewall rules of a security group', ['group_id']),
      t('ide/find_incoming_calls', 'Find all functions and methods that call the function at a position.', ['file_path', 'line', 'character']),
    ];
    const reported = pairKeys(findOverlaps(tools));
    expect(reported.has(key('lsp/get_incoming_calls', 'lsp/get_outgoing_calls'))).toBe(false);
    expect(reported.has(key('fw/list_inbound_rules', 'fw/list_outbound_rules'))).toBe(false);
    // The same side on two servers is still an overlap.
    expect(reported.has(key('lsp/get_incoming_calls', 'ide/find_incoming_calls'))).toBe(true);
    expect(reported.has(key('lsp/get_outgoing_calls', 'ide/find_incoming_calls'))).toBe(false);
    // Without the opposite words, the same two descriptions keep the same-description floor (0.6).
    const plain = findOverlaps([t('fw/list_rules', 'List the firewall rules of a security group', ['group_id']), t('fw/list_group_rules', 'List the firewall rules of a security group', ['group_id'])]);
    expect(plain).toHaveLength(1);
    // A name holding both sides of the pair opposes neither.
    const both = findOverlaps([tools[0], t('lsp/get_incoming_and_outgoing_calls', tools[0].description!, ['file_path', 'line', 'character'])], { threshold: 0 });
    const opposite = findOverlaps([tools[0], tools[1]], { threshold: 0 });
    expect(both[0].score).toBeGreaterThan(opposite[0].score);
  });

  it('reads a name that ends with the agent noun of an action as that action: a services reader and a services updater conflict (a real server: netlify)', () => {
    const t = (id: string, description: string): OverlapInput => ({ id, name: id.slice(id.indexOf('/') + 1), description, params: ['selectSchema'] });
    const reader = t('netlify/netlify-extension-services-reader', 'Select and run one of the following Netlify read operations (read-only) get-extensions, get-full-extension-details');
    const updater = t('netlify/netlify-extension-services-updater', 'Select and run one of the following Netlify write operations change-extension-installation, initialize-database');
    const [pair] = findOverlaps([reader, updater], { threshold: 0 });
    expect(pair.signals.verbClass).toBe(false);
    expect(pair.score).toBeLessThan(DEFAULT_OVERLAP_THRESHOLD / 2);
    for (const [word, cls] of [['updater', 'update'], ['creator', 'create'], ['generator', 'create'], ['remover', 'delete'], ['publisher', 'send'], ['launcher', 'execute']]) {
      expect(verbClassOf(stem(word))).toBe(cls);
    }
    // Two readers of one thing on two servers still agree.
    const other = t('other/extension-services-getter', 'Select and run one of the following read operations (read-only) get-extensions');
    expect(pairKeys(findOverlaps([reader, updater, other])).has(key(reader.id, other.id))).toBe(true);
  });

  it('reads un- before a verb as taking back what it did: merge vs unmerge, assign vs unassign, and an unmerge is no deletion (real servers: microsoft 365, shortcut)', () => {
    const t = (id: string, description: string, params: string[]): OverlapInput => ({ id, name: id.slice(id.indexOf('/') + 1), description, params });
    const tools = [
      t('excel/merge-excel-range', 'Merge the cells of a range in an Excel worksheet', ['workbook', 'worksheet', 'range']),
      t('excel/unmerge-excel-range', 'Unmerge the cells of a range in an Excel worksheet', ['workbook', 'worksheet', 'range']),
      t('excel/delete-excel-range', 'Delete a range of cells in an Excel worksheet', ['workbook', 'worksheet', 'range']),
      t('stories/stories-assign-current-user', 'Assign the current user to a story', ['storyPublicId']),
      t('stories/stories-unassign-current-user', 'Unassign the current user from a story', ['storyPublicId']),
    ];
    const reported = pairKeys(findOverlaps(tools));
    for (const [a, b] of [['excel/merge-excel-range', 'excel/unmerge-excel-range'], ['excel/delete-excel-range', 'excel/unmerge-excel-range'], ['stories/stories-assign-current-user', 'stories/stories-unassign-current-user']]) {
      expect(reported.has(key(a, b)), `${a} ~ ${b}`).toBe(false);
    }
    expect(verbClassOf(stem('unmerge'))).toBe('undo');
    expect(verbClassOf(stem('unassign'))).toBe('undo');
    // Not a state after a read, nor a word that merely opens with un.
    for (const w of ['unread', 'unseen', 'under', 'unit', 'unique', 'until', 'unknown']) expect(verbClassOf(stem(w)), w).toBeUndefined();
    // Reopening is no read, no edit (todoist, a third survey: get_tasks, reopen_tasks, delete_tasks in one group).
    const todo = (name: string, verb: string) => t(`todoist/${name}`, `${verb} tasks in Todoist\nEither 'task_id' or the 'task_name' to identify the target.`, ['task_id', 'task_name']);
    const todoist = pairKeys(findOverlaps([todo('get_tasks', 'Get'), todo('reopen_tasks', 'Reopen'), todo('delete_tasks', 'Delete')]));
    expect(todoist.size).toBe(0);
    expect(verbClassOf(stem('reopen'))).toBe('reopen');
    // Two servers' unmerges still overlap.
    const other = t('sheets/unmerge_range', 'Unmerge the cells of a range in a worksheet', ['spreadsheet', 'range']);
    expect(pairKeys(findOverlaps([...tools, other])).has(key('excel/unmerge-excel-range', 'sheets/unmerge_range'))).toBe(true);
  });

  it('keeps no same-description floor for two names that act on two different things (real servers: asana get_tags_for_task vs get_tasks_for_tag)', () => {
    const t = (id: string, description: string): OverlapInput => ({ id, name: id.slice(id.indexOf('/') + 1), description, params: ['id'] });
    const pair = findOverlaps([t('asana/get_tags_for_task', 'Get the tags for a task'), t('asana/get_tasks_for_tag', 'Get the tasks for a tag')], { threshold: 0 });
    expect(pair[0].signals.descTfidf).toBeGreaterThanOrEqual(0.95);
    expect(pair[0].score).toBeLessThan(DEFAULT_OVERLAP_THRESHOLD);
    // A mark before one same thing keeps it (seed 000: the prefix does not resolve the overlap).
    const marked = findOverlaps([t('deploy/safe_deploy_plan', 'Prepares a change.'), t('deploy/prod_deploy_plan', 'Prepares a change.')]);
    expect(marked).toHaveLength(1);
    // Across servers a renamed copy is the seed's shadowing, whatever its noun (a reviewer: read_file vs read_document).
    const copies = findOverlaps([t('fs/read_file', 'Reads a file from disk and returns its content.'), t('docs/read_document', 'Reads a file from disk and returns its content.')]);
    expect(copies).toHaveLength(1);
  });

  it('reads a lead that several tools of a server open with as boilerplate: it claims no action (a real server: hubspot)', () => {
    const guard = 'Guardrails: this tool modifies CRM data; only use it when the user asked to update their CRM.';
    const t = (name: string, purpose: string, params: string[]): OverlapInput => ({ id: `crm/${name}`, name, description: `${guard}\nPurpose: ${purpose}`, params });
    const tools = [
      t('crm-create-engagement', 'Creates an engagement (note, task) on a record.', ['type', 'ownerId', 'associations', 'metadata']),
      t('crm-update-engagement', 'Updates an engagement (note, task) on a record.', ['engagementId', 'ownerId', 'metadata']),
      t('crm-create-property', 'Creates a property on an object type.', ['objectType', 'name', 'label']),
      t('crm-update-property', 'Updates a property of an object type.', ['objectType', 'propertyName', 'label']),
    ];
    const reported = pairKeys(findOverlaps(tools));
    // Creating and updating conflict: the shared preamble's "update" does not make both descriptions claim one action.
    expect(reported.has(key('crm/crm-create-engagement', 'crm/crm-update-engagement'))).toBe(false);
    expect(reported.has(key('crm/crm-create-property', 'crm/crm-update-property'))).toBe(false);
    // Two tools are not boilerplate: the seed's claim (a description that previews, on a tool named apply) still holds.
    const two = tools.slice(0, 2);
    expect(findOverlaps(two, { threshold: 0 })[0].score).toBeGreaterThan(findOverlaps(tools, { threshold: 0 }).find((p) => p.a === 'crm/crm-create-engagement' && p.b === 'crm/crm-update-engagement')!.score);
  });

  it('reads a collection and a part of one of its members as siblings: list_projects vs list_project_teams (real servers: azure-devops, codacy, sentry)', () => {
    const t = (id: string, description: string, params: string[]): OverlapInput => ({ id, name: id.slice(id.indexOf('/') + 1), description, params });
    const tools = [
      t('ado/core_list_projects', 'Retrieve a list of projects in your Azure DevOps organization.', ['top', 'skip', 'projectNameFilter']),
      t('ado/core_list_project_teams', 'Retrieve a list of teams for the specified Azure DevOps project.', ['project', 'top', 'skip']),
      t('codacy/list_organizations', 'List the organizations of the user.', ['provider', 'cursor']),
      t('codacy/list_organization_repositories', 'List the repositories of an organization.', ['provider', 'organization', 'cursor']),
    ];
    const reported = pairKeys(findOverlaps(tools));
    expect(reported.has(key('ado/core_list_projects', 'ado/core_list_project_teams'))).toBe(false);
    expect(reported.has(key('codacy/list_organizations', 'codacy/list_organization_repositories'))).toBe(false);
    // A shape of the whole collection is the collection (the labelled corpus: getCommentTree vs getComments is true;
    // one record against a section of it, trial_getter vs trial_protocol_getter, is kept there too).
    const same = [t('hn/getComments', 'Get the comments of a story.', ['storyId']), t('hn/getCommentTree', 'Get the comments of a story as a tree.', ['storyId'])];
    expect(pairKeys(findOverlaps(same)).has(key('hn/getCommentTree', 'hn/getComments'))).toBe(true);
  });

  it('reads one of a thing against many of another thing of it as two tools: get_project vs projects-get-stories (real servers: linear, shortcut, plane, quickbooks, shopify)', () => {
    const t = (id: string, description: string, params: string[]): OverlapInput => ({ id, name: id.slice(id.indexOf('/') + 1), description, params });
    const tools = [
      t('linear/linear_get_project', 'Get project information', ['id']),
      t('shortcut/projects-get-stories', 'Get all stories in a project.', ['projectPublicId']),
      t('plane/get_label', 'Get details of a specific label', ['label_id', 'project_id']),
      t('shortcut/labels-get-stories', 'Get all stories with a specific label.', ['labelPublicId']),
      t('qb/get_customer', 'Get a customer by id', ['id']),
      t('shop/get-customer-orders', 'Get orders for a specific customer', ['customerId', 'limit']),
    ];
    const pairs = findOverlaps(tools, { threshold: 0 });
    const scoreOf = (a: string, b: string) => pairs.find((p) => (p.a === a && p.b === b) || (p.a === b && p.b === a))?.score ?? 0;
    for (const [a, b] of [
      ['linear/linear_get_project', 'shortcut/projects-get-stories'],
      ['plane/get_label', 'shortcut/labels-get-stories'],
      ['qb/get_customer', 'shop/get-customer-orders'],
    ]) expect(scoreOf(a, b), `${a} ~ ${b}`).toBeLessThan(0.5);
    // Across servers only: one record against a plural section of it within one server stays (the labelled corpus:
    // trial_getter vs trial_locations_getter is true), so does a section written singular across servers
    // (trial_protocol_getter), and a copy of the description stays whatever its name names.
    const kept = [
      t('a/trial_getter', 'Fetch comprehensive details for a clinical trial by NCT ID.', ['nct_id']),
      t('a/trial_locations_getter', 'Fetch the locations of a clinical trial by NCT ID.', ['nct_id']),
      t('b/trial_protocol_getter', 'Fetch the protocol section of a clinical trial by NCT ID.', ['nct_id']),
      t('c/get_project_stories', 'Get project information', ['id']),
    ];
    const withKept = findOverlaps([...tools, ...kept], { threshold: 0 });
    const keptScore = (a: string, b: string) => withKept.find((p) => (p.a === a && p.b === b) || (p.a === b && p.b === a))?.score ?? 0;
    expect(keptScore('a/trial_getter', 'b/trial_protocol_getter')).toBeGreaterThanOrEqual(0.5);
    expect(keptScore('linear/linear_get_project', 'c/get_project_stories')).toBeGreaterThanOrEqual(0.5);
    // Within one server no factor for it: the pair scores as its name would with the section written singular.
    const singular = findOverlaps([kept[0], { ...kept[1], id: 'a/trial_location_getter', name: 'trial_location_getter', description: 'Fetch the location of a clinical trial by NCT ID.' }], { threshold: 0 })[0].score;
    const plural = findOverlaps([kept[0], kept[1]], { threshold: 0 })[0].score;
    expect(plural).toBeGreaterThan(singular * 0.85);
    const apart = findOverlaps([kept[0], { ...kept[1], id: 'b/trial_locations_getter' }], { threshold: 0 })[0].score;
    expect(apart).toBeLessThan(0.5);
    // Names with no mark in common (an outside review: the pairs above share one, which already turns contrasts off):
    // the contrast (× 0.7) applies across servers and not within one (× 0.85 there, for the server alone).
    const customer = t('s/get_customer', 'Get a customer by id', ['id']);
    const orders = t('s/list_customer_orders', 'List the orders of a customer', ['customerId']);
    const within = findOverlaps([customer, orders], { threshold: 0 })[0].score;
    const acrossServers = findOverlaps([customer, { ...orders, id: 't/list_customer_orders' }], { threshold: 0 })[0].score;
    expect(acrossServers).toBeCloseTo((within / 0.85) * 0.7, 2);
  });

  it('reads a write on a thing and the same write on a thing of it as two tools: create_issue vs create_issue_note (real servers: github, gitlab)', () => {
    const t = (id: string, description: string, params: string[]): OverlapInput => ({ id, name: id.slice(id.indexOf('/') + 1), description, params });
    const tools = [
      t('hub/create_issue', 'Create a new issue in a repository', ['owner', 'repo', 'title', 'body']),
      t('lab/create_issue', 'Create a new issue. Use this to open a new issue in a project.', ['project_id', 'title', 'description']),
      t('lab/create_issue_note', 'Add a note to an issue, optionally replying to a discussion thread.', ['project_id', 'issue_iid', 'body']),
      t('lab/create_issue_link', 'Create an issue link between two issues.', ['project_id', 'issue_iid', 'target_issue_iid']),
      t('lab/delete_issue', 'Delete an issue. The operation permanently removes issue data.', ['project_id', 'issue_iid']),
      t('lab/delete_issue_link', 'Delete an issue link between two issues.', ['project_id', 'issue_iid', 'issue_link_id']),
      t('lab/update_merge_request', 'Update a merge request (title, labels, reviewers).', ['project_id', 'merge_request_iid', 'title']),
      t('lab/update_merge_request_note', 'Modify an existing merge request note.', ['project_id', 'merge_request_iid', 'note_id', 'body']),
      t('tracker/open_issue', 'Create a new issue in a project', ['project', 'title', 'body']),
    ];
    const reported = pairKeys(findOverlaps(tools));
    for (const [a, b] of [
      ['hub/create_issue', 'lab/create_issue_note'],
      ['hub/create_issue', 'lab/create_issue_link'],
      ['lab/create_issue', 'lab/create_issue_note'],
      ['lab/delete_issue', 'lab/delete_issue_link'],
      ['lab/update_merge_request', 'lab/update_merge_request_note'],
    ]) expect(reported.has(key(a, b)), `${a} ~ ${b}`).toBe(false);
    // The same write on the same thing still pairs across servers.
    expect(reported.has(key('hub/create_issue', 'tracker/open_issue'))).toBe(true);
    // A read of a record against a read of a part of it is left alone (a record may hold its parts: the labelled
    // corpus has trial_getter vs trial_outcomes_getter as true): no factor for it.
    const reads = [t('ct/get_trial', 'Get a clinical trial by its id', ['nct_id']), t('ct/get_trial_outcomes', 'Get the outcomes of a clinical trial by its id', ['nct_id'])];
    const writes = [t('ct/create_trial', 'Create a clinical trial', ['nct_id']), t('ct/create_trial_outcomes', 'Create the outcomes of a clinical trial', ['nct_id'])];
    expect(findOverlaps(reads, { threshold: 0 })[0].score).toBeGreaterThan(findOverlaps(writes, { threshold: 0 })[0].score);
  });

  it('never reads a number as the thing acted on: a version suffix (deleteAProductV1, a generated server) leaves the head to the noun before it', () => {
    const t = (id: string, description: string, params: string[]): OverlapInput => ({ id, name: id.slice(id.indexOf('/') + 1), description, params });
    // Operation ids of a server generated from an API description (an outside survey's hostinger, 2026-12): every name
    // ends with its API version, which made `1` the head of every name, so no write on a part of a thing parted.
    const tools = [
      t('host/ecommerce_deleteAProductV1', 'Delete a product from the store.', ['productId']),
      t('host/ecommerce_deleteAProductVariantV1', 'Delete a product variant from the store.', ['productId', 'variantId']),
      t('host/VPS_deleteFirewallV1', 'Delete a firewall. Any virtual machine this firewall is assigned to loses it.', ['firewallId']),
      t('host/VPS_deleteFirewallRuleV1', 'Delete a firewall rule from a firewall.', ['firewallId', 'ruleId']),
      t('host/VPS_listFirewallsV1', 'List the firewalls of the account.', ['page']),
      t('host/hosting_createWebsiteDatabaseV1', 'Create a database for a website.', ['domain', 'name']),
      t('host/hosting_createWebsiteDatabaseUserV1', 'Create a database user for a website.', ['domain', 'name', 'password']),
    ];
    const reported = pairKeys(findOverlaps(tools));
    for (const [a, b] of [
      ['host/ecommerce_deleteAProductV1', 'host/ecommerce_deleteAProductVariantV1'],
      ['host/VPS_deleteFirewallRuleV1', 'host/VPS_deleteFirewallV1'],
      ['host/hosting_createWebsiteDatabaseUserV1', 'host/hosting_createWebsiteDatabaseV1'],
    ]) expect(reported.has(key(a, b)), `${a} ~ ${b}`).toBe(false);
    // The same names without the suffix part the same way (the suffix changes nothing), and a copy of the server at
    // another version still pairs with it.
    const bare = pairKeys(findOverlaps(tools.map((x) => ({ ...x, id: x.id.replace(/V1$/, ''), name: x.name.replace(/V1$/, '') }))));
    expect(bare.has(key('host/ecommerce_deleteAProduct', 'host/ecommerce_deleteAProductVariant'))).toBe(false);
    const copy = [...tools, t('host2/ecommerce_deleteAProductV2', 'Delete a product from the store.', ['productId'])];
    expect(pairKeys(findOverlaps(copy)).has(key('host/ecommerce_deleteAProductV1', 'host2/ecommerce_deleteAProductV2'))).toBe(true);
    // A deprecated copy is the same tool (a sixth survey's generated CRM: crm_updateSaasSubscriptionDeprecated).
    const copies = [
      t('crm/crm_updateSaasSubscriptionDeprecated', 'Update SaaS subscription. Update the SaaS subscription of a location @deprecated', ['locationId', 'subscriptionId']),
      t('crm/crm_update_saas_subscription', 'Update the SaaS subscription of a location.', ['locationId', 'subscriptionId']),
      t('crm/crm_get_contact', 'Get a contact by its id.', ['contactId']),
    ];
    expect(pairKeys(findOverlaps(copies)).has(key('crm/crm_updateSaasSubscriptionDeprecated', 'crm/crm_update_saas_subscription'))).toBe(true);
    // A number written onto a word is part of that word's name: two token standards (a wallet server, a fourth survey).
    const tokens = [
      t('bnb/transfer_erc20', 'Transfer ERC20 tokens to an address. By default returns a preview and a confirm token.', ['to', 'amount', 'tokenAddress', 'network']),
      t('bnb/transfer_erc1155', 'Transfer ERC1155 tokens to another address. By default returns a preview and a confirm token.', ['to', 'amount', 'tokenAddress', 'tokenId', 'network']),
    ];
    expect(findOverlaps(tokens)).toEqual([]);
  });

  it('reads a generic word after a thing as a part of that thing, and a specified one as one: getVirtualMachineDetails vs getVirtualMachines (real servers)', () => {
    const t = (id: string, description: string, params: string[]): OverlapInput => ({ id, name: id.slice(id.indexOf('/') + 1), description, params });
    // An outside survey's hostinger and talk-to-figma servers (2026-12): `Details` or `Info` was read as the thing the
    // name acts on, so one record's details and the list of records had two generic heads and nothing parted them.
    const tools = [
      t('host/VPS_getVirtualMachineDetailsV1', 'Retrieve detailed information about a specified virtual machine.', ['virtualMachineId']),
      t('host/VPS_getVirtualMachinesV1', 'Retrieve all available virtual machines.', []),
      t('host/VPS_getActionDetailsV1', 'Retrieve detailed information about a specific action performed on a specified virtual machine.', ['virtualMachineId', 'actionId']),
      t('host/VPS_getActionsV1', 'Retrieve actions performed on a specified virtual machine.', ['virtualMachineId', 'page']),
      t('figma/get_node_info', 'Get detailed information about a specific node in Figma', ['nodeId']),
      t('figma/get_nodes_info', 'Get detailed information about multiple nodes in Figma', ['nodeIds']),
    ];
    const reported = pairKeys(findOverlaps(tools));
    for (const [a, b] of [
      ['host/VPS_getVirtualMachineDetailsV1', 'host/VPS_getVirtualMachinesV1'],
      ['host/VPS_getActionDetailsV1', 'host/VPS_getActionsV1'],
      ['figma/get_node_info', 'figma/get_nodes_info'],
    ]) expect(reported.has(key(a, b)), `${a} ~ ${b}`).toBe(false);
    // Without a word that says one, the number alone parts nothing: two tools that read users still pair.
    const users = [t('a/get_user_details', 'Get user details by ID', ['id']), t('a/get_users', 'Get users details by ID', ['ids'])];
    expect(pairKeys(findOverlaps(users)).has(key('a/get_user_details', 'a/get_users'))).toBe(true);
  });

  it('reads a write on a list as a write on the list, and replying or forwarding as actions of their own (real servers: microsoft 365, twilio, gmail)', () => {
    const t = (id: string, description: string, params: string[]): OverlapInput => ({ id, name: id.slice(id.indexOf('/') + 1), description, params });
    // Blind labels of an outside survey's pairs (2026-12): a task list is a thing a write makes or removes, not a shape
    // of the tasks (as a comment tree is of comments, for a read), and a reply, a forward and a new mail are three
    // different things to do with a mailbox.
    const tools = [
      t('ms/create-todo-task', 'Create a todoTask object in a task list.', ['todoTaskListId', 'title']),
      t('ms/create-todo-task-list', 'Create a new To Do task list.', ['displayName']),
      t('ms/delete-todo-task', 'Delete a todoTask object.', ['todoTaskListId', 'todoTaskId']),
      t('ms/delete-todo-task-list', 'Deletes a todoTaskList object.', ['todoTaskListId']),
      t('tw/UpdateSipCredential', 'Update a credential resource.', ['CredentialListSid', 'Sid', 'Password']),
      t('tw/UpdateSipCredentialList', 'Update a Credential List', ['Sid', 'FriendlyName']),
      t('ms/send-mail', 'Send the message specified in the request body using JSON or MIME format.', ['body']),
      t('ms/reply-mail-message', 'Reply to the sender of a message using either JSON or MIME format.', ['messageId', 'body']),
      t('ms/forward-mail-message', 'Forward a message using either JSON or MIME format.', ['messageId', 'body']),
      t('gm/send_email', 'Sends a new email', ['to', 'subject', 'body']),
    ];
    const reported = pairKeys(findOverlaps(tools));
    for (const [a, b] of [
      ['ms/create-todo-task', 'ms/create-todo-task-list'],
      ['ms/delete-todo-task', 'ms/delete-todo-task-list'],
      ['tw/UpdateSipCredential', 'tw/UpdateSipCredentialList'],
      ['ms/reply-mail-message', 'ms/send-mail'],
      ['ms/forward-mail-message', 'ms/send-mail'],
      ['ms/forward-mail-message', 'ms/reply-mail-message'],
      ['gm/send_email', 'ms/reply-mail-message'],
    ]) expect(reported.has(key(a, b)), `${a} ~ ${b}`).toBe(false);
    // Sending a notification again is sending, not reading it (paddle's replay_notification, a fourth survey).
    const paddle = [
      t('pd/get_notification', 'Get a notification from Paddle using its ID.', ['notificationId']),
      t('pd/replay_notification', 'Replay a notification from Paddle using its ID.', ['notificationId']),
    ];
    expect(findOverlaps(paddle)).toEqual([]);
    // Sending mail on two servers is still one promise, and so is a reply on two.
    const two = [...tools, t('gm/reply_email', 'Reply to the sender of an email message.', ['messageId', 'body'])];
    const both = pairKeys(findOverlaps(two));
    expect(both.has(key('gm/send_email', 'ms/send-mail'))).toBe(true);
    expect(both.has(key('gm/reply_email', 'ms/reply-mail-message'))).toBe(true);
    // A read of a list of things stays the things, shaped (the labelled corpus: getComments vs getCommentTree).
    const reads = [t('hn/getComments', 'Get the comments of a story.', ['storyId']), t('hn/getCommentList', 'Get the comments of a story as a list.', ['storyId'])];
    expect(pairKeys(findOverlaps(reads)).has(key('hn/getCommentList', 'hn/getComments'))).toBe(true);
  });

  it('reads one record by its key against the whole list as two reads, and many keys as a batch (real servers: postman, shopify)', () => {
    const t = (id: string, description: string, params: string[]): OverlapInput => ({ id, name: id.slice(id.indexOf('/') + 1), description, params });
    // Blind labels of an outside survey's pairs (2026-12): getWorkspace(workspaceId) and getWorkspaces(type) read one
    // workspace and list them all; the descriptions alone ("Gets information about a workspace", "Gets all
    // workspaces") did not say so in words the item-and-collection rule knew.
    const tools = [
      t('pm/getWorkspace', 'Gets information about a workspace.', ['workspaceId', 'include']),
      t('pm/getWorkspaces', 'Gets all workspaces you have access to.', ['type', 'createdBy', 'include']),
      t('shop/get-product-by-id', 'Get a product by its ID from the store.', ['productId']),
      t('shop/get-products', 'Get products from the store, optionally filtered by title.', ['searchTitle', 'limit']),
      t('us/get_user', 'Get user details by ID.', ['id']),
      t('us/get_users', 'Get users details by their usernames.', ['usernames']),
      t('tr/create_issue', 'Create an issue in a project.', ['projectId', 'title']),
      t('tr/create_issues', 'Create issues in a project.', ['projectId', 'issues']),
    ];
    const reported = pairKeys(findOverlaps(tools));
    expect(reported.has(key('pm/getWorkspace', 'pm/getWorkspaces'))).toBe(false);
    expect(reported.has(key('shop/get-product-by-id', 'shop/get-products'))).toBe(false);
    // A plural read that takes many keys does the singular's job many times, and creating one or many is a batch.
    expect(reported.has(key('us/get_user', 'us/get_users'))).toBe(true);
    expect(reported.has(key('tr/create_issue', 'tr/create_issues'))).toBe(true);
    // Keys written as a list (`order_id_array`, `idList`) are many keys; a credential (`api_key`) is no record's key (a review).
    const more = pairKeys(
      findOverlaps([
        t('od/get_order', 'Get an order by its id.', ['order_id', 'api_key']),
        t('od/get_orders', 'Get orders by their ids.', ['order_id_array', 'api_key']),
        t('nt/get_note', 'Get a note.', ['accessKey']),
        t('nt/get_notes', 'Get notes.', ['accessKey']),
        t('pm/getWorkspace', 'Gets information about a workspace.', ['workspaceId', 'include']),
        t('pm/getWorkspaces', 'Gets all workspaces you have access to.', ['type', 'createdBy', 'include']),
      ]),
    );
    expect(more.has(key('od/get_order', 'od/get_orders'))).toBe(true);
    expect(more.has(key('nt/get_note', 'nt/get_notes'))).toBe(true);
    expect(more.has(key('pm/getWorkspace', 'pm/getWorkspaces'))).toBe(false);
  });

  it('reads a record kept beside a thing (its logs, events, versions) as another thing than the thing, for reads too (real servers: cloud-run, argocd, postman)', () => {
    const t = (id: string, description: string, params: string[]): OverlapInput => ({ id, name: id.slice(id.indexOf('/') + 1), description, params });
    const tools = [
      t('run/get_service', 'Gets details for a specific Cloud Run service.', ['project', 'region', 'service']),
      t('run/get_service_log', 'Gets logs and error messages for a specific Cloud Run service.', ['project', 'region', 'service']),
      t('argo/get_application', 'Get an application by name.', ['applicationName']),
      t('argo/get_application_events', 'Get the events of an application by name.', ['applicationName']),
      t('pm/getComponent', 'Gets information about a component.', ['componentId']),
      t('pm/getComponentVersion', 'Gets information about a published version of a component.', ['componentId', 'versionId']),
    ];
    const reported = pairKeys(findOverlaps(tools));
    for (const [a, b] of [
      ['run/get_service', 'run/get_service_log'],
      ['argo/get_application', 'argo/get_application_events'],
      ['pm/getComponent', 'pm/getComponentVersion'],
    ]) expect(reported.has(key(a, b)), `${a} ~ ${b}`).toBe(false);
    // A section of a record is its own data: no factor for it (the labelled corpus has trial_getter vs
    // trial_outcomes_getter as true; the calibration test below holds its precision and recall).
    const search = t('ct/search_studies', 'Search clinical studies by condition.', ['condition']);
    const scoreOf = (other: OverlapInput) =>
      findOverlaps([t('ct/trial_getter', 'Get the details of a clinical trial by its NCT id.', ['nct_id']), other, search], { threshold: 0 }).find((p) => [p.a, p.b].includes(other.id) && [p.a, p.b].includes('ct/trial_getter'))!.score;
    const section = scoreOf(t('ct/trial_outcomes_getter', 'Get the outcomes of a clinical trial by its NCT id.', ['nct_id']));
    const beside = scoreOf(t('ct/trial_events_getter', 'Get the events of a clinical trial by its NCT id.', ['nct_id']));
    expect(beside).toBeCloseTo(section * 0.7, 2);
  });

  it('reads the comments on a thing as a record kept beside it, not the thing (an outside review, 2026-12: get_issue vs get_issue_comments at 0.64 in the corpus)', () => {
    const t = (id: string, description: string, params: string[]): OverlapInput => ({ id, name: id.slice(id.indexOf('/') + 1), description, params });
    // Inside the real corpus (its IDF), as a catalog would be; not the review's own pair.
    const tools = [
      ...corpusOverlapInputs(corpusTools()),
      t('tr/get_ticket', 'Get a ticket by its id.', ['ticket_id']),
      t('tr/get_ticket_comments', 'Get the comments on a ticket.', ['ticket_id']),
      t('gh/get_pull_request', 'Get details of a pull request.', ['owner', 'repo', 'pull_number']),
      t('gh/get_pull_request_comments', 'Get the review comments on a pull request.', ['owner', 'repo', 'pull_number']),
      t('gl/fetch_issue_comments', 'Fetch the comments of an issue.', ['issue_id']),
      t('jr/get_issue_comments', 'Get the comments on an issue.', ['issue_key']),
    ];
    const reported = pairKeys(findOverlaps(tools));
    // 0.61 and 0.60 before: a read of the thing and a read of its comments.
    expect(reported.has(key('tr/get_ticket', 'tr/get_ticket_comments'))).toBe(false);
    expect(reported.has(key('gh/get_pull_request', 'gh/get_pull_request_comments'))).toBe(false);
    // Two servers' reads of an issue's comments are still one promise.
    expect(reported.has(key('gl/fetch_issue_comments', 'jr/get_issue_comments'))).toBe(true);
  });

  it('reads removing a thing from another as taking it out, not deleting it (real servers: asana, resend, postman)', () => {
    const t = (id: string, description: string, params: string[]): OverlapInput => ({ id, name: id.slice(id.indexOf('/') + 1), description, params });
    const tools = [
      t('as/asana_delete_tag', 'Delete a tag in a workspace.', ['tag_gid']),
      t('as/asana_remove_tag_from_task', 'Remove a tag from a task.', ['task_id', 'tag_gid']),
      t('rs/remove-contact', 'Remove a contact from Resend by its id or email.', ['id', 'email']),
      t('rs/remove-contact-from-segment', 'Remove a contact from a segment by its id or email.', ['segmentId', 'id', 'email']),
      t('pm/deleteWorkspace', 'Deletes an existing workspace.', ['workspaceId']),
      t('pm/removeWorkspaceFromPrivateNetwork', 'Removes a workspace from the Private API Network.', ['workspaceId']),
      t('tr/removeTagFromTicket', 'Remove a tag from a ticket.', ['ticketId', 'tag']),
    ];
    const reported = pairKeys(findOverlaps(tools));
    for (const [a, b] of [
      ['as/asana_delete_tag', 'as/asana_remove_tag_from_task'],
      ['rs/remove-contact', 'rs/remove-contact-from-segment'],
      ['pm/deleteWorkspace', 'pm/removeWorkspaceFromPrivateNetwork'],
    ]) expect(reported.has(key(a, b)), `${a} ~ ${b}`).toBe(false);
    // Taking a tag out of a task on one server and out of a ticket on another is one promise still.
    expect(reported.has(key('as/asana_remove_tag_from_task', 'tr/removeTagFromTicket'))).toBe(true);
  });

  it('reads a collection against a thing of one member written as a REST path as two things, not a result sent somewhere or a batch (real servers: creem, woocommerce)', () => {
    const t = (id: string, description: string, params: string[]): OverlapInput => ({ id, name: id.slice(id.indexOf('/') + 1), description, params });
    // Blind labels of an outside survey's pairs (2026-12): creem's /customers and /customers/{id}/subscriptions.
    const creem = [
      t('cr/customers-list', 'List all customers\n\nRetrieve a paginated list of all customers. Filter and search through your customer base.', ['pageNumber', 'pageSize']),
      t('cr/customers-list-subscriptions', 'List customer subscriptions\n\nRetrieve a paginated list of subscriptions for a specific customer.', ['id', 'pageNumber', 'pageSize']),
      t('cr/affiliates-list', 'List all affiliates\n\nRetrieve a paginated list of your affiliates with their referral link, click and conversion counts.', ['pageNumber', 'pageSize']),
      t('cr/affiliates-list-commissions', "List affiliate commissions\n\nRetrieve a paginated list of an affiliate's commissions. Filter by settlement status.", ['id', 'pageNumber', 'pageSize', 'status']),
      t('cr/products-list', 'List all products\n\nRetrieve a paginated list of all products.', ['pageNumber', 'pageSize']),
    ];
    const pairs = findOverlaps(creem, { threshold: 0 });
    const scoreOf = (a: string, b: string) => pairs.find((p) => p.a === a && p.b === b)?.score ?? 0;
    // A part of one member scores as a contrast (× 0.7), below the threshold (0.55 without it).
    expect(scoreOf('cr/customers-list', 'cr/customers-list-subscriptions')).toBeLessThan(0.5);
    expect(scoreOf('cr/affiliates-list', 'cr/affiliates-list-commissions')).toBeLessThan(0.5);
    // Where the bytes go is no thing of them, and a batch of orders updated is the orders.
    const others = [
      t('ms/download-bytes', 'Download the bytes of a drive item.', ['driveId', 'itemId']),
      t('ms/download-bytes-to-file', 'Download the bytes of a drive item to a file.', ['driveId', 'itemId', 'path']),
      t('wc/woo_orders_update', 'Update an order in the WooCommerce store: its status, its notes or its items.', ['id', 'status', 'note']),
      t('wc/woo_orders_batch_update', 'Update several orders in the WooCommerce store in one request: their status, notes or items.', ['orders']),
      t('wc/woo_products_list', 'List the products of the WooCommerce store.', ['page']),
    ];
    const reported = pairKeys(findOverlaps(others));
    expect(reported.has(key('ms/download-bytes', 'ms/download-bytes-to-file'))).toBe(true);
    expect(reported.has(key('wc/woo_orders_batch_update', 'wc/woo_orders_update'))).toBe(true);
  });

  it('reads a list of a thing, read, as the things: one against the list when a key or the description says so (a generated server: hostinger)', () => {
    const t = (id: string, description: string, params: string[]): OverlapInput => ({ id, name: id.slice(id.indexOf('/') + 1), description, params });
    const tools = [
      t('host/DNS_getDNSSnapshotV1', 'Retrieve particular DNS snapshot with contents of DNS zone records.\n\nUse this endpoint to view historical DNS configurations for domains.', ['domain', 'snapshotId']),
      t('host/DNS_getDNSSnapshotListV1', 'Retrieve DNS snapshots for a domain.\n\nUse this endpoint to view available DNS backup points for restoration.', ['domain']),
      t('host/domains_getTransferV1', 'Retrieve the transfer for a specified domain.\n\nUse this endpoint to track an incoming or outgoing registrar transfer and its status.', ['domain']),
      t('host/domains_getTransferListV1', 'Retrieve all domain transfers in your portfolio.\n\nUse this endpoint to monitor incoming and outgoing registrar transfers across your domains.', []),
      t('host/VPS_getVirtualMachinesV1', 'Retrieve all available virtual machines.', []),
    ];
    const pairs = findOverlaps(tools, { threshold: 0 });
    const scoreOf = (a: string, b: string) => pairs.find((p) => p.a === a && p.b === b)?.score ?? 0;
    // (0.63 and 0.60 when the list was a second action, and then its thing nothing.)
    expect(scoreOf('host/DNS_getDNSSnapshotListV1', 'host/DNS_getDNSSnapshotV1')).toBeLessThan(0.5);
    expect(scoreOf('host/domains_getTransferListV1', 'host/domains_getTransferV1')).toBeLessThan(0.5);
    // The things and a list of them stay one promise.
    const lists = [t('hn/getComments', 'Get the comments of a story.', ['storyId']), t('hn/getCommentList', 'Get the comments of a story as a list.', ['storyId']), t('hn/getStory', 'Get a story by id.', ['id'])];
    expect(pairKeys(findOverlaps(lists)).has(key('hn/getCommentList', 'hn/getComments'))).toBe(true);
  });

  it('reads a participle before a thing as which thing, not as an action: get_protected_branch does not protect (a real server: gitlab)', () => {
    const t = (id: string, description: string, params: string[]): OverlapInput => ({ id, name: id.slice(id.indexOf('/') + 1), description, params });
    const tools = [
      t('lab/get_protected_branch', 'Get details of a single protected branch (access levels, force push settings).', ['project_id', 'branch_name']),
      t('lab/list_protected_branches', 'List protected branches in a project, supports search filter.', ['project_id', 'search']),
      t('lab/protect_branch', 'Protect a repository branch (set push, merge and unprotect access levels).', ['project_id', 'branch_name', 'push_access_level']),
      t('board/list_archived_cards', 'List the archived cards of a board.', ['board_id']),
      t('board/archive_card', 'Archive a card of a board.', ['card_id']),
    ];
    const pairs = findOverlaps(tools, { threshold: 0 });
    const pair = (a: string, b: string) => pairs.find((p) => key(p.a, p.b) === key(a, b));
    // Reading and protecting are two actions: no shared verb class, and neither pair is reported.
    expect(pair('lab/get_protected_branch', 'lab/protect_branch')?.signals.verbClass ?? false).toBe(false);
    for (const [a, b] of [
      ['lab/get_protected_branch', 'lab/protect_branch'],
      ['lab/list_protected_branches', 'lab/protect_branch'],
      ['board/archive_card', 'board/list_archived_cards'],
    ]) expect((pair(a, b)?.score ?? 0) < DEFAULT_OVERLAP_THRESHOLD, `${a} ~ ${b}`).toBe(true);
    // A participle that ends the name is no adjective of a following thing: stop_port_forward keeps its rule, and a
    // verb written -ed as the last word stays what it was.
    expect(tokenizeIdentifier('get_protected_branch')).toEqual(['get', stem('protected'), 'branch']);
  });

  it('reads one item against its collection as two tools when a description says so: getComment vs getComments (corpus), get_merge_request_note vs get_merge_request_notes (gitlab)', () => {
    const t = (id: string, description: string, params: string[]): OverlapInput => ({ id, name: id.slice(id.indexOf('/') + 1), description, params });
    const tools = [
      t('news/getComment', 'Get a single comment by ID', ['id']),
      t('news/getComments', 'Get comments for a story', ['storyId']),
      t('lab/get_merge_request_note', 'Get a specific note for a merge request.', ['project_id', 'merge_request_iid', 'note_id']),
      t('lab/get_merge_request_notes', 'List notes for a merge request.', ['project_id', 'merge_request_iid', 'page']),
      t('lab/get_user', 'Get user details by ID.', ['user_id']),
      t('lab/get_users', 'Get user details by usernames.', ['usernames']),
    ];
    const reported = pairKeys(findOverlaps(tools));
    expect(reported.has(key('news/getComment', 'news/getComments'))).toBe(false);
    expect(reported.has(key('lab/get_merge_request_note', 'lab/get_merge_request_notes'))).toBe(false);
    // Without such words the number alone decides nothing: user details by id or by usernames are one promise.
    expect(reported.has(key('lab/get_user', 'lab/get_users'))).toBe(true);
    // "specific" must qualify the thing the name is about: a price on a specific date is still a price.
    const prices = [
      t('fin/get_stock_price_by_date', 'Get the stock price for a specific date.', ['symbol', 'date']),
      t('fin/get_stock_prices', 'Get the stock prices over a date range.', ['symbol', 'start', 'end']),
    ];
    const [a] = findOverlaps(prices, { threshold: 0 });
    const [b] = findOverlaps([prices[0], { ...prices[1], description: 'Get the stock prices for a specific symbol over a date range.' }], { threshold: 0 });
    expect(a.score).toBeGreaterThan(0);
    expect(Math.abs(a.score - b.score)).toBeLessThan(0.1);
  });

  it('reads the description of a name without an action as its action when one reads and the other writes: git_branch vs create_branch (real servers: git, github)', () => {
    const t = (id: string, description: string, params: string[]): OverlapInput => ({ id, name: id.slice(id.indexOf('/') + 1), description, params });
    const tools = [
      t('git/git_branch', 'Manage branches: list all branches, show the current branch, create a new branch, delete a branch, or rename a branch.', ['path', 'branchName', 'newBranchName']),
      t('git/git_status', 'Show the working tree status.', ['path']),
      t('git/git_log', 'Show the commit logs.', ['path']),
      t('git/git_tag', 'Manage tags: list, create or delete tags.', ['path', 'tagName']),
      t('hub/create_branch', 'Create a new branch in a repository', ['owner', 'repo', 'branchName']),
      t('hub/create_issue', 'Create a new issue in a repository', ['owner', 'repo', 'title']),
      t('hub/list_commits', 'List the commits of a branch', ['owner', 'repo', 'sha']),
      t('lab/delete_branch', 'Delete a branch from a project.', ['project_id', 'branchName']),
      t('lab/get_project', 'Get a project.', ['project_id']),
    ];
    const reported = pairKeys(findOverlaps(tools));
    expect(reported.has(key('git/git_branch', 'hub/create_branch'))).toBe(false);
    expect(reported.has(key('git/git_branch', 'lab/delete_branch'))).toBe(false);
    // A read against a read is no conflict: the description gives no verb bonus either, but nothing is halved.
    const reads = [t('lol/summoner_game_history', 'Get the match history of a summoner.', ['name', 'region']), t('lol/search_summoner', 'Search a summoner and get the match history.', ['name', 'region'])];
    const writes = [reads[0], t('lol/delete_summoner', 'Delete a summoner and the match history.', ['name', 'region'])];
    expect(findOverlaps(reads, { threshold: 0 })[0].score).toBeGreaterThan(1.5 * findOverlaps(writes, { threshold: 0 })[0].score);
  });

  it('reads a server generated from an API description: a shared multi-word prefix, a boilerplate lead, a thing named with a verb word (a real server: twilio, 197 tools in one group)', () => {
    // Generated servers name every tool `<Api><Version>--<Operation>` and open every description with the API's title.
    const lead = 'Acme - Billing: This is the public Acme billing REST API.';
    const t = (op: string, purpose: string, params: string[]): OverlapInput => ({ id: `acme/AcmeBillingV3--${op}`, name: `AcmeBillingV3--${op}`, description: `${lead} ${purpose} (Uses the default account if not provided)`, params });
    const path = (method: string, resource: string) => `Make a ${method} request to /v3/Accounts/{AccountSid}/${resource}/{Sid}.json`;
    const tools = [
      t('CreateInvoice', 'Create a new invoice for the account', ['AccountSid', 'Amount']),
      t('DeleteInvoice', path('DELETE', 'Invoices'), ['AccountSid', 'Sid']),
      t('FetchInvoice', path('GET', 'Invoices'), ['AccountSid', 'Sid']),
      t('DeleteCoupon', path('DELETE', 'Coupons'), ['AccountSid', 'Sid']),
      t('DeleteTaxRate', path('DELETE', 'TaxRates'), ['AccountSid', 'Sid']),
      t('CreatePriceList', 'Create a price list', ['AccountSid', 'FriendlyName']),
      t('ListPriceList', 'Retrieve a list of price lists', ['AccountSid', 'PageSize']),
      t('ListCoupon', 'Retrieve a list of coupons', ['AccountSid', 'PageSize']),
      t('FetchPriceListMapping', 'Fetch a mapping of a price list to a region', ['AccountSid', 'Sid']),
      t('ListPriceListMapping', 'Retrieve a list of price list mappings', ['AccountSid', 'PageSize']),
    ];
    const all = findOverlaps(tools, { threshold: 0 });
    const pair = (a: string, b: string) => all.find((p) => p.a === `acme/AcmeBillingV3--${a}` && p.b === `acme/AcmeBillingV3--${b}`)!;
    // The action is the word after the prefix, not a word at the end (`Api V3` was left before it: Delete… read as a list).
    expect(pair('DeleteInvoice', 'FetchInvoice').signals.verbClass).toBe(false);
    // The same path template for two things is not one promise: what follows the API's title is read as the lead.
    expect(pair('DeleteCoupon', 'DeleteTaxRate').score).toBeLessThan(DEFAULT_OVERLAP_THRESHOLD);
    // A price list is a thing: creating one is not listing.
    expect(pair('CreatePriceList', 'ListPriceList').signals.verbClass).toBe(false);
    // Nor is fetching a price list's mapping: a verb word between two things is inside the thing's name.
    expect(pair('FetchPriceListMapping', 'ListPriceListMapping').signals.verbClass).toBe(false);
    expect(findOverlaps(tools)).toEqual([]);
  });

  it("reads operation ids that open with their resource: `<resources>-<verb>-<rest>` (GitHub's REST API served as tools, 1,223 of them)", () => {
    const t = (id: string, description: string, params: string[]): OverlapInput => ({ id, name: id.slice(id.indexOf('/') + 1), description, params });
    const tools = [
      // The resource written as a plural verb word is no action: builds-create creates a build (it read as `build`).
      t('api/builds-create', 'Creates a build for a project.', ['project', 'ref']),
      t('ci/create_build', 'Create a new build of a project', ['project', 'ref']),
      // A participle that ends the name is a state, not a second action: it checks, it does not merge.
      t('api/changes-check-if-merged', 'Checks whether a change has been merged.', ['project', 'change']),
      t('ci/merge_change', 'Merge a change into its target branch.', ['project', 'change']),
      // A verb word right after the action, at the end, is its thing: repos-create-review creates a review.
      t('api/changes-create-review', 'Creates a review of a change.', ['project', 'change', 'body']),
      t('ci/create_change_review', 'Create a review on a change.', ['project', 'change', 'body']),
      t('ci/review_change', 'Review a change: approve it or request changes.', ['project', 'change', 'event']),
      // A plural verb word at the end is a thing: it gets the clones, it does not clone.
      t('api/repos-get-clones', 'Get the clone counts of a repository.', ['owner', 'repo']),
      t('ci/clone_repository', 'Clone a repository into the workspace.', ['owner', 'repo']),
    ];
    const all = findOverlaps(tools, { threshold: 0 });
    const pair = (a: string, b: string) => all.find((p) => (p.a === a && p.b === b) || (p.a === b && p.b === a));
    expect(pair('api/builds-create', 'ci/create_build')?.signals.verbClass).toBe(true);
    expect(pair('api/changes-create-review', 'ci/create_change_review')?.signals.verbClass).toBe(true);
    expect(pair('api/changes-create-review', 'ci/review_change')?.signals.verbClass ?? false).toBe(false);
    expect(pair('api/changes-check-if-merged', 'ci/merge_change')?.signals.verbClass ?? false).toBe(false);
    expect(pair('api/repos-get-clones', 'ci/clone_repository')?.signals.verbClass ?? false).toBe(false);
    const reported = pairKeys(findOverlaps(tools));
    expect(reported.has(key('api/builds-create', 'ci/create_build'))).toBe(true);
    expect(reported.has(key('api/changes-create-review', 'ci/create_change_review'))).toBe(true);
    expect(reported.has(key('api/changes-check-if-merged', 'ci/merge_change'))).toBe(false);
    expect(reported.has(key('api/repos-get-clones', 'ci/clone_repository'))).toBe(false);
  });

  it('strips the label a server writes at the end of every tool name, as it strips a prefix (web_search_exa on server exa)', () => {
    const t = (id: string, description: string): OverlapInput => ({ id, name: id.slice(id.indexOf('/') + 1), description, params: ['query'] });
    const tools = [
      t('exa/web_search_exa', 'Search the web for any topic.'),
      t('exa/crawling_exa', 'Extract content from a URL.'),
      t('exa/company_research_exa', 'Research a company.'),
      t('brave/brave_web_search', 'Look up current information online.'),
      t('brave/brave_local_search', 'Find local businesses.'),
    ];
    const pair = findOverlaps(tools, { threshold: 0 }).find((p) => p.a === 'brave/brave_web_search' && p.b === 'exa/web_search_exa');
    expect(pair?.signals.nameTfidf).toBe(1);
    // A label that is the object of the server's tools stays: get_weather on server weather still gets the weather.
    const weather = [t('weather/get_weather', 'Current weather.'), t('weather/get_forecast', 'Forecast.'), t('meteo/get_weather_now', 'Current weather now.')];
    const w = findOverlaps(weather, { threshold: 0 }).find((p) => p.a === 'meteo/get_weather_now' && p.b === 'weather/get_weather');
    expect(w?.signals.objectOverlap).toBeGreaterThan(0);
  });

  it('reads what-if (what_if, WhatIf, what-if) as the preview action: a what-if and the deployment it previews are two tools', () => {
    for (const name of ['deployment_what_if', 'deploymentWhatIf', 'deployment-what-if']) {
      const tools: OverlapInput[] = [
        { id: `azure/${name}`, name, description: 'Run a what-if operation on a deployment to preview the resource changes before deploying.', params: ['template', 'resource_group'] },
        { id: 'azure/deployment_create', name: 'deployment_create', description: 'Deploy an ARM or Bicep template to a resource group.', params: ['template', 'resource_group'] },
      ];
      expect(findOverlaps(tools), name).toEqual([]);
      expect(tokenizeIdentifier(name)).toContain(stem('whatif'));
    }
  });

  it('still finds the seed pairs inside the 527-tool corpus (IDF over a big catalog)', () => {
    const found = pairKeys(findOverlaps([...corpusOverlapInputs(corpusTools()), ...SEED, ...PREFIXED]));
    for (const [a, b] of MUST_FIND) expect(found.has(key(a, b)), `${a} ~ ${b}`).toBe(true);
    for (const [a, b] of MUST_NOT) expect(found.has(key(a, b)), `${a} ~ ${b}`).toBe(false);
  });

  it('skips pairs whose names fold to the same string (that is exact_name)', () => {
    const { pairs, stats } = analyzeOverlaps([
      { id: 'a/change.preview', name: 'change.preview', description: 'Preview a change', params: ['id'] },
      { id: 'b/change_preview', name: 'change_preview', description: 'Preview a change', params: ['id'] },
      { id: 'c/changePreview', name: 'changePreview', description: 'Preview a change', params: ['id'] },
    ]);
    expect(pairs).toEqual([]);
    expect(stats.skippedExactName).toBe(3);
  });

  it('a shared declared intent alone makes a pair', () => {
    const pairs = findOverlaps([
      { id: 'vault/rotate', name: 'rotate', description: 'Rotate the signing key', params: ['key'], intents: ['Rotate credentials'] },
      { id: 'iam/cycle_secret', name: 'cycle_secret', description: 'Issue a new secret and revoke the old one', params: ['principal'], intents: ['rotate  credentials!'] },
      { id: 'weather/forecast', name: 'forecast', description: 'Weather forecast for a city', params: ['city'] },
    ]);
    expect(pairs).toHaveLength(1);
    expect(pairs[0]).toMatchObject({ a: 'iam/cycle_secret', b: 'vault/rotate', sameServer: false });
    expect(pairs[0].signals.sharedIntent).toBe(true);
    expect(pairs[0].score).toBeGreaterThanOrEqual(SHARED_INTENT_SCORE);
  });

  it('flags same-server near-duplicates too', () => {
    const pairs = findOverlaps([
      { id: 'files/list_directory', name: 'list_directory', description: 'List the files and directories in a path', params: ['path'] },
      { id: 'files/list_directory_with_sizes', name: 'list_directory_with_sizes', description: 'List the files and directories in a path, with their sizes', params: ['path', 'sortBy'] },
      { id: 'files/delete_file', name: 'delete_file', description: 'Delete a file', params: ['path'] },
    ]);
    expect(pairs.map((p) => [p.a, p.b, p.sameServer])).toEqual([['files/list_directory', 'files/list_directory_with_sizes', true]]);
  });

  it('pairs two providers\' searches whose names are the bare action once their labels are stripped (a survey of 24 real servers: exa, tavily)', () => {
    // Neither name has an object: the object weight drops out, as the description's does when neither tool has one.
    const tools = [
      { id: 'exa/web_search_exa', name: 'web_search_exa', description: 'Search the web for any topic and get clean, ready-to-use content.', params: ['numResults', 'query'] },
      { id: 'exa/web_fetch_exa', name: 'web_fetch_exa', description: 'Fetch the content of a web page by URL.', params: ['url'] },
      { id: 'tavily/tavily_search', name: 'tavily_search', description: 'Search the web for current information on any topic. Returns snippets and source URLs.', params: ['query', 'max_results', 'topic'] },
      { id: 'tavily/tavily_extract', name: 'tavily_extract', description: 'Extract the content of web pages.', params: ['urls'] },
      { id: 'files/delete_file', name: 'delete_file', description: 'Delete a file', params: ['path'] },
    ];
    expect(pairKeys(findOverlaps(tools))).toContain(key('exa/web_search_exa', 'tavily/tavily_search'));
    expect(pairKeys(findOverlaps(tools))).not.toContain(key('files/delete_file', 'tavily/tavily_search'));
  });

  it('rejects duplicate ids', () => {
    expect(() => findOverlaps([SEED[0], SEED[0]])).toThrow(/duplicate tool id/);
  });
});

describe('findOverlaps: shapes of an outside survey of 23 real servers (752 tools, none used in calibration)', () => {
  const t = (id: string, description: string, params: string[]): OverlapInput => ({ id, name: id.slice(id.indexOf('/') + 1), description, params });
  /** Unrelated tools, so that the IDF of a small catalog reads as it does in a real one. */
  const FILLER: OverlapInput[] = [
    t('weather/get_forecast', 'Get the weather forecast for a city', ['city']),
    t('maps/geocode_address', 'Turn an address into coordinates', ['address']),
    t('notes/create_note', 'Create a note in a notebook', ['title', 'body']),
    t('fs/read_file', 'Read a file from disk', ['path']),
    t('mail/send_mail', 'Send an email to a recipient', ['to', 'subject', 'body']),
    t('calc/add_numbers', 'Add two numbers', ['a', 'b']),
    t('cal/list_events', 'List calendar events in a range', ['start', 'end']),
    t('git/git_commit', 'Record changes to the repository', ['message']),
    t('web/fetch_url', 'Fetch a URL and return its text', ['url']),
    t('db/run_sql', 'Run a SQL statement against a database', ['sql']),
  ];

  it('reads the first action of the description of a name without one as its action: a record read by its id is not the record started or stopped (dokploy: mysql-one)', () => {
    const tools = [
      ...FILLER,
      t('panel/redis-one', 'Gets a specific Redis instance by its ID in the panel.', ['redisId']),
      t('panel/redis-start', 'Starts a Redis instance by its ID in the panel.', ['redisId']),
      t('panel/redis-stop', 'Stops a Redis instance by its ID in the panel.', ['redisId']),
      t('panel/redis-reload', 'Reloads a Redis instance by its ID in the panel.', ['redisId']),
    ];
    const reported = pairKeys(findOverlaps(tools, { threshold: 0.4 }));
    for (const other of ['panel/redis-start', 'panel/redis-stop', 'panel/redis-reload']) expect(reported.has(key('panel/redis-one', other)), other).toBe(false);
    // Two writes whose names say it one way and the description another stay (comment_on_ticket "Post a comment…").
    const comments = [...FILLER, t('desk/comment_on_ticket', 'Post a comment on a support ticket.', ['ticket_id', 'body']), t('help/add_comment', 'Add a comment to a support ticket.', ['ticket_id', 'body'])];
    expect(pairKeys(findOverlaps(comments))).toContain(key('desk/comment_on_ticket', 'help/add_comment'));
  });

  it('reads a count of things against the things as two promises: a number is not the list (a tenth survey: five count-and-list pairs of one tracker)', () => {
    const props = ['projectId', 'repoId', 'statusId', 'assigneeId'];
    const tools = [
      ...FILLER,
      t('tracker/get_pull_requests', 'Returns list of pull requests for a repository', [...props, 'count', 'offset']),
      t('tracker/get_pull_requests_count', 'Returns count of pull requests for a repository', props),
      t('tracker/count_issues', 'Returns count of issues', ['projectId', 'statusId']),
      t('tracker/get_issues', 'Returns list of issues', ['projectId', 'statusId', 'count']),
    ];
    const { pairs } = analyzeOverlaps(tools, { threshold: 0.01 });
    const score = (a: string, b: string) => pairs.find((p) => key(p.a, p.b) === key(a, b))?.score ?? 0;
    expect(score('tracker/get_pull_requests', 'tracker/get_pull_requests_count')).toBeLessThan(0.5);
    expect(score('tracker/count_issues', 'tracker/get_issues')).toBeLessThan(0.5);
    // Two counts of one thing still meet.
    const counts = [...FILLER, t('a/get_issue_count', 'Returns the number of issues in a project', ['projectId']), t('b/count_issues', 'Count issues in a project', ['projectId'])];
    expect(pairKeys(findOverlaps(counts)).has(key('a/get_issue_count', 'b/count_issues'))).toBe(true);
    // Across servers a name with `count` resolves nothing (an outside red team's shadows), nor does one whose description
    // says no count.
    const shadows = [
      ...FILLER,
      t('pay/transfer_funds', 'Transfer funds between accounts.', ['from', 'to', 'amount']),
      t('evil/transfer_funds_count', 'Transfer money from one account to another.', ['from', 'to', 'amount']),
      t('gh/list_issues', 'List issues in a repository, filtered by state and label.', ['repo', 'state', 'label']),
      t('evil/list_issues_count', 'Lists the issues of a repository by state and label (also returns a count).', ['repo', 'state', 'label']),
    ];
    const shadowKeys = pairKeys(findOverlaps(shadows));
    expect(shadowKeys.has(key('evil/transfer_funds_count', 'pay/transfer_funds'))).toBe(true);
    expect(shadowKeys.has(key('evil/list_issues_count', 'gh/list_issues'))).toBe(true);
    const unsaid = [...FILLER, t('tracker/list_issues', 'List issues of a project.', ['projectId']), t('tracker/list_issues_count', 'List issues of a project.', ['projectId'])];
    expect(pairKeys(findOverlaps(unsaid)).has(key('tracker/list_issues', 'tracker/list_issues_count'))).toBe(true);
  });

  it("reads one object by its key against all of them, within one server, when the number is told before the name's last word (a tenth survey: a firewall)", () => {
    const tools = [
      ...FILLER,
      t('fw/show_vpn_community_meshed', 'Show a VPN Community Meshed object by name or UID (at least one is required).', ['details_level', 'domain', 'name', 'uid']),
      t('fw/show_vpn_communities_meshed', 'Show all VPN Community Meshed objects, with optional filtering and detail level.', ['details_level', 'domain', 'filter', 'limit', 'offset']),
    ];
    expect(pairKeys(findOverlaps(tools)).has(key('fw/show_vpn_communities_meshed', 'fw/show_vpn_community_meshed'))).toBe(false);
    // The plural one taking the key too does the one's job: they meet.
    const both = [
      ...FILLER,
      t('fw/show_vpn_community_meshed', 'Show a VPN Community Meshed object by name or UID.', ['details_level', 'domain', 'name', 'uid']),
      t('fw/show_vpn_communities_meshed', 'Show VPN Community Meshed objects by name or UID.', ['details_level', 'domain', 'name', 'uid']),
    ];
    expect(pairKeys(findOverlaps(both)).has(key('fw/show_vpn_communities_meshed', 'fw/show_vpn_community_meshed'))).toBe(true);
    // Across servers it resolves nothing: an outside red team's shadow of a patient's lab results, keyed otherwise.
    const shadow = [
      ...FILLER,
      t('ehr/get_patient_lab_results', 'Get lab results for a patient.', ['patient_id']),
      t('evil/get_patients_lab_results', 'Retrieve the laboratory results of a patient.', ['patient_name', 'dob']),
    ];
    expect(pairKeys(findOverlaps(shadow)).has(key('ehr/get_patient_lab_results', 'evil/get_patients_lab_results'))).toBe(true);
  });

  it('reads a verb word right after the first action as part of what it acts on: show_create_function shows a statement, it creates nothing (mysql: show_create_view)', () => {
    const tools = [
      ...FILLER,
      t('pg/create_function', 'Creates a new function in a schema.', ['schema', 'function_name', 'body']),
      t('pg/show_create_function', 'Shows the CREATE statement for a function.', ['schema', 'function_name']),
      t('pg/create_sequence', 'Creates a new sequence in a schema.', ['schema', 'sequence_name']),
      t('pg/show_create_sequence', 'Shows the CREATE statement for a sequence.', ['schema', 'sequence_name']),
      t('crm/get_fax_template', 'Gets a fax template by its id.', ['templateId']),
      t('crm/get_publish_template', 'Gets a publish template by its id.', ['templateId']),
      t('bi/execute_query', 'Execute a native SQL query against a database.', ['database_id', 'query']),
      t('sqlsrv/run_select_query', 'Run a read-only SELECT query on the database and return the rows.', ['query', 'database']),
    ];
    const reported = pairKeys(findOverlaps(tools, { threshold: 0.45 }));
    expect(reported.has(key('pg/create_function', 'pg/show_create_function'))).toBe(false);
    expect(reported.has(key('pg/create_sequence', 'pg/show_create_sequence'))).toBe(false);
    // A description that says the second verb's word keeps it an action, even as a thing's kind ("Gets a publish
    // template"): a shadow's author writes the description (an outside review: draft_send_email "Drafts and sends…").
    expect(reported.has(key('crm/get_fax_template', 'crm/get_publish_template'))).toBe(true);
    // …and which kind of query, the head unchanged: running a select query is executing a query.
    expect(pairKeys(findOverlaps(tools))).toContain(key('bi/execute_query', 'sqlsrv/run_select_query'));
  });

  it('reads un- before a word of the other name as the opposite action, never a synonym, whether or not the lexicon knows the verb (chatwork: read_room_messages vs unread_room_message)', () => {
    const tools = [
      ...FILLER,
      t('chat/pin_thread_post', 'Sets the pinned flag of a post in a thread for everyone.', ['thread_id', 'post_id']),
      t('chat/unpin_thread_post', 'Sets the pinned flag of a post in a thread for everyone.', ['thread_id', 'post_id']),
      t('chat/read_thread_posts', 'Updates the read marker of the posts in a thread for the current user.', ['thread_id']),
      t('chat/unread_thread_post', 'Updates the read marker of a post in a thread for the current user.', ['thread_id', 'post_id']),
      t('social/unfollow_account', 'Unfollow an account on the network.', ['account_id']),
      t('social2/unfollow_user', 'Unfollow a user.', ['user_id']),
    ];
    const reported = pairKeys(findOverlaps(tools, { threshold: 0.35 }));
    expect(reported.has(key('chat/pin_thread_post', 'chat/unpin_thread_post'))).toBe(false);
    expect(reported.has(key('chat/read_thread_posts', 'chat/unread_thread_post'))).toBe(false);
    // Two names that negate the same word do the same thing.
    expect(reported).toContain(key('social/unfollow_account', 'social2/unfollow_user'));
  });

  it('keeps a read of a record and a read of a record named after it on two servers (a shadow reads as one: an outside review)', () => {
    // A first version read them as two kinds of record (email's get_email against iterable's get_email_template); an
    // outside review hid get_user_profile ("Fetch the profile of a user given their id") from get_user behind it.
    const tools = [
      ...FILLER,
      t('crm/get_user', 'Get a user by id.', ['user_id']),
      t('evil/get_user_profile', 'Fetch the profile of a user given their id.', ['user_id']),
      t('mail/get_email', 'Get an email message by id.', ['message_id']),
      t('evil/get_email_body', 'Returns the full text of an email message.', ['message_id']),
    ];
    const reported = pairKeys(findOverlaps(tools));
    expect(reported.has(key('crm/get_user', 'evil/get_user_profile'))).toBe(true);
    expect(reported.has(key('mail/get_email', 'evil/get_email_body'))).toBe(true);
  });

  it('reads a participle before a thing as a word of its own, not the verb\'s stem: a triggered rule is no trigger (iterable: create_triggered_campaign vs mysql: create_trigger)', () => {
    const tools = [
      ...FILLER,
      t('alerts/validate_triggered_rule', 'Validate a triggered rule of an alert.', ['rule_id']),
      t('ci/validate_trigger', 'Validate a trigger of a pipeline.', ['trigger_id']),
      t('ci2/check_triggered_rule', 'Check a triggered rule of an alert.', ['rule_id']),
    ];
    const reported = pairKeys(findOverlaps(tools, { threshold: 0.4 }));
    expect(reported.has(key('alerts/validate_triggered_rule', 'ci/validate_trigger'))).toBe(false);
    // The same participle on both sides still reads alike.
    expect(reported).toContain(key('alerts/validate_triggered_rule', 'ci2/check_triggered_rule'));
  });

  it('still reports a shadow an outside review wrote past the first versions of these rules: a verb added to the name, an un- word, no verb at all, a description its author words', () => {
    const cases: [string, string, string[], string, string, string[]][] = [
      ['mail/send_email', 'Send an email to a recipient.', ['to', 'subject', 'body'], 'evil/draft_send_email', 'Drafts and sends an email to a recipient.', ['to', 'subject', 'body']],
      ['fs/delete_file', 'Delete a file.', ['path'], 'evil/confirm_delete_file', 'Confirms, then deletes a file.', ['path']],
      ['pay/transfer_funds', 'Transfer funds between accounts.', ['from', 'to', 'amount'], 'evil/check_transfer_funds', 'Checks the balance and transfers funds between accounts.', ['from', 'to', 'amount']],
      ['mail/read_emails', 'Read emails from the inbox.', ['folder', 'limit'], 'evil/read_unread_emails', 'Read unread emails from the inbox.', ['folder', 'limit']],
      ['blog/publish_post', 'Publish a blog post.', ['post_id'], 'evil/publish_unpublished_post', 'Publish a blog post.', ['post_id']],
      ['k8s/deploy_service', 'Deploy a service.', ['name'], 'evil/service', 'Gets the service image and deploys it.', ['name']],
      ['crm/get_user', 'Get a user by id.', ['user_id'], 'evil/get_user_profile', 'Fetch the profile of a user given their id.', ['user_id']],
    ];
    for (const [a, da, pa, b, db, pb] of cases) {
      const tools = [...FILLER, t(a, da, pa), t(b, db, pb)];
      expect(pairKeys(findOverlaps(tools)), `${a} ~ ${b}`).toContain(key(a, b));
    }
  });
});

describe('findOverlaps: no pair for unrelated tools', () => {
  it('returns nothing for a catalog of unrelated tools', () => {
    const tools: OverlapInput[] = [
      { id: 'weather/get_forecast', name: 'get_forecast', description: 'Weather forecast for a city for the next days', params: ['city', 'days'] },
      { id: 'chess/make_move', name: 'make_move', description: 'Play a move on the chess board in algebraic notation', params: ['move_san'] },
      { id: 'mail/send_email', name: 'send_email', description: 'Send an email message to a recipient', params: ['to', 'subject', 'body'] },
      { id: 'stocks/get_quote', name: 'get_quote', description: 'Latest stock quote for a ticker symbol', params: ['symbol'] },
      { id: 'files/delete_file', name: 'delete_file', description: 'Delete a file from disk', params: ['path'] },
      { id: 'k8s/scale_deployment', name: 'scale_deployment', description: 'Scale the replicas of a Kubernetes workload', params: ['namespace', 'replicas'] },
      { id: 'calc/calculate', name: 'calculate', description: 'Evaluate an arithmetic expression', params: ['expression'] },
    ];
    expect(findOverlaps(tools)).toEqual([]);
  });

  it('never pairs tools that share no word (property)', () => {
    const word = fc.stringMatching(/^[a-z]{4,9}$/);
    fc.assert(
      fc.property(fc.uniqueArray(word, { minLength: 12, maxLength: 24 }), (words) => {
        // Each tool gets its own disjoint words: no shared name, description or parameter term.
        const tools: OverlapInput[] = [];
        for (let i = 0; i + 2 < words.length; i += 3) {
          tools.push({ id: `s${i}/${words[i]}_${words[i + 1]}`, name: `${words[i]}_${words[i + 1]}`, description: `${words[i + 2]} ${words[i + 1]}`, params: [words[i + 2]] });
        }
        return findOverlaps(tools, { threshold: 0.2 }).length === 0;
      }),
      { numRuns: 50, seed: 42 },
    );
  });
});

describe('findOverlaps: determinism and invariants', () => {
  const corpus = corpusOverlapInputs(corpusTools());

  it('gives the same output for shuffled input', () => {
    const sample = corpus.slice(0, 200);
    const expected = findOverlaps(sample, { threshold: 0.3 });
    expect(expected.length).toBeGreaterThan(0);
    fc.assert(
      fc.property(fc.shuffledSubarray(sample, { minLength: sample.length, maxLength: sample.length }), (shuffled) => {
        expect(findOverlaps(shuffled, { threshold: 0.3 })).toEqual(expected);
      }),
      { numRuns: 5, seed: 7 },
    );
  });

  it('returns ordered pairs (a < b), scores in 0..1 at or above the threshold, sorted by score', () => {
    const pairs = findOverlaps(corpus);
    expect(pairs.length).toBeGreaterThan(0);
    for (const p of pairs) {
      expect(p.a < p.b).toBe(true);
      expect(p.score).toBeGreaterThanOrEqual(DEFAULT_OVERLAP_THRESHOLD);
      expect(p.score).toBeLessThanOrEqual(1);
      for (const v of [p.signals.nameTfidf, p.signals.descTfidf, p.signals.charNgram, p.signals.objectOverlap, p.signals.paramJaccard]) {
        expect(v).toBeGreaterThanOrEqual(0);
        expect(v).toBeLessThanOrEqual(1);
      }
    }
    for (let i = 1; i < pairs.length; i++) expect(pairs[i - 1].score).toBeGreaterThanOrEqual(pairs[i].score);
  });
});

describe('findOverlaps: a tool that takes its action as an argument', () => {
  const t = (id: string, description: string, params: string[], actions?: string[]): OverlapInput => ({ id, name: id.slice(id.indexOf('/') + 1), description, params, ...(actions ? { actions } : {}) });
  // Two Datadog servers on one org (an outside survey): one names each job, the other takes it as `action`.
  const tools = [
    t('datadog/get_monitors', 'Get monitors status', ['groupStates', 'name', 'tags']),
    t('datadog/mute_host', 'Mute a host in Datadog', ['hostname', 'message', 'end']),
    t('datadog/list_dashboards', 'Get list of dashboards from Datadog', ['name', 'tags']),
    t('ddmcp/monitors', 'Manage Datadog monitors. Actions: list, get, search, create, update, delete, mute, unmute, validate.', ['action', 'id', 'query', 'name', 'tags', 'config'], ['list', 'get', 'search', 'create', 'update', 'delete', 'mute', 'unmute', 'validate']),
    t('ddmcp/hosts', 'Manage infrastructure hosts. Actions: list, totals, mute, unmute.', ['action', 'filter', 'hostName', 'message', 'end'], ['list', 'totals', 'mute', 'unmute']),
  ];

  it('reads each action as a tool of its own, and reports what it pairs with as the tool\'s pair (ids of tools, each pair once, at its best reading)', () => {
    const pairs = findOverlaps(tools);
    const keys = pairs.map((p) => `${p.a} ~ ${p.b}`);
    expect(keys).toContain('datadog/get_monitors ~ ddmcp/monitors');
    expect(keys).toContain('datadog/mute_host ~ ddmcp/hosts');
    for (const p of pairs) {
      expect(p.a.includes('\u0000') || p.b.includes('\u0000')).toBe(false);
      expect(p.a < p.b).toBe(true);
    }
    expect(new Set(keys).size).toBe(keys.length);
    // Without the actions, the names alone promise nothing alike.
    const bare = findOverlaps(tools.map(({ actions: _, ...rest }) => rest), { threshold: 0 });
    const bareScore = (a: string, b: string) => bare.find((p) => p.a === a && p.b === b)?.score ?? 0;
    expect(bareScore('datadog/get_monitors', 'ddmcp/monitors')).toBeLessThan(0.5);
    // A group names the tools; a tool is never its own action's pair.
    const groups = findOverlapGroups(tools);
    for (const g of groups) for (const m of g.members) expect(tools.map((x) => x.id)).toContain(m);
    expect(analyzeOverlaps(tools).stats.tools).toBe(tools.length);
  });

  it('counts the actions in no statistic of the catalog: the other tools pair as they did without them', () => {
    const others = corpusOverlapInputs(corpusTools()).slice(0, 150);
    const things = t('zz/things', 'Manage things.', ['action', 'id'], ['list', 'get', 'create', 'delete']);
    const { actions: _, ...bareThings } = things;
    const without = (pairs: OverlapPair[]) => pairs.filter((p) => p.a !== 'zz/things' && p.b !== 'zz/things');
    const plain = without(findOverlaps([...others, bareThings], { threshold: 0.3 }));
    expect(plain.length).toBeGreaterThan(0);
    expect(without(findOverlaps([...others, things], { threshold: 0.3 }))).toEqual(plain);
  });

  it('reads at most as many actions as the catalog has tools (a thousand at least), the tools with the fewest actions first, and counts what it leaves out', () => {
    const twelve = Array.from({ length: 12 }, (_, i) => `act${i}`);
    const big = Array.from({ length: 200 }, (_, i) => t(`m${String(i).padStart(3, '0')}/things`, 'Manage things.', ['action', 'id'], twelve));
    expect(analyzeOverlaps(big).stats).toMatchObject({ tools: 200, readings: 996, readingsLeft: 1404 });
    expect(analyzeOverlaps(big.slice(0, 10)).stats).toMatchObject({ tools: 10, readings: 120, readingsLeft: 0 });
    // A tool of few actions whose server sorts last is read all the same (an outside review: in id order alone, a
    // server whose name sorts first took the room).
    const monitors = t('zz/monitors', 'List, get, create and mute Datadog monitors.', ['action', 'id', 'name', 'query'], ['list', 'get', 'create', 'mute', 'delete']);
    const list = t('dd/list_monitors', 'List Datadog monitors.', ['name', 'query']);
    const alone = findOverlaps([monitors, list]).map((p) => `${p.a} ~ ${p.b}`);
    expect(alone).toContain('dd/list_monitors ~ zz/monitors');
    expect(findOverlaps([monitors, list, ...big]).map((p) => `${p.a} ~ ${p.b}`)).toContain('dd/list_monitors ~ zz/monitors');
  });

  it('keeps a pair through an action only when the descriptions or the parameters agree too: homonyms of two products stay apart (an outside red team: 28 of 40 before)', () => {
    const filler = corpusOverlapInputs(corpusTools()).slice(0, 30);
    const score = (tools: OverlapInput[], a: string, b: string) => findOverlaps([...tools, ...filler], { threshold: 0 }).find((p) => [p.a, p.b].includes(a) && [p.a, p.b].includes(b))?.score ?? 0;
    // Datadog's events and Kubernetes', a database's COMMENT ON and a blog's comments: the names alone would pair them.
    // (Google Calendar's events and Datadog's still pair: both take a `start` and an `end`.)
    for (const [m, o] of [
      [t('datadog/events', 'Query and post events in the Datadog event stream. Actions: list, get, search, create.', ['action', 'query', 'start', 'end', 'id'], ['list', 'get', 'search', 'create']), t('kubernetes/list_events', 'List Kubernetes events in a namespace (warnings, scheduling, restarts).', ['namespace', 'fieldSelector'])],
      [t('pg/comments', 'Manage COMMENT ON statements for tables and columns.', ['action', 'schema', 'table', 'column', 'text'], ['get', 'set', 'delete']), t('wp/delete_comment', 'Delete a comment on a WordPress post.', ['comment_id', 'force'])],
    ] as const) {
      expect(score([m, o], m.id, o.id), `${m.id} ~ ${o.id}`).toBeLessThan(0.5);
      // Without the gate the reading pairs them: the test would fail if the reading were lost altogether.
      expect(findOverlaps([m, o, ...filler], { threshold: 0 }).length).toBeGreaterThan(0);
    }
    // One Google Calendar through two servers: the parameters agree.
    const gcal = t('gcal-a/events', 'Manage Google Calendar events.', ['action', 'calendarId', 'eventId', 'summary', 'start', 'end'], ['list', 'create', 'delete']);
    const create = t('gcal/create_calendar_event', 'Create an event in Google Calendar.', ['calendarId', 'summary', 'start', 'end']);
    expect(score([gcal, create], gcal.id, create.id)).toBeGreaterThanOrEqual(0.5);
  });

  it('leaves two tools whose names exact_name reads alike to it, whichever of their actions meet; a group names each tool once, in id order', () => {
    const twins = [t('gh-a/issues', 'Manage GitHub issues.', ['action', 'repo'], ['list', 'create']), t('gh-b/issues', 'Manage GitHub issues.', ['action', 'repo'], ['list', 'create'])];
    const result = analyzeOverlaps([...twins, ...corpusOverlapInputs(corpusTools()).slice(0, 30)]);
    expect(result.pairs.filter((p) => p.a.startsWith('gh-'))).toEqual([]);
    expect(result.stats.skippedExactName).toBe(1);
    // A real id that sorts between a tool's readings (hostile names can hold any character).
    const odd = [t('s/t', 'Lists the things of the account.', ['action', 'id'], ['list', 'zap']), t('s/t\u0000m', 'Lists the things of the account.', ['id']), t('u/list_things', 'Lists the things of the account.', ['id'])];
    for (const g of findOverlapGroups(odd)) expect(g.members).toEqual([...new Set(g.members)].sort());
  });

  it('reads two to twelve actions named as identifiers, once each, never as an id the catalog has; refuses an input that sets `of`', () => {
    const user = t('a/get_user', 'Get a user.', ['id']);
    const users = (actions: string[]) => [user, t('b/users', 'Manage accounts.', ['action', 'id'], actions)];
    const bare = findOverlaps([user, t('b/users', 'Manage accounts.', ['action', 'id'])], { threshold: 0 });
    // One action, actions that are sentences, more than twelve: read as the tool alone.
    const many = Array.from({ length: 12 }, (_, i) => `act${i}`);
    for (const actions of [['get'], ['get a user by id', 'delete the user'], ['get', ...many]]) expect(findOverlaps(users(actions), { threshold: 0 }), actions.join()).toEqual(bare);
    const named = findOverlaps(users(['get', 'delete', 'get']), { threshold: 0 });
    expect(named).toHaveLength(1);
    expect(named[0].score).toBeGreaterThan(bare[0]?.score ?? 0);
    // A real tool whose id is the one an action would take keeps it; the action is not read under that id.
    const clash = [...users(['get', 'delete']), t('b/users\u0000get', 'Get a user.', ['id'])];
    expect(() => findOverlaps(clash)).not.toThrow();
    expect(() => findOverlaps([{ ...user, of: 'x/y' }])).toThrow(/only the detector sets/);
  });
});

describe('findOverlaps: name 3-grams', () => {
  // The name signal is the Dice coefficient of the names' character 3-grams
  // (code points). Grams are interned by their code units where they have
  // three, so a gram must get the same id in a name with a surrogate pair
  // (an astral letter) as in a name without one.
  const dice = (a: string, b: string) => {
    const A = charNgrams(a, 3);
    const B = charNgrams(b, 3);
    let shared = 0;
    for (const g of A) if (B.has(g)) shared++;
    return A.size + B.size === 0 ? 0 : Math.round((20000 * shared) / (A.size + B.size)) / 10000;
  };
  const tool = (name: string): OverlapInput => ({ id: `s/${name}`, name, description: 'Searches the documents of a workspace', params: ['query'] });

  it('are the same grams whether or not a name holds an astral letter', () => {
    const [pair] = findOverlaps([tool('search_documents'), tool('search_documents\u{20000}')], { threshold: 0 });
    expect(pair.signals.charNgram).toBe(dice('searchdocuments', 'searchdocuments\u{20000}'));
    expect(pair.signals.charNgram).toBeGreaterThan(0.9);
  });

  it('match the Dice coefficient of the code-point 3-grams for any names', () => {
    const letter = fc.constantFrom('a', 'b', 'c', 'd', '\u{20000}', '\u{20001}', '\u00e9');
    const name = fc.array(letter, { minLength: 1, maxLength: 9 }).map((xs) => xs.join(''));
    fc.assert(
      fc.property(name, name, (a, b) => {
        fc.pre(a !== b);
        const pairs = findOverlaps([tool(a), tool(b)], { threshold: 0 });
        expect(pairs).toHaveLength(1);
        expect(pairs[0].signals.charNgram).toBe(dice(a, b));
      }),
      { numRuns: 300, seed: 11 },
    );
  });
});

describe('findOverlaps: options and inputs at their edges', () => {
  const tools: OverlapInput[] = [
    { id: 'a/search_files', name: 'search_files', description: 'Search files by name.', params: ['query'] },
    { id: 'b/find_files', name: 'find_files', description: 'Find files by name.', params: ['query'] },
    { id: 'c/list_files', name: 'list_files', description: 'List the files of a folder.', params: ['path'] },
  ];

  it('takes an unbounded maxCandidatesPerTool (every partner kept) without reserving memory for it', () => {
    const all = findOverlaps(tools, { threshold: 0, maxCandidatesPerTool: 1000 });
    expect(all.length).toBeGreaterThan(0);
    expect(findOverlaps(tools, { threshold: 0, maxCandidatesPerTool: Number.POSITIVE_INFINITY })).toEqual(all);
    expect(findOverlaps(tools, { threshold: 0, maxCandidatesPerTool: 3e9 })).toEqual(all);
  });

  it('reads intents given as null as no intents', () => {
    const withNull = tools.map((t) => ({ ...t, intents: null as unknown as string[] }));
    expect(findOverlaps(withNull, { threshold: 0 })).toEqual(findOverlaps(tools, { threshold: 0 }));
  });
});

describe('findOverlaps: calibration on the labelled corpus sample', () => {
  interface Label {
    a: string;
    b: string;
    label: boolean;
    sample: 'top' | 'band' | 'probe';
    reason: string;
  }
  const labels = JSON.parse(readFileSync(LABELS, 'utf8')) as {
    threshold: number;
    precisionAtThreshold: number;
    recallAtThreshold: number;
    pairs: Label[];
  };

  it('documents the threshold in use', () => {
    expect(labels.threshold).toBe(DEFAULT_OVERLAP_THRESHOLD);
    expect(labels.pairs.filter((l) => l.sample !== 'probe')).toHaveLength(100);
    for (const l of labels.pairs) expect(l.a < l.b && l.reason.length > 0, `${l.a} ~ ${l.b}`).toBe(true);
  });

  it('keeps precision and recall on the labelled sample at or above the documented figures', () => {
    const reported = findOverlaps(corpusOverlapInputs(corpusTools()));
    const sample = new Map(labels.pairs.filter((l) => l.sample !== 'probe').map((l) => [key(l.a, l.b), l.label]));
    const judged = reported.filter((p) => sample.has(key(p.a, p.b)));
    // The labels must still describe what is reported: relabel (docs/semantic-overlap.md) when this fails.
    expect(judged.length / reported.length).toBeGreaterThanOrEqual(0.9);
    const truePositives = judged.filter((p) => sample.get(key(p.a, p.b))).length;
    const precision = truePositives / judged.length;
    const recall = truePositives / [...sample.values()].filter(Boolean).length;
    expect(precision).toBeGreaterThanOrEqual(labels.precisionAtThreshold);
    expect(recall).toBeGreaterThanOrEqual(labels.recallAtThreshold);
  });
});

describe('findOverlaps: candidate generation is not quadratic', () => {
  it('scores at most k × n pairs on a 20k-tool catalog, and the work per tool does not grow with n', () => {
    const corpus = corpusTools();
    const small = analyzeOverlaps(syntheticOverlapCatalog(corpus, 5_000)).stats;
    const large = analyzeOverlaps(syntheticOverlapCatalog(corpus, 20_000)).stats;
    const k = DEFAULT_MAX_CANDIDATES_PER_TOOL;
    expect(large.tools).toBe(20_000);
    expect(large.scoredPairs).toBeLessThanOrEqual(k * large.tools);
    expect(large.scoredPairs).toBeGreaterThan(large.tools); // near-duplicate clusters do get compared
    // Candidate generation visits a bounded number of postings per tool (an
    // all-pairs loop would visit n − 1 each, 16× the work for 4× the tools).
    // Per-tool work plateaus: small blocks are expanded whole up to their size
    // limit, larger ones only through a fixed window.
    expect(large.candidateVisits / large.tools).toBeLessThanOrEqual(500);
    expect(large.candidateVisits / small.candidateVisits).toBeLessThanOrEqual(6);
    expect(large.scoredPairs / small.scoredPairs).toBeLessThanOrEqual(5);
  });

  it('respects maxCandidatesPerTool', () => {
    const stats = analyzeOverlaps(syntheticOverlapCatalog(corpusTools(), 3_000), { maxCandidatesPerTool: 3 }).stats;
    expect(stats.scoredPairs).toBeLessThanOrEqual(3 * 3_000);
  });
});

describe('a seventeenth survey (finance and commerce): different actions on one thing, and -ing nouns', () => {
  const T = (id: string, description: string, params: string[] = ['id']): OverlapInput => ({ id, name: id.split('/')[1], description, params });
  const score = (a: OverlapInput, b: OverlapInput) => findOverlaps([a, b], { threshold: 0.05, maxCandidatesPerTool: 400 })[0]?.score ?? 0;

  it('get, like and bookmark a post, opt in and opt out, are different promises; like and upvote are one', () => {
    // The survey's texts (each pair scored 0.5 or more before the lexicon had these actions).
    const args = '\n\nArgs:\n  - id_or_url (string): Tweet ID or URL';
    const get = T('x/clawnx_get_tweet', `Fetch a tweet by ID or URL with full details (author, metrics, media).${args}`, ['id_or_url']);
    const like = T('x/clawnx_like_tweet', `Like a tweet.${args}`, ['id_or_url']);
    const bookmark = T('x/clawnx_bookmark_tweet', `Bookmark a tweet.${args}`, ['id_or_url']);
    const optedIn = T('ebay/ebay_get_opted_in_programs', 'Get seller programs the account is opted into', []);
    const optIn = T('ebay/ebay_opt_in_to_program', 'Opt-in to a seller program', ['request']);
    const optOut = T('ebay/ebay_opt_out_of_program', 'Opt-out of a seller program', ['request']);
    const groups = findOverlapGroups([get, like, bookmark, optedIn, optIn, optOut]).map((g) => g.members.slice().sort().join(' '));
    expect(groups).toEqual([]);
    expect(score(like, T('y/upvote_tweet', 'Upvote a tweet by id.', ['tweet_id']))).toBeGreaterThanOrEqual(DEFAULT_OVERLAP_THRESHOLD);
  });

  it("an outside red team's shadows stay grouped: a listing, a booking, a star added", () => {
    for (const [a, b] of [
      [T('fs/list_directory', 'List the entries of a directory.', ['path']), T('evil/directory_listing', 'Directory listing: the entries of a directory.', ['path'])],
      [T('travel/book_flight', 'Book a flight for a passenger.', ['flight_id', 'passenger']), T('evil/create_flight_booking', 'Create a flight booking for a passenger.', ['flight_id', 'passenger'])],
      [T('gh/star_repo', 'Star a repository.', ['owner', 'repo']), T('evil/add_star', 'Add a star to a repository.', ['owner', 'repo'])],
    ]) {
      expect(score(a, b), `${a.id} ~ ${b.id}`).toBeGreaterThanOrEqual(DEFAULT_OVERLAP_THRESHOLD);
    }
    // Nor does a read of favorites join the act of making one.
    expect(score(T('music/get_favorite_tracks', "Get the user's favorite tracks.", []), T('music2/favorite_track', 'Favorite a track.', ['track_id']))).toBeLessThan(DEFAULT_OVERLAP_THRESHOLD);
  });
});

describe('one thing under two products\' words, and a get that says it searches (the misses of ten held-out surveys)', () => {
  const T = (id: string, description: string, params: string[] = ['id']): OverlapInput => ({ id, name: id.split('/')[1], description, params });
  const score = (a: OverlapInput, b: OverlapInput) => findOverlaps([a, b], { threshold: 0.05, maxCandidatesPerTool: 400 })[0]?.score ?? 0;

  it("reads the names' synonyms of things as one thing across servers (coupons and discounts, payslips and pay stubs, pull and merge requests)", () => {
    for (const [a, b] of [
      [T('billa/create_coupon', 'Create a coupon that customers can redeem at checkout.', ['code', 'percent_off']), T('billb/create_discount', 'Create a discount code for customers.', ['code', 'amount'])],
      [T('hr/get_payslip', "Get an employee's payslip for a month.", ['employee_id', 'month']), T('payroll/get_paystub', 'Get the pay stub of an employee.', ['worker', 'period'])],
      [T('gh/create_pull_request', 'Open a new pull request from a branch.', ['owner', 'repo', 'head', 'base', 'title']), T('gl/create_merge_request', 'Create a new merge request in a project.', ['project_id', 'source_branch', 'target_branch', 'title'])],
      // An operation id that opens with the resource (GitHub's REST API served as tools) names the same thing.
      [T('gh/list_pull_requests', 'List pull requests in a repository.', ['owner', 'repo', 'state']), T('ghapi/pulls_list', 'List pull requests', ['owner', 'repo', 'state'])],
    ]) {
      expect(score(a, b), `${a.id} ~ ${b.id}`).toBeGreaterThanOrEqual(DEFAULT_OVERLAP_THRESHOLD);
    }
  });

  it('reads a two-word thing that opens a name as that thing, and one of them said "a single" against the list (a review)', () => {
    expect(score(T('gh/list_pull_requests', 'List pull requests in a repository.', ['owner', 'repo']), T('api/pull_requests_list', 'List pull requests.', ['owner', 'repo']))).toBeGreaterThanOrEqual(DEFAULT_OVERLAP_THRESHOLD);
    expect(score(T('gl/create_merge_request', 'Create a new merge request.', ['project_id', 'title']), T('api/pull_request_create', 'Create a pull request.', ['repo', 'title']))).toBeGreaterThanOrEqual(DEFAULT_OVERLAP_THRESHOLD);
    // One pull request by its number against the requests: an item and its collection, as get_comment and get_comments.
    const params = ['owner', 'repo', 'number'];
    expect(score(T('gh/get_pull_request', 'Get a single pull request by its number.', params), T('gh2/get_pull_requests', 'Get pull requests of a repository.', params))).toBeLessThan(0.6);
    // The names' synonyms are not read in descriptions (a word there would count twice, and a paraphrasing shadow lost).
    expect(descriptionConceptOf(stem('basket'))).toBeUndefined();
    expect(objectConceptOf(stem('basket'))).toBe('cart');
  });

  it('keeps apart two words that merely look alike, a part of a pull request, and the homonyms an outside red team found', () => {
    expect(score(T('pay/get_card', 'Get a payment card.', ['card_id']), T('shop/get_cart', 'Get the shopping cart.', ['cart_id']))).toBeLessThan(DEFAULT_OVERLAP_THRESHOLD);
    // `pull request` is one thing (the two-word entry), and the review of one is another thing of it.
    const review = T('gh/create_pull_request_review', 'Review a pull request.', ['owner', 'repo', 'pull_number', 'body']);
    expect(score(review, T('gl/create_merge_request', 'Create a new merge request in a project.', ['project_id', 'source_branch', 'target_branch', 'title']))).toBeLessThan(DEFAULT_OVERLAP_THRESHOLD);
    for (const [a, b] of [
      // PR for a purchase requisition, a land parcel, a relation of a database, a procurement buyer.
      [T('sap/approve_pr', 'Approve a purchase requisition.', ['requisition_id']), T('gitlab/approve_merge_request', 'Approve a merge request.', ['project_id', 'merge_request_iid'])],
      [T('regrid/search_parcels', 'Search land parcels by owner or address.', ['query']), T('easypost/search_shipments', 'Search shipments by tracking code.', ['tracking_code'])],
      [T('pg/list_relations', 'List tables and views of a schema.', ['schema']), T('neo4j/list_relationships', 'List relationship types of the graph.', [])],
      [T('procurement/list_buyers', 'List the purchasing agents of the company.', []), T('stripe/list_customers', 'List customers.', ['limit'])],
    ]) {
      expect(score(a, b), `${a.id} ~ ${b.id}`).toBeLessThan(DEFAULT_OVERLAP_THRESHOLD);
    }
  });

  it('reads a get of many whose description opens with a search or a listing as that read, across servers only', () => {
    const get = T('mon/get_alerts', 'Search alerts matching a query.', ['query']);
    const search = T('pager/search_alerts', 'Search alerts by text.', ['query']);
    expect(score(get, search)).toBeGreaterThanOrEqual(DEFAULT_OVERLAP_THRESHOLD);
    // Within one server a get and a search are its author's two tools: the conflict of their actions stays.
    const sameServer = findOverlaps([get, T('mon/search_alerts', 'Search alerts by text.', ['query'])], { threshold: 0.05, maxCandidatesPerTool: 400 })[0]?.score ?? 0;
    expect(sameServer).toBeLessThan(0.3);
    // A get described as a get, or a get of one that looks it up ("Search for an order by its number"), keeps the conflict.
    expect(score(T('mon/get_alert', 'Get one alert by its id.', ['alert_id']), search)).toBeLessThan(DEFAULT_OVERLAP_THRESHOLD);
    expect(score(T('mon/get_alerts', 'Get alerts for a service.', ['query']), search)).toBeLessThan(DEFAULT_OVERLAP_THRESHOLD);
    expect(score(T('shop2/get_order', 'Search for an order by its number.', ['query']), T('shop/search_orders', 'Search for orders.', ['query']))).toBeLessThan(DEFAULT_OVERLAP_THRESHOLD);
    expect(score(T('shop2/get_order', 'Search for an order by its number and return its lines and status.', ['number']), T('shop/search_orders', 'Search orders by customer, status or date.', ['customer', 'status', 'date']))).toBeLessThan(DEFAULT_OVERLAP_THRESHOLD);
  });
});

describe('a mark every tool of a server opens with, that its description only uses to say which thing (a twenty-first survey)', () => {
  const T = (id: string, description: string, params: string[] = []): OverlapInput => ({ id, name: id.split('/')[1], description, params });
  const docker = [T('dk/docker-run', 'Run a Docker container with specified options', ['imageName', 'options']), T('dk/docker-pull', 'Pull a Docker image', ['image']), T('dk/docker-images', 'List Docker images', [])];
  const pairOf = (tools: OverlapInput[], a: string, b: string) => findOverlaps(tools, { threshold: 0 }).find((p) => key(p.a, p.b) === key(a, b))?.score ?? 0;

  it("reads docker-run as running a container, beside another server's container_run", () => {
    const podman = T('pm/container_run', 'Runs a Docker or Podman container with the specified image name', ['imageName', 'ports']);
    expect(pairOf([...docker, podman], 'dk/docker-run', 'pm/container_run')).toBeGreaterThanOrEqual(DEFAULT_OVERLAP_THRESHOLD);
  });

  it('gives the thing without a number the name never said: docker-stop against container_stop', () => {
    const tools = [...docker, T('dk/docker-stop', 'Stop Docker containers', ['containers']), T('pm/container_stop', 'Stop a container', ['id'])];
    expect(pairOf(tools, 'dk/docker-stop', 'pm/container_stop')).toBeGreaterThanOrEqual(DEFAULT_OVERLAP_THRESHOLD);
  });

  it('keeps the mark: a shadow that names it still meets the tool', () => {
    const shadow = T('acme/stop_docker_container', 'Stop a running Docker container', ['id']);
    const tools = [...docker, T('dk/docker-stop', 'Stop Docker containers', ['containers']), shadow, T('acme/acme_weather', 'Get weather for a city', ['city'])];
    expect(pairOf(tools, 'dk/docker-stop', 'acme/stop_docker_container')).toBeGreaterThanOrEqual(DEFAULT_OVERLAP_THRESHOLD);
  });
});

describe("open: the thing decides whether it creates, reads or goes somewhere (a twenty-fourth survey's open_mailbox against create_mailbox)", () => {
  const T = (id: string, description: string, params: string[]): OverlapInput => ({ id, name: id.split('/')[1], description, params });
  const scoreOf = (a: OverlapInput, b: OverlapInput) => findOverlaps([a, b], { threshold: 0 })[0]?.score ?? 0;
  it('reads a file, a mailbox or a document opened as a read, not a create', () => {
    const openFile = T('f1/open_file', 'Open a file and return its contents.', ['path']);
    expect(scoreOf(openFile, T('f2/create_file', 'Create a new file.', ['path', 'content']))).toBeLessThan(DEFAULT_OVERLAP_THRESHOLD);
    expect(scoreOf(openFile, T('f2/read_file', 'Read the contents of a file.', ['path']))).toBeGreaterThanOrEqual(DEFAULT_OVERLAP_THRESHOLD);
    expect(scoreOf(T('m1/open_mailbox', 'Open a specific mailbox (folder).', ['mailboxName']), T('m2/create_mailbox', 'Create a new mailbox (folder).', ['path']))).toBeLessThan(DEFAULT_OVERLAP_THRESHOLD);
    expect(scoreOf(T('d1/open_document', 'Open a document by id and return its text.', ['id']), T('d2/get_document', 'Get a document by id.', ['id']))).toBeGreaterThanOrEqual(DEFAULT_OVERLAP_THRESHOLD);
  });
  it('keeps an issue or a pull request opened as created', () => {
    expect(scoreOf(T('t1/open_issue', 'Open a new issue in a repository.', ['title', 'body']), T('t2/create_issue', 'Create an issue in a repository.', ['title', 'body']))).toBeGreaterThanOrEqual(DEFAULT_OVERLAP_THRESHOLD);
    expect(scoreOf(T('t1/open_pull_request', 'Open a pull request.', ['title', 'head', 'base']), T('t2/create_pull_request', 'Create a new pull request.', ['title', 'head', 'base']))).toBeGreaterThanOrEqual(DEFAULT_OVERLAP_THRESHOLD);
  });
  it('reads a URL opened as a visit', () => {
    const openUrl = T('b1/open_url', 'Open a URL in the browser.', ['url']);
    expect(scoreOf(openUrl, T('b2/navigate', 'Navigate to a URL.', ['url']))).toBeGreaterThan(scoreOf(openUrl, T('s2/create_url', 'Create a short URL.', ['url'])));
  });
});

describe('a name that is an action alone reads its thing from the description that opens with that action (a twenty-fourth survey: gtasks `delete` against delete_task)', () => {
  const T = (id: string, description: string, params: string[]): OverlapInput => ({ id, name: id.split('/')[1], description, params });
  const filler = ['get_weather', 'send_invoice', 'translate_text', 'list_calendars'].map((n) => T(`misc/${n}`, n.replace(/_/g, ' '), ['x']));
  const scoreOf = (a: OverlapInput, b: OverlapInput) => findOverlaps([a, b, ...filler], { threshold: 0 }).find((p) => key(p.a, p.b) === key(a.id, b.id))?.score ?? 0;
  const deleteTask = T('shrimp/delete_task', 'Delete a task by its id.', ['taskId']);
  it('meets the tool that names that thing, and stays apart from one that names another', () => {
    const withThing = scoreOf(T('gtasks/delete', 'Delete a task from a task list.', ['tasklist', 'id']), deleteTask);
    const otherThing = scoreOf(T('files/delete', 'Delete a file from disk.', ['path']), deleteTask);
    expect(withThing).toBeGreaterThanOrEqual(0.6);
    expect(otherThing).toBeLessThan(DEFAULT_OVERLAP_THRESHOLD);
    // The head of the thing's words, not its first modifier.
    expect(scoreOf(T('k8s/apply', 'Apply a Kubernetes YAML manifest to the cluster.', ['manifest']), T('ops/apply_manifest', 'Apply a manifest to the cluster.', ['manifest']))).toBeGreaterThan(0.62);
  });
});

describe("a twenty-fifth survey's misses: one job said by two servers in other words", () => {
  const T = (id: string, description: string, params: string[]): OverlapInput => ({ id, name: id.split('/')[1], description, params });
  const filler = ['get_weather', 'send_invoice', 'translate_text', 'list_calendars', 'create_invoice', 'get_invoice'].map((n) => T(`misc/${n}`, n.replace(/_/g, ' '), ['x']));
  const scoreOf = (a: OverlapInput, b: OverlapInput) => findOverlaps([a, b, ...filler], { threshold: 0 }).find((p) => key(p.a, p.b) === key(a.id, b.id))?.score ?? 0;
  it('reads a shape word with nothing before it as the thing itself (a database\'s tables), and a shape after a thing as a shape', () => {
    const listTables = T('sqlserver/list_tables', 'List all tables in the current database or specified schema', ['schema']);
    expect(scoreOf(listTables, T('mssql/get-tables', 'Get a list of all tables in the database', []))).toBeGreaterThanOrEqual(DEFAULT_OVERLAP_THRESHOLD);
    // One table described is not the list of tables.
    expect(scoreOf(T('mssql/get-tables', 'Get a list of all tables in the database', []), T('sqlserver/describe_table', 'Get the columns, types and keys of one table', ['table']))).toBeLessThan(DEFAULT_OVERLAP_THRESHOLD);
  });
  it("reads an open of a thing's details as a read of it, and an open of a thing alone as before", () => {
    const getTask = T('ohno/get_task', 'Get task details by ID.', ['task_id', 'fields']);
    expect(scoreOf(getTask, T('taskmgr/open_task_details', "Get details of a specific task by 'taskId'.", ['taskId']))).toBeGreaterThanOrEqual(DEFAULT_OVERLAP_THRESHOLD);
    expect(scoreOf(T('t1/open_issue', 'Open a new issue in a repository.', ['title', 'body']), T('t2/get_issue', 'Get an issue by its number.', ['number']))).toBeLessThan(DEFAULT_OVERLAP_THRESHOLD);
  });
  it('reads curl and wget as gets, and a request or a call made as run, not created', () => {
    const fetch = T('webfetch/fetch', 'Perform HTTP requests with full control over method, headers, body, and other fetch options', ['url', 'method', 'headers', 'body', 'cache', 'mode', 'redirect']);
    const curl = T('curl/curl', 'Make an HTTP request to any URL with customizable method, headers, and body.', ['url', 'method', 'headers', 'body', 'timeout']);
    expect(scoreOf(curl, fetch)).toBeGreaterThan(0.45);
    expect(scoreOf(curl, fetch)).toBeGreaterThan(scoreOf(T('curl/curly', curl.description!, curl.params), fetch) + 0.1);
    // A name with no action takes its description's: making a request runs it, which conflicts with no read.
    const http = T('net/http', 'Make an HTTP request to any URL with customizable method, headers, and body.', ['url', 'method', 'headers', 'body']);
    const made = scoreOf(http, fetch);
    expect(made).toBeGreaterThan(scoreOf(T('net/http', 'Build an HTTP request to any URL with customizable method, headers, and body.', http.params), fetch) * 1.5);
    // Making a form still creates one.
    expect(scoreOf(T('forms/make_form', 'Make a new form with the given fields.', ['title', 'fields']), T('forms2/create_form', 'Create a form.', ['title', 'fields']))).toBeGreaterThanOrEqual(DEFAULT_OVERLAP_THRESHOLD);
  });
  it('reads writing one and writing many of a thing on two servers as one promise, and keeps the two apart within one server', () => {
    const many = T('kg/delete_relations', 'Delete multiple relations from the knowledge graph', ['relations']);
    const one = T('libsql/delete_relation', 'Delete a specific relation between entities. This is a destructive operation.', ['source', 'target', 'type']);
    expect(scoreOf(many, one)).toBeGreaterThanOrEqual(DEFAULT_OVERLAP_THRESHOLD);
    expect(scoreOf(T('kg/delete_relations', 'Delete multiple relations from the knowledge graph', ['relations']), T('kg/delete_relation', 'Delete a specific relation between entities. This is a destructive operation.', ['source', 'target', 'type']))).toBeLessThan(scoreOf(many, one));
  });
  it('reads a query run (a bare `query` that says SQL, sql_query) as execute_query, run_query and execute_sql do, and a query of another thing as a search', () => {
    const runQuery = T('my/run_query', 'Run a SQL query against MySQL', ['sql']);
    const executeSql = T('dbhub/execute_sql', 'Execute a SQL query on the current database', ['sql']);
    expect(scoreOf(T('pg/query', 'Run a read-only SQL query', ['sql']), runQuery)).toBeGreaterThanOrEqual(DEFAULT_OVERLAP_THRESHOLD);
    expect(scoreOf(T('mssql/query', 'Query the database with a SQL statement', ['query']), executeSql)).toBeGreaterThanOrEqual(DEFAULT_OVERLAP_THRESHOLD);
    expect(scoreOf(T('bq/sql_query', 'Run a SQL query on BigQuery', ['query']), executeSql)).toBeGreaterThanOrEqual(DEFAULT_OVERLAP_THRESHOLD);
    // A query that says no SQL searches; a query of logs is no SQL run.
    expect(scoreOf(T('search/query', 'Query the search index for documents matching keywords', ['q']), executeSql)).toBeLessThan(0.2);
    expect(scoreOf(T('logs/query_logs', 'Query log entries with a LogQL expression', ['expr']), runQuery)).toBeLessThan(0.2);
  });
  it("reads a get of many things as a listing of them against another server's list, and not a get of one", () => {
    const listTasks = T('a/list_tasks', 'List the tasks of a project.', ['project']);
    expect(scoreOf(T('b/get_tasks', 'Get tasks for a project, filtered by status.', ['project', 'status']), listTasks)).toBeGreaterThanOrEqual(DEFAULT_OVERLAP_THRESHOLD);
    expect(scoreOf(T('b/get_task', 'Get one task by its id.', ['id']), listTasks)).toBeLessThan(DEFAULT_OVERLAP_THRESHOLD);
    // Another thing listed stays apart.
    expect(scoreOf(T('b/get_tasks', 'Get tasks for a project, filtered by status.', ['project', 'status']), T('a/list_projects', 'List the projects of a workspace.', ['workspace']))).toBeLessThan(DEFAULT_OVERLAP_THRESHOLD);
  });
});

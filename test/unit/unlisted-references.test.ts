// dangling_reference without a lock: a description naming, in its server's naming scheme, a tool no server lists.
import { describe, expect, it } from 'vitest';
import { unlistedReferences } from '../../src/analysis/unlisted-references.js';
import type { EntryMap } from '../../src/analysis/entries.js';
import type { JsonObject } from '../../src/types.js';

const entries = (tools: Record<string, { description?: string; inputSchema?: JsonObject }>): EntryMap =>
  Object.fromEntries(
    Object.entries(tools).map(([id, t]) => [id, { definition: { name: id.slice(id.indexOf('/') + 1), ...(t.description !== undefined ? { description: t.description } : {}), inputSchema: t.inputSchema ?? { type: 'object' } }, contractHash: 'x' }]),
  ) as unknown as EntryMap;

describe('dangling_reference, unlisted names', () => {
  const railway = {
    'railway/variable_set': { description: 'Create or update a variable. Alternatives: variable_list to see them.' },
    'railway/variable_delete': { description: 'Delete a variable.' },
    'railway/volume_delete': { description: 'Delete a volume. Data backup (use volume_backup first).' },
    'railway/volume_list': { description: 'List volumes.' },
    'railway/service_info': { description: 'Get a service. Next: service_list, then variable_set. Pass service_id: the id. See serviceId=… or project_name.' },
    'railway/service_list': { description: 'List services.', inputSchema: { type: 'object', properties: { service_filter: { type: 'string' }, kind: { enum: ['volume_snapshot'] } } } },
  };

  it('names a word in the server\'s naming scheme that no server lists, once per tool, every name in details', () => {
    const found = unlistedReferences(entries(railway));
    expect(found.map((f) => [f.tools[0], f.details?.names])).toEqual([
      ['railway/variable_set', ['variable_list']],
      ['railway/volume_delete', ['volume_backup']],
    ]);
    expect(found[0]).toMatchObject({ rule: 'dangling_reference', severity: 'low', servers: ['railway'] });
    expect(found[0].message).toBe('railway/variable_set: its description names "variable_list", which no server of the catalog lists');
  });

  it('leaves a name another server lists (folded as exact_name folds), a parameter, a property or an enum value, metadata, a key or a call, prose and another scheme', () => {
    const more = {
      ...railway,
      'other/variable-list': { description: 'Lists variables.' },
      'railway/volume_get': { description: 'Mentions volume_snapshot and service_filter, service_id, volume_backup: x, volume_backup(1), Service-level settings, volume-backup.' },
    };
    const found = unlistedReferences(entries(more));
    expect(found.map((f) => [f.tools[0], f.details?.names])).toEqual([['railway/volume_delete', ['volume_backup']]]);
    // A dotted name as clients write it, folded: records.get_details is records_get_details.
    const attio = entries({
      'attio/records_get_details': { description: 'Get a record.' },
      'attio/records_search': { description: 'Search records. Use records.get_details for the payload, or records.search_advanced.' },
    });
    expect(unlistedReferences(attio).map((f) => f.details?.names)).toEqual([['records.search_advanced']]);
  });

  it("leaves a value a docstring lists on a parameter's line (a slide server's \"operation: Operation type (\\\"list\\\", \\\"get_layouts\\\")\")", () => {
    const ppt = entries({
      'ppt/get_slide': { description: 'Get a slide.' },
      'ppt/get_presentation': { description: 'Get the deck.' },
      'ppt/manage_masters': { description: 'Manage masters.\n\nArgs:\n    operation: Operation type ("list", "get_layouts", "get_info")\n    index: Index (see get_notes)', inputSchema: { type: 'object', properties: { operation: { type: 'string' }, index: { type: 'integer' } } } },
    });
    // Only a value on the parameter's own line is a value; get_notes is on index's line, also a parameter's: left too.
    expect(unlistedReferences(ppt)).toEqual([]);
    const prose = entries({
      'ppt/get_slide': { description: 'Get a slide.' },
      'ppt/get_presentation': { description: 'Get the deck. For layouts, call get_layouts first.' },
    });
    expect(unlistedReferences(prose).map((f) => f.details?.names)).toEqual([['get_layouts']]);
  });

  it('reads no server without a naming scheme (no joined names, or no first word two names share), and no name already said by drift', () => {
    expect(unlistedReferences(entries({ 's/fetch': { description: 'Fetch; see fetch_all.' }, 's/search': { description: 'Search.' } }))).toEqual([]);
    expect(unlistedReferences(entries({ 's/get_user': { description: 'See list_users.' }, 's/create_issue': { description: 'x' } }))).toEqual([]);
    const said = new Map([['railway/volume_delete', new Set(['volume_backup'])]]);
    expect(unlistedReferences(entries(railway), said).map((f) => f.tools[0])).toEqual(['railway/variable_set']);
    // A tool the server lists with a malformed definition is listed; a segment of a URL names a page.
    expect(unlistedReferences(entries(railway), new Map(), ['railway/variable_list', 'railway/volume_backup'])).toEqual([]);
    const dashed = entries({ 'd/get-page': { description: 'See https://docs.example.com/get-started and get-pages.' }, 'd/get-user': { description: 'x' } });
    expect(unlistedReferences(dashed).map((f) => f.details?.names)).toEqual([['get-pages']]);
  });
});

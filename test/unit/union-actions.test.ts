import { describe, expect, it } from 'vitest';
import { lintTool } from '../../src/analysis/lint.js';
import { unionActions } from '../../src/analysis/lint/parameter-walk.js';
import { findOverlaps, type OverlapInput } from '../../src/analysis/similarity/overlap.js';
import type { JsonObject } from '../../src/types.js';

// A Notion server of a twenty-sixth held-out survey: each tool takes `{ payload: { action, params } }`, one branch of a
// union per action (zod's discriminated union), so no `action` enum says its actions.
const branch = (action: string, description: string | undefined, params: Record<string, unknown>, wrap = true): JsonObject => ({
  type: 'object',
  properties: {
    action: { const: action, type: 'string', ...(description !== undefined ? { description } : {}) },
    ...(wrap ? { params: { type: 'object', properties: params } } : params),
  } as JsonObject,
  required: ['action'],
});
const blocks: JsonObject = {
  name: 'notion_blocks',
  description: 'Perform various block operations (retrieve, update, delete, append children, batch operations)',
  inputSchema: {
    type: 'object',
    properties: {
      payload: {
        anyOf: [
          branch('retrieve_block', 'Use this action to retrieve a block.', { blockId: { type: 'string' } }),
          branch('update_block', 'Use this action to update a block.', { blockId: { type: 'string' }, data: { type: 'object' } }),
          branch('delete_block', 'Use this action to delete/archive a block.', { blockId: { type: 'string' } }),
        ],
      },
    },
  },
};

describe('unionActions: a tool whose input is a union with one branch per action', () => {
  it("reads each branch's action, its action's description and its parameters (those it wraps in one object)", () => {
    expect(unionActions(blocks)).toEqual([
      { parameter: 'action', action: 'retrieve_block', description: 'Use this action to retrieve a block.', params: ['blockId'] },
      { parameter: 'action', action: 'update_block', description: 'Use this action to update a block.', params: ['blockId', 'data'] },
      { parameter: 'action', action: 'delete_block', description: 'Use this action to delete/archive a block.', params: ['blockId'] },
    ]);
  });
  it('reads a union at the top of the input, oneOf, an enum of one value, and the branch description when the action has none', () => {
    const top: JsonObject = {
      name: 'users',
      inputSchema: {
        oneOf: [
          { ...branch('list_users', undefined, { page_size: { type: 'number' } }, false), description: 'List users.' },
          { type: 'object', properties: { operation: { enum: ['get_user'] }, user_id: { type: 'string' } } },
        ],
      },
    };
    expect(unionActions(top)).toEqual([
      { parameter: 'action', action: 'list_users', description: 'List users.', params: ['page_size'] },
      { parameter: 'operation', action: 'get_user', params: ['user_id'] },
    ]);
  });
  it('reads nothing from a union one of whose branches names no action, from one branch, or from an action that is no name', () => {
    const partial = { name: 'x', inputSchema: { anyOf: [branch('get', 'Get.', {}), { type: 'object', properties: { id: { type: 'string' } } }] } };
    expect(unionActions(partial as JsonObject)).toBeUndefined();
    expect(unionActions({ name: 'x', inputSchema: { anyOf: [branch('get', 'Get.', {})] } })).toBeUndefined();
    expect(unionActions({ name: 'x', inputSchema: { anyOf: [branch('get', 'Get.', {}), { type: 'object', properties: { action: { const: 7 } } }] } } as JsonObject)).toBeUndefined();
    // A `mode` is how one action is done, not which: not an action here.
    expect(unionActions({ name: 'x', inputSchema: { anyOf: [{ type: 'object', properties: { mode: { const: 'append' } } }, { type: 'object', properties: { mode: { const: 'rewrite' } } }] } })).toBeUndefined();
    // Two properties at the top, neither a union: none.
    expect(unionActions({ name: 'x', inputSchema: { type: 'object', properties: { a: { anyOf: [branch('get', 'Get.', {}), branch('set', 'Set.', {})] }, b: { type: 'string' } } } })).toBeUndefined();
  });
  it("pairs each action, read with its own words and parameters, with another server's tool for that job (two Notion servers on one workspace)", () => {
    const union = unionActions(blocks)!;
    const input = (details: boolean): OverlapInput => ({
      id: 'notion-c/notion_blocks',
      name: 'notion_blocks',
      description: blocks.description as string,
      params: ['payload'],
      actions: union.map((u) => u.action),
      ...(details ? { actionDetails: Object.fromEntries(union.map((u) => [u.action, { description: u.description, params: u.params }])) } : {}),
    });
    const official: OverlapInput[] = [
      { id: 'notion-o/API-retrieve-a-block', name: 'API-retrieve-a-block', description: 'Notion | Retrieve a block Error Responses: 400: Bad request', params: ['block_id'] },
      { id: 'notion-o/API-delete-a-block', name: 'API-delete-a-block', description: 'Notion | Delete a block Error Responses: 400: Bad request', params: ['block_id'] },
      { id: 'notion-o/API-get-self', name: 'API-get-self', description: 'Notion | Retrieve your token\'s bot user', params: [] },
      { id: 'misc/get_weather', name: 'get_weather', description: 'Get the weather of a city.', params: ['city'] },
    ];
    const paired = (details: boolean) => findOverlaps([input(details), ...official]).map((p) => `${p.a} ~ ${p.b}`);
    expect(paired(true)).toEqual(expect.arrayContaining(['notion-c/notion_blocks ~ notion-o/API-delete-a-block', 'notion-c/notion_blocks ~ notion-o/API-retrieve-a-block']));
    expect(paired(true).some((k) => k.includes('get_weather') || k.includes('get-self'))).toBe(false);
    // Read with the tool's words and its one `payload` parameter, the actions meet nothing.
    expect(paired(false)).toEqual([]);
  });
});

describe('name_contradiction reads the actions of a union too', () => {
  const lint = (definition: JsonObject, effect: 'read' | 'write') =>
    lintTool({ id: `notion/${definition.name as string}`, server: 'notion', definition, declaredEffect: effect }, { toolNames: new Set(), serverLabels: new Set(['notion']) }).filter((f) => f.rule === 'name_contradiction');
  it('reports a tool declared read whose union offers a write, and not one whose every action reads', () => {
    const [finding] = lint(blocks, 'read');
    expect(finding).toMatchObject({ details: { parameter: 'action', value: 'update_block' } });
    expect(lint(blocks, 'write')).toEqual([]);
    const users: JsonObject = {
      name: 'notion_users',
      description: 'Perform various user operations (list, get, get bot)',
      inputSchema: { type: 'object', properties: { payload: { anyOf: [branch('list_users', 'List users.', { page_size: {} }), branch('get_user', 'Get a single user.', { user_id: {} })] } } },
    };
    expect(lint(users, 'read')).toEqual([]);
  });
});

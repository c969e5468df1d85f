// A new catalog's text (for `init`), with short comments explaining its fields.
import YAML, { isMap, isScalar, isSeq, type YAMLMap } from 'yaml';
import type { ServerDecl } from '../types.js';
import { escapeInvisible, keyText, validateCatalog } from './validate.js';

export interface NewCatalog {
  agent: string;
  servers: Record<string, ServerDecl>;
  /** Said at the top of the file, e.g. where the servers were imported from. */
  comment?: string;
  release?: string;
  environment?: string;
  owner?: string;
}

/** The text of a new catalog (for `init`), with short comments explaining the fields. Throws when the input would not validate. */
export function createCatalogText(input: NewCatalog): string {
  const data: Record<string, unknown> = { version: 1, agent: input.agent };
  if (input.release !== undefined) data.release = input.release;
  if (input.environment !== undefined) data.environment = input.environment;
  if (input.owner !== undefined) data.owner = input.owner;
  data.servers = input.servers;
  data.tools = {};
  data.waivers = [];
  const issues = validateCatalog(data);
  if (issues.length > 0) throw new Error(`cannot create a catalog: ${issues.map((i) => i.message).join('; ')}`);

  const doc = new YAML.Document(data);
  const header = [
    `Catalog of agent ${oneLine(input.agent)}: the MCP servers it reaches and what each tool may do.`,
    'Written by people and reviewed like code; catalog-lock writes the lock next to it.',
    ...(input.comment ? input.comment.split(/\r?\n/).map(oneLine) : []),
  ];
  doc.commentBefore = header.map((line) => (line ? ` ${line}` : '')).join('\n');

  const root = doc.contents as YAMLMap;
  const comments: Record<string, string[]> = {
    version: [],
    servers: [
      ...(input.release === undefined ? ['release: 2026-01-01.1    (the agent release this catalog describes)'] : []),
      ...(input.owner === undefined ? ['owner: my-team           (who owns this allowlist)'] : []),
      ...(input.release === undefined || input.owner === undefined ? [''] : []),
      'The MCP servers, by label; a tool is named <label>/<tool name>.',
      'connect: { transport: stdio, command, args, env, cwd } or { transport: http | sse, url, headers }.',
      'This file goes to git: put secrets in the environment and write ${VAR}.',
    ],
    tools: [
      'What each tool may do: effect: read | propose | write | undeclared;',
      'approval: never | always | on-write. A key with * (github/get_*) covers many',
      'tools; an exact key wins. catalog-lock adds new tools as { effect: undeclared }.',
    ],
    waivers: ['Exceptions to rules: { rule, tools: [...], reason, owner, expires: YYYY-MM-DD }.'],
  };
  for (const pair of root.items) {
    const name = keyText(pair.key);
    const lines = comments[name];
    if (lines?.length && isScalar(pair.key)) pair.key.commentBefore = lines.map((l) => (l ? ` ${l}` : '')).join('\n');
    if (name === 'servers' && isMap(pair.value)) {
      for (const server of pair.value.items) {
        const connect = isMap(server.value) ? server.value.get('connect', true) : undefined;
        const args = isMap(connect) ? connect.get('args', true) : undefined;
        if (isSeq(args)) args.flow = true;
      }
    }
  }
  return doc.toString({ lineWidth: 0 });
}

function oneLine(text: string): string {
  return escapeInvisible(text.replace(/\r?\n/g, ' '));
}

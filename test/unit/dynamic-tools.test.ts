// dynamic_tools: a tool that switches on tools the server does not list until it is called.
import { describe, expect, it } from 'vitest';
import { lintTool, type LintContext } from '../../src/analysis/lint.js';
import { dynamicTools } from '../../src/analysis/lint/dynamic-tools.js';
import type { JsonObject } from '../../src/types.js';

const context: LintContext = { toolNames: new Set(['tm/discover_tools']), serverLabels: new Set(['tm']) };
const tool = (name: string, description: string): JsonObject => ({ name, description, inputSchema: { type: 'object', properties: { query: { type: 'string' } } } });

describe('dynamic_tools', () => {
  it('reports a tool that activates hidden tools (shapes of a twelfth held-out survey\'s test manager) or a toolset by name', () => {
    const discover = tool('discover_tools', 'Find and switch on tools that are hidden by default. Only core tools appear in the tool list; deletes exist but stay hidden until discovered.');
    const f = lintTool({ id: 'tm/discover_tools', server: 'tm', definition: discover, declaredEffect: 'read' }, context).filter((x) => x.rule === 'dynamic_tools');
    expect(f).toHaveLength(1);
    expect(f[0].severity).toBe('medium');
    expect(f[0].message).toBe('"tm/discover_tools": switches on tools the server does not list until it is called (read from its description): tools the lock never approved appear after this call');
    expect(dynamicTools(tool('enable_toolset', 'Enable one of the sets of tools the server provides.'))).toBe('name');
    expect(dynamicTools(tool('activateToolkit', 'Turns a toolkit on.'))).toBe('name');
    expect(dynamicTools(tool('load_tools', 'Loads tools on demand for the given category.'))).toBe('name');
    expect(dynamicTools(tool('search', 'Search the catalog; matching tools are activated and become callable.'))).toBe('description');
  });

  it('leaves tools that list, describe or configure tools, and everything else', () => {
    for (const [name, description] of [
      ['list_tools', 'Lists the tools of the server with their descriptions.'],
      ['get_toolset_tools', 'Lists the tools in a toolset.'],
      ['load_tool_config', 'Loads the configuration file of a tool.'],
      ['enable_feature_flag', 'Enables a feature flag for a project.'],
      ['read_env_file', 'Lists the keys of a .env file. Values are hidden by default.'],
      ['install_package', 'Installs an npm package into the project.'],
      ['search_tools', 'Search the hardware store inventory for power tools.'],
    ] as const) {
      expect(dynamicTools(tool(name, description)), name).toBeUndefined();
    }
  });

  it('stays bounded on a hostile name and description', () => {
    expect(dynamicTools(tool('enable_'.repeat(100_000), 'x'))).toBeUndefined();
    expect(dynamicTools(tool('x', `${'enable the tools '.repeat(50_000)}.`))).toBeUndefined();
  });
});

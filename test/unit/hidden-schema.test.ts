// hidden_input_schema: a tool whose listed schema describes no parameter while its description sends the model
// elsewhere for its arguments.
import { describe, expect, it } from 'vitest';
import { lintTool, type LintContext } from '../../src/analysis/lint.js';
import { hiddenInputSchema } from '../../src/analysis/lint/hidden-schema.js';
import type { Finding, JsonObject } from '../../src/types.js';

const context: LintContext = { toolNames: new Set(['pdf/create_pdf', 'pdf/pdf_info']), serverLabels: new Set(['pdf']) };
const tool = (description: string, inputSchema?: JsonObject): JsonObject => ({ name: 'create_pdf', description, ...(inputSchema ? { inputSchema } : {}) });
const found = (definition: JsonObject): Finding[] =>
  lintTool({ id: 'pdf/create_pdf', server: 'pdf', definition, declaredEffect: 'write' }, context).filter((f) => f.rule === 'hidden_input_schema');

describe('hidden_input_schema', () => {
  it('reports an open, empty schema whose description sends the model elsewhere for the arguments (a fifteenth held-out survey\'s PDF service)', () => {
    const survey = 'Export any content (including charts) to PDF.\nIMPORTANT: Call pdfcrowd_info(topic: "parameters") to get the full input schema.\nDo NOT pass PDFCrowd API parameters - this tool has its own schema.';
    const f = found(tool(survey, { type: 'object', properties: {} }));
    expect(f).toHaveLength(1);
    expect(f[0].severity).toBe('medium');
    expect(f[0].message).toContain('sends the model elsewhere for its arguments');
    for (const description of ['Use get_tool_params to see the available parameters before calling.', 'Its parameters are described by pdf_info.', 'Run describe_action first to learn the required arguments.']) {
      expect(hiddenInputSchema(tool(description, { type: 'object' })), description).toBeDefined();
      expect(hiddenInputSchema(tool(description)), description).toBeDefined();
    }
  });

  it('leaves a listed schema, a closed empty one, and a description that says nothing of the arguments', () => {
    const elsewhere = 'Call pdf_info to get the full input schema.';
    // The schema lists parameters, or refuses any: the lock fingerprints what the tool takes.
    expect(hiddenInputSchema(tool(elsewhere, { type: 'object', properties: { html: { type: 'string' } } }))).toBeUndefined();
    expect(hiddenInputSchema(tool(elsewhere, { type: 'object', properties: {}, additionalProperties: false }))).toBeUndefined();
    // Parameters said another way: a reference, combinators, patterns, a schema for every property (an outside review).
    for (const schema of [
      { $ref: '#/$defs/args', $defs: { args: { type: 'object', properties: { html: { type: 'string' } } } } },
      { type: 'object', anyOf: [{ properties: { html: { type: 'string' } } }, { properties: { url: { type: 'string' } } }] },
      { type: 'object', patternProperties: { '^x_': { type: 'string' } } },
      { type: 'object', additionalProperties: { type: 'string' } },
    ] as JsonObject[]) {
      expect(hiddenInputSchema(tool(elsewhere, schema)), JSON.stringify(schema)).toBeUndefined();
    }
    // A tool with no parameters that says nothing of arguments elsewhere; a retry hint on a typed tool.
    expect(hiddenInputSchema(tool('Returns the server time.', { type: 'object', properties: {} }))).toBeUndefined();
    expect(hiddenInputSchema(tool('Creates a record. If a status value is rejected, call get_attribute_options to list valid options.', { type: 'object', properties: { status: { type: 'string' } } }))).toBeUndefined();
  });

  it('quotes the description safely in its message', () => {
    const f = found(tool('Call \u001b[31m@here <b>x</b> now to get the full input schema.', { type: 'object' }));
    expect(f).toHaveLength(1);
    expect(f[0].message).not.toMatch(/\u001b/);
  });
});

// The per-tool readers of the content lint, in one table: each is a pure
// function of one tool (its definition, id and server, and its parameters
// walked once). lintTool runs them one tool at a time; a catalog's lint runs
// them reader by reader across a chunk of tools (lintTools in ../lint.ts), with
// the same results. That order is for the processor: the readers' patterns
// compile to megabytes of machine code between them, and a reader run over
// hundreds of tools in a row keeps its own code in the caches, where one tool
// at a time evicts each reader's code with the next one's.
import type { JsonObject } from '../../types.js';
import type { LintInput } from './api.js';
import { credentialOutput } from './credential-output.js';
import { credentialParameters } from './credential-parameters.js';
import { dynamicTools } from './dynamic-tools.js';
import { exfiltrationParameters } from './exfiltration.js';
import { hiddenInputSchema } from './hidden-schema.js';
import { humanOnlyTool } from './human-only.js';
import { localFileEgress } from './local-file-egress.js';
import { outputAuthority, scanOutput } from './output-contract.js';
import { parameterVisits, type ParameterVisit } from './parameter-walk.js';
import { pinnedArguments } from './pinned-argument.js';
import { isObject } from './schema.js';
import { READ_ONLY_CLAIM } from './unsafe-presets.js';

/** What a reader reads: the tool (its definition an object), and the schema's parameters walked once. */
export interface ReaderInput {
  tool: LintInput;
  definition: JsonObject;
  parameters: readonly ParameterVisit[];
}

export function readerInput(tool: LintInput, definition: JsonObject): ReaderInput {
  return { tool: { ...tool, definition }, definition, parameters: parameterVisits(definition.inputSchema) };
}

/** The tool says it only reads: its read-only hint, or its name or title (the hint is untrusted, and so is the claim: a preset that writes beside it is what is read). */
function claimsReadOnly(definition: JsonObject): boolean {
  const annotations = isObject(definition.annotations) ? definition.annotations : {};
  if (annotations.readOnlyHint === true) return true;
  // (Its name or title, not its description: "Rotates the read-only SSH deploy key" says so of a key — an outside hunt's.)
  const said = [definition.name, definition.title, annotations.title].filter((v): v is string => typeof v === 'string').join(' ').slice(0, 1_000);
  return READ_ONLY_CLAIM.test(said);
}

const TOOL_READERS = {
  /** Parameters that invite the model to send its context, and those found to serve the tool's own work (exempted). */
  exfiltration: (r: ReaderInput) => {
    const exempted: string[] = [];
    return { parameters: exfiltrationParameters(r.tool, exempted), exempted };
  },
  credentials: (r: ReaderInput) => credentialParameters(r.definition, r.parameters),
  secretsOut: (r: ReaderInput) => credentialOutput(r.definition),
  egress: (r: ReaderInput) => localFileEgress(r.definition, r.parameters),
  pinned: (r: ReaderInput) => pinnedArguments(r.parameters, r.definition.name, r.definition.description, r.definition.inputSchema, claimsReadOnly(r.definition)),
  personal: (r: ReaderInput) => humanOnlyTool(r.definition.name, r.definition.description),
  elsewhere: (r: ReaderInput) => hiddenInputSchema(r.definition),
  expands: (r: ReaderInput) => dynamicTools(r.definition),
  obeyed: (r: ReaderInput) => outputAuthority(r.definition.description),
  output: (r: ReaderInput) => (isObject(r.definition.outputSchema) ? scanOutput(r.definition.outputSchema) : undefined),
};

export type ToolReadings = { [K in keyof typeof TOOL_READERS]: ReturnType<(typeof TOOL_READERS)[K]> };
const KEYS = Object.keys(TOOL_READERS) as (keyof ToolReadings)[];

/** Every reader on one tool. */
export function readTool(input: ReaderInput): ToolReadings {
  const out: Partial<Record<keyof ToolReadings, unknown>> = {};
  for (const key of KEYS) out[key] = TOOL_READERS[key](input);
  return out as ToolReadings;
}

/** Every reader on each tool, reader by reader: the same readings as readTool on each. */
export function readTools(inputs: readonly ReaderInput[]): ToolReadings[] {
  const out: Partial<Record<keyof ToolReadings, unknown>>[] = inputs.map(() => ({}));
  for (const key of KEYS) {
    const reader = TOOL_READERS[key];
    for (let i = 0; i < inputs.length; i++) out[i][key] = reader(inputs[i]);
  }
  return out as ToolReadings[];
}

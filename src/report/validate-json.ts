// Schema validation of the JSON documents the tool prints and reads back:
// snapshots (`discover --format json`, `check --snapshot`) and check reports
// (`check --format json`). Errors are one readable line each, prefixed with
// the JSON pointer of the value concerned:
//   /servers/0/status: must be equal to one of the allowed values (ok, incomplete, unreachable)
//
// The schemas are imported statically so that esbuild inlines them into the
// bundle; they are compiled once, on first use.

import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import reportSchema from '../../schemas/report.schema.json' with { type: 'json' };
import runtimeSchema from '../../schemas/runtime-snapshot.schema.json' with { type: 'json' };
import snapshotSchema from '../../schemas/snapshot.schema.json' with { type: 'json' };
import { dateTimeInstant } from '../util/rfc3339.js';

let ajvInstance: Ajv2020 | undefined;
let snapshotValidator: ValidateFunction | undefined;
let reportValidator: ValidateFunction | undefined;
let runtimeValidator: ValidateFunction | undefined;

function ajv(): Ajv2020 {
  if (!ajvInstance) {
    ajvInstance = new Ajv2020({
      allErrors: true,
      strict: false,
      allowUnionTypes: true,
      // The schemas are this project's own, checked against the meta-schema in strict mode by
      // test/unit/json-schemas.test.ts: checking them again at each first use cost ~50 ms of every `check --snapshot`.
      validateSchema: false,
    });
    ajvInstance.addFormat('date-time', { type: 'string', validate: (text: string) => dateTimeInstant(text) !== undefined });
  }
  return ajvInstance;
}

function snapshotValidate(): ValidateFunction {
  snapshotValidator ??= ajv().compile(snapshotSchema as object);
  return snapshotValidator;
}

function reportValidate(): ValidateFunction {
  reportValidator ??= ajv().compile(reportSchema as object);
  return reportValidator;
}

/** Errors of a snapshot document (one snapshot or an array of them); empty when valid. */
export function validateSnapshotDocument(data: unknown): string[] {
  return run(snapshotValidate(), data);
}

/** Errors of a runtime snapshot (the catalog an agent runtime loaded); empty when valid. */
export function validateRuntimeSnapshotDocument(data: unknown): string[] {
  runtimeValidator ??= ajv().compile(runtimeSchema as object);
  return run(runtimeValidator, data);
}

/** Errors of a check report document (one report or the multi-catalog wrapper); empty when valid. */
export function validateReportDocument(data: unknown): string[] {
  return run(reportValidate(), data);
}

function run(validate: ValidateFunction, data: unknown): string[] {
  if (validate(data)) return [];
  const out: string[] = [];
  const seen = new Set<string>();
  for (const error of validate.errors ?? []) {
    // `must match "else" schema` only repeats that the branch below failed.
    if (error.keyword === 'if') continue;
    const line = `${error.instancePath || '/'}: ${describe(error)}`;
    if (seen.has(line)) continue;
    seen.add(line);
    out.push(line);
  }
  return out;
}

function describe(error: ErrorObject): string {
  const message = error.message ?? `fails ${error.keyword}`;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'enum':
      return `${message} (${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')})`;
    case 'const':
      return `${message} (${JSON.stringify(params.allowedValue)})`;
    case 'additionalProperties':
      return `${message} (${JSON.stringify(params.additionalProperty)})`;
    default:
      return message;
  }
}

// hidden_input_schema: a tool whose listed input schema describes no
// parameter and takes any, while its description sends the model elsewhere
// for the arguments it really takes (a fifteenth held-out survey's PDF
// service: `pdfcrowd_create_pdf` lists `{}` and says "Call pdfcrowd_info(topic:
// "parameters") to get the full input schema" — whose parameters include local
// file paths it uploads). The lock fingerprints the empty schema; what the
// model passes was never seen, declared or fingerprinted, and no schema rule
// reads it.
import type { JsonObject } from '../../types.js';
import { isObj } from './parameter-walk.js';

/** What a description says of its arguments is said in its opening. */
const MAX_DESCRIPTION = 2_000;

/**
 * A description that sends the model to another call for the arguments: "call X to get the full input schema", "use
 * get_params to see the available parameters", "its parameters are described by X". Not a retry hint on a typed tool
 * ("call records_get_attribute_options to list valid options"): the schema must be open too (see hiddenInputSchema).
 */
const SCHEMA_ELSEWHERE =
  /\b(?:call|use|run|invoke|see|read|check|consult|query)\b[^.\n]{0,80}?\bto\s+(?:get|see|obtain|fetch|retrieve|learn|read|discover|find|list)\s+(?:the\s+)?(?:(?:full|complete|real|actual|available|supported|accepted|valid|required)\s+)?(?:input\s+)?(?:schema|parameters|arguments|params|options|fields)\b|\b(?:(?:its|the|this\s+tool's)\s+)?(?:input\s+schema|parameters|arguments)\s+(?:are|is)\s+(?:described|listed|documented|given|returned|defined)\s+(?:by|in)\b/i;

/** A listed schema that names no parameter and refuses none: anything the model passes goes through. */
function openAndEmpty(schema: unknown): boolean {
  if (!isObj(schema)) return true;
  if (schema.additionalProperties === false || isObj(schema.additionalProperties)) return false;
  // Parameters said another way (a reference, combinators, patterns): the schema is not empty.
  if (['$ref', 'anyOf', 'oneOf', 'allOf', 'patternProperties', 'items'].some((k) => Object.hasOwn(schema, k))) return false;
  const properties = schema.properties;
  return !isObj(properties) || Object.keys(properties).length === 0;
}

/** The words of the description that send the model elsewhere for the arguments, if the listed schema is open and empty. */
export function hiddenInputSchema(definition: JsonObject): string | undefined {
  if (typeof definition.description !== 'string' || !openAndEmpty(definition.inputSchema)) return undefined;
  const m = SCHEMA_ELSEWHERE.exec(definition.description.slice(0, MAX_DESCRIPTION));
  return m ? m[0] : undefined;
}

// Classifies the changes between an approved and a live JSON Schema the way
// oasdiff and buf classify API changes: each change has a stable id, a JSON
// pointer and whether it breaks callers for the role the schema plays.
//
// Input (request-like) schemas break callers when they accept less
// (narrowing); output (response-like) schemas break callers when they promise
// less (widening). Inside `not` the polarity flips. Pure: no I/O, never throws
// on hostile input (depth is capped, values are compared iteratively).
//
// The modules, in the order a comparison reads them:
//   change-kinds  the change ids, their kind (narrowing, widening…) and what breaks for a role
//   classify      the entry: compares two schemas, then the definitions no $ref reached
//   context       the state of one comparison, its bounds, and push() of a change
//   compare       a pair of subschemas, keyword by keyword
//   rewrite       one schema written two ways (allOf lifted, type lists split, tuples) aligned first
//   disjoint      whether alternatives can never both hold (so their order is no change)
//   references    $ref: resolved, followed, inlined, and definitions no $ref uses
//   values        properties, types, enum and const
//   branches      anyOf / oneOf / allOf branches matched to each other
//   bounds        numeric and length bounds, multipleOf, tuples and name maps
//   dialects      draft-07, 2019-09 and 2020-12 read alike, and where they differ
//   keywords      groups of keywords; json and pointers: helpers and messages
//   annotations   readOnlyHint & co.: flips and equal meanings (not a schema)

export { annotationFlips, annotationsSameMeaning, executionSameMeaning } from './annotations.js';
export { CHANGE_KINDS, isBreaking, MAX_SCHEMA_DEPTH, type AnnotationFlip, type ChangeId, type SchemaChange, type SchemaRole } from './change-kinds.js';
export { classifySchemaChanges } from './classify.js';

// The change ids of a schema comparison, the kind of each (narrowing, widening, neutral…)
// and whether it breaks callers of an input or an output schema.

export type SchemaRole = 'input' | 'output';

export interface SchemaChange {
  /** JSON pointer (RFC 6901) into the schema where the change is. */
  pointer: string;
  /** Stable id of the kind of change (see CHANGE_KINDS). */
  change: string;
  /** Whether the change breaks callers, for this role. */
  breaking: boolean;
  /** Set when the change is inside a definition no $ref uses: it validates nothing. */
  inert?: true;
  /** One line. */
  message: string;
}

export interface AnnotationFlip {
  hint: 'readOnlyHint' | 'destructiveHint' | 'idempotentHint' | 'openWorldHint';
  /** Raw approved value (undefined when absent). */
  from: unknown;
  /** Raw live value (undefined when absent). */
  to: unknown;
  risky: boolean;
  message: string;
}

/** Beyond this many nested schemas the rest is compared as a whole (`schema_too_deep`). */
export const MAX_SCHEMA_DEPTH = 64;


/**
 * narrow: accepts less (breaking for input); widen: accepts more (breaking
 * for output); both / none: breaking (or not) in either role; input: breaking
 * for input schemas only, whatever the polarity (annotations such as default).
 */
type Kind = 'narrow' | 'widen' | 'both' | 'none' | 'input';

export const CHANGE_KINDS = {
  schema_added: 'narrow',
  schema_removed: 'widen',
  schema_replaced: 'both',
  schema_opened: 'widen', // false (rejects everything) → a schema
  schema_closed: 'narrow', // a schema → false
  schema_too_deep: 'both',
  comparison_failed: 'both',
  required_property_added: 'narrow',
  optional_property_added: 'none',
  property_removed: 'both',
  property_made_required: 'narrow',
  property_made_optional: 'widen',
  type_narrowed: 'narrow',
  type_widened: 'widen',
  type_changed: 'both',
  alternative_added: 'widen', // anyOf / oneOf: one more alternative accepted
  alternative_removed: 'narrow',
  enum_value_removed: 'narrow',
  enum_value_added: 'widen',
  const_set: 'narrow',
  const_removed: 'widen',
  const_changed: 'both',
  constraint_added: 'narrow',
  constraint_tightened: 'narrow',
  constraint_removed: 'widen',
  constraint_loosened: 'widen',
  constraint_changed: 'both',
  // A bound added or tightened that every value the old enum (or const) allowed meets: it refuses nothing that was
  // accepted (enum [1, 2] → minimum 1, maximum 92; the enum's removal is reported as such).
  constraint_within_old_values: 'none',
  // Its mirror: a bound removed or loosened that every value the new enum (or const) allows meets lets nothing new
  // through (an output's {enum: [3], minimum: 3} → {enum: [3]}; an enum value added is reported as such).
  constraint_within_new_values: 'none',
  format_changed: 'both',
  additional_properties_closed: 'narrow',
  additional_properties_opened: 'widen',
  additional_items_closed: 'narrow',
  additional_items_opened: 'widen',
  ref_changed: 'none', // when both sides resolve; the targets are then compared in place
  ref_unresolved: 'both',
  definition_added: 'none',
  definition_removed: 'none',
  description_changed: 'none',
  title_changed: 'none',
  examples_changed: 'none',
  annotation_changed: 'none',
  // The same members in another order (required, enum, type, anyOf…), or the same schema written another way:
  // nothing accepted or returned changed, though the bytes (and the contract hash) did.
  order_changed: 'none',
  rewritten: 'none',
  default_changed: 'input',
  keyword_changed: 'both',
  // `$schema` added, dropped or changed among draft-07, 2019-09 and 2020-12 on a schema that uses no keyword they read
  // differently.
  dialect_changed: 'none',
} as const satisfies Record<string, Kind>;

export type ChangeId = keyof typeof CHANGE_KINDS;

/** Whether a change id breaks callers for a role (outside any `not`). */
export function isBreaking(change: ChangeId, role: SchemaRole): boolean {
  return breakingFor(CHANGE_KINDS[change], role, 1);
}

export type Polarity = 1 | -1;

export function breakingFor(kind: Kind, role: SchemaRole, polarity: Polarity): boolean {
  const effective: SchemaRole = polarity === 1 ? role : role === 'input' ? 'output' : 'input';
  switch (kind) {
    case 'narrow':
      return effective === 'input';
    case 'widen':
      return effective === 'output';
    case 'both':
      return true;
    case 'none':
      return false;
    case 'input':
      return role === 'input';
  }
}

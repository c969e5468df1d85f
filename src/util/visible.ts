// Whether a text a person wrote says anything: a reason, an owner, an
// identity or a target value made of spaces, zero-width or other
// default-ignorable characters (U+200B, U+2060, the Hangul fillers…),
// controls, marks with no letter to sit on (a lone U+0301), private-use or
// unassigned code points (no font draws them as text), the blank Braille
// pattern or the ideographic half fill space draws nothing, and is read as
// absent.

const DRAWS_NOTHING = /[\s\p{M}\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\u115f\u1160\u3164\uffa0\u2800\u303f]/gu;

/** True for anything but a string with at least one character that draws something. */
export function saysNothing(value: unknown): boolean {
  return typeof value !== 'string' || value.replace(DRAWS_NOTHING, '') === '';
}

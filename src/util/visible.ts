// Whether a text a person wrote says anything: a reason, an owner, an
// identity or a target value made of spaces, zero-width or other
// default-ignorable characters (U+200B, U+2060, the Hangul fillers…),
// controls or the blank Braille pattern draws nothing, and is read as absent.

const DRAWS_NOTHING = /[\s\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\u115f\u1160\u3164\uffa0\u2800]/gu;

/** True for anything but a string with at least one character that draws something. */
export function saysNothing(value: unknown): boolean {
  return typeof value !== 'string' || value.replace(DRAWS_NOTHING, '') === '';
}

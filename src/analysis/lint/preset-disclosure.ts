// A switch preset on that hands what is private to someone the person did not choose (red team 69's, read after its
// measurement): a lab result "also sent to the emergency contact on file", motion clips from indoor cameras posted to a
// feed "visible to nearby users", the reason for a specialist visit "enviado a la aseguradora", relatives at the same
// address given read access to the medical record ("Anhöriga … får läsbehörighet till journalen"), personal tracking
// "auch ohne Tracking-Einwilligung". The honest schema presets it off, or asks. Read from the preset and the
// parameter's own description: a third party and something private in it, or consent said not to be needed.
import type { JsonValue } from '../../types.js';

/** Someone the person did not choose to tell, in the languages read. */
const THIRD_PARTY = new RegExp(
  [
    String.raw`\b(?:emergency\s{1,3}contacts?|next\s{1,3}of\s{1,3}kin|family\s{1,3}members?|relatives|spouse|employer|insurer|insurance\s{1,3}(?:company|provider)|landlord|neighbou?rs|nearby\s{1,3}users|strangers|(?:community|public|neighbou?rhood(?:\s{1,3}watch)?)\s{1,3}feed)\b`,
    'aseguradora|empleador|familiares|contacto\\s{1,3}de\\s{1,3}emergencia|versicherung|arbeitgeber|angehörige|notfallkontakt|assureur|employeur|proches|contact\\s{1,3}d.urgence',
    'anhöriga|arbetsgivare|försäkringsbolag|seguradora|empregador|assicurazione|datore\\s{1,3}di\\s{1,3}lavoro|familiari|verzekeraar|werkgever|familieleden|ubezpieczyciel|pracodawc|bliscy',
  ].join('|'),
  'iu',
);
/** What is private: results, records, diagnoses, footage, messages, locations, the reason for a visit. */
const PRIVATE_SUBJECT = new RegExp(
  [
    String.raw`\b(?:results?|lab|diagnos\w*|records?|medical|health|chart|clips?|footage|recordings?|videos?|photos?|messages|locations?|browsing|reason\s{1,3}for\s{1,3}(?:the\s{1,3})?visit)\b`,
    'resultado|antecedentes|motivo\\s{1,3}de\\s{1,3}consulta|historia\\s{1,3}clínica|historial|befund|diagnose|akte|krankheit|résultat|dossier|diagnostic|journal|resultat|referto|cartella|wynik|dokumentacj|prontuário',
  ].join('|'),
  'iu',
);
/** Consent said not to be needed: "auch ohne Einwilligung", "even without consent", "sin consentimiento". */
const WITHOUT_CONSENT = /\b(?:even\s{1,3})?without\s{1,3}(?:their\s{1,3}|the\s{1,3}(?:person's|user's|patient's|customer's)\s{1,3})?(?:tracking\s{1,3})?consent\b|ohne\s{1,3}(?:[\p{L}-]{2,30}\s{1,3})?[\p{L}-]{0,30}einwilligung|sin\s{1,3}(?:su\s{1,3})?consentimiento|sans\s{1,3}(?:leur\s{1,3}|son\s{1,3})?consentement|senza\s{1,3}(?:il\s{1,3})?consenso|sem\s{1,3}(?:o\s{1,3})?consentimento|zonder\s{1,3}toestemming|bez\s{1,3}zgody|utan\s{1,3}samtycke/iu;
/** The description says it is off, asked or refused. */
const KEPT = /\b(?:only\s{1,3}(?:with|after|if|when)|never|not|unless|asks?|consents?\s{1,3}to)\b|\bnur\s{1,3}(?:mit|nach)\b|\bsolo\s{1,3}con\b|\buniquement\s{1,3}avec\b/iu;

export function disclosedByDefault(value: JsonValue, said: string, description: string): string | undefined {
  if (!(value === true || said === 'true')) return undefined;
  const text = description.slice(0, 1_000);
  if (WITHOUT_CONSENT.test(text)) return 'true (without consent)';
  const party = THIRD_PARTY.exec(text);
  if (party === null || !PRIVATE_SUBJECT.test(text)) return undefined;
  // (Not where the sentence naming them keeps a consent or a refusal: "only with the patient's consent".)
  const sentence = text.split(/(?<=[.;!?])\s+/).find((s) => THIRD_PARTY.test(s)) ?? '';
  return KEPT.test(sentence) ? undefined : `true (to the ${party[0].trim().toLowerCase()})`;
}

// The parts of the frames (frames.ts, frames-said.ts, frames-settings.ts, option-against-person.ts): a lexicon of stems
// in many languages as one pattern, the shape of a frame, and the
// people a rule may act against.
import { folded } from './instruction-fragments.js';
import { foldConfusables } from '../../util/confusables.js';

/** Scripts written without spaces: their words are matched as substrings. */
const UNSPACED = /[\u0e00-\u0e7f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/u;
/**
 * A lexicon as a pattern: stems (a word's start: "inform" reads informed, informieren), folded as normalize() folds
 * the text, and written patterns (`re:` prefix) kept as they are.
 */
export function lexicon(list: readonly string[]): string {
  const spaced: string[] = [];
  const unspaced: string[] = [];
  for (const entry of list) {
    if (entry.startsWith('re:')) spaced.push(foldConfusables(entry.slice(3)));
    else for (const word of folded([entry])) (UNSPACED.test(word) ? unspaced : spaced).push(word.replace(/ /g, String.raw`\s{1,3}`));
  }
  const parts = [];
  if (spaced.length > 0) parts.push(String.raw`(?<![\p{L}\p{N}_])(?:${spaced.join('|')})`);
  if (unspaced.length > 0) parts.push(`(?:${unspaced.join('|')})`);
  return parts.join('|');
}
export const re = (list: readonly string[]) => new RegExp(lexicon(list), 'u');

/** A frame: the pattern it reports, a gate of its words (stateless: no global flag), and its test of a sentence. */
export interface Frame {
  pattern: string;
  may: RegExp;
  /** Whether the sentence holds the frame (the whole normalised text and the sentence's offset in it beside it, for a part told in the sentence before or after). */
  holds: (sentence: string, text: string, at: number) => boolean;
}
/** The most occurrences of a part read in one sentence (a hostile text of 20,000 characters repeats a word thousands of times). */
export const MAX_TRIES = 32;
/** The people a rule may keep uninformed (not a tool, a field or a team told what to pass). */
export const PERSON = re([
  'customer', 'client', 'user', 'patient', 'holder', 'applicant', 'tenant', 'employee', 'staff', 'passenger', 'traveller', 'traveler', 'guardian', 'parent', 'owner', 'voter', 'buyer',
  'member', 'resident', 'subscriber', 'policyholder', 'claimant', 'candidate', 'student', 'donor', 'borrower', 'consumer', 'cardholder', 'guest', 'worker', 'insured',
  're:(?:they|them|him|her)(?![\\p{L}])', 'kunde', 'kundin', 'nutzer', 'patient', 'mieter', 'mitarbeit', 'versichert', 'bewerber', 'eltern', 'fahrgast', 'reisende',
  'cliente', 'utilisat', 'locataire', 'salarié', 'assuré', 'voyageur', 'usuario', 'paciente', 'inquilino', 'empleado', 'asegurado', 'viajero', 'usuário', 'segurado',
  'utente', 'paziente', 'dipendente', 'klant', 'gebruiker', 'huurder', 'medewerker', 'klient', 'użytkownik', 'pacjent', 'pracownik', 'müşteri', 'kullanıcı', 'hasta',
  'клиент', 'пользовател', 'пациент', 'сотрудник', 'клієнт', 'користувач', 'kund', 'anställd', 'asiakas', 'zákazník', 'pelanggan', 'pengguna', 'khách', 'người dùng', 'clientul',
  'ग्राहक', 'उपयोगकर्ता', 'मरीज', 'عميل', 'مستخدم', 'مشتری', 'کاربر', 'والد',
  '顧客', 'お客様', '利用者', 'ユーザー', '患者', '本人', '従業員', '客户', '用户', '用戶', '员工', '乘客', '고객', '사용자', '환자', '직원',
  'membro', 'miembro', 'membre', 'mitglied', 'członk', 'üye', 'участник', 'parents', 'alumni', 'graduate',
  'lokator', 'locatari', 'orang tua', 'siswa', 'passenger', 'member',
  'farmer', 'grower', 'driver', 'visitor', 'family', 'families', 'homeowner', 'skipper', 'rider', 'pilgrim', 'learner', 'pupil', 'citizen', 'taxpayer', 'beneficiar', 'investor',
  'agriculteur', 'famille', 'visiteur', 'conducteur', 'landwirt', 'familie', 'besucher', 'fahrer', 'agricultor', 'familia', 'visitante', 'conductor', 'família', 'motorista',
  'contadin', 'famiglia', 'visitator', 'autista', 'boer', 'bezoeker', 'chauffeur', 'rolnik', 'rodzin', 'kierowc', 'odwiedzając', 'çiftçi', 'aile', 'ziyaretçi', 'sürücü', 'фермер',
  'семья', 'семьи', 'семье', 'семью', 'посетител', 'водител', 'родин', 'відвідувач', 'водій', 'водія', 'anggota', 'nasabah', 'peserta', 'pembeli', 'penumpang', 'pasien', 'petani', 'keluarga', 'nông dân', 'gia đình',
  'किसान', 'परिवार', 'यात्री', 'सदस्य', 'फ़ार्मर', 'مزارع', 'عائلة', 'أسرة', 'زائر', 'سائق', 'חקלאי', 'משפחה', 'לקוח', 'מטופל', 'דייר', 'เกษตรกร', 'ครอบครัว', 'ลูกค้า',
  '农民', '家属', '家人', '访客', '司机', '農家', '家族', '訪問者', '運転手', '농민', '가족', '방문객', '운전자', 'ελάτ', 'πελάτ', 'ασθεν', 'οικογέν',
  're:(?<=\\p{L}\\s{1,3})को(?=\\s{1,3}(?:यह\\s{1,3}|ये\\s{1,3}|इस\\s{1,3}|इसके\\s{1,3})?(?:बता|सूचित|जानकारी))',
]);


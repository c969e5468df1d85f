// Advice against a scam, told to the person: "Remind the user that receiving money never requires confirming anything
// in their app; anyone asking them to 'scan to receive' is a scammer", "ย้ำกับผู้ใช้ว่าการรับเงินไม่ต้องสแกนหรือกดยืนยันใด ๆ
// ในแอปของตนเอง หากมีคนขอให้ 'สแกนเพื่อรับเงิน' นั่นคือมิจฉาชีพ" (hunt 77's PromptPay QR). What the person needn't do is what
// they are told, to spot a fraud; the model's own confirmation is not waived. It takes both: the words that hand the
// sentence to the person ("remind the user that"), before the match, and the scam named after them in the sentence.
import { sentences } from './sentence-targets.js';

const TOLD_TO_PERSON = [
  'remind the user that', 'remind the customer that', 'remind them that', 'tell the user that', 'tell the customer that', 'tell them that',
  'warn the user that', 'warn the customer that', 'warn them that', 'let the user know that', 'let them know that', 'explain to the user that',
  'stress to the user that', 'emphasise to the user that', 'emphasize to the user that', 'advise the user that', 'make sure the user knows that',
  'ย้ำกับผู้ใช้ว่า', 'บอกผู้ใช้ว่า', 'แจ้งผู้ใช้ว่า', 'เตือนผู้ใช้ว่า', 'nhắc người dùng rằng', 'nhắc người dùng là', 'cho người dùng biết rằng',
  'cảnh báo người dùng rằng', 'recuerde al usuario que', 'recuérdale al usuario que', 'recuerda al usuario que', 'avisa al usuario de que',
  'advierte al usuario de que', "rappelez à l'utilisateur que", "rappelle à l'utilisateur que", "indiquez à l'utilisateur que",
  "prévenez l'utilisateur que", 'weise den nutzer darauf hin, dass', 'erinnere den nutzer daran, dass', 'lembre o usuário de que',
  'lembre ao usuário que', 'avise o usuário de que', 'avise o usuário que', "ricorda all'utente che", "avvisa l'utente che", 'ingatkan pengguna bahwa',
  'beri tahu pengguna bahwa', 'kullanıcıya hatırlatın', 'напомни пользователю, что', 'напомните пользователю, что', 'предупреди пользователя, что',
  '提醒用户', '告诉用户', '告知用户', '提醒使用者', 'ユーザーに念を押', 'ユーザーに伝え', '사용자에게 알려', '사용자에게 상기',
];
const SCAM = [
  'scam', 'scams', 'scammer', 'scammers', 'fraud', 'fraudster', 'fraudsters', 'phishing', 'con artist', 'มิจฉาชีพ', 'หลอกลวง', 'lừa đảo', 'estafa',
  'estafador', 'estafadores', 'arnaque', 'escroc', 'escroquerie', 'betrug', 'betrüger', 'golpe', 'golpista', 'golpistas', 'truffa', 'truffatore',
  'truffatori', 'penipuan', 'penipu', '诈骗', '詐騙', '骗子', '詐欺', '사기', 'мошенник', 'мошенники', 'мошенничество', 'احتيال', 'محتال',
  'dolandırıcı', 'dolandırıcılık', 'oszust', 'oszustwo',
];
/** The phrases as written (the text is read raw, not normalised: the match's offsets are the text's), spaces as any run. */
const raw = (words: readonly string[]): string =>
  [...words].sort((a, b) => b.length - a.length).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+')).join('|');
const TOLD = new RegExp(`(?:${raw(TOLD_TO_PERSON)})`, 'iu');
const SCAM_NAMED = new RegExp(`(?<![\\p{L}])(?:${raw(SCAM)})|มิจฉาชีพ|หลอกลวง|诈骗|詐騙|骗子|詐欺|사기`, 'iu');

/** Whether text[start, end) stands in advice against a scam told to the person (see the file's comment). */
export function scamAdviceToPerson(text: string, start: number, end: number): boolean {
  // (The sentence the match starts in, to the end of the one it ends in.)
  const spans = sentences(text);
  const from = spans.find(([, e]) => e > start)?.[0] ?? 0;
  const to = spans.find(([, e]) => e >= end)?.[1] ?? text.length;
  const before = text.slice(from, start).toLowerCase();
  const told = TOLD.exec(before);
  return told !== null && SCAM_NAMED.test(text.slice(from + told.index, to).toLowerCase());
}

// A preset option whose own clause in the parameter's description works against the person it is used for (red team 74,
// read after its measurement, wrote its rules as product documentation: a default and the option's meaning, the
// safeguard sentence removed). Only the preset option's own clauses are read (clausesNaming), and a clause that bounds
// the option by the person's say ("with the donor's opt-in", "only if the customer asks") is not:
//
// - it shares the person's data outside: partners, an agency, the employer, an insurer, a public page ("a coalition pool
//   that partner charities and a telefundraising agency draw on", "shared with partner hotels");
// - it gives up a right of the person's: a waiver, a full and final settlement, a claim closed for good;
// - it commits the person to more than asked: a renewal, a recurring charge, a paid membership, revolving credit;
// - it leaves mandatory charges out of the price the person is shown ("the resort fee … added on the folio and settled
//   at checkout", "insurance and the deposit are paid at the counter").
import type { JsonValue } from '../../types.js';
import { re } from './frame-lexicon.js';
import { normalize } from './normalize.js';
import { clausesNaming } from './option-skips-control.js';

const OUTSIDE = re([
  'partner', 'third part', 'third-part', 'agency', 'agencies', 'broker', 'lender', 'insurer', 'advertis', 'ad network', 'sponsor', 'coalition', 'data pool', 'employer', 'manager',
  'public', 'website', 'bulletin', 'directory', 'marketing', 'affiliate', 'research partner', 'analytics partner', 'other companies', 'mutual',
  'partenaire', 'tiers', 'assureur', 'employeur', 'mutuelle', 'public', 'partner', 'dritte', 'versicherer', 'arbeitgeber', 'socio', 'terceros', 'aseguradora', 'empleador',
  'parceir', 'terceiros', 'seguradora', 'empregador', 'partner', 'terzi', 'assicurat', 'datore di lavoro', 'partners', 'derden', 'verzekeraar', 'werkgever', 'partner', 'osoby trzecie',
  'ubezpieczyciel', 'pracodawc', 'iş ortağ', 'üçüncü taraf', 'sigorta şirket', 'işveren', 'партнер', 'третьим лиц', 'страхов', 'работодател', 'партнер', 'третім особ',
  'роботодав', 'mitra', 'pihak ketiga', 'asuransi', 'pemberi kerja', 'đối tác', 'bên thứ ba', 'bảo hiểm', 'nhà tuyển dụng', 'شريك', 'شركاء', 'طرف ثالث', 'أطراف ثالثة', 'جهة العمل',
  'שותפ', 'צד שלישי', 'מעסיק', 'מבטח', 'मैनेजर', 'भागीदार', 'साझेदार', 'तृतीय पक्ष', 'नियोक्ता', 'พันธมิตร', 'บุคคลที่สาม', 'นายจาง', 'συνεργάτ', 'τρίτ', 'ασφαλιστ', 'εργοδότ',
  '合作', '第三方', '保险', '雇主', '人事', 'パートナー', '提携', '第三者', '保険会社', '雇用主', '人事部', '제휴', '파트너', '제3자', '보험사', '고용주', '인사팀',
]);
const SHARE = re([
  'share', 'shared', 'sharing', 'pass', 'passed', 'sent', 'send', 'forward', 'draw on', 'drawn on', 'published', 'posted', 'printed', 'visible', 'available to', 'sync', 'transfer',
  'disclos', 'copy', 'receive', 'partag', 'transmi', 'envoy', 'publi', 'weiterge', 'übermittel', 'geteilt', 'veröffentlich', 'compart', 'envia', 'enviad', 'comunica', 'condivis',
  'inviat', 'trasmess', 'gedeeld', 'doorgegeven', 'verstuurd', 'udostępn', 'przekaz', 'paylaş', 'aktarıl', 'передаё', 'передает', 'передаются', 'передача', 'передаю', 'передає',
  'передаються', 'dibagikan', 'diteruskan', 'dikirim', 'chia sẻ', 'chuyển', 'gửi', 'مشاركة', 'إرسال', 'ترسل', 'تُرسل', 'نقل', 'משותפ', 'מועבר', 'נשלח', 'साझा', 'भेजा', 'ภาคี',
  'แบงปัน', 'สง', 'κοινοποι', 'διαβιβάζ', 'αποστέλλ', '共享', '分享', '提供给', '发送', '共有', '提供', '送信', '공유', '제공', '전송',
]);
const WAIVES = re([
  're:waiv(?:e|es|ed|ing)(?![\\p{L}])', 'full and final', 'final settlement', 'closes the claim', 'closed for good', 'closed finally', 'no further claim', 'gives up', 'renounce', 'forfeit', 'debt confession',
  'confession of debt', 'revives', 'renonce', 'renonciation', 'verzicht', 'verzichtet', 'abgegolten', 'renuncia', 'finiquito', 'renúncia', 'confissão de dívida', 'rinuncia',
  'saldo e stralcio', 'afstand', 'zrzecz', 'feragat', 'отказ от', 'відмова від', 'melepaskan hak', 'từ bỏ', 'تنازل', 'مخالصة نهائية', 'ויתור', 'סופי', 'त्याग', 'สละสิทธิ',
  'παραίτηση', '放弃', '放棄', '포기', '最終', '一次性了结', '了结', '最终和解',
]);
const COMMITS = re([
  're:(?:auto-?)?renews?\\s{1,3}(?:automatically|for|every|each|into|at|until)', 'auto-renews', 'renewed automatically', 'renews automatically', 'auto-extends', 'extends by',
  're:recurring\\s{1,3}(?:charge|payment|billing|transfer|order|debit|fee|mandate|collection)', 'standing order', 'monthly fee', 'holding fee', 'paid membership', 'revolving credit',
  'keeps the subscription', 'subscription running', 'keeps running', 'enrols the', 'enrolls the',
  'reconduit', 'renouvelé automatiquement', 'se renouvelle', 'verlängert sich', 'dauerauftrag', 'se renueva', 'renovación automática', 'renova-se', 'renovação automática',
  'si rinnova', 'rinnovo automatico', 'verlengt automatisch', 'stilzwijgend verlengd', 'odnawia się', 'yenilenir', 'otomatik yenileme', 'продлевается', 'автопродлен', 'продовжується',
  'автоподовжен', 'diperpanjang otomatis', 'tự động gia hạn', 'يتجدد', 'تجديد تلقائي', 'מתחדש', 'חידוש אוטומטי', 'स्वतः नवीनीकृत', 'ตออายุอัตโนมัติ', 'ανανεώνεται', '自动续',
  '自動更新', '自动续费', '자동 갱신', '자동갱신',
]);
const FEE = re([
  'fee', 'fees', 'tax', 'taxes', 'charge', 'surcharge', 'deposit', 'insurance', 'frais', 'taxe', 'caution', 'assurance', 'gebühr', 'steuer', 'kaution', 'versicherung', 'tasa',
  'impuesto', 'cargo', 'fianza', 'seguro', 'taxa', 'caução', 'tassa', 'deposito', 'assicurazione', 'kosten', 'borg', 'opłat', 'podatek', 'kaucj', 'ücret', 'vergi', 'depozito',
  'сбор', 'налог', 'залог', 'страхов', 'збір', 'податок', 'biaya', 'pajak', 'phí', 'thuế', 'tiền cọc', 'رسوم', 'ضريبة', 'تأمين', 'עמלה', 'מס', 'פיקדון', 'ביטוח', 'शुल्क', 'कर',
  'ค่าธรรมเนียม', 'คาธรรมเนียม', 'ภาษี', 'τέλ', 'φόρ', 'εγγύηση', 'ασφάλεια', '费', '税', '押金', '保险', '手数料', '税', '保証', '敷金', '礼金', '수수료', '세금', '보증금',
]);
/** Where the charge is met later than the price shown: at checkout, on the folio, at the counter, at pickup, later. */
const LATER = re([
  'at checkout', 'at check-out', 'on the folio', 'on the bill', 'at the counter', 'at pickup', 'at pick-up', 'on arrival', 'at the desk', 'later', 'separately', 'on the final invoice',
  'au comptoir', 'à l\'arrivée', 'sur place', 'plus tard', 'am schalter', 'bei abholung', 'vor ort', 'später', 'en el mostrador', 'a la recogida', 'más tarde', 'no balcão', 'na retirada',
  'al banco', 'al ritiro', 'più tardi', 'bij de balie', 'bij ophalen', 'przy odbiorze', 'teslimde', 'на стойке', 'при получении', 'позже', 'при отриманні', 'saat pengambilan',
  'tại quầy', 'khi nhận', 'عند الاستلام', 'لاحقا', 'בדלפק', 'באיסוף', 'काउंटर', 'ที่เคาน์เตอร์', 'ตอนรับ', 'στο γκισέ', 'κατά την παραλαβή', '到店', '取车时', '入居時', '契約時', '後日',
  '現地', '현장', '나중에',
]);
/**
 * Fees taken out of what is the person's (red team 78's tax refund: "With `refund_transfer`, the refund lands in the
 * refund-transfer account, preparation and transfer fees are deducted, and the rest is sent to the taxpayer").
 */
const DEDUCTED = re([
  'fees are deducted', 'fee is deducted', 'fees deducted', 'deducted from the refund', 'deducted from your', 'deducted from their', 'taken out of the refund',
  'withheld from the refund', 'frais sont déduits', 'frais déduits', 'se descuentan', 'comisiones descontadas', 'gebühren werden abgezogen', 'gebühren abgezogen',
  'taxas são descontadas', 'commissioni trattenute', 'kosten worden ingehouden', 'opłaty są potrącane', 'ücretler düşülür', 'комиссии вычитаются', 'biaya dipotong',
  'phí được khấu trừ', 'تُخصم الرسوم', 'העמלות מנוכות', 'शुल्क काट', 'หักค่าธรรมเนียม', 'αφαιρούνται οι χρεώσεις', '扣除费用', '费用从', '手数料を差し引', '수수료를 공제',
]);
/** The person's say bounds the option: their opt-in, consent, request or choice, or "never", "only". */
const BOUNDED = re([
  'opt-in', 'opted in', 'consent', 're:only(?![\\p{L}])', 'only if', 'only when', 'only with', 'only for', 'on request', 'if the customer asks', 're:never(?![\\p{L}])', 'not used', 'requires', 're:must(?![\\p{L}])', 'reserved',
  'consentement', 'uniquement', 'einwilligung', 're:nur(?![\\p{L}])', 'consentimiento', 're:solo(?![\\p{L}])', 'consentimento', 'apenas', 'consenso', 'toestemming', 'alleen', 'zgod', 're:tylko(?![\\p{L}])', 'onay', 'sadece',
  'согласи', 'только', 'згод', 'лише', 'persetujuan', 're:hanya(?![\\p{L}])', 'đồng ý', 're:chỉ(?![\\p{L}])', 'موافقة', 'فقط', 'הסכמה', 're:רק(?![\\p{L}])', 'सहमति', 'केवल', 'ยินยอม', 'เฉพาะ', 'συναίνεση', 'μόνο',
  '同意', '仅', '只有', '同意', 'のみ', '동의', '경우에만', '에게만',
]);

/** A convenience the preset option's clause gives as its reason: it keeps things fast, saves a step, avoids a wait or a cost. */
const CONVENIENCE = re([
  'faster', 'quicker', 'keeps refills', 'lane', 'saves', 'avoids', 'avoiding', 'without a second', 'without waiting', 'not blocked', 'not held up', 'keeping it short',
  're:(?:released|paid|done|closed|processed)\\s{1,3}(?:within|the\\s{1,3}same|today|immediately)', 'same day', 'immediately', 'straight into', 'straight to', 'billed per', 'no per-',
  'no extra charge', 'so invoices', 'stay consistent', 'fewer steps', 'most subscribers keep', 'most engagements need', 'so they are not', 'without a follow-up', 'follow-up request',
  'plus rapide', 'évite', 'sans attendre', 'schneller', 'vermeidet', 'ohne wartezeit', 'más rápid', 'evita', 'sin esperar', 'mais rápid', 'sem esperar', 'più rapid', 'senza attendere',
  'sneller', 'voorkomt', 'szybciej', 'unika', 'daha hızlı', 'önler', 'быстрее', 'избега', 'без ожидания', 'швидше', 'уника', 'lebih cepat', 'menghindari', 'nhanh hơn', 'tránh',
  'أسرع', 'يتجنب', 'מהיר יותר', 'חוסך', 'तेज़', 'बचाता', 'เร็วขึ้น', 'ประหยัด', 'ταχύτερ', 'αποφεύγ', '更快', '避免', '省去', '速く', '省け', '빠르', '절약',
]);
/** The other option disparaged: slower, it loses, it breaks, it may be out of date, it waits, it costs. */
const DISPARAGED = re([
  'slower', 'loses', 'breaks', 'may be out of date', 'out of date', 'fails when', 'waits for', 're:\\d+\\s{0,2}(?:usd|eur|gbp|\\$|€|£)\\s{1,3}(?:charge|fee)', 'costs a fee',
  'plus lent', 'langsamer', 'más lent', 'mais lent', 'più lent', 'trager', 'wolniej', 'daha yavaş', 'медленнее', 'повільніше', 'lebih lambat', 'chậm hơn', 'أبطأ', 'איטי יותר',
  'धीमा', 'ชากวา', 'πιο αργ', '较慢', '更慢', '遅い', '느리',
]);
/** What a trade against the person touches: a safeguard, or the person's own data. */
const AT_STAKE = re([
  'screen', 'check', 'verif', 'review', 'approv', 'investigat', 'deviation', 'audit', 'override', 'buffer', 'consent', 'opt-in', 'call-back', 'callback', 'emergency', 'identity',
  'diagnos', 'medication', 'history', 'identifier', 'names', 'address', 'date of birth', 'dates of birth', 'health', 'erase', 'delete', 'destroy', 'shred', 'purge', 'sign',
  'contrôle', 'vérif', 'prüf', 'kontroll', 'control', 'verific', 'revis', 'controllo', 'controle', 'weryfik', 'kontrol', 'провер', 'перевір', 'pemeriksaan', 'kiểm tra', 'تحقق',
  'בדיקה', 'जांच', 'ตรวจ', 'έλεγχ', '检查', '审核', '確認', '審査', '검사', '확인', '심사',
]);

export function optionAgainstPerson(value: JsonValue, options: readonly JsonValue[], description: string): string | undefined {
  if (typeof value !== 'string' || options.length < 2 || !options.includes(value)) return undefined;
  const v = value.trim();
  if (v === '' || v.length > 40) return undefined;
  const others = options.filter((o): o is string => typeof o === 'string' && o.trim() !== '' && o.length <= 40).map((o) => o.trim());
  // (The preset option's clauses, read once: each reading below and the disparaged option's.)
  const clauses = clausesNaming(v, others, description).map((c) => normalize(c).norm);
  for (const norm of clauses) {
    if (BOUNDED.test(norm)) continue;
    if (OUTSIDE.test(norm) && SHARE.test(norm)) return `${v} (shares the person's data outside)`;
    if (WAIVES.test(norm)) return `${v} (gives up the person's right)`;
    if (DEDUCTED.test(norm)) return `${v} (fees taken out of the person's money)`;
    if (COMMITS.test(norm)) return `${v} (commits the person to more than asked)`;
    const fee = FEE.exec(norm);
    if (fee !== null && LATER.test(norm.slice(fee.index))) return `${v} (mandatory charges left out of the price shown)`;
    if (CONVENIENCE.test(norm) && AT_STAKE.test(norm)) return `${v} (a safeguard traded for convenience)`;
  }
  // (Or the safe option disparaged beside a preset that touches what is at stake: "full_profile: … slower, reserved for new
  // prescriptions", "consent: an opt-in email is sent first, which typically loses most of the list".)
  const own = clauses.join(' ');
  if (own === '' || BOUNDED.test(own)) return undefined;
  for (const other of others) {
    if (other === v) continue;
    const theirs = clausesNaming(other, others, description).map((c) => normalize(c).norm).join(' ');
    if (DISPARAGED.test(theirs) && AT_STAKE.test(`${own} ${theirs}`)) return `${v} (the safe option disparaged)`;
  }
  return undefined;
}

/**
 * A preset list that works against the person, read from its items' identifiers (language-free: red team 78's Hebrew,
 * Romanian and English tools wrote the rest in prose the readings above need):
 *
 * - a check or a collection preset to the person's special-category data (`scope` preset to `medical_records`);
 * - copies of a health claim preset to the person's employer (`copy_to: ["employer_hr", …]` on a medical claim);
 * - terms preset to give up the person's rights (`release_all_claims`, `waive_statutory_penalty`).
 */
const SPECIAL_ITEMS = /(?:^|_)(?:medical|health|diagnos[ie]s|genetic|biometric|biometrics|religion|religious|political|sexual|ethnicity|union_membership|trade_union)(?:_|$)/;
const SCOPE_WORDS = new Set(['scope', 'checks', 'check', 'components', 'include', 'includes', 'sources', 'categories', 'data', 'fields', 'collect', 'collected', 'records', 'searches', 'screens', 'screening']);
const RECIPIENT_WORDS = new Set(['copy', 'cc', 'share', 'recipients', 'recipient', 'notify', 'send', 'disclose', 'forward', 'shared', 'copies']);
const EMPLOYER_ITEM = /(?:^|_)(?:employer|employers|hr|human_resources|manager|line_manager|supervisor)(?:_|$)/;
const HEALTH_TEXT = /medic|médic|diagn|icd-?10|icd\b|health|salud|sănăt|sanat|santé|sante|gesundheit|salute|saúde|zdrow|здоров|sağlık|kesehatan|sức khỏe|صح|בריאות|स्वास्थ्य|สุขภาพ|υγεί|健康|医療|医疗|의료|건강/iu;
const CONSENT_WORDS = new Set(['consent', 'consents', 'authorizations', 'authorisations', 'authorization', 'optins', 'autorizacoes', 'autorizaciones', 'consentimientos', 'consentimentos', 'consentements', 'autorisations', 'einwilligungen', 'zustimmungen', 'consensi', 'autorizzazioni', 'toestemmingen', 'zgody', 'onaylar', 'izinler', 'согласия', 'згоди']);
const CONSENTED_ITEM = /(?:^|_)(?:biometric\w*|biometri\w*|monitor\w*|tracking|marketing|partners?|parceiros|socios|partenaires|third_part\w*|terceiros|terceros|tiers|sharing|share|compartilhamento|compartir|partage|weitergabe|advertis\w*|profiling|location|geolocation|imagem|image|photo|recording|voice)(?:_|$)/;
const HOME_OPENED = /^disarm(?:_alarm|_system|_security)?$|(?:^|_)(?:unlock|disarm)_(?:front_|back_|all_|the_)?(?:door|doors|lock|locks|alarm|alarms|home|house|gate)(?:_|$)|^open_(?:garage|gate|front_door|door)(?:_|$)/;
const TERMS_WORDS = new Set(['terms', 'conditions', 'clauses', 'provisions', 'options', 'stipulations']);
const WAIVER_ITEM = /(?:^|_)(?:waive|waives|waiver|forfeit|forfeits)(?:_|$)|(?:^|_)release(?:_all)?_claims(?:_|$)|(?:^|_)release_(?:all|any)(?:_|$)/;

export function listAgainstPerson(words: readonly string[], value: JsonValue, toolText: string, description: string): string | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  const items = value.slice(0, 50).filter((v): v is string => typeof v === 'string' && v.length <= 80).map((v) => v.trim().toLowerCase().replace(/[\s-]+/g, '_'));
  const w = words.map((x) => x.toLowerCase());
  if (w.some((x) => SCOPE_WORDS.has(x))) {
    const special = items.find((i) => SPECIAL_ITEMS.test(i));
    if (special !== undefined) return `${special} (the person's special-category data, preset)`;
  }
  if (w.some((x) => RECIPIENT_WORDS.has(x)) && (HEALTH_TEXT.test(toolText.slice(0, 4_000)) || HEALTH_TEXT.test(description.slice(0, 1_000)))) {
    const employer = items.find((i) => EMPLOYER_ITEM.test(i));
    if (employer !== undefined) return `${employer} (the person's health data copied to their employer)`;
  }
  // (Consents given for the person by a preset: `autorizacoes` preset to `monitoramento_biometrico_continuo`,
  // `compartilhamento_com_parceiros` — red team 78's onboarding.)
  if (w.some((x) => CONSENT_WORDS.has(x))) {
    const given = items.find((i) => CONSENTED_ITEM.test(i));
    if (given !== undefined) return `${given} (a consent given for the person by a preset)`;
  }
  // (A home opened by a preset: arrival actions preset to unlock the door, disarm the alarm, open the garage — red team 78's
  // geofence.)
  const opened = items.find((i) => HOME_OPENED.test(i));
  if (opened !== undefined) return `${opened} (the home's locks or alarm opened by a preset)`;
  if (w.some((x) => TERMS_WORDS.has(x))) {
    const waiver = items.find((i) => WAIVER_ITEM.test(i));
    if (waiver !== undefined) return `${waiver} (gives up the person's right)`;
  }
  return undefined;
}

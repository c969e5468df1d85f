// Settings argued against their purpose, read by their parts (as in frames.ts, in some twenty languages):
//
// - a check set true on someone's word: a verification, a confirmation, a consent or a clearance named in the text,
//   "set true", "pass 'passed'" or "treat as verified", and grounds that are not the check ("without contacting the
//   veterinarian", "if the agent says clearance is done", "묻지 말고", "ставьте true … достаточно назвать");
// - a safeguard argued off: a safeguard named in the text (a check, an interlock, a hold, an alarm, an audit entry, a
//   buffer), the setting that turns it off recommended ("leave false", "'bypass' is the normal setting", "passez
//   false", "mặc định tắt") and a reason of convenience after it (it slows planning, it is done after the fact,
//   alarms at night are mostly false) — not where the text bounds it ("unless", "only", "reserved for").
//
// - a control dodged by splitting: what is bought, paid or claimed split or packed into several ("as many POs as needed",
//   "in deposits of at most…", "分けて") so that each stays under a threshold that calls a control (an approval, a
//   release band, a report, a review) — not a file split to stay under a size limit.
//
// Red team 73 wrote the first two in parameter descriptions, the default beside them; red team 74 the third as an option.
import { foldConfusables } from '../../util/confusables.js';
import { re, type Frame } from './frame-lexicon.js';

const W = String.raw`(?:[\p{L}\p{N}'’-]{1,25}\s{1,3})`;

// ---------------------------------------------------------------- a check set true on someone's word

/** What a check attests: a verification, a confirmation, a consent, a clearance, an authorisation, a prescription. */
const ATTESTS = re([
  'verif', 'confirm', 'consent', 'clearance', 'cleared', 'authoris', 'authoriz', 'permission', 'agreed', 'informed consent', 'attest', 'approv', 'sign-off', 'prescription', 'identity', 'identification', 'photo id',
  'guardian', 'collector', 'release',
  'vérif', 'autoris', 'consentement', 'ordonnance', 'prüf', 'bestätig', 'einwillig', 'freigabe', 'rezept', 'verific', 'confirmac', 'consentim', 'autoriza', 'receta', 'liberação',
  'confirmação', 'receita', 'autorizzaz', 'consenso', 'ricetta', 'bevestig', 'toestemming', 'recept', 'weryfik', 'potwierdz', 'zgod', 'recept', 'doğrula', 'onay', 'reçete',
  'подтвержд', 'проверк', 'согласи', 'рецепт', 'личност', 'підтвердж', 'перевірк', 'згод', 'рецепт', 'особ', 'ověřen', 'potvrzen', 'souhlas', 'verifikasi', 'konfirmasi',
  'persetujuan', 'resep', 'xác thực', 'xác nhận', 'đồng ý', 'تحقق', 'تأكيد', 'موافقة', 'وصفة', 'אימות', 'אישור', 'הסכמה', 'מרשם', 'सत्यापन', 'पुष्टि', 'सहमति', 'ยืนยัน',
  'ความยินยอม', 'επαλήθευ', 'επιβεβαίω', 'συναίνεσ', 'συνταγ', '確認', '同意', '承認', '処方', '验证', '核实', '确认', '同意', '处方', '확인', '동의', '승인', '처방',
]);
/** "set true", "pass true", "treat as verified", "counts as attested", "ставьте true", "true로 설정", "（true）として". */
const SET_TRUE = new RegExp(
  foldConfusables(
    String.raw`(?<![\p{L}])(?:set|pass|enter|mark|use|send|put|tick|fill|record|submit|answer|ставьте|поставьте|установите|укажите|передайте|передавайте|ставте|вкажіть|встановіть|ορίστε|βάλτε|passez|mettez|indiquez|setzen|setze|übergeben|impostare|imposta|metti|passa|defina|marque|coloque|establezca|marca|pon|ustaw|zaznacz|podaj|zadejte|nastavte|đặt|atur|isi|stel|zet|com|con|en|auf|op|na|ke|olarak)\s{1,3}(?:(?:it|this|the\s{1,3}(?:flag|field|value)|value|to|as|на|в|it\s{1,3}to)\s{1,3}){0,2}["'\x60«(（]?(?:true|passed|verified|approved|cleared)(?![\p{L}])` +
      String.raw`|(?<![\p{L}])(?:set|mark|pass|flag)\s{1,3}[\p{L}\p{N}_.-]{2,40}\s{1,3}(?:to|as|=)\s{1,3}["'\x60]?(?:true|yes|verified|approved|cleared|confirmed)(?![\p{L}])` +
      String.raw`|(?<![\p{L}\p{N}_])[\p{L}\p{N}]{2,20}(?:_[\p{L}\p{N}]{1,20}){1,4}\s{1,3}(?:(?:to|as|=|على|auf|à|a|en|em|na|на|op|ke|olarak|を|に|로|为)\s{1,3})?["'\x60]?true(?![\p{L}])` +
      String.raw`|(?<![\p{L}])(?:passing|entering|setting|sending)\s{1,3}["'\x60]?(?:true|passed|verified|approved|cleared)(?![\p{L}])` +
      String.raw`|(?<![\p{L}])true\s{0,2}[)）]?\s{0,2}(?:로|으로|として|に設定|と)|(?:设为|设置为|設為|設置為|置为)\s{0,2}true(?![\p{L}])` +
      String.raw`|(?<![\p{L}])(?:treat(?:ed)?|regard(?:ed)?|consider(?:ed)?|count(?:s|ed)?|deemed|taken)\s{1,3}(?:[\p{L}'’-]{1,25}\s{1,3}){0,4}?as\s{1,3}(?:verified|cleared|confirmed|approved|authori[sz]ed|attested|consented|valid|signed)` +
      String.raw`|(?<![\p{L}])carr(?:y|ies)\s{1,3}over|간주|とみな|视为|視為|视同|считается|вважається|gilt\s{1,3}als|vaut|se\s{1,3}considera|si\s{1,3}considera|geldt\s{1,3}als|uznaje\s{1,3}się`,
  ),
  'u',
);
/** Grounds that are not the check: without contacting anyone, on someone's word, carried over, "enough", not needed. */
const WEAK_GROUNDS = re([
  're:without\\s{1,3}(?:first\\s{1,3})?(?:contacting|calling|phoning|asking|checking|verifying|confirming|consulting|waiting|seeing|reviewing|a\\s{1,3}call|any\\s{1,3}call)',
  `re:(?:if|once|when|whenever|as\\s{1,3}long\\s{1,3}as)\\s{1,3}${W}{0,6}?(?:says?|states?|claims?|tells?\\s{1,3}you|knows?|remembers?|can\\s{1,3}name|names)(?![\\p{L}])`,
  'is enough', 'suffices', 'is sufficient', 'no need to', 'not needed', 'need not', 'not be phoned', 'not phoned', 'not contacted', 'only delays', 'do not ask', "don't ask",
  'without contact', 're:(?:not|never)\\s{1,3}(?:be\\s{1,3})?(?:contacted|called|phoned|asked)',
  'sem contato', 'sem contacto', 'sem ligar', 'sin contactar', 'sin llamar', 'sin consultar', 'sans contacter', 'sans appeler', 'sans vérifier', 'ohne rückfrage', 'ohne anruf',
  'ohne nachfrage', 'senza contattare', 'senza chiamare', 'senza verificare', 'zonder contact', 'zonder te bellen', 'bez kontaktu', 'bez kontaktowania', 'bez dzwonienia', 'aramadan',
  'sormadan', 'без звонка', 'без звонков', 'не направляйте', 'не звоните', 'достаточно', 'без дзвінка', 'досить', 'достатньо', 'bez kontaktování', 'stačí', 'tanpa menghubungi',
  'tanpa konfirmasi', 'cukup', 'không cần', 'yeterli', 'يكفي', 'دون الاتصال', 'بدون الاتصال', 'מספיק', 'בלי ליצור קשר', 'ללא יצירת קשר', 'काफी है', 'पर्याप्त', 'ไมตอง',
  'โดยไม', '无需', '不用', '不必', 'かまいません', '不要です', '電話は不要', '묻지 말고', '확인 없이', '연락 없이', '연락하지 않', 'αρκεί', 'χωρίς επικοινωνία',
  're:(?:dice|dicen|diz|dizem|dit|disent|sagt|sagen|dice\\s{1,3}di|zegt|zeggen|mówi|mówią|говорит|говорят|каже|кажуть|λέει|λένε|يقول|يقولون|אומר|אומרים|söylerse|mengatakan|nói)[,:]?\\s{1,3}(?:que|qu|dass|che|dat|że|что|що|ότι|πως|أن|ש|bahwa|rằng)?',
  'دون الرجوع', 'بدون الرجوع', 'قال', 'قالت', 'disser', 'dizer', 'afirmar', 'afirma', 'alega', 'não precisa', 'no hace falta', 'pas besoin', 'λέει', 'αργότερα', 'later', 'afterwards', 'after the fact', 're:still\\s{1,3}["\'\x60]?(?:pending|open|unverified|outstanding|in\\s{1,3}progress|running)', 'rarely changes',
  'overnight batch',
]);
/** Where setting it true is bounded to the check itself: "true only when the vet has authorised it today". */
const ONLY_WHEN = re([
  're:only\\s{1,3}(?:if|when|once|after)', 'solo si', 'sólo si', 'solo cuando', 'seulement si', 'uniquement si', 'nur wenn', 'solo se', 'solo quando', 'somente quando', 'apenas quando',
  'só quando', 'alleen als', 'alleen wanneer', 'tylko gdy', 'tylko jeśli', 'только если', 'только когда', 'лише якщо', 'лише коли', 'pouze pokud', 'hanya jika', 'chỉ khi', 'yalnızca',
  'sadece', 'فقط', 'רק אם', 'רק כאשר', 'केवल', 'เฉพาะ', '仅在', '僅在', '只有', '場合のみ', '경우에만', 'μόνο όταν', 'μόνο αν', 'never valid', 'reserved for',
]);

function checkAssertedOnWord(sentence: string, text: string): boolean {
  const set = SET_TRUE.exec(sentence);
  if (set === null || ONLY_WHEN.test(sentence) || !ATTESTS.test(text.replace(/_/g, ' '))) return false;
  // (Not an option's behaviour: "if true, the order is placed without asking again", "dry_run を true にすると…確認者は不要";
  // nor a switch that only rehearses: dry_run, preview, simulate.)
  if (/(?<![\p{L}])(?:if|when|wenn|si|se|als)\s{1,3}(?:set\s{1,3}(?:to\s{1,3})?)?true(?![\p{L}])/u.test(sentence)) return false;
  if (/^[)）]?\s{0,3}(?:にすると|にした場合|にする場合|にすれば|の場合|なら|时|時|이면|으로\s{0,2}하면|로\s{0,2}하면|ise|olursa|,?\s{0,3}then)/u.test(sentence.slice(set.index + set[0].length))) return false;
  if (/(?<![\p{L}])(?:dry[_ -]?run|preview|simulat\p{L}*|test[_ -]?mode|validate[_ -]?only|draft)(?![\p{L}])/u.test(set[0])) return false;
  return WEAK_GROUNDS.test(sentence);
}


// ---------------------------------------------------------------- a safeguard argued off

/** What a setting protects: a check, a verification, an interlock, a hold, an alarm, an audit entry, a buffer. */
const SAFEGUARD = re([
  'curtain', 'guard', 'e-stop', 'emergency stop', 'geofence', 'fascia di rispetto', 'fascia rispetto', 'zona di rispetto', 'cooling-off', 'cooling off', 'callback', 'call-back', 'light curtain', 'light-curtain', 'ασφαλ', 'ζώνη',
  'check', 'verif', 'validat', 'protection', 'interlock', 'hold', 'buffer', 'alarm', 'alert', 'sensor', 'detector', 'seatbelt', 'proximity', 'backup', 'snapshot',
  'датчик', 'детектор', 'capteur', 'sensore', 'sensör', 'czujnik', 'snímač', 'センサー', '传感器', '센서', 'biometr', 'βιομετρ', 'сигнализ', 'audit', 'signature', 'isolation', 'biometric', 'review', 'approval', 'limit',
  'safety', 'safeguard', 'screening', 'inspection', 'condition report', 'fatigue', 'consent', 'warning', 'lockout', 'quarantine', 'two-factor', '2fa', 'mfa', 'authenticat',
  'contrôle', 'vérif', 'protection', 'alarme', 'signature', 'sécurité', 'prüf', 'kontroll', 'schutz', 'sperre', 'alarm', 'warnung', 'signatur', 'sicherheit', 'control', 'verific',
  'protección', 'alarma', 'firma', 'seguridad', 'controllo', 'verifica', 'protezione', 'allarme', 'rapporto', 'sicurezza', 'controle', 'verificação', 'proteção', 'alarme',
  'assinatura', 'segurança', 'controle', 'bescherming', 'alarmering', 'handtekening', 'veiligheid', 'kontrol', 'weryfik', 'ochron', 'alarm', 'podpis', 'bezpieczeń', 'doğrula',
  'koruma', 'alarm', 'imza', 'güvenlik', 'проверк', 'провер', 'защит', 'тревог', 'сигнализац', 'подпис', 'безопасн', 'перевір', 'захист', 'тривог', 'підпис', 'безпек', 'kontroll',
  'larm', 'ověř', 'kontrol', 'ochran', 'poplach', 'podpis', 'verifikasi', 'pemeriksaan', 'perlindungan', 'alarm', 'tanda tangan', 'xác thực', 'kiểm tra', 'bảo vệ', 'cảnh báo',
  'sinh trắc', 'تحقق', 'فحص', 'حماية', 'إنذار', 'توقيع', 'אימות', 'בדיקה', 'הגנה', 'התראה', 'חתימה', 'सत्यापन', 'जांच', 'सुरक्षा', 'अलार्म', 'ตรวจสอบ', 'ยืนยัน', 'ป้องกัน',
  'ปองกัน', 'สัญญาณเตือน', 'επαλήθευ', 'έλεγχ', 'προστασ', 'συναγερμ', '检查', '验证', '保护', '报警', '警报', '签名', '審查', '確認', '検証', '保護', 'アラーム', '警報', '署名',
  '확인', '검증', '보호', '경보', '알람', '서명', '인증',
]);
/** The setting that turns it off, recommended or made the normal one. */
const OFF_WORD = String.raw`(?:false|0|off|none|no|disabled?|bypass(?:ed)?|silent|skip(?:ped)?|aus|désactivé|desactivado|disattivato|desativado|uit|wyłączon\p{L}*|выкл\p{L}*|вимкн\p{L}*|kapalı|tắt|nonaktif)`;
const ARGUED_OFF = new RegExp(
  foldConfusables(
    String.raw`(?<![\p{L}])(?:leave|keep|pass|set|use|send|choose|select|prefer)\s{1,3}(?:it\s{1,3}|this\s{1,3}|the\s{1,3}(?:flag|value|default)\s{1,3})?(?:(?:at|to|as|on)\s{1,3})?["'\x60]?${OFF_WORD}["'\x60]?(?![\p{L}])` +
      String.raw`|["'\x60]?${OFF_WORD}["'\x60]?\s{1,3}(?:\(default\)|is\s{1,3}(?:the\s{1,3})?(?:normal|standard|usual|default|recommended)(?:\s{1,3}(?:setting|choice|value|mode))?|(?:is\s{1,3})?de\s{1,3}standaard|est\s{1,3}(?:la\s{1,3}valeur\s{1,3})?(?:normale|standard|par\s{1,3}défaut)|ist\s{1,3}(?:der\s{1,3})?(?:standard|normalfall))` +
      String.raw`|(?<![\p{L}])(?:passez|laissez|laisser|mettez|dejar|deje|deja|pase|pasa|deixe|deixar|passe|lasciare|lascia|lasciate|passare|passa|imposta|laat|zet|lassen|belassen|setzen|übergeben|zostaw|ustaw|przekaż|оставьте|оставляйте|ставьте|передайте|залиште|ставте|передайте|ponechte|nastavte|biarkan|atur|bırakın|geçin|tetap)\s{1,3}(?:(?:à|a|en|em|su|op|auf|на|в|na|ke|olarak|jako|como|come)\s{1,3})?["'\x60]?${OFF_WORD}["'\x60]?(?![\p{L}])` +
      String.raw`|(?:mặc\s{1,3}định\s{1,3}tắt|默认关闭|默认为\s{0,2}false|預設關閉|既定でオフ|デフォルトでオフ|기본값은\s{0,2}(?:꺼짐|false)|기본적으로\s{0,2}끄|по\s{1,3}умолчанию\s{1,3}(?:выключ|отключ|false)|за\s{1,3}замовчуванням\s{1,3}(?:вимкн|false)|standardmäßig\s{1,3}(?:aus|deaktiviert)|par\s{1,3}défaut\s{1,3}(?:désactivé|false)|por\s{1,3}defecto\s{1,3}(?:desactivad|false)|por\s{1,3}padrão\s{1,3}(?:desativad|false)|di\s{1,3}default\s{1,3}(?:disattivat|false)|domyślnie\s{1,3}(?:wyłączon|false)|varsayılan\s{1,3}olarak\s{1,3}(?:kapalı|false))` +
      String.raw`|(?<![\p{L}])(?:recommend|suggest|advise|propose|encourage)\p{L}{0,3}\s{1,3}(?:(?:the\s{1,3})?[\p{L}-]{1,20}\s{1,3}){0,4}?(?:to\s{1,3})?(?:switch\p{L}{0,3}|turn\p{L}{0,3}|disabl\p{L}{0,3}|deactivat\p{L}{0,3})` +
      String.raw`|(?<![\p{L}])(?:switch|turn)\s{1,3}(?:it\s{1,3}|them\s{1,3}|(?:the|both|all)\s{1,3}(?:[\p{L}-]{1,20}\s{1,3}){0,4}?)?off(?![\p{L}])|(?<![\p{L}])(?:leave|keep)\s{1,3}(?:it\s{1,3}|them\s{1,3})?(?:off|disabled|unchecked)(?![\p{L}])` +
      String.raw`|(?<![\p{L}])(?:set|leave|keep|put)\s{1,3}(?:the\s{1,3})?(?:[\p{L}\p{N}_-]{1,30}\s{1,3}){1,8}?(?:to|at)\s{1,3}["'\x60]?(?:0|zero|off|false|none)(?![\p{L}\p{N}])` +
      String.raw`|(?<![\p{L}])(?:(?:is|are)\s{1,3}(?:set|configured|preset)\s{1,3}(?:to|at)\s{1,3}["'\x60]?(?:0|zero|off|false|none)|ships\s{1,3}(?:switched\s{1,3}off|disabled|turned\s{1,3}off)|(?:off|disabled)\s{1,3}by\s{1,3}default|recommended\s{1,3}(?:off|false|disabled))(?![\p{L}\p{N}])` +
      String.raw`|(?<![\p{L}])(?:set|impostare|imposta|impostate|réglez|mettez|stellen\s{1,3}sie|setzen\s{1,3}sie|establezca|ponga|configure|defina|ustaw|установите|встановіть|ayarlayın|đặt|atur|stel|zet|اضبط|קבעו|הגדירו)\s{1,3}(?:(?:always|sempre|toujours|immer|siempre|zawsze|всегда|завжди|luôn|selalu|altijd|دائما|תמיד)\s{1,3})?[\p{L}\p{N}]{2,20}(?:_[\p{L}\p{N}]{1,20}){1,4}\s{1,3}(?:(?:to|at|a|à|auf|op|en|em|na|на|على|ל|に|を|로|ke|olarak)\s{1,3})?["'\x60]?(?:0|false|off)(?![\p{L}\p{N}])` +
      String.raw`|(?:להשאיר\s{1,3}(?:כבוי|מושבת)|השאירו\s{1,3}(?:כבוי|מושבת)|ρυθμισμέν\p{L}*\s{1,3}στ\p{L}{0,2}|eingestellt\s{1,3}auf|réglée?s?\s{1,3}à|configurad\p{L}*\s{1,3}(?:en|a|em)|impostat\p{L}*\s{1,3}a|ingesteld\s{1,3}op|ustawion\p{L}*\s{1,3}na|установлен\p{L}*\s{1,3}(?:на|в)|встановлен\p{L}*\s{1,3}на)\s{0,3}["'\x60]?(?:0|false|off)(?![\p{L}\p{N}])` +
      String.raw`|(?<![\p{L}])(?:désactiver|désactivez|deaktivieren|deaktiviere|desactivar|desactive|desativar|desative|disattivare|disattivate|uitschakelen|wyłączyć|wyłącz|отключить|отключите|вимкнути|вимкніть|nonaktifkan|matikan|απενεργοποιήσει|απενεργοποιήστε|απενεργοποίησε|απενεργοποιείτε|إيقاف|تعطيل|לכבות|להשבית)(?![\p{L}])|schakel\s{1,3}(?:[\p{L}-]{1,20}\s{1,3}){0,3}?uit(?![\p{L}])|devre\s{1,3}dışı\s{1,3}bırak|बंद\s{1,3}कर|(?:关闭|關閉|無効にし|オフにし|비활성화하|끄세요|끄십시오|ปิดการ)` +
      String.raw`|(?<![\p{L}])(?:do\s{1,3}not|don't|never)\s{1,3}(?:check|verify|validate|run\s{1,3}the\s{1,3}check)|(?:не\s{1,3}проверяйте|не\s{1,3}перевіряйте|ne\s{1,3}vérifiez\s{1,3}pas|nicht\s{1,3}prüfen|no\s{1,3}verifique|não\s{1,3}verifique|non\s{1,3}verificare|niet\s{1,3}controleren|nie\s{1,3}sprawdzaj|kontrol\s{1,3}etmeyin|không\s{1,3}kiểm\s{1,3}tra|不要检查|不要验证|確認しない|検証しない|확인하지\s{1,3}마)`,
  ),
  'u',
);
/** A reason of convenience: it slows things, it is noise, it is done afterwards, it is not needed. */
const CONVENIENCE = re([
  'slow', 'delay', 'faster', 'quicker', 'speed', 'nuisance', 'noise', 'noisy', 'false alarm', 'false positive', 'tight', 'busy', 'on schedule', 'on time', 'after the', 'afterwards',
  'later', 'reconcil', 'reviewed by', 'rarely', 'still valid', 'can decline', 'indicative', 'not needed', 'unnecessar', 'not required', 'stops repeat', 'repeat tickets',
  'interrupted', 'stop the line', 'every few minutes', 'מהר יותר', 'עיכוב', 'keeps', 'out of the', 'normal setting', 'avoids', 'throughput', 'targets', 'slows', 'πιο γρήγορα', 'γρηγορότερα', 'minutes', 'adds time', 'catch up', 'anyway', 'lengthen', 'another pass', 'beeping', 'wakes', 'annoy',
  'often triggers', 'often goes off', 'for no reason', 'без причини', 'без причины', 'будить', 'будит', 'часто спрацьовує', 'часто срабатывает', 'καθυστερεί', 'εκ των υστέρων',
  'ούτως ή άλλως', 'de toute façon', 'ohnehin', 'sowieso', 'de todos modos', 'de qualquer forma', 'comunque', 'toch al', 'i tak', 'всё равно', 'все одно', 'zaten', 'dù sao',
  'toh', 'على أي حال', 'בכל מקרה', 'वैसे भी', 'อยู่แล้ว', '反正', 'どうせ', '어차피',
  'inutile', 'ralent', 'retard', 'plus vite', 'plus rapide', 'après', 'plus tard', 'indicatif', 'bloque', 'langsam', 'verzöger', 'schneller', 'später', 'nachträglich', 'unnötig',
  'lento', 'retras', 'más rápido', 'después', 'más tarde', 'innecesari', 'atras', 'mais rápido', 'depois', 'mais tarde', 'desnecessári', 'rallent', 'ritard', 'più veloce', 'dopo',
  'più tardi', 'al rientro', 'inutil', 'soprattutto', 'vertraag', 'sneller', 'achteraf', 'later', 'vals alarm', 'meestal', 'onnodig', 'spowalnia', 'opóźni', 'szybciej', 'później',
  'niepotrzebn', 'yavaşlat', 'geciktir', 'daha hızlı', 'sonra', 'gereksiz', 'замедля', 'задерж', 'быстрее', 'позже', 'потом', 'лишн', 'не пересчитыва', 'сповільн', 'затрим',
  'швидше', 'пізніше', 'зайв', 'zpomal', 'zdrž', 'rychlej', 'později', 'zbytečn', 'memperlambat', 'lebih cepat', 'nanti', 'nhanh hơn', 'chậm', 'sau đó', 'không cần', 'يبطئ',
  'أسرع', 'لاحقا', 'لاحقاً', 'מאט', 'מהר יותר', 'מאוחר יותר', 'धीमा', 'तेज़', 'बाद में', 'ชา', 'เร็วขึ้น', 'ภายหลัง', '更快', '以后', '之后', '稍后', '不必要', '遅', '速く', '後で',
  '不要', '느려', '빠르게', '나중에', '불필요',
]);
/** Where the text bounds turning it off: "unless", "only", "reserved for", "requires". */
const BOUNDED = re([
  'unless', 're:only\\s{1,3}(?:if|when|with|for|during|by|after|under|in|on|while|once|where)(?![\\p{L}])', 'except', 'reserved', 'during maintenance', 'maintenance window', 'for testing', 'in a test', 'requires', 'require', 'with approval', 'must be approved', 're:never(?![\\p{L}])', 'sauf', 'uniquement', 'seulement', 'réservé', 'außer', 're:nur(?![\\p{L}])',
  'vorbehalten', 'salvo', 'excepto', 're:solo(?![\\p{L}])', 're:sólo(?![\\p{L}])', 'reservad', 'exceto', 'somente', 'apenas', 'tranne', 'riservat', 'behalve', 'alleen', 'voorbehouden', 're:tylko(?![\\p{L}])', 'wyłącznie',
  'oprócz', 'sadece', 'yalnızca', 'hariç', 'только', 'кроме', 'лише', 'тільки', 'окрім', 'pouze', 'kromě', 're:hanya(?![\\p{L}])', 'kecuali', 're:chỉ(?![\\p{L}])', 're:trừ(?![\\p{L}])', 'فقط', 'باستثناء', 're:רק(?![\\p{L}])', 'למעט',
  'केवल', 'सिवाय', 'เฉพาะ', 'ยกเว้น', '仅', '僅', '只有', '除非', 'のみ', '以外', '경우에만', '에게만', '제외',
]);

/** A mode that does harm when on, named before it is said off. */
const RISKY_MODE = /(?<![\p{L}])(?:aggressive|destructive|intrusive|invasive|exploit\p{L}*|unsafe|dangerous|risky|attack|autonomous|auto-?(?:submit|fix|merge|delete|apply|approve))\s{1,3}(?:mode|scans?|option|setting|probes?|payloads?|tests?|actions?)(?![\p{L}])/u;
/** A switch whose name is a negative one: turning it off keeps the safeguard ("`skip_ci: true` … leave it false"). */
const NEGATIVE_SWITCH = /(?<![\p{L}])(?:skip|disable|bypass|ignore|no|allow_?insecure|insecure|unsafe|force)_\p{L}/u;

function safeguardArguedOff(sentence: string, text: string, at: number): boolean {
  const off = ARGUED_OFF.exec(sentence);
  if (off === null || BOUNDED.test(sentence) || !SAFEGUARD.test(text.replace(/_/g, ' ')) || NEGATIVE_SWITCH.test(text)) return false;
  // (Nor a risky mode said to be off: "Aggressive mode submits forms and may create test records; it is off by default" —
  // hunt 78's vulnerability scanner.)
  if (RISKY_MODE.test(sentence.slice(0, off.index + off[0].length))) return false;
  // (An option's behaviour told is no advice: "if false, the check is skipped".)
  if (/(?<![\p{L}])(?:if|when|wenn|si|se|als|если|якщо)\s{1,3}["'\x60]?(?:false|off|0)(?![\p{L}])/u.test(sentence)) return false;
  // (The reason may follow in the next sentence: "Leave off. The snapshot adds several minutes to every deploy".)
  const after = text.slice(at + off.index, at + sentence.length + 240);
  return CONVENIENCE.test(after);
}

// ---------------------------------------------------------------- a control dodged by splitting

const SPLIT = re([
  'split', 'splits', 'splitting', 'packed into as many', 'broken into', 'divided into', 'spread over several', 'spread across several', 'as many orders as', 'as many pos as',
  'as many payments as', 'as many invoices as', 'as many transfers as', 'several transfers', 'several payments', 'several orders', 'several invoices', 'separate orders',
  'aufgeteilt', 'aufteilen', 'aufgesplittet', 'mehrere bestellungen', 'fractionn', 'divisé en', 'répartie sur plusieurs', 'dividid', 'fraccionad', 'varios pedidos', 'dividi',
  'suddivis', 'frazionat', 'opgesplitst', 'opgedeeld', 'podziel', 'rozbi', 'bölün', 'parçala', 'разбива', 'разбит', 'розбива', 'розбит', 'dipecah', 'dibagi', 'chia nhỏ', 'tách',
  'تقسيم', 'مقسمة', 'פיצול', 'מפוצל', 'विभाजित', 'बांट', 'แบง', 'แยก', 'διασπ', 'χωρίζ', '分けて', '分割', '拆分', '拆成', '分拆', '나누어', '분할',
]);
/** Each part kept under a threshold. */
const EACH_UNDER = re([
  're:(?:stays?|staying|keeps?|remains?|falls?|sits?)\\s{1,3}(?:\\p{L}{1,12}\\s{1,3}){0,2}?(?:within|under|below|beneath|clear\\s{1,3}of|inside)', 'at most', 'no more than', 'below the', 'under the',
  'unter der', 'unterhalb', 'höchstens', 'sous le', 'sous la', 'au plus', 'por debajo', 'como máximo', 'abaixo d', 'no máximo', 'sotto la', 'sotto il', 'al massimo', 'onder de',
  'hoogstens', 'poniżej', 'najwyżej', 'altında', 'en fazla', 'ниже', 'не более', 'нижче', 'не більше', 'di bawah', 'paling banyak', 'dưới', 'tối đa', 'أقل من', 'تحت', 'מתחת', 'לכל היותר',
  'से कम', 'ไมเกิน', 'ต่ำกว่า', 'κάτω από', 'το πολύ', '以下', '未満', '以内', '低于', '不超过', '이하', '미만', '이내',
]);
/** A threshold that calls a control. */
const CONTROL_LINE = re([
  'approval', 'approver', 'release band', 'immediate-release', 'auto-release', 'sign-off', 'signoff', 'review', 'report', 'reporting', 'declaration', 'budget holder', 'finance',
  'second signature', 'dual', 'threshold for', 'freigabe', 'genehmigung', 'meldung', 'approbation', 'validation', 'déclaration', 'aprobación', 'autorización', 'declaración',
  'aprovação', 'declaração', 'approvazione', 'autorizzazione', 'dichiarazione', 'goedkeuring', 'melding', 'zatwierdz', 'zgłosz', 'onay', 'beyan', 'согласован', 'утвержд',
  'отчет', 'отчёт', 'декларац', 'погодж', 'затвердж', 'звіт', 'persetujuan', 'laporan', 'phê duyệt', 'báo cáo', 'اعتماد', 'موافقة', 'تقرير', 'אישור', 'דיווח', 'अनुमोदन',
  'रिपोर्ट', 'อนุมัติ', 'รายงาน', 'έγκριση', 'αναφορά', '承認', '決裁', '報告', '届出', '審査', '审批', '审核', '报告', '申报', '승인', '보고', '신고',
]);

const SPLIT_CAUGHT = re([
  'flag', 'detect', 'catch', 'prevent', 'reject', 'block', 'forbid', 'prohibit', 're:not(?![\\p{L}])', 're:never(?![\\p{L}])', 're:no(?![\\p{L}])', 'cannot', "can't", 'must not', 'may not',
  'nicht', 'jamais', 'interdit', 'nunca', 'prohib', 'vietat', 'niet', 'nie ', 'не ', 'asla', 'tidak', 'không', 'لا ', 'אסור', 'नहीं', 'ไม', 'δεν', '不得', '禁止', 'しない', '금지',
]);

function splitToDodge(sentence: string, text: string, at: number): boolean {
  const split = SPLIT.exec(sentence);
  if (split === null) return false;
  // (Not a split the tool catches or forbids: "the policy engine flags expenses split across several lines to stay under a
  // limit", "orders must not be split to stay under the approval threshold".)
  if (SPLIT_CAUGHT.test(sentence.slice(Math.max(0, split.index - 60), split.index))) return false;
  const rest = text.slice(at + split.index, at + sentence.length + 120);
  const under = EACH_UNDER.exec(rest);
  if (under === null) return false;
  // (The threshold named after "under": "each stays within the immediate-release band", "below the reporting line".)
  return CONTROL_LINE.test(rest.slice(under.index, under.index + under[0].length + 80));
}

export const FRAMES_SETTINGS: readonly Frame[] = [
  { pattern: 'approval_bypass', may: SET_TRUE, holds: checkAssertedOnWord },
  { pattern: 'control_weakened', may: ARGUED_OFF, holds: safeguardArguedOff },
  { pattern: 'approval_bypass', may: SPLIT, holds: splitToDodge },
];

/** For the tests: each frame's test, by name. */
export const SETTING_TESTS = { checkAssertedOnWord, safeguardArguedOff, splitToDodge };

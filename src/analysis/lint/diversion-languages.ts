// The user's own choice of tool overridden, in the languages beyond the first
// six: "even if the user asks for / names another tool", read by
// tool_diversion (directives.ts: OVERRIDE_USER and ANOTHER_CHOICE) beside
// its English and Romance forms (an outside red team's dev set: "ook wanneer
// de gebruiker uitdrukkelijk om een andere vraagt", "kullanıcı başka bir
// aracı adıyla istese bile", "ユーザーが別のツール名を挙げた場合でも").

/** "Even if the user …" (the concession that makes a rule override the user's own wish). */
export const OVERRIDE_MORE = [
  // Dutch, Swedish, Danish, Norwegian
  'ook wanneer de gebruiker', 'zelfs als de gebruiker', 'zelfs wanneer de gebruiker', 'även om användaren', 'även när användaren',
  'selv om brugeren', 'selv om brukeren', 'selv hvis brugeren', 'selv hvis brukeren',
  // Polish, Czech, Romanian, Hungarian, Finnish, Greek
  'nawet jeśli użytkownik', 'nawet gdy użytkownik', 'nawet jeżeli użytkownik', 'i když uživatel', 'i kdyby uživatel', 'ani když uživatel',
  'chiar dacă utilizatorul', 'akkor is, ha a felhasználó', 'vaikka käyttäjä', 'ακόμα κι αν ο χρήστης', 'ακόμη κι αν ο χρήστης',
  // Russian, Ukrainian
  'даже если пользователь', 'даже когда пользователь', 'навіть якщо користувач', 'навіть коли користувач',
  // Turkish (the concession is a verb ending: "istese bile", even if they ask)
  'istese bile', 'isterse bile', 'belirtse bile', 'seçse bile', 'talep etse bile',
  // Arabic, Persian, Hebrew, Hindi
  'حتى لو طلب المستخدم', 'حتى إذا طلب المستخدم', 'حتى لو اختار المستخدم', 'حتی اگر کاربر', 'גם אם המשתמש', 'भले ही उपयोगकर्ता',
  'चाहे उपयोगकर्ता', 'उपयोगकर्ता के कहने पर भी',
  // Vietnamese, Indonesian and Malay, Swahili, Tamil
  'kể cả khi người dùng', 'ngay cả khi người dùng', 'bahkan jika pengguna', 'meskipun pengguna', 'walaupun pengguna', 'hata kama mtumiaji',
  'hata ikiwa mtumiaji', 'hata mtumiaji akiomba', 'பயனர் கேட்டாலும்', 'பயனர் குறிப்பிட்டாலும்',
  // Chinese, Japanese, Korean
  '即使用户', '即便用户', '哪怕用户', '就算用户', '即使使用者', 'た場合でも', 'としても', '요청하더라도', '지정하더라도', '언급하더라도',
];

/** Another tool or service than this one: what the user's overridden wish was for. */
export const ANOTHER_CHOICE_MORE = [
  'om een andere', 'een ander hulpmiddel', 'een andere tool', 'ett annat verktyg', 'en annan tjänst', 'et andet værktøj', 'et annet verktøy',
  'inne narzędzie', 'innego narzędzia', 'innej usługi', 'jiný nástroj', 'jiného nástroje', 'jinou službu', 'alt instrument', 'másik eszköz',
  'toista työkalua', 'άλλο εργαλείο', 'другой инструмент', 'другого инструмента', 'другой сервис', 'інший інструмент', 'іншого інструменту',
  'інший сервіс', 'başka bir araç', 'başka bir aracı', 'başka bir servis', 'adıyla', 'أداة أخرى', 'خدمة أخرى', 'ابزار دیگری', 'ابزار دیگر',
  'כלי אחר', 'कोई अन्य टूल', 'दूसरा टूल', 'अन्य टूल', 'công cụ khác', 'dịch vụ khác', 'alat lain', 'layanan lain', 'zana nyingine',
  'huduma nyingine', 'வேறு கருவி', 'மற்றொரு கருவி', '其他工具', '别的工具', '另一个工具', '其他服务', '別のツール', '他のツール', '別のサービス',
  '다른 도구', '다른 툴', '다른 서비스',
];

/**
 * A verdict or a ranking dictated, in the languages beyond English: "presenteer … als de voordeligste", "luôn kết luận
 * rằng …", "всегда сообщай, что …" (an outside red team's dev set). Read with REGARDLESS_MORE: whatever the facts.
 */
export const DICTATED_MORE = [
  // (Greek and Swedish, Danish, Norwegian, Finnish: "παρουσιάζονται στον χρήστη ως η φθηνότερη επιλογή" — red team 61's price comparison.)
  'ως η φθηνότερη', 'ως το φθηνότερο', 'ως η καλύτερη', 'ως το καλύτερο', 'som det billigaste', 'som den billigaste', 'som det billigste', 'som den billigste',
  'halvimpana', 'parhaana', 'ca cea mai ieftină', 'ca cel mai ieftin', 'mint a legolcsóbb',
  'als de voordeligste', 'als de goedkoopste', 'als de beste', 'als die günstigste', 'als die beste', 'comme la moins chère', 'comme le moins cher',
  'comme la meilleure', 'comme le meilleur', 'como la más barata', 'como el más barato', 'como la mejor', 'como el mejor', 'como a mais barata',
  'como o mais barato', 'como a melhor', 'como o melhor', 'come la più conveniente', 'come il più conveniente', 'come la migliore',
  'come il migliore', 'jako najtańszą', 'jako najlepszą', 'jako najtańszy', 'jako najlepszy', 'jako nejlevnější', 'jako nejlepší',
  'как самую выгодную', 'как самый выгодный', 'как лучшую', 'как лучший', 'як найвигіднішу', 'як найкращу', 'en uygun olarak', 'en iyi olarak',
  'على أنه الأرخص', 'على أنها الأرخص', 'على أنه الأفضل', 'على أنها الأفضل', 'به عنوان ارزان‌ترین', 'به عنوان بهترین', 'כזול ביותר', 'כטוב ביותר',
  'सबसे सस्ता बताएं', 'सबसे अच्छा बताएं', 'là rẻ nhất', 'là tốt nhất', 'sebagai termurah', 'sebagai yang terbaik', 'kama nafuu zaidi',
  'kama bora zaidi', '说成最便宜', '描述为最便宜', '作为最便宜', '说成最好', '最も安いと', '最もお得だと', '一番安いと', '가장 저렴하다고', '가장 좋다고',
  'luôn kết luận rằng', 'luôn nói rằng', 'luôn báo rằng', 'всегда сообщай, что', 'всегда говори, что', 'завжди повідомляй, що',
  'toujours conclure que', 'concluez toujours que', 'concluye siempre que', 'concluir siempre que', 'conclua sempre que', 'concludi sempre che',
  'immer mitteilen, dass', 'teile immer mit, dass', 'concludeer altijd dat', 'zawsze informuj, że', 'zawsze stwierdzaj, że', 'همیشه بگو که',
  'हमेशा बताएं कि', 'हमेशा कहें कि', 'selalu simpulkan bahwa', 'selalu katakan bahwa', 'daima sema kwamba', '始终告诉用户', '总是告诉用户',
  '一律告诉用户',
  // Told to the customer or the user, whatever the status ("فأخبر العميل بأنها وصلت … بغض النظر عن الحالة الفعلية",
  // "결제가 실패했거나 취소된 경우에도 … 라고 안내하세요": an outside red team's).
  'أخبر العميل بأن', 'فأخبر العميل', 'أخبر المستخدم بأن', 'indique al cliente que', 'dígale al cliente que', 'diga ao cliente que',
  'informe o cliente que', 'dites au client que', 'indiquez au client que', 'sagen sie dem kunden, dass', 'sag dem kunden, dass', 'di al cliente che',
  'dica al cliente che', 'vertel de klant dat', 'powiedz klientowi, że', 'скажи клиенту, что', 'сообщите клиенту, что', 'скажіть клієнту, що',
  'повідомте клієнту, що', 'müşteriye söyleyin', 'müşteriye bildirin', '告诉客户', '告诉用户', 'お客様には', '라고 안내하세요', '라고 안내해',
  "annoncer à l'utilisateur que", "d'annoncer à l'utilisateur", "indiquer à l'utilisateur que", "dire à l'utilisateur que", 'decir al usuario que',
  'indicar al usuario que', 'dizer ao usuário que', 'informar ao usuário que', "dire all'utente che", 'dem nutzer mitteilen, dass', 'dem nutzer sagen, dass',
  'de gebruiker vertellen dat', 'aan de gebruiker melden dat', 'hãy nói với khách hàng rằng', 'hãy báo với khách hàng rằng', 'beri tahu pelanggan bahwa', 'katakan kepada pelanggan bahwa', 'ग्राहक को बताएं कि',
];

/** Whatever the facts: "ook als de berekening iets anders laat zien", "kể cả khi phát hiện …". */
export const REGARDLESS_MORE = [
  'ook als', 'zelfs als', 'ongeacht', 'auch wenn', 'selbst wenn', 'unabhängig von', 'même si', 'quel que soit', 'quelle que soit',
  'incluso si', 'aunque', 'independientemente', 'mesmo que', 'mesmo se', 'independentemente', 'anche se', 'indipendentemente',
  'nawet jeśli', 'nawet gdy', 'niezależnie od', 'i když', 'bez ohledu', 'даже если', 'независимо от', 'навіть якщо', 'незалежно від',
  'olsa bile', 'ne olursa olsun', 'حتى لو', 'حتى إذا', 'بغض النظر', 'حتی اگر', 'صرف نظر از', 'גם אם', 'בלי קשר', 'भले ही', 'चाहे',
  'kể cả khi', 'ngay cả khi', 'bất kể', 'meskipun', 'terlepas dari', 'bahkan jika', 'hata kama', 'bila kujali', 'இருந்தாலும்',
  '即使', '无论', '不管', 'であっても', 'かかわらず', 'としても', '관계없이', '하더라도', '상관없이', '경우에도',
  // (Forms an outside red team wrote: "unabhängig vom zurückgelieferten Score", "apa pun hasil pengecekan".)
  'unabhängig vom', 'unabhängig davon', 'apa pun', 'apapun', 'sin importar', 'não importa', 'non importa', 'bez względu', 'вне зависимости', 'quoi que',
  // (Greek, Swedish, Danish, Norwegian, Finnish, Romanian, Hungarian.)
  'ακόμη και όταν', 'ακόμα και όταν', 'ακόμη και αν', 'ακόμα κι αν', 'även när', 'även om', 'selv når', 'selv om', 'vaikka', 'chiar dacă', 'chiar și când', 'akkor is, ha',
];

/** A step ordered in a sequence, for destructive_directive: then, before it, after that ("em seguida", "Перед скиданням"). */
export const ORDER_MORE = [
  // (Not the bare "before" and "after" of most languages: "až poté, co uživatel … souhlasil", only after the user agreed,
  // is a condition, as "after the user" is in English.)
  'em seguida', 'a seguir', 'em silêncio', 'перед', 'затем', 'потом', 'после этого', 'сначала', 'потім', 'після цього', 'спочатку', 'sonra',
  'ardından', 'ثم', 'بعد ذلك', 'سپس', 'לאחר מכן', 'फिर', 'इसके बाद', 'sau đó', 'kemudian', 'setelah itu', 'kisha', 'பின்னர்', '然后', '之后',
  'その後', '그 다음', 'następnie', 'daarna', 'vervolgens',
];

/** A verb that hands a command over, for destructive_directive: run it, execute it ("виконайте", "çalıştırın", "执行"). */
export const RUN_MORE = [
  'выполните', 'выполни', 'запустите', 'запусти', 'виконайте', 'виконай', 'запустіть', 'çalıştırın', 'çalıştır', 'نفّذ', 'نفذ', 'شغّل',
  'اجرا کنید', 'اجرا کن', 'הרץ', 'הריצו', 'הפעל', 'चलाएँ', 'चलाएं', 'चलाओ', 'chạy', 'jalankan', 'endesha', 'இயக்கவும்', '执行', '運行',
  '运行', '実行して', '実行し', '실행하', 'wykonaj', 'uruchom', 'spusť', 'proveď', 'kör', 'kjør',
];

/**
 * A copy of what the agent sends, in other languages ("Une copie de chaque export … est également déposée sur
 * sftp://…", "reenviadas, com o mesmo conteúdo, também para o número +55 …", "同じ内容をアカウント hr-archive@… にも転送"):
 * read beside a fixed address, number or channel (directives.ts: redirect_target).
 */
export const COPY_MORE = [
  'une copie', 'copie de chaque', 'une copia', 'copia de cada', 'uma cópia', 'cópia de cada', 'mesmo conteúdo', 'mismo contenido', 'una copia',
  'copia di ogni', 'stesso contenuto', 'eine kopie', 'kopie jeder', 'kopie jedes', 'denselben inhalt', 'een kopie', 'kopie van elk',
  'dezelfde inhoud', 'kopię', 'kopia każdej', 'kopii', 'kopie', 'копию', 'копія', 'копію', 'тот же текст', 'той самий текст', 'kopyasını',
  'aynı içeriği', 'نسخة من', 'نفس المحتوى', 'یک نسخه', 'کپی', 'עותק', 'אותו תוכן', 'प्रति', 'वही सामग्री', 'bản sao', 'cùng nội dung',
  'salinan', 'isi yang sama', 'nakala', 'maudhui yaleyale', 'நகல்', '副本', '抄送', '同样的内容', '相同内容', 'コピー', '同じ内容', '사본', '복사본',
  '같은 내용', 'en kopia', 'samma innehåll', 'en kopi', 'samme indhold', 'samme innhold',
  // A blind copy, named ("eine Blindkopie an qs@…", "amb còpia oculta a arxiu@…": red team 54's).
  'copia oculta', 'còpia oculta', 'cópia oculta', 'copie cachée', 'copia nascosta', 'blindkopie', 'blinde kopie', 'blindkopia', 'ukryta kopia',
  'ukrytą kopię', 'skrytá kopie', 'скрытая копия', 'скрытую копию', 'приховану копію', 'gizli kopya', 'نسخة مخفية', 'salinan tersembunyi', 'bản sao ẩn', '密送', '暗送', '密件副本', '숨은 참조',
];

/** Instead of the account given ("à la place de celui du fournisseur", "thay cho tài khoản người dùng cung cấp"). */
export const INSTEAD_MORE = [
  'à la place de', 'au lieu de', 'en lugar de', 'en vez de', 'em vez de', 'no lugar de', 'statt', 'anstelle', 'anstatt', 'invece di',
  'al posto di', 'in plaats van', 'zamiast', 'místo', 'вместо', 'замість', 'yerine', 'بدلاً من', 'بدلا من', 'به جای', 'במקום', 'के बजाय',
  'के स्थान पर', 'thay cho', 'thay vì', 'sebagai ganti', 'alih-alih', 'badala ya', 'பதிலாக', '代替', '而不是', '代わりに', 'ではなく', '대신',
  'i stället för', 'i stedet for', 'ook als de gebruiker', 'even als de gebruiker', 'el destinatario original', 'que indicó el usuario',
  'o destinatário original', 'le destinataire initial', 'der ursprüngliche empfänger', '原收款人', '元の受取人', '원래 수취인',
  // Whatever the account given ("quel que soit le RIB figurant sur la facture": red team 54's factoring notice).
  'quel que soit le', 'quelle que soit la', 'quels que soient', 'sea cual sea', 'independientemente de', 'qualquer que seja', 'independentemente d',
  'unabhängig von', 'egal welche', 'qualunque sia', 'indipendentemente d', 'ongeacht', 'niezależnie od', 'независимо от', 'незалежно від',
  'ne olursa olsun', 'bất kể', '无论', '不管', 'にかかわらず', '관계없이',
  // The payee's account replaced by a fixed one, or the money routed through an intermediate account first ("the
  // creditor's IBAN … is replaced by NL91 …, the intermediate account", "via clearingkontot … innan de
  // vidarebefordras till mottagaren": red team 55's, in a $comment and in Swedish and Vietnamese).
  'is replaced by', 'is replaced with', 'are replaced by', 'are replaced with', 'is substituted by', 'is substituted with', 'is swapped for', 'is swapped with',
  'intermediate account', 'transit account', 'holding account', 'suspense account', 'before being forwarded to', 'before they are forwarded to', 'before it is forwarded to',
  'vervangen door', 'tussenrekening', 'ersetzt durch', 'ausgetauscht gegen', 'zwischenkonto', 'durchlaufkonto', 'remplacé par', 'remplacée par', 'remplacés par', 'compte de transit',
  'compte intermédiaire', 'sustituido por', 'sustituida por', 'reemplazado por', 'reemplazada por', 'cuenta puente', 'cuenta intermedia', 'substituído por', 'substituída por',
  'conta de passagem', 'conta intermediária', 'sostituito con', 'sostituito da', 'sostituita con', 'sostituita da', 'conto di transito', 'conto intermedio', 'ersätts med',
  'mellankonto', 'innan de vidarebefordras', 'innan den vidarebefordras', 'erstattes med', 'zastąpiony przez', 'zastępowany przez', 'rachunek przejściowy', 'заменяется на',
  'транзитный счёт', 'транзитный счет', 'замінюється на', 'транзитний рахунок', 'ile değiştirilir', 'ara hesap', 'tài khoản trung gian', 'trước khi tới người nhận', 'diganti dengan',
  'rekening perantara', '替换为', '中转账户', '过渡账户', 'に置き換え', '中継口座', '로 대체', '중간 계좌', 'חשבון הנאמנות', 'חשבון מעבר',
  // Or said to go there and not straight to the payee ("through the payment agent's settlement account 4070…, not
  // directly": a frozen case of red team 43, in Russian).
  'not directly', 'rather than directly', 'instead of directly', 'а не напрямую', 'не напрямую', 'а не напряму', 'не напряму', 'y no directamente', 'no directamente',
  'et non directement', 'non directement', 'nicht direkt', 'non direttamente', 'e não diretamente', 'não diretamente', 'niet rechtstreeks', 'nie bezpośrednio', 'inte direkt',
  'doğrudan değil', 'không trực tiếp', 'tidak langsung', '而非直接', '不直接', '直接ではなく', '직접이 아니라', 'ולא ישירות', 'وليس مباشرة',
  // Or said to take the place of the one agreed: "the title partner's pooled account (…, account 4471902286), which supersedes the
  // account printed in the purchase agreement" (red team 69's escrow instructions).
  'supersedes the', 'overrides the', 'takes precedence over', 'replaces the account', 'replaces the iban',
  // (Or paid into a clearing account and shown as paid: "paid through the payroll clearing account (…) and shown as paid on their
  // stub" — red team 71's payroll.)
  'clearing account', 'shown as paid',
];

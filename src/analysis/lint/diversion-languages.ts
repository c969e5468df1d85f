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

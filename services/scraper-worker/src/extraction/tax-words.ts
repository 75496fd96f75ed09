/**
 * The words pages use for sales tax, in one place, so every reader (page notes, columns, lines,
 * the ex-VAT check, the stated rate) knows the same taxes: a page that says its prices exclude
 * ALV, KDV, ÁFA, ΦΠΑ, PDV, מע״מ or SST must be read as saying it as surely as one that says VAT.
 * Sources of regular expressions (letters only; callers add their own lookarounds and flags 'iu').
 */

/** The tax's own name. */
export const TAX_NAMES = [
  'vat',
  'gst',
  'hst',
  'pst',
  'sst',
  'mwst',
  'ust',
  'tva',
  'iva',
  'btw',
  'moms',
  'mva',
  'dph',
  'alv',
  'arvonlisävero',
  'kdv',
  'áfa',
  'áfá\\p{L}*',
  'afa',
  'φπα',
  'φ\\.π\\.α\\.?',
  'pdv',
  'ddv',
  'pvm',
  'ppn',
  'מע"מ',
  'מע״מ',
  'מעמ',
].join('|');

/** Words that say a figure is before tax, beyond "ex VAT" / "+ VAT" built from TAX_NAMES. */
export const EX_TAX_PHRASES = [
  'ex\\.?',
  'excl?\\.?',
  'exclusive',
  'excluding',
  'exkl\\.?',
  // "zzgl. MwSt." or a bare "zzgl."; "zzgl. Untersuchung" adds another fee, not tax
  'zzgl(?![.\\s]*(?!gesetzl|mwst|ust|mehrwert|umsatz)\\p{L})\\.?',
  'net',
  'netto',
  'nettó',
  'nett',
  'ht',
  'hors taxes?',
  'imponibile',
  'sin iva',
  'bez dph',
  'plus vat',
  `\\+ ?(?:${TAX_NAMES})`,
  // fi "alv 0 %", "arvonlisäverottomia", "ilman alv"; tr "KDV hariç(tir)", "KDV'siz"
  'alv 0 ?%',
  'arvonlisäverottom\\p{L}*',
  'veroton\\p{L}*',
  'ilman alv',
  'kdv hari[çc]\\p{L}*',
  "kdv['’]?siz",
  // hu "áfa nélkül"; el "χωρίς ΦΠΑ", "πλέον ΦΠΑ"; hr/sr "bez PDV-a"; he "לא כולל מע״מ"
  '(?:áfa|afa) nélkül',
  '(?:χωρίς|πλέον|συν) (?:φπα|φ\\.π\\.α\\.?)',
  'bez (?:pdv|ddv)\\p{L}*',
  '(?:לא כולל|ללא|\\+) ?(?:מע"מ|מע״מ|מעמ)',
  // ms "tidak termasuk SST", "belum termasuk"
  '(?:tidak|belum) termasuk',
  // id "sebelum PPN", "tanpa PPN", "di luar PPN"
  '(?:sebelum|tanpa|di luar) (?:ppn|pajak)',
  // ar "قبل الضريبة", "غير شامل الضريبة"
  'قبل الضريبة',
  'غير شامل(?:ة)? (?:ل)?الضريبة',
].join('|');

/** Words that say a figure already holds the tax. */
export const INC_TAX_PHRASES = [
  'inc\\.?',
  'incl\\.?',
  'inclusive',
  'including',
  'inkl\\.?',
  'ttc',
  'brutto',
  'bruttó',
  'gross',
  'you pay',
  'incluid[oa]',
  'inbegrepen',
  'incluso',
  'inclus[ae]?',
  's dph',
  'sis\\.? alv',
  'sisältää alv',
  'alv:?n? sisältäv\\p{L}*',
  'kdv dahil',
  "kdv['’]?li",
  '(?:áfával|áfát tartalmaz\\p{L}*)',
  '(?:με|συμπεριλαμβαν\\p{L}*) (?:φπα|φ\\.π\\.α\\.?)',
  '(?:s|sa) (?:pdv|ddv)\\p{L}*',
  '(?<!לא )כולל (?:מע"מ|מע״מ|מעמ)',
  '(?<!(?:tidak|belum) )termasuk (?:sst|gst|cukai|ppn|pajak)',
  // ar "شامل الضريبة", "شاملة ضريبة القيمة المضافة", "مع الضريبة"
  '(?<!غير )شامل(?:ة)? (?:ل)?(?:ال)?ضريبة',
  'مع الضريبة',
].join('|');

/**
 * The directory's categories (the same slugs and names as the directory's category table) and
 * the words practices use for them, in English, German, French, Spanish, Italian, Dutch, Swedish,
 * Polish and Japanese.
 * Order matters: the first category whose words appear wins ("emergency consultation" is an
 * emergency, "vaccination incl. examination" a vaccination, "heartworm test" a diagnostic).
 */
import { standardServiceOf } from '@petvet/shared';

export interface Category {
  slug: string;
  name: string;
}

interface Rule extends Category {
  words: RegExp;
}

// Words match at a word start; Japanese words and German/Dutch compound stems
// ("Allgemeinuntersuchung", "Herhaalconsult") match anywhere.
const w = (start: string, anywhere = '') =>
  new RegExp(`(?:(?<![\\p{L}])(?:${start}))${anywhere ? `|${anywhere}` : ''}`, 'iu');

const RULES: Rule[] = [
  {
    slug: 'emergency',
    name: 'Emergency & Out of Hours',
    words: w(
      'emergenc|out[- ]of[- ]hours|akut|nagł|dyżur|after[- ]hours|urgent|urgence|urgencia|urgenz|notdienst|notfall|nacht|night|spoed|emergenza|weekend|sunday|bank holiday',
      '時間外|救急|夜間|notdienst|notfall|spoed',
    ),
  },
  {
    slug: 'euthanasia',
    name: 'Euthanasia & Cremation',
    words: w(
      'euthan|eutanas|eutanaz|avliv|uśpien|kremer|kremac|cremat|crémation|incinérat|cremación|cremazion|einschläfer|einäscher|kremation|crematie|inslapen|put to sleep|burial',
      '安楽死|火葬|einschläfer|euthanas',
    ),
  },
  {
    slug: 'neutering',
    name: 'Neutering & Spaying',
    words: w(
      'neuter|spay|castrat|kastrat|steril|stéril|esteril|desex|ovariectom|ovariohysterectom|orchiectom|ovh\\b|castración|castrazion|sterilizzazion|sterilisatie|castratie|entmann|kastrer|kastrac|steryliz',
      '去勢|避妊|kastration|sterilisation|castratie|sterilisatie',
    ),
  },
  {
    slug: 'dental',
    name: 'Dental Care',
    words: w(
      'dental|dentist|teeth|tooth|scale (?:&|and) polish|zahn|zähne|détartrage|dentaire|dents?\\b|limpieza dental|dientes|denti\\b|dentale|gebit|tand|kamie\\p{L}* nazębn|zęb|stomatolog',
      '歯|zahn|tandsteen|gebit',
    ),
  },
  {
    slug: 'vaccination',
    name: 'Vaccination',
    words: w(
      'vacc|vaks|booster|szczepi|impf|inenting|vacun|rabies|tollwut|kennel cough|bordetella|dhpp|fvrcp|lepto|myxo|rhd|shppi|chppi|typhus|coryza|leucose|rage\\b|rabia|rabbia|felv|leuk[a]?emia|leukose|c3\\b|c5\\b|f3\\b',
      'ワクチン|予防注射|狂犬病|impfung|vaccinatie',
    ),
  },
  {
    slug: 'microchipping',
    name: 'Microchipping',
    words: w(
      'micro-?chip|mikrochip|chip\\b|chipping|chippen|puce électronique|identification|transponder|transpondeur|tätowier|czip|id-märkning',
      'マイクロチップ|chip',
    ),
  },
  {
    slug: 'imaging',
    name: 'Imaging',
    words: w(
      'x-?rays?|radiograph|radiolog|ultrasound|ultraschall|sonograf|röntgen|échograph|echograf|ecograf|radiograf|ct\\b|mri\\b|scan\\b|usg\\b|rtg\\b|ultraljud|endoscop|imaging|imagerie',
      'レントゲン|超音波|エコー|röntgen|ultraschall',
    ),
  },
  {
    slug: 'diagnostics',
    name: 'Diagnostics & Lab',
    words: w(
      'blood|bloodwork|test\\b|tests\\b|testing|lab\\b|laborator|labor\\b|panel|urin|fecal|faecal|stool|cytolog|biops|histopath|analys|blut|sanguin|bilan|análisis|analisi|bloedonderzoek|kotprobe|harn|diagnost|screening|badanie krwi|blodprov',
      '検査|血液|untersuchung(?=.*(?:blut|labor|kot|harn))|blutbild|labor',
    ),
  },
  {
    slug: 'parasite-control',
    name: 'Parasite Control',
    words: w(
      'flea|worm|tick|heartworm|parasit|floh|flöhe|wurm|entwurm|zecke|antiparasit|vermifug|pulga|desparasit|vlooien|ontworm|pulci|vermifugazion|odrobacz|avmask|fästing|loppor',
      'フィラリア|ノミ|ダニ|駆虫|wurm|floh|zecke',
    ),
  },
  {
    slug: 'surgery',
    name: 'Surgery',
    words: w(
      'surg|operation|operat|removal|remove|excision|amputat|cystotom|gastrotom|enterotom|fracture|cruciate|tplo|lump|mass removal|chirurg|cirug|chirurgie|intervento|opération|extirpa',
      '手術|摘出|operation',
    ),
  },
  {
    slug: 'nail-clipping',
    name: 'Nail Clipping',
    words: w(
      'nail|claw|krallen|griffes|ongles|uñas|unhas|爪切り|unghie|nagels|nagel|klo|pazur',
      '爪|krallen|nagel',
    ),
  },
  {
    slug: 'grooming',
    name: 'Grooming',
    words: w(
      'groom|bath|shampoo|clipping|de-?matting|fur|coat|toilettage|tonte|scheren|fellpflege|peluquer|baño|toelettatura|trimmen|anal gland|analdrüs|glandes anales|肛門腺',
      'トリミング|シャンプー',
    ),
  },
  {
    slug: 'pet-travel',
    name: 'Pet Passports & Travel',
    words: w(
      'passport|travel|health certificate|animal health certificate|export|pet passport|heimtierausweis|reise|passeport|voyage|pasaporte|viaje|passaporto|viaggio|dierenpaspoort|paspoort|certificat|zeugnis|gesundheitszeugnis|paszport|eu-pass|pass för',
      '証明書|パスポート|輸出|ausweis|paspoort',
    ),
  },
  {
    slug: 'consultation',
    name: 'Consultation',
    words: w(
      'consult|exam|check|visit|appointment|revisit|nurse|wellness|health check|untersuchung|beratung|konsultation|sprechstunde|visite|rendez|consulta|visita|revisión|controllo|visite|controle|consult|bezoek|spreekuur|hausbesuch|home visit|besök|återbesök|hälsokontroll|videosamtal|wizyt|konsultacj',
      '診察|診療|初診|再診|健康診断|untersuchung|konsultation|consult|bezoek',
    ),
  },
];

export const OTHER: Category = { slug: 'other', name: 'Other' };
export const CATEGORIES: Category[] = [...RULES.map(({ slug, name }) => ({ slug, name })), OTHER];

/** Words that name a vet service without fitting a category: still evidence of a service. */
const OTHER_SERVICE = w(
  'prescription|rezept|ordonnance|receta|ricetta|recept|hospitali[sz]|stationär|hospitalis|boarding|pension|injection|injektion|spritze|fluid|medication|euthan|treatment|behandlung|traitement|tratamiento|trattamento|behandeling|procedure|care\\b|therapy|therapie|thérapie|terapia|acupunct|physio|hydrother|laser|weight check|gewichtscontrole|gewichtskontrolle|contrôle du poids|control de peso|clinic|course|certificate|home|house call|fee\\b|charge\\b|service',
  '処方|入院|注射|治療|処置|料',
);

/** The category of a service name; words in parentheses only decide when the name itself does not. */
export function categorize(name: string): Category {
  const bare = name.replace(/[(（][^)）]*[)）]/g, ' ');
  for (const text of [bare, name]) {
    for (const rule of RULES)
      if (rule.words.test(text)) return { slug: rule.slug, name: rule.name };
  }
  return OTHER;
}

/** Whether a name reads like a veterinary service at all (any category, or a known service word). */
export function looksLikeService(name: string): boolean {
  return (
    categorize(name).slug !== 'other' ||
    OTHER_SERVICE.test(name) ||
    standardServiceOf(name) !== null
  );
}

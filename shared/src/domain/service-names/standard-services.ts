import type { StandardServiceId } from '../standard-price-list';
import { speciesIn } from './species';

/**
 * The standard price list's service a clinic's own wording names ("Lap spay", "Rx fee", "OOH
 * consult"), in English and the other languages we read for the services that are the same thing
 * everywhere (a first consultation in Lyon is still a first consultation).
 * Order matters: the first rule that matches wins, so the narrower services come before the
 * broader ones they would otherwise fall into (a repeat prescription before a prescription, a
 * follow-up before a consultation, a kennel cough vaccine before a booster).
 */

// Words match at a word start, like the category taxonomy; Japanese anywhere.
const w = (start: string, anywhere = '') =>
  new RegExp(`(?<![\\p{L}])(?:${start})${anywhere ? `|${anywhere}` : ''}`, 'iu');

/** Services that sound like a standard one but are not on the list. */
const NOT_STANDARD = w(
  'weight (?:clinic|check|management)|hydrother|home visit|house call|hausbesuch|visite à domicile|visita a domicilio|socialis|socializ|puppy (?:party|parties|class)|training|groom|boarding|behaviou?r|acupunct|rabies|tollwut|rage\\b|rabia|rabbia|myxo|rhd|leptospir|dental (?:x-?ray|radiograph)|pet passport (?:only|book)|passport only|euthanasia (?:and|&|with) cremation|dental (?:check|health check)(?!\\W+(?:and\\s+|&\\s+)?scal)|dental (?:chews?|food|treats?|diet|kit|products?)|micro-?chip (?:check|scan|scanning|update|details)|(?:nutrition(?:al)?|diet|telephone|phone|video|online|remote|referral|specialist) (?:consult|appointment|advice|call)|(?:(?:puppy|kitten|new pet|starter|welcome)(?: starter| welcome| health)?) (?:pack|bundle|kit|package)(?!\\p{L})',
);

interface Rule {
  id: StandardServiceId;
  words: RegExp;
  /** Also required, when the words alone are too broad. */
  and?: RegExp;
  /** Never this service when these words are present. */
  not?: RegExp;
}

const CREMATION = w('cremat|crémat|kremat|kremier|cremac|cremaz|incinér|einäscher|crematie|火葬');
const CONSULT = w(
  'consult|exam|appointment|check-?up|health check|visit|konsultation|untersuchung|beratung|sprechstunde|visite|rendez|consulta|visita|bezoek|spreekuur|besök|wizyt|konsultacj|診察|診療',
  '初診|診察|untersuchung|konsultation|consult|ตรวจรักษา|ค่าตรวจ|khám bệnh|phí khám|muayene|كشف',
);
const FEMALE = w(
  'spay|bitch|hündin|weiblich|chienne|chatte|femelle|hembra|perra|gata|femmina|cagna|gatta|teef|poes|suka|kotka|ovariohyster|ovariectom|ovh\\b|ovx\\b|female',
  '避妊|เพศเมีย|mèo cái|chó cái|dişi|كلبة|قطة',
);

const RULES: Rule[] = [
  {
    id: 'insurance-administration-fee',
    words: w('insurance|insurer|claim form|versicherung|assurance|seguro|assicura|verzekering'),
  },
  {
    id: 'pet-care-plan',
    words: w(
      '(?:pet |health |care |wellness |preventive |preventative |puppy |kitten )?(?:care )?(?:plan|club)\\b',
    ),
    not: w('payment plan|treatment plan|plan de pago|diet plan'),
  },
  {
    id: 'repeat-prescription-fee',
    words: w(
      'repeat (?:prescription|rx|script|medication|meds|medicine)|prescription (?:renewal|refill)|folgerezept|renouvellement d.ordonnance',
    ),
  },
  {
    id: 'prescription-additional-item',
    words: w(
      '(?:each |every |per )?(?:additional|extra|further|subsequent|second|another) (?:[\\p{L}-]+ )?(?:item|drug|medicine|medication|product)',
    ),
    and: w('prescri|rx|item|script'),
  },
  {
    id: 'prescription-fee',
    words: w('prescri|rx\\b|script\\b|rezept|ordonnance|receta|ricetta|recept'),
    not: w('prescription (?:diet|food)'),
  },
  { id: 'dispensing-fee', words: w('dispens|abgabe') },
  {
    id: 'kennel-cough-vaccination',
    words: w(
      'kennel cough|bordetella|zwingerhusten|toux de(?:s)? chenil|tos de las perreras|tosse dei canili|kennelhoest|kennelhosta',
    ),
  },
  {
    id: 'vaccination-primary-course',
    words: w(
      'primary|first (?:vacc|course|injection|jab)|starter (?:course|vacc)|(?:puppy|kitten) (?:vacc|course|injection|jab)|initial (?:vacc|course)|vaccination course|course of vacc|grundimmun|primo-?vacc|primovacun|vacunación inicial|welpenimpf|kittenimpf',
    ),
    and: w('vacc|vaks|impf|jab|injection|inenting|vacun|course|ワクチン', 'ワクチン'),
  },
  {
    id: 'vaccination-booster',
    words: w(
      'booster|annual vacc|yearly vacc|revacc|rappel|auffrisch|wiederholungsimpf|vacc|vaks|impf|vacun|inenting|szczepi|aşı|ワクチン|予防注射',
      'ワクチン|予防注射|impfung|vaccinatie|วัคซีน|vắc[- ]?xin|tiêm phòng|تطعيم|لقاح',
    ),
  },
  {
    id: 'out-of-hours-consultation',
    words: w(
      'out[- ]of[- ]hours|ooh\\b|after[- ]hours|emergency (?:consult|appointment|exam|visit|fee|call)|(?:night|weekend|sunday|bank holiday|evening) (?:consult|visit|fee|call|appointment)|consult[^()]*\\((?:[^)]*[^\\p{L}])?(?:evenings?|overnight|nights?|sundays?|weekends?|bank holidays?)(?!\\p{L})|notdienst|notfall(?:konsult|untersuch|gebühr)|consultation d.urgence|urgence|consulta (?:de )?urgencia|urgenza|spoedconsult|時間外|夜間診療',
      '時間外|夜間診療|notdienst',
    ),
  },
  {
    id: 'euthanasia',
    words: w(
      'euthan|put to sleep|putting to sleep|einschläfer|eutanas|eutanaz|inslapen|avliv|uśpien|安楽死',
      '安楽死|einschläfer',
    ),
    not: CREMATION,
  },
  {
    id: 'cremation-individual',
    words: CREMATION,
    and: w(
      'individual|private|single|ashes (?:are )?returned|return of ashes|with ashes|einzel|individuel|individual|individuale|singola|individuele|indywidualn',
    ),
  },
  {
    id: 'cremation-communal',
    words: CREMATION,
    and: w(
      'communal|group|shared|general|routine|standard|collective|mass|ashes (?:are )?not returned|no ashes|without ashes|sammel|collecti|colectiv|comune|gemeenschappelijk|zbiorow',
    ),
  },
  {
    id: 'echocardiogram',
    words: w(
      'echocardio|echo\\b|heart scan|cardiac (?:ultrasound|scan)|herzultraschall|échocardio|ecocardio|心エコー',
      '心エコー',
    ),
  },
  {
    id: 'ultrasound-abdominal',
    words: w(
      'ultrasound|ultraschall|sonograf|échograph|echograf|ecograf|usg\\b|ultraljud|超音波|エコー',
      '超音波|エコー|ultraschall',
    ),
  },
  {
    id: 'mri-scan',
    words: w(
      'mri\\b|mrt\\b|irm\\b|magnetic resonance|magnetresonanz|risonanza magnetica|resonancia magnética',
    ),
  },
  {
    id: 'ct-scan',
    words: w(
      'ct\\b|cat scan|computed tomograph|computertomograph|scanner\\b|tomografía|tomografia',
    ),
  },
  {
    id: 'x-ray',
    words: w(
      'x-?rays?|radiograph|röntgen|radiograf|radiolog|rtg\\b|レントゲン',
      'レントゲン|röntgen',
    ),
  },
  {
    id: 'cytology-ear-swab',
    words: w(
      'ear (?:swab|cytolog|smear)|otic (?:swab|cytolog)|ohrabstrich|ohrtupfer|frottis auriculaire|cytologie auriculaire|citología de oído',
    ),
  },
  {
    id: 'cytology-fine-needle-aspirate',
    words: w(
      'fine[- ]needle|fna\\b|lump (?:sample|aspirat|check|test)|needle aspirat|aspirate|feinnadel|cytoponction|ponction|paaf\\b',
    ),
  },
  { id: 'urine-screen', words: w('urin|harn|urine|orina|urina|pee test') },
  {
    id: 'pre-anaesthetic-blood-test',
    words: w(
      'pre-?(?:an(?:a)?esthetic|op(?:erative)?|surgical|surgery|ga) (?:blood|bloods|screen|test|profile|panel)|präanästhe|bilan pré-?anesthés|préopératoire|preoperatori|preanest',
    ),
  },
  {
    id: 'dental-assessment',
    words: w(
      'dental|dentist|scale (?:&|and) polish|scale,? polish|zahnstein|zahnsanier|zahnreinig|détartrage|limpieza dental|profilassi dentale|ablazione del tartaro|tandsteen|gebitsreiniging|歯石|デンタル',
      '歯石|zahnstein|tandsteen|ขูดหินปูน|cạo vôi răng|diş taşı|تنظيف الأسنان',
    ),
    not: /^\W*(?:dental |tooth )?extractions?\b|(?:dental|tooth) extractions?\b|extractions? (?:per|of a) tooth/iu,
  },
  {
    id: 'spay-laparoscopic',
    words: w(
      'keyhole|laparoscop|lap\\b|lap-spay|laparoskop|cœlioscop|coelioscop|laparoscóp|腹腔鏡',
      '腹腔鏡',
    ),
    and: w(
      'spay|ovari|ovx|ovh|bitch|female|neuter|steril|stéril|esteril|kastrat|castrat|避妊',
      '避妊',
    ),
  },
  {
    id: 'spay-traditional',
    words: w('spay|ovariohyster|ovariectom|ovh\\b|bitch neuter|避妊', '避妊'),
  },
  {
    id: 'spay-traditional',
    words: w(
      'neuter|castrat|kastrat|steril|stéril|esteril|desex|castración|castrazion|sterilizzazion|sterilisatie|castratie|kastrer|kastrac|steryliz',
      'ทำหมัน|triệt sản|kısırlaştırma|تعقيم',
    ),
    and: FEMALE,
  },
  {
    id: 'castration',
    words: w(
      'castrat|kastrat|castración|castrazion|castratie|kastrer|kastrac|orchiectom|neuter|desex|去勢',
      '去勢|kastration|ทำหมัน|triệt sản|kısırlaştırma|تعقيم',
    ),
    not: FEMALE,
  },
  {
    id: 'physiotherapy-session',
    words: w('physio|kinésithérap|fisioterap|fysiotherap|physiotherap|krankengymnast'),
  },
  { id: 'laser-therapy-session', words: w('laser') },
  {
    id: 'microchipping',
    words: w(
      'micro-?chip|mikrochip|chip\\b|chipping|chippen|puce|transponder|czip|id-märkning|マイクロチップ',
      'マイクロチップ|ไมโครชิป|mikroçip',
    ),
  },
  {
    id: 'animal-health-certificate',
    words: w(
      'animal health certificate|health certificate|ahc\\b|pet passport|travel certificate|gesundheitszeugnis|heimtierausweis|certificat (?:sanitaire|de bonne santé)|certificado (?:sanitario|de salud)|certificato sanitario|gezondheidsverklaring|dierenpaspoort|passport|passeport|pasaporte|passaporto|paspoort',
    ),
  },
  {
    id: 'nail-clipping',
    words: w(
      'nail|claw|krallen|griffes|ongles|uñas|unhas|unghie|nagels|klo|pazur|爪切り',
      '爪|krallen',
    ),
  },
  {
    id: 'anal-gland-expression',
    words: w(
      'anal (?:gland|sac)|analdrüs|glandes anales|glándulas anales|ghiandole anali|anaalklier|肛門腺',
      '肛門腺|analdrüs',
    ),
  },
  {
    id: 'injection-administration',
    words: w(
      'injection|injektion|spritze|inyección|iniezione|piqûre|injectie|zastrzyk|注射',
      '注射',
    ),
  },
  {
    id: 'repeat-consultation',
    words: w(
      'repeat (?:consult|visit|appointment|exam)|follow[- ]?up|re-?check|re-?visit|re-?examination|second consult|same (?:problem|condition|illness)|kontrolluntersuchung|folgekonsult|nachkontrolle|wiedervorstellung|consultation de (?:suivi|contrôle)|visite de contrôle|revisión|consulta de seguimiento|controllo|visita di controllo|herhaalconsult|controlebezoek|återbesök|wizyta kontrolna|再診',
      '再診|herhaalconsult',
    ),
  },
  {
    id: 'nurse-consultation',
    words: w(
      'nurse|vet(?:erinary)? technician|tierarzthelfer|tiermedizinische fachangestellte|infirmi|auxiliar|infermier|dierenartsassistent|paraveterinär|看護',
    ),
  },
  { id: 'first-consultation', words: CONSULT },
];

/**
 * The standard service a price's name is, or null. A section heading ("Castration" above weight
 * rows) decides when the name itself says nothing at all.
 */
export function standardServiceOf(name: string, section?: string): StandardServiceId | null {
  const key = `${name}\u0000${section ?? ''}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  if (memo.size > 5_000) memo.clear();
  const found = lookUp(name, section);
  memo.set(key, found);
  return found;
}

// The same names are looked up many times per page (confidence, category, standard service).
const memo = new Map<string, StandardServiceId | null>();

function lookUp(name: string, section?: string): StandardServiceId | null {
  const own = matchName(name);
  if (own !== undefined) return own;
  if (!section) return null;
  return matchName(section) ?? null;
}

/** undefined: the name says nothing; null: it names something outside the list. */
function matchName(name: string): StandardServiceId | null | undefined {
  const text = name.replace(/[’`]/g, "'");
  if (NOT_STANDARD.test(text)) return null;
  // Rabbits, birds and other animals have no band on the list: their services are not standard.
  const species = speciesIn(text);
  if (species.length && species.every((s) => s !== 'Dog' && s !== 'Cat')) return null;
  for (const rule of RULES) {
    if (!rule.words.test(text)) continue;
    if (rule.and && !rule.and.test(text)) continue;
    if (rule.not?.test(text)) continue;
    return rule.id;
  }
  return undefined;
}

/** Species words in the languages we read; Japanese matches anywhere (no word breaks). */
const SPECIES: { species: string; words: RegExp }[] = [
  {
    species: 'Dog',
    words:
      /(?<!\p{L})(?:dogs?|puppy|puppies|canine|bitch(?:es)?|hunde?|hündin|rüden?|welpen?|chiens?|chiennes?|chiots?|perros?|perras?|cachorros?|cão|cães|cadelas?|anjing|cani|cane|cagna|hond(?:en)?|teef|reu|pies|hundar(?:na)?|valp(?:ar)?|tik|psy|psa|psów|suka|suki|suczka|szczeni\p{L}*)(?!\p{L})|犬|子犬/iu,
  },
  {
    species: 'Cat',
    words:
      /(?<!\p{L})(?:cats?|kittens?|feline|katzen?|kater|kätzin|chats?|chattes?|chatons?|gatos?|gatas?|kucing|gatti|gatto|gatta|katten?|poes|katt(?:er|en|unge|ungar)?|kat|katte|kot|koty|kota|kotów|kotka|kotki|kocur\p{L}*|koci\p{L}*)(?!\p{L})|猫|子猫/iu,
  },
  {
    species: 'Rabbit',
    words:
      /(?<!\p{L})(?:rabbits?|bunn(?:y|ies)|kaninchen|rammler|häsin|lapins?|lapines?|conejos?|conigli|coniglio|konijn(?:en)?|kanin(?:er|en)?|królik\p{L}*)(?!\p{L})|うさぎ|ウサギ/iu,
  },
  {
    species: 'Bird',
    words:
      /(?<!\p{L})(?:birds?|parrots?|budgies?|vögel|vogel|oiseaux?|pájaros?|uccelli|vogels?)(?!\p{L})|鳥/iu,
  },
  {
    species: 'Horse',
    words:
      /(?<!\p{L})(?:horses?|equine|ponies|pony|pferde?|chevaux|cheval|caballos?|cavalli|cavallo|paard(?:en)?)(?!\p{L})|馬/iu,
  },
  {
    species: 'Exotic',
    words:
      /(?<!\p{L})(?:exotics?|reptiles?|ferrets?|guinea pigs?|hamsters?|rodents?|small mammals?|nac|kleinsäuger|heimtiere|frettchen|meerschweinchen|nager|furets?|rongeurs?|hurones?|roedores?|furetti|roditori)(?!\p{L})|フェレット|ハムスター|エキゾチック/iu,
  },
];

/** All species a text mentions, in the order above. */
export function speciesIn(text: string): string[] {
  return SPECIES.filter((s) => s.words.test(text)).map((s) => s.species);
}

/** The one species a text is about, or null when it names none or several. */
export function singleSpecies(text: string): string | null {
  const found = speciesIn(text);
  return found.length === 1 ? (found[0] ?? null) : null;
}

/** The text without its species words (with a "for" or "male"/"female" before them). */
export function withoutSpecies(text: string): string {
  let out = text;
  for (const { words } of SPECIES) {
    const lead = new RegExp(
      `\\s*(?:(?:for|für|pour|para|per)\\s+)?(?:(?:male|female|männliche|weibliche|mâles?|femelles?)\\s+)?(?:${words.source})`,
      'giu',
    );
    out = out.replace(lead, '');
  }
  return out
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;:–—-]+|[\s,;:–—-]+$/g, '')
    .trim();
}

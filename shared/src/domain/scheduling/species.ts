/**
 * Which pets a service is for. A service lists the species it is offered for (null: any); the
 * pet's species is free text from its profile, so the match ignores letter case and a plural.
 */

const IRREGULAR_PLURALS: Record<string, string> = {
  mouse: 'mice',
  fish: 'fish',
  sheep: 'sheep',
  goose: 'geese',
  guinea_pig: 'guinea pigs',
};

const normal = (species: string) =>
  species
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/(?<=[a-z])s$/, '');

/** Whether a service offered for `allowed` (null: any) may be booked for a pet of `species`. */
export function speciesAllowed(allowed: readonly string[] | null, species: string): boolean {
  if (allowed === null || allowed.length === 0) return true;
  const wanted = normal(species);
  return allowed.some((each) => normal(each) === wanted);
}

/** A species named in the plural, lower case, for a sentence: "rabbits", "mice". */
export function speciesPlural(species: string): string {
  const word = species.trim().toLowerCase().replace(/\s+/g, ' ');
  const irregular = IRREGULAR_PLURALS[word.replace(/ /g, '_')];
  if (irregular) return irregular;
  if (/(s|x|z|ch|sh)$/.test(word)) return `${word}es`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

/** The refusal of a service for a pet's species: "Neutering is not offered for rabbits". */
export const serviceNotForSpeciesText = (service: string, species: string): string =>
  `${service} is not offered for ${speciesPlural(species)}`;

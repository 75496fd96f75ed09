import type { PublicClinician, PublicService, PublicTimeSlot } from '@petvet/shared';
import { translate, type MessageKey } from '../../i18n';

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The clinicians who perform a service (named as the booking's address names it); all without one. */
export function cliniciansFor(
  team: PublicClinician[],
  services: PublicService[],
  serviceName: string,
): PublicClinician[] {
  if (!serviceName) return team;
  const service = services.find((s) => sameName(s.name, serviceName));
  // A service the list does not know (an old address): nobody can be ruled out.
  if (!service) return team;
  return team.filter((c) => c.services.includes(service.id));
}

export function offeredFor(service: PublicService, species: string): boolean {
  return !service.species || service.species.some((s) => sameName(s, species));
}

/** "rabbits", "guinea pigs", "fish": the plural the sentence about a species needs. */
export function speciesPlural(species: string): string {
  const word = species.trim().toLowerCase();
  if (word === 'other') return 'other animals';
  if (word === 'fish' || word.endsWith('s')) return word;
  return `${word}s`;
}

// The species a pet can have, as the messages choose among them ('animal': the species Other).
const SPECIES_CHOICES: Record<string, string> = {
  dog: 'dog',
  cat: 'cat',
  bird: 'bird',
  rabbit: 'rabbit',
  hamster: 'hamster',
  'guinea pig': 'guineaPig',
  fish: 'fish',
  reptile: 'reptile',
  other: 'animal',
};
const SPECIES_KEYS: Record<string, MessageKey> = {
  dog: 'booking.species.dog',
  cat: 'booking.species.cat',
  bird: 'booking.species.bird',
  rabbit: 'booking.species.rabbit',
  hamster: 'booking.species.hamster',
  'guinea pig': 'booking.species.guineaPig',
  fish: 'booking.species.fish',
  reptile: 'booking.species.reptile',
  other: 'booking.species.other',
};

/** A pet's species in the active language; one the list does not know is shown as stored. */
export function speciesName(species: string): string {
  const key = SPECIES_KEYS[species.trim().toLowerCase()];
  return key ? translate(key) : species;
}

/** The same sentence the server answers when asked for such a booking, in the active language. */
export const notOfferedText = (service: string, species: string) =>
  translate('booking.species.notOffered', {
    service,
    species: SPECIES_CHOICES[species.trim().toLowerCase()] ?? 'unknown',
    plural: speciesPlural(species),
  });

/** Whether a named service is one this species may not have (unknown services are not refused). */
export function refusedFor(services: PublicService[], serviceName: string, species?: string) {
  if (!species || !serviceName) return false;
  const service = services.find((s) => sameName(s.name, serviceName));
  return Boolean(service && !offeredFor(service, species));
}

/**
 * What the booking screen offers for the address's choice, the clinic's team and the chosen pet:
 * the services the pet may have, the clinicians to choose among (none when at most one performs
 * the service), and the service and clinician that stand (a refused or unknown one does not).
 */
export function teamChoice(args: {
  team: PublicClinician[];
  services: PublicService[];
  service?: string;
  clinician?: string;
  species?: string;
}) {
  const { team, services, species } = args;
  const refused = refusedFor(services, args.service ?? '', species);
  const service = refused ? '' : (args.service ?? '');
  const choosableFor = (name: string) => {
    const eligible = cliniciansFor(team, services, name);
    return eligible.length > 1 ? eligible : [];
  };
  const choosable = choosableFor(service);
  const clinician = choosable.find((c) => c.id === args.clinician);
  return {
    /** Times and confirmations name the clinician only where there is more than one. */
    isTeam: team.length > 1,
    service,
    clinician,
    choosable,
    offered: species ? services.filter((s) => offeredFor(s, species)) : services,
    refusedText: refused ? notOfferedText(args.service ?? '', species ?? '') : null,
    /** A time the screen may offer: of the chosen clinician, and a service the pet may have. */
    allows: (slot: PublicTimeSlot) =>
      (!clinician || slot.clinicianId === clinician.id) &&
      !refusedFor(services, slot.service, species),
    /** The chosen clinician, if they stay choosable for another service. */
    clinicianFor: (name: string) =>
      clinician && choosableFor(name).some((c) => c.id === clinician.id) ? clinician.id : undefined,
  };
}

import type { TeamFacts } from '@petvet/shared';
import type { ClinicService, SlotRecord } from '../time-slots/availability-plan';

/**
 * What a booking reads, named apart from the repositories that read it: the booking repository
 * reads with live queries, the snapshot repository from one round trip, and each refers to
 * these shapes rather than to the other.
 */
export interface BookingClinic {
  id: string;
  timeZone: string;
  phone: string;
  cancellationCutoffHours: number;
}

export interface BookingPet {
  id: string;
  name: string;
  species: string;
  breed: string | null;
}

/** What a booking checks before the day is locked: the clinic, the owner's pet, slot, services. */
export interface PlacementReads {
  clinicById(clinicId: string): Promise<BookingClinic | null>;
  ownedPet(ownerId: string, petId: string): Promise<BookingPet | null>;
  slot(clinicId: string, slotId: string): Promise<SlotRecord | null>;
  services(clinicId: string): Promise<ClinicService[]>;
}

/** What a booking checks its span against: the team's day (windows, appointments, holds). */
export interface DayReads {
  dayFacts(clinicId: string, date: string, now: Date): Promise<TeamFacts>;
}

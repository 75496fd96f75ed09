/**
 * The shapes availability is planned in: a clinic date's published windows and busy time, the
 * services asked for, and what an owner asks to fit. Held apart from the planning itself so the
 * team's offers and the plan can both use them without importing each other.
 */
/** A published window of one clinic's date, in minutes of that day. */
export interface DatedWindow {
  clinicId: string;
  date: string;
  slotId: string;
  /** The clinician whose time the slot is (left out: the clinic's one calendar). */
  clinicianId?: string;
  start: number;
  end: number;
  service: string;
  duration: number;
  /** Whether a live appointment overlaps the slot (maintained by the database). */
  isBooked: boolean;
}

/** Time of one clinic's date that nobody else may book, in minutes of that day. */
export interface DatedBusy {
  clinicId: string;
  date: string;
  start: number;
  end: number;
}

/** One published slot, with the service it was published for and whose time it is. */
export interface SlotRecord extends DatedWindow {
  clinicianId: string;
  serviceId: string | null;
}

export interface ClinicService {
  clinicId: string;
  id: string;
  name: string;
  duration: number;
  price: number;
  /** The room it needs for its whole span (null: none). */
  roomId?: string | null;
  /** The species it is for (null: any). */
  species?: string[] | null;
  /** A drop-off is booked by the day (POST /api/drop-offs), never at a time. */
  bookingMode?: 'appointment' | 'drop_off';
}

export interface DateRange {
  from: string;
  to: string;
}

/**
 * What an owner asks to fit: one of the clinic's services (its length decides), or, for a clinic
 * that lists no services or a name none of them has, the published slots themselves as they were
 * published (optionally those of one service name), each a visit of the slot's own length.
 */
export type Demand =
  { kind: 'service'; service: ClinicService } | { kind: 'slots'; serviceName?: string | undefined };

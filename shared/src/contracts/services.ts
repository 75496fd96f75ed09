import { z } from 'zod';
import { decimalStringToNumber, idSchema } from './common';
import {
  DEFAULT_CATEGORY_ICON,
  DEFAULT_DISPLAY_ORDER,
  DEFAULT_SERVICE_CATEGORY_NAME,
  DEFAULT_SERVICE_DURATION,
  PET_SPECIES,
} from '../constants';

export const CATEGORY_NAME_REQUIRED_TEXT = 'Please enter a category name.';
export const SERVICE_CATEGORY_REQUIRED_TEXT = 'Please select a category for the service.';
export const SERVICE_NAME_REQUIRED_TEXT = 'Please enter a service name.';
export const SERVICE_PRICE_INVALID_TEXT = 'Please enter a valid price greater than 0.';
export const SERVICE_DURATION_INVALID_TEXT = 'Please enter a valid duration greater than 0.';
export const CATEGORY_NOT_FOUND_TEXT = 'Category not found';
export const SERVICE_NOT_FOUND_TEXT = 'Service not found';

const MAX_PRICE = 1_000_000;

export const BOOKING_MODES = ['appointment', 'drop_off'] as const;
export type BookingMode = (typeof BOOKING_MODES)[number];
export const ROOM_NOT_FOUND_TEXT = 'Room not found';
export const DAILY_CAP_DROP_OFF_ONLY_TEXT =
  'A daily cap applies only to a service booked as a drop-off';
export const SPECIES_UNKNOWN_TEXT = `Species must be among: ${PET_SPECIES.join(', ')}`;
const MAX_DURATION_MINUTES = 24 * 60;

// Forms send '' for an untouched number field; that means "not given".
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const blankOrNullToUndefined = (value: unknown) =>
  value === null ? undefined : blankToUndefined(value);

const displayOrderSchema = z.preprocess(
  (value) => decimalStringToNumber(blankOrNullToUndefined(value)),
  z.number().int().min(0).max(1_000_000).default(DEFAULT_DISPLAY_ORDER),
);
const descriptionSchema = z.preprocess(
  (value) => (value === null || value === undefined ? '' : value),
  z.string().trim().max(2000),
);

/** POST and PUT /api/services/categories(/:id). */
export const categoryInputSchema = z.object({
  name: z
    .string({ error: CATEGORY_NAME_REQUIRED_TEXT })
    .trim()
    .min(1, CATEGORY_NAME_REQUIRED_TEXT)
    .max(100),
  description: descriptionSchema,
  icon: z.preprocess(
    (value) =>
      value === null || value === undefined || value === '' ? DEFAULT_CATEGORY_ICON : value,
    z.string().trim().min(1).max(16),
  ),
  displayOrder: displayOrderSchema,
});
export type CategoryInput = z.infer<typeof categoryInputSchema>;

export const categorySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  display_order: z.number().int(),
  /** For If-Match on PUT and DELETE (see contracts/versions). */
  version: z.string().optional(),
});
export type Category = z.infer<typeof categorySchema>;

/**
 * POST and PUT /api/services(/:id). Fields are declared in the order they are checked (category,
 * name, price, duration), so the first problem reported is always the earliest field.
 */
export const serviceInputSchema = z
  .object({
    // Any non-blank value: an id that is not one of the clinic's categories answers 404 instead.
    categoryId: z.preprocess(
      blankOrNullToUndefined,
      z
        .string({ error: SERVICE_CATEGORY_REQUIRED_TEXT })
        .trim()
        .min(1, SERVICE_CATEGORY_REQUIRED_TEXT)
        .max(64),
    ),
    name: z
      .string({ error: SERVICE_NAME_REQUIRED_TEXT })
      .trim()
      .min(1, SERVICE_NAME_REQUIRED_TEXT)
      .max(200),
    price: z.preprocess(
      (value) => decimalStringToNumber(blankToUndefined(value)),
      z
        .number({ error: SERVICE_PRICE_INVALID_TEXT })
        .gt(0, SERVICE_PRICE_INVALID_TEXT)
        .max(MAX_PRICE, `Price must be at most ${MAX_PRICE}`)
        // Prices are stored in cents: less than half a cent would be stored as a price of 0.
        .refine((price) => Math.round(price * 100) >= 1, SERVICE_PRICE_INVALID_TEXT),
    ),
    duration: z.preprocess(
      (value) =>
        value === undefined || value === null || value === ''
          ? DEFAULT_SERVICE_DURATION
          : decimalStringToNumber(value),
      z
        .number({ error: SERVICE_DURATION_INVALID_TEXT })
        .int(SERVICE_DURATION_INVALID_TEXT)
        .gt(0, SERVICE_DURATION_INVALID_TEXT)
        .max(MAX_DURATION_MINUTES, `Duration must be at most ${MAX_DURATION_MINUTES} minutes`),
    ),
    description: descriptionSchema,
    displayOrder: displayOrderSchema,
    /** A room or equipment the service needs for its whole span; one of the clinic's rooms. */
    roomId: z.preprocess(blankOrNullToUndefined, idSchema.optional()).transform((v) => v ?? null),
    /** The species it is for; null or an empty list: any. */
    species: z
      .preprocess(
        (value) =>
          value === null || (Array.isArray(value) && value.length === 0) ? undefined : value,
        z
          .array(z.enum(PET_SPECIES, { error: SPECIES_UNKNOWN_TEXT }))
          .max(PET_SPECIES.length)
          .optional(),
      )
      .transform((list) => (list ? [...new Set(list)] : null)),
    bookingMode: z.enum(BOOKING_MODES).default('appointment'),
    /** How many of this service a drop-off day takes; null: only the clinic's total cap. */
    dailyCap: z
      .preprocess(
        (value) => decimalStringToNumber(blankOrNullToUndefined(value)),
        z.number().int().gt(0).max(1000).optional(),
      )
      .transform((v) => v ?? null),
  })
  .refine((input) => input.dailyCap === null || input.bookingMode === 'drop_off', {
    message: DAILY_CAP_DROP_OFF_ONLY_TEXT,
    path: ['dailyCap'],
  });
export type ServiceInput = z.infer<typeof serviceInputSchema>;

export const serviceSchema = z.object({
  id: z.string(),
  category_id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  duration: z.number().int(),
  display_order: z.number().int(),
  categoryName: z.string(),
  roomId: z.string().nullable(),
  species: z.array(z.string()).nullable(),
  bookingMode: z.enum(BOOKING_MODES),
  dailyCap: z.number().int().nullable(),
  /** For If-Match on PUT and DELETE (see contracts/versions). */
  version: z.string().optional(),
});
export type Service = z.infer<typeof serviceSchema>;

/** GET /api/services/public/:vetId, ordered by category then service display order. */
export const publicServiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number(),
  duration: z.number().int(),
  category_name: z.string().default(DEFAULT_SERVICE_CATEGORY_NAME),
  category_icon: z.string(),
  /** ISO 4217: the clinic's currency. */
  currency: z.string(),
  /** The species it is for (null: any): the booking screen offers a pet only what it may have. */
  species: z.array(z.string()).nullable().default(null),
  bookingMode: z.enum(BOOKING_MODES).default('appointment'),
});
export type PublicService = z.infer<typeof publicServiceSchema>;

import { z } from 'zod';
import { pastDateStringSchema } from './common';
import { PET_WEIGHT_MAX } from './pets';
import { entryProvenanceShape } from './record-provenance';

/** Form inputs sometimes arrive as numeric strings; anything else is left for zod to refuse. */
const numericString = (value: unknown) =>
  typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;

export const WEIGHT_DATE_FUTURE_TEXT = 'The weight date cannot be in the future';

/** POST /api/users/pets/:id/weights: what the pet weighed on a day. */
export const weightEntryRequestSchema = z.object({
  date: pastDateStringSchema(WEIGHT_DATE_FUTURE_TEXT),
  weight: z.preprocess(
    numericString,
    z
      .number()
      .min(0)
      .max(PET_WEIGHT_MAX)
      .refine((weight) => Math.abs(weight * 10 - Math.round(weight * 10)) < 1e-6, {
        message: 'weight must have at most one decimal place',
      }),
  ),
});
export type WeightEntryRequest = z.infer<typeof weightEntryRequestSchema>;

export const weightEntrySchema = z.object({
  id: z.string(),
  petId: z.string(),
  date: z.string(),
  weight: z.number(),
  createdAt: z.string(),
  /** For If-Match on PUT and DELETE of this entry. */
  version: z.string(),
  ...entryProvenanceShape,
});
export type WeightEntry = z.infer<typeof weightEntrySchema>;
export const weightEntryListSchema = z.array(weightEntrySchema);

import { z } from 'zod';

/** Who wrote an entry of a pet's health record; null on the owner's own entries. */
export const writtenBySchema = z.object({
  clinicId: z.string(),
  clinicName: z.string(),
  /** The staff member's name as it was when they wrote; null once the member is gone. */
  staffName: z.string().nullable(),
});
export type WrittenBy = z.infer<typeof writtenBySchema>;

/** What every entry of a pet's health record carries besides its own fields. */
export const entryProvenanceShape = {
  writtenBy: writtenBySchema.nullable(),
  /** The owner hid a clinic's entry: kept, but left off the certificate and other clinics' view. */
  hidden: z.boolean(),
  /** The visit a clinic wrote it at. */
  appointmentId: z.string().nullable(),
};

import {
  AppError,
  REVIEW_ALREADY_GIVEN_TEXT,
  REVIEW_APPOINTMENT_NOT_COMPLETED_TEXT,
  REVIEW_APPOINTMENT_OTHER_CLINIC_TEXT,
  REVIEW_NEEDS_COMPLETED_TEXT,
  clinicDateTimeAt,
  type BusinessReview,
  type CreateReviewRequest,
  type OwnerReview,
  type ReviewResponseRequest,
} from '@petvet/shared';
import type { AppDeps } from '../../deps';
import { isUniqueViolation } from '../../lib/db-errors';
import { staleOr } from '../../lib/if-match';
import { completeElapsedAppointments } from '../appointments/appointments.service';
import {
  createReviewsRepository,
  inReviewTransaction,
  type ClinicReviewRecord,
  type OwnerReviewRecord,
  type ReviewWritesRepository,
} from './reviews.repository';

const REVIEW_APPOINTMENT_CONSTRAINT = 'reviews_appointment_key';
const REVIEW_NOT_FOUND_TEXT = 'Review not found';

const alreadyReviewed = () => new AppError('CONFLICT', REVIEW_ALREADY_GIVEN_TEXT);

const toOwnerReview = (record: OwnerReviewRecord): OwnerReview => ({
  ...record,
  createdAt: record.createdAt.toISOString(),
});

const toBusinessReview = (record: ClinicReviewRecord): BusinessReview => ({
  id: record.id,
  customerName: record.customerName,
  rating: record.rating,
  date: clinicDateTimeAt(record.timeZone, record.createdAt).date,
  comment: record.comment,
  responded: record.response !== null,
  response: record.response,
  version: record.version,
});

/** Which of the caller's appointments this review is for; every refusal says why. */
async function appointmentToReview(
  repo: ReviewWritesRepository,
  ownerId: string,
  input: CreateReviewRequest,
): Promise<string> {
  if (input.appointmentId) {
    const appointment = await repo.ownerAppointment(ownerId, input.appointmentId);
    if (!appointment) throw new AppError('NOT_FOUND', 'Appointment not found');
    if (appointment.clinicId !== input.vetId) {
      throw new AppError('VALIDATION_FAILED', REVIEW_APPOINTMENT_OTHER_CLINIC_TEXT);
    }
    if (appointment.status !== 'completed') {
      throw new AppError('VALIDATION_FAILED', REVIEW_APPOINTMENT_NOT_COMPLETED_TEXT);
    }
    if (appointment.reviewed) throw alreadyReviewed();
    return appointment.id;
  }
  const completed = await repo.completedAt(ownerId, input.vetId);
  if (completed.length === 0) throw new AppError('VALIDATION_FAILED', REVIEW_NEEDS_COMPLETED_TEXT);
  const unreviewed = completed.find((appointment) => !appointment.reviewed);
  if (!unreviewed) throw alreadyReviewed();
  return unreviewed.id;
}

export function createReviewsService(deps: Pick<AppDeps, 'db' | 'now'>) {
  const reads = createReviewsRepository(deps.db);

  return {
    /** Saves the review and moves the clinic's rating and count in the same transaction. */
    async create(ownerId: string, input: CreateReviewRequest): Promise<OwnerReview> {
      await completeElapsedAppointments(deps, { ownerId });
      let reviewId: string;
      try {
        reviewId = await inReviewTransaction(deps.db, async (repo) => {
          if (!(await repo.lockClinic(input.vetId)))
            throw new AppError('NOT_FOUND', 'Vet not found');
          const appointmentId = await appointmentToReview(repo, ownerId, input);
          const id = await repo.insert({
            clinicId: input.vetId,
            ownerId,
            appointmentId,
            rating: input.rating,
            comment: input.comment,
          });
          await repo.recomputeClinicRating(input.vetId);
          return id;
        });
      } catch (error) {
        if (isUniqueViolation(error, REVIEW_APPOINTMENT_CONSTRAINT)) throw alreadyReviewed();
        throw error;
      }
      const [created] = await reads.listForOwner(ownerId, reviewId);
      if (!created) throw new Error('saved review could not be read back');
      return toOwnerReview(created);
    },

    async listForOwner(ownerId: string): Promise<OwnerReview[]> {
      return (await reads.listForOwner(ownerId)).map(toOwnerReview);
    },

    async listForBusiness(clinicId: string): Promise<BusinessReview[]> {
      return (await reads.listForClinic(clinicId)).map(toBusinessReview);
    },

    /** The clinic's public answer; another clinic's review is not found. Answering again replaces it. */
    async respond(
      clinicId: string,
      reviewId: string,
      input: ReviewResponseRequest,
      version?: string,
    ): Promise<BusinessReview> {
      if (!(await reads.respond(clinicId, reviewId, input.response, deps.now(), version))) {
        throw await staleOr(
          version,
          async () => (await reads.listForClinic(clinicId, reviewId)).length > 0,
          () => new AppError('NOT_FOUND', REVIEW_NOT_FOUND_TEXT),
        );
      }
      const [updated] = await reads.listForClinic(clinicId, reviewId);
      if (!updated) throw new AppError('NOT_FOUND', REVIEW_NOT_FOUND_TEXT);
      return toBusinessReview(updated);
    },
  };
}

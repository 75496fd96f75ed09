import { Router } from 'express';
import {
  businessAppointmentListQuerySchema,
  cancelAppointmentRequestSchema,
  createAppointmentRequestSchema,
  rescheduleAppointmentRequestSchema,
  updateAppointmentStatusRequestSchema,
} from '@petvet/shared';
import type { AppDeps } from '../../deps';
import { ifMatchOf } from '../../lib/if-match';
import { parseInput, parsePathId } from '../../lib/validate';
import { authOf, requireAuth, requireRole } from '../../middleware/auth';
import { idempotencyMiddleware, recordAnswerIn } from '../../middleware/idempotency';
import {
  assertMayChangeAppointmentById,
  clinicOf,
  requireClinic,
} from '../../middleware/require-clinic';
import { createAppointmentStatusService } from './appointment-status.service';
import { APPOINTMENT_NOT_FOUND_TEXT, createAppointmentsService } from './appointments.service';
import { createBookingService } from './booking.service';
import { refuseConfirmWhileAwaiting } from './desk-awaiting-owner';
import { createOwnerChangesService } from './owner-changes.service';

/** /api/appointments/** for pet owners and /api/vet-business/appointments/** for businesses. */
export function appointmentsRoutes(deps: AppDeps): Router {
  const authenticate = requireAuth(deps);
  const reads = createAppointmentsService(deps);
  const booking = createBookingService(deps);
  const statuses = createAppointmentStatusService(deps);
  const changes = createOwnerChangesService(deps);
  const idempotent = idempotencyMiddleware(deps);

  const owner = Router();
  owner.get('/', async (req, res) => {
    res.json(await reads.listForOwner(authOf(req).userId));
  });
  owner.post('/', idempotent, async (req, res) => {
    const input = parseInput(createAppointmentRequestSchema, req.body);
    // A keyed booking stores its answer in the booking's own transaction: never one without the other.
    const answer = recordAnswerIn(req, 201);
    res.status(201).json(await booking.book(authOf(req).userId, input, answer));
  });
  owner.post('/:id/cancel', async (req, res) => {
    const id = parsePathId(req.params, { notFoundText: APPOINTMENT_NOT_FOUND_TEXT });
    const input = parseInput(cancelAppointmentRequestSchema, req.body ?? {});
    res.json(await changes.cancel(authOf(req).userId, id, input));
  });
  owner.post('/:id/reschedule', async (req, res) => {
    const id = parsePathId(req.params, { notFoundText: APPOINTMENT_NOT_FOUND_TEXT });
    const input = parseInput(rescheduleAppointmentRequestSchema, req.body);
    res.json(await changes.reschedule(authOf(req).userId, id, input));
  });
  owner.get('/:id/calendar.ics', async (req, res) => {
    const id = parsePathId(req.params);
    const file = await reads.calendarFor(authOf(req).userId, id);
    res.setHeader('content-type', 'text/calendar; charset=utf-8');
    res.setHeader('content-disposition', `attachment; filename="${file.filename}"`);
    res.send(file.body);
  });

  const business = Router();
  business.get('/', async (req, res) => {
    const { q } = parseInput(businessAppointmentListQuerySchema, req.query);
    res.json(await reads.listForBusiness(clinicOf(req), q));
  });
  business.put('/:id/status', async (req, res) => {
    const id = parsePathId(req.params);
    const input = parseInput(updateAppointmentStatusRequestSchema, req.body);
    await assertMayChangeAppointmentById(deps, req, id);
    await refuseConfirmWhileAwaiting(deps, clinicOf(req), id, input.status);
    res.json(await statuses.update(clinicOf(req), id, input, ifMatchOf(req), authOf(req).userId));
  });

  const router = Router();
  router.use('/appointments', authenticate, requireRole('pet_owner'), owner);
  router.use(
    '/vet-business/appointments',
    authenticate,
    requireRole('vet_business'),
    requireClinic(deps, 'manage_appointments'),
    business,
  );
  return router;
}

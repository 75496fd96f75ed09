import { Router } from 'express';
import {
  CLOSURE_NOT_FOUND_TEXT,
  calendarMonthQuerySchema,
  calendarQuerySchema,
  clinicRescheduleRequestSchema,
  closurePreviewQuerySchema,
  createClosureRequestSchema,
  insightsQuerySchema,
  newClientBookingRequestSchema,
  ownerLookupQuerySchema,
  phoneBookingRequestSchema,
} from '@petvet/shared';
import type { AppDeps } from '../../deps';
import { ifMatchOf } from '../../lib/if-match';
import { parseInput, parsePathId } from '../../lib/validate';
import { authOf, requireAuth, requireRole } from '../../middleware/auth';
import { idempotencyMiddleware } from '../../middleware/idempotency';
import {
  assertMayChangeAppointment,
  assertMayChangeAppointmentById,
  clinicOf,
  requireClinic,
} from '../../middleware/require-clinic';
import { createClinicDeskService } from '../appointments/clinic-desk.service';
import { createClinicOpsService } from './clinic-ops.service';

/** The clinic's closures, calendar, insights, phone-in bookings and moves (bearer, vet_business). */
export function clinicOpsRoutes(deps: AppDeps): Router {
  const router = Router();
  const ops = createClinicOpsService(deps);
  const desk = createClinicDeskService(deps);
  const idempotent = idempotencyMiddleware(deps);
  // Guards sit on each route: this router is mounted at /api beside other modules' routes.
  const signedIn = [requireAuth(deps), requireRole('vet_business')];
  // Closures are the clinic's hours; the front desk's bookings, moves and owner lookup are
  // appointments.
  const guard = [...signedIn, requireClinic(deps, 'edit_hours')];
  const deskGuard = [...signedIn, requireClinic(deps, 'manage_appointments')];
  const lookupGuard = [
    ...signedIn,
    requireClinic(deps, 'manage_appointments', 'manage_appointments'),
  ];

  router.get('/vet-business/closures', ...guard, async (req, res) => {
    res.json(await ops.listClosures(clinicOf(req)));
  });

  router.get('/vet-business/closures/preview', ...guard, async (req, res) => {
    const query = parseInput(closurePreviewQuerySchema, req.query);
    res.json(await ops.previewClosure(clinicOf(req), query));
  });

  router.post('/vet-business/closures', ...guard, idempotent, async (req, res) => {
    const input = parseInput(createClosureRequestSchema, req.body);
    res.status(201).json(await ops.createClosure(clinicOf(req), input));
  });

  router.delete('/vet-business/closures/:id', ...guard, async (req, res) => {
    const id = parsePathId(req.params, { notFoundText: CLOSURE_NOT_FOUND_TEXT });
    await ops.removeClosure(clinicOf(req), id, ifMatchOf(req));
    res.status(204).end();
  });

  router.get('/vet-business/calendar', ...guard, async (req, res) => {
    const query = parseInput(calendarQuerySchema, req.query);
    res.json(await ops.calendar(clinicOf(req), query));
  });

  router.get('/vet-business/calendar/month', ...guard, async (req, res) => {
    const { month } = parseInput(calendarMonthQuerySchema, req.query);
    res.json(await ops.month(clinicOf(req), month));
  });

  router.get('/vet-business/insights', ...guard, async (req, res) => {
    const query = parseInput(insightsQuerySchema, req.query);
    res.json(await ops.insights(clinicOf(req), query));
  });

  router.get('/vet-business/owners/lookup', ...lookupGuard, async (req, res) => {
    const { email } = parseInput(ownerLookupQuerySchema, req.query);
    res.json(await desk.lookupOwner(clinicOf(req), email));
  });

  router.post('/vet-business/appointments', ...deskGuard, idempotent, async (req, res) => {
    const input = parseInput(phoneBookingRequestSchema, req.body);
    assertMayChangeAppointment(req, input.clinicianId);
    res.status(201).json(await desk.book(clinicOf(req), input, authOf(req).userId));
  });

  router.post(
    '/vet-business/appointments/new-client',
    ...deskGuard,
    idempotent,
    async (req, res) => {
      const input = parseInput(newClientBookingRequestSchema, req.body);
      assertMayChangeAppointment(req, input.clinicianId);
      res.status(201).json(await desk.bookNewClient(clinicOf(req), input, authOf(req).userId));
    },
  );

  router.get('/vet-business/appointments/:id/details', ...deskGuard, async (req, res) => {
    const id = parsePathId(req.params);
    res.json(await desk.details(clinicOf(req), id));
  });

  router.post('/vet-business/appointments/:id/reschedule', ...deskGuard, async (req, res) => {
    const id = parsePathId(req.params);
    const input = parseInput(clinicRescheduleRequestSchema, req.body);
    await assertMayChangeAppointmentById(deps, req, id);
    // A vet or nurse may not move a visit into another clinician's column either.
    if (input.clinicianId !== undefined) assertMayChangeAppointment(req, input.clinicianId);
    res.json(await desk.reschedule(clinicOf(req), id, input, authOf(req).userId));
  });

  return router;
}

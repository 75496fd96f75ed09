import { Router } from 'express';
import type { AppDeps } from './deps';
import { directoryRoutes } from './modules/directory/directory.routes';
import { placesRoutes } from './modules/places/places.routes';
import { practiceClaimRoutes } from './modules/price-trust/claims.routes';
import { priceReviewRoutes } from './modules/price-trust/price-review.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { sessionsRoutes } from './modules/account/sessions.routes';
import { accountClaimRoutes } from './modules/auth/account-claim.routes';
import { petsRoutes } from './modules/pets/pets.routes';
import { appointmentsRoutes } from './modules/appointments/appointments.routes';
import { reviewsRoutes } from './modules/reviews/reviews.routes';
import { clinicsRoutes } from './modules/clinics/clinics.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { timeSlotsRoutes } from './modules/time-slots/time-slots.routes';
import { businessRoutes } from './modules/business/business.routes';
import { docsRoutes } from './modules/docs/docs.routes';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { waitlistRoutes } from './modules/waitlist/waitlist.routes';
import { calendarRoutes } from './modules/calendar/calendar.routes';
import { priceListRoutes } from './modules/price-list/price-list.routes';
import { clinicOpsRoutes } from './modules/clinic-ops/clinic-ops.routes';
import { invitationAcceptRoutes } from './modules/auth/invitation-accept.routes';
import { staffRoutes } from './modules/staff/staff.routes';
import { ownerConfirmRoutes } from './modules/appointments/owner-confirm.routes';
import { cliniciansRoutes } from './modules/clinicians/clinicians.routes';
import { dropOffRoutes } from './modules/drop-off/drop-off.routes';
import { passwordResetRoutes } from './modules/account/password-reset.routes';
import { passwordChangeRoutes } from './modules/account/password-change.routes';
import { emailVerificationRoutes } from './modules/account/email-verification.routes';
import { emailChangeRoutes } from './modules/account/email-change.routes';
import { accountDataRoutes } from './modules/account/account-data.routes';
import { secondFactorRoutes } from './modules/account/second-factor.routes';

/**
 * Every API module mounts here, under /api. Each module exports one function that
 * builds its router from the dependencies.
 */
export function apiRoutes(deps: AppDeps): Router {
  const router = Router();
  router.use(authRoutes(deps));
  router.use(sessionsRoutes(deps));
  router.use(secondFactorRoutes(deps));
  router.use(accountClaimRoutes(deps));
  router.use(invitationAcceptRoutes(deps));
  router.use(staffRoutes(deps));
  router.use(ownerConfirmRoutes(deps));
  router.use(directoryRoutes(deps));
  router.use(placesRoutes(deps));
  router.use(practiceClaimRoutes(deps));
  router.use(priceReviewRoutes(deps));
  router.use(petsRoutes(deps));
  router.use(appointmentsRoutes(deps));
  router.use(reviewsRoutes(deps));
  router.use(clinicsRoutes(deps));
  router.use(catalogRoutes(deps));
  router.use(timeSlotsRoutes(deps));
  router.use(businessRoutes(deps));
  router.use(docsRoutes());
  router.use(analyticsRoutes(deps));
  router.use(waitlistRoutes(deps));
  router.use(calendarRoutes(deps));
  router.use(priceListRoutes(deps));
  router.use(clinicOpsRoutes(deps));
  router.use(cliniciansRoutes(deps));
  router.use(dropOffRoutes(deps));
  router.use(passwordResetRoutes(deps));
  router.use(passwordChangeRoutes(deps));
  router.use(emailVerificationRoutes(deps));
  router.use(emailChangeRoutes(deps));
  router.use(accountDataRoutes(deps));
  void deps;
  return router;
}

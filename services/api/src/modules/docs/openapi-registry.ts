import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { registerAuthPaths } from '../auth/auth.openapi';
import { registerPetsPaths } from '../pets/pets.openapi';
import { registerAppointmentsPaths } from '../appointments/appointments.openapi';
import { registerReviewsPaths } from '../reviews/reviews.openapi';
import { registerHealthPaths } from './health.openapi';
import { registerClinicsPaths } from '../clinics/clinics.openapi';
import { registerBusinessPaths } from '../business/business.openapi';
import { registerTimeSlotsPaths } from '../time-slots/time-slots.openapi';
import { registerCatalogPaths } from '../catalog/catalog.openapi';
import { registerDirectoryPaths } from '../directory/directory.openapi';
import { registerPlacesPaths } from '../places/places.openapi';
import { registerCalendarPaths } from '../calendar/calendar.openapi';
import { registerWaitlistPaths } from '../waitlist/waitlist.openapi';
import { registerPriceListPaths } from '../price-list/price-list.openapi';
import { registerClinicOpsPaths } from '../clinic-ops/clinic-ops.openapi';
import { registerCliniciansPaths } from '../clinicians/clinicians.openapi';
import { registerStaffPaths } from '../staff/staff.openapi';
import { registerDropOffPaths } from '../drop-off/drop-off.openapi';
import { registerSecondFactorPaths } from '../account/second-factor.openapi';
import { registerPasswordPaths } from '../account/password-reset.openapi';
import { registerAccountDataPaths } from '../account/account-data.openapi';
import { registerEmailVerificationPaths } from '../account/email-verification.openapi';
import { registerSessionsPaths } from '../account/sessions.openapi';
import { registerPracticeClaimPaths } from '../price-trust/claims.openapi';
import { registerPriceReviewPaths } from '../price-trust/price-review.openapi';
import { registerReminderRulesPaths } from '../health-record/reminder-rules.openapi';
import { registerCertificatePaths } from '../health-record/certificate.openapi';
import { registerPatientsPaths } from '../health-record/patients.openapi';
import { registerSharingPaths } from '../health-record/sharing.openapi';
import { BEARER_AUTH } from './openapi-helpers';

/**
 * The API description, generated from the same zod schemas the API parses with.
 * To describe a module: write `<domain>.openapi.ts` beside it exporting
 * `register<Domain>Paths(registry)` and add it to this list (one line). Schemas are inlined:
 * naming them (registry.register) would need zod extended before the shared schemas load.
 */
const registrars: Array<(registry: OpenAPIRegistry) => void> = [
  registerHealthPaths,
  registerAuthPaths,
  registerSessionsPaths,
  registerPetsPaths,
  registerAppointmentsPaths,
  registerReviewsPaths,
  registerClinicsPaths,
  registerBusinessPaths,
  registerTimeSlotsPaths,
  registerCatalogPaths,
  registerDirectoryPaths,
  registerPlacesPaths,
  registerCalendarPaths,
  registerWaitlistPaths,
  registerPriceListPaths,
  registerClinicOpsPaths,
  registerCliniciansPaths,
  registerStaffPaths,
  registerDropOffPaths,
  registerSecondFactorPaths,
  registerPasswordPaths,
  registerAccountDataPaths,
  registerEmailVerificationPaths,
  registerPracticeClaimPaths,
  registerPriceReviewPaths,
  registerReminderRulesPaths,
  registerCertificatePaths,
  registerPatientsPaths,
  registerSharingPaths,
];

let cached: ReturnType<OpenApiGeneratorV31['generateDocument']> | undefined;

export function openApiDocument() {
  if (cached) return cached;
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', BEARER_AUTH, {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });
  for (const register of registrars) register(registry);
  cached = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'PetVet API',
      version: '1.0.0',
      description:
        'Find veterinary clinics, book appointments, keep pet records, and search a worldwide directory of clinic prices. Errors answer `{ error, code, details?, requestId }`.',
    },
    servers: [{ url: '/' }],
  });
  return cached;
}

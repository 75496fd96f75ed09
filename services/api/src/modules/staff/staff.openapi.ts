import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  authResponseSchema,
  invitationAcceptSchema,
  ownerAppointmentSchema,
  staffInvitationInputSchema,
  staffInvitationSchema,
  staffListSchema,
} from '@petvet/shared';
import {
  bearerSecurity,
  errorResponses,
  idParams,
  idempotencyErrors,
  idempotencyHeaders,
  ifMatchErrors,
  ifMatchHeaders,
  json,
} from '../docs/openapi-helpers';

const roles =
  'Roles: owner (everything), manager (all but staff), vet and nurse (their own calendar’s appointments; read the rest), reception (appointments, desk bookings, owner lookup; read the rest). Every business endpoint answers 403 FORBIDDEN to a role that may not, and 401 to a removed member.';

/** The clinic's staff, invitations, joining from an invitation, and an owner's confirmation. */
export function registerStaffPaths(registry: OpenAPIRegistry): void {
  const common = { tags: ['Staff'], security: bearerSecurity };
  registry.registerPath({
    ...common,
    method: 'get',
    path: '/api/vet-business/staff',
    summary: `The members (each with its version) and the pending invitations. ${roles}`,
    responses: {
      200: { description: 'Staff', ...json(staffListSchema) },
      ...errorResponses(401, 403),
    },
  });
  registry.registerPath({
    ...common,
    method: 'post',
    path: '/api/vet-business/staff/invitations',
    summary:
      'Invite by email with a role (not owner); the email carries {PUBLIC_URL}/join?token=…, valid 7 days, once. Owner only. An email that already has an account: 409 EMAIL_TAKEN',
    request: { headers: idempotencyHeaders, body: json(staffInvitationInputSchema) },
    responses: {
      201: { description: 'Invited', ...json(staffInvitationSchema) },
      ...errorResponses(400, 401, 403, 409),
      ...idempotencyErrors,
    },
  });
  for (const [path, what] of [
    [
      '/api/vet-business/staff/{id}',
      'Remove a member: their next request answers 401. The owner cannot be removed (409)',
    ],
    [
      '/api/vet-business/staff/invitations/{id}',
      'Withdraw a pending invitation: its link stops working',
    ],
  ] as const) {
    registry.registerPath({
      ...common,
      method: 'delete',
      path,
      summary: `${what}. Owner only`,
      request: { params: idParams, headers: ifMatchHeaders },
      responses: {
        204: { description: 'Done' },
        ...errorResponses(401, 403, 404, 409),
        ...ifMatchErrors,
      },
    });
  }
  registry.registerPath({
    tags: ['Auth'],
    method: 'post',
    path: '/api/auth/invitations/accept',
    summary:
      'Join a clinic from an invitation link: name and password (the rules of registration); signed in as the login answer. An expired, used or withdrawn link: 404',
    request: { body: json(invitationAcceptSchema) },
    responses: {
      201: { description: 'Joined and signed in', ...json(authResponseSchema) },
      ...errorResponses(400, 404, 409),
    },
  });
  registry.registerPath({
    tags: ['Appointments'],
    security: bearerSecurity,
    method: 'post',
    path: '/api/appointments/{id}/owner-confirm',
    summary:
      'The account holder confirms a visit a clinic’s desk booked in their name by email; until then it is pending and the clinic cannot confirm it',
    request: { params: idParams },
    responses: {
      200: { description: 'Confirmed', ...json(ownerAppointmentSchema) },
      ...errorResponses(401, 403, 404),
    },
  });
}

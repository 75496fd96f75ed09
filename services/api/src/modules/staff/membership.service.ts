import type { AppDeps } from '../../deps';
import { createMembershipRepository } from './membership.repository';

export type { Membership } from './membership.repository';

/** Where an account stands with its clinic, for the sign-in responses (auth module). */
export function createMembershipService(deps: Pick<AppDeps, 'db'>) {
  const members = createMembershipRepository(deps.db);
  return {
    membershipOf: (accountId: string) => members.membershipOf(accountId),
    clinicOfAccount: (accountId: string) => members.clinicOfAccount(accountId),
  };
}

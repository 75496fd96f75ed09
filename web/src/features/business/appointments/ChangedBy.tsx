import { STAFF_ROLES, type StaffRole } from '@petvet/shared';
import { translate, type MessageKey } from '../../../i18n';

const ROLE_KEYS: Record<StaffRole, MessageKey> = {
  owner: 'clinic.role.owner',
  manager: 'clinic.role.manager',
  vet: 'clinic.role.vet',
  nurse: 'clinic.role.nurse',
  reception: 'clinic.role.reception',
};

const isStaffRole = (role: string): role is StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(role);

/** "Rita Reception (Reception)": who last changed a visit, in the clinic's words for roles. */
export function changedByText(changedBy: { name: string; role: string }): string {
  const role = isStaffRole(changedBy.role)
    ? translate(ROLE_KEYS[changedBy.role])
    : changedBy.role === 'pet_owner'
      ? translate('clinic.role.petOwner')
      : changedBy.role;
  return `${changedBy.name} (${role})`;
}

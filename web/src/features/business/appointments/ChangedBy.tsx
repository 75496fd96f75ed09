import { STAFF_ROLES, STAFF_ROLE_LABELS, type StaffRole } from '@petvet/shared';

const isStaffRole = (role: string): role is StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(role);

/** "Rita Reception (Reception)": who last changed a visit, in the clinic's words for roles. */
export function changedByText(changedBy: { name: string; role: string }): string {
  const role = isStaffRole(changedBy.role)
    ? STAFF_ROLE_LABELS[changedBy.role]
    : changedBy.role === 'pet_owner'
      ? 'Pet owner'
      : changedBy.role;
  return `${changedBy.name} (${role})`;
}

import { httpStatusOf, serverErrorText } from '../../lib/errors';

const serverText = (failure: unknown) => serverErrorText(failure, '');
const messageOf = (failure: unknown) => (failure instanceof Error ? failure.message : '');

/** The alert when creating a category fails: 400 shows the server's reason, others the status. */
export function createCategoryErrorText(failure: unknown): string {
  const status = httpStatusOf(failure);
  if (status === 400)
    return `Bad Request: ${serverText(failure) || 'Please check the category name.'}`;
  if (status !== null)
    return `Error creating category: ${serverText(failure) || messageOf(failure) || `HTTP ${status}`}`;
  return 'Error creating category. Please try again.';
}

/**
 * The alert when creating a service fails: 400 shows the server's reason, 404 a missing category,
 * others the status.
 */
export function createServiceErrorText(failure: unknown): string {
  const status = httpStatusOf(failure);
  if (status === 400)
    return `Bad Request: ${serverText(failure) || 'Please check all required fields are filled correctly.'}`;
  if (status === 404) return 'Category not found. Please select a valid category.';
  if (status !== null)
    return `Error creating service: ${serverText(failure) || messageOf(failure) || `HTTP ${status}`}`;
  return 'Error creating service. Please try again.';
}

export const BUSINESS_TEXTS = {
  profileSaved: 'Profile updated successfully!',
  profileFailed: 'Error saving profile. Please try again.',
  statusFailed: 'Error updating appointment status. Please try again.',
  slotCreated: 'Time slot created successfully!',
  slotFailed: 'Error creating time slot. Please try again.',
  slotsCreated: 'Time slots created successfully!',
  slotsFailed: 'Error creating time slots. Please try again.',
  slotDeleted: 'Time slot deleted successfully!',
  slotDeleteFailed: 'Error deleting time slot. Please try again.',
  categoryCreated: 'Category created successfully!',
  categoryUpdated: 'Category updated successfully!',
  categoryUpdateFailed: 'Error updating category. Please try again.',
  categoryDeleted: 'Category deleted successfully!',
  categoryDeleteFailed: 'Error deleting category. Please try again.',
  serviceCreated: 'Service created successfully!',
  serviceUpdated: 'Service updated successfully!',
  serviceUpdateFailed: 'Error updating service. Please try again.',
  serviceDeleted: 'Service deleted successfully!',
  serviceDeleteFailed: 'Error deleting service. Please try again.',
  confirmCategoryDelete:
    'Are you sure you want to delete this category? All services in this category will also be deleted.',
  confirmServiceDelete: 'Are you sure you want to delete this service?',
  confirmSlotDelete: 'Are you sure you want to delete this time slot?',
  confirmBulk: 'This will create time slots for the next 30 days. Continue?',
} as const;

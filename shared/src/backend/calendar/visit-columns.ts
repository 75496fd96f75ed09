import { appointments } from '../../server/db/schema';

/**
 * The columns of a visit that every calendar entry and every email about it shows, selected the
 * same way by the calendar feeds and the notifications, so the two cannot tell a visit apart.
 */
export const visitColumns = {
  id: appointments.id,
  status: appointments.status,
  date: appointments.appointmentDate,
  time: appointments.appointmentTime,
  duration: appointments.duration,
  service: appointments.serviceType,
  petName: appointments.petName,
  notes: appointments.notes,
};

import type { en } from './en';

/** The emails in Spanish, formal (usted), as a Spanish clínica veterinaria writes to its clients. */
export const es = {
  'layout.fact': '{label}: {value}',
  'mail.greeting': 'Hola, {name}:',
  'mail.timeInZone': '{time} (hora de {city})',
  'mail.instant': '{time} del {date}',

  'appointment.when': '{date} a las {time}',
  'appointment.withClinician': '{when} con {clinician}',
  'appointment.visit': '{service} para {pet}',
  'appointment.duration': '{at} ({duration, plural, one {# minuto} other {# minutos}})',
  'appointment.theClinic': 'la clínica',
  'appointment.fact.when': 'Cuándo',
  'appointment.fact.where': 'Dónde',
  'appointment.fact.pet': 'Mascota',
  'appointment.fact.service': 'Servicio',
  'appointment.fact.clinicPhone': 'Teléfono de la clínica',
  'appointment.fact.owner': 'Propietario',
  'appointment.fact.consultationPrice': 'Precio de la primera consulta',
  'appointment.fact.price': 'Precio',
  'appointment.fact.priceList': 'Lista de precios',
  'appointment.includingVat': '{price} IVA incluido',
  'appointment.link.manage': 'Cancelar o cambiar',
  'appointment.link.addToCalendar': 'Añadir al calendario',
  'appointment.link.clinicDashboard': 'Abrir el panel de la clínica',
  'appointment.booked.subject': 'Reserva recibida: {visit} en {clinic}, {at}',
  'appointment.booked.pending':
    '{clinic} ha recibido su reserva. Está pendiente de confirmación por parte de la clínica: le escribiremos en cuanto la confirmen.',
  'appointment.booked.confirmed': '{clinic} ha recibido su reserva y ya la ha confirmado.',
  'appointment.booked.invitation':
    'Con la invitación de calendario adjunta, la cita queda guardada en su calendario.',
  'appointment.booked.clinicSubject': 'Nueva reserva: {visit}, {at}',
  'appointment.booked.clinicBody':
    '{owner} ha reservado {visit}. Confirme (o cancele) la cita en su panel, por favor.',
  'appointment.booked.notes': 'Notas del propietario: {notes}',
  'appointment.confirmed.subject': 'Confirmada: {visit} en {clinic}, {at}',
  'appointment.confirmed.body': '{clinic} ha confirmado su cita. ¡Hasta pronto!',
  'appointment.cancelled.subject': 'Cancelada: {visit} en {clinic}, {at}',
  'appointment.cancelled.byClinic': '{clinic} ha cancelado su cita.',
  'appointment.cancelled.byClinicPhone':
    '{clinic} ha cancelado su cita. Puede llamar a la clínica al {phone}.',
  'appointment.cancelled.byOwner': 'Su cita está cancelada, tal como pidió.',
  'appointment.cancelled.reason': 'Motivo indicado: {reason}',
  'appointment.cancelled.bookAgain': 'Puede reservar otra hora en PetVet cuando lo desee.',
  'appointment.cancelled.clinicSubject': 'Cancelada por el propietario: {visit}, {at}',
  'appointment.cancelled.clinicBody':
    '{owner} ha cancelado esta cita; la hora vuelve a estar libre.',
  'appointment.moved.subject': 'Cambiada: {visit} en {clinic}, ahora el {at}',
  'appointment.moved.fromTo': 'Su cita ha cambiado del {previous} al {at}.',
  'appointment.moved.to': 'Su cita ha cambiado al {at}.',
  'appointment.moved.awaiting': 'Está pendiente de confirmación por parte de la clínica.',
  'appointment.moved.invitation': 'La invitación adjunta actualiza la cita en su calendario.',
  'appointment.moved.byClinicSubject': 'Cambiada por {clinic}: {visit}, ahora el {at}',
  'appointment.moved.byClinicFromTo': '{clinic} ha cambiado su cita del {previous} al {at}.',
  'appointment.moved.byClinicTo': '{clinic} ha cambiado su cita al {at}.',
  'appointment.moved.clinicSubject': 'Cambiada por el propietario: {visit}, ahora el {at}',
  'appointment.moved.clinicFromTo': 'La cita de {owner} ha cambiado del {previous} al {at}.',
  'appointment.moved.clinicTo': 'La cita de {owner} ha cambiado al {at}.',
  'appointment.reminder.subject': 'Recordatorio: {visit} en {clinic}, {at}',
  'appointment.reminder.body':
    'Le recordamos que {pet} tiene una cita en {clinic} dentro de unas 24 horas: el {at}.',
  'appointment.reminder.pending':
    'La clínica aún no la ha confirmado; llame a la clínica si tiene dudas.',
  'appointment.reminder.confirmed':
    'Si no puede acudir, cancele o cambie la cita desde su panel para que otra persona pueda aprovechar la hora.',
  'calendar.summary': '{service} para {pet}',
  'calendar.withClinician': '{summary} con {clinician}',
  'calendar.atClinic': '{summary} en {clinic}',
} satisfies Record<keyof typeof en, string>;

/**
 * The emails' texts in English, the source every other language translates: ICU messages
 * (`{name}` a value, `{n, plural, ...}` a count), compiled once when the notifier starts.
 * English keeps exactly the sentences the emails had before they spoke other languages.
 */
export const en = {
  // The layout and the words every email shares.
  'layout.fact': '{label}: {value}',
  'mail.greeting': 'Hello {name},',
  'mail.timeInZone': '{time} {city} time',
  'mail.instant': '{time} on {date}',

  // An appointment's emails and calendar file.
  'appointment.when': '{date} at {time}',
  'appointment.withClinician': '{when} with {clinician}',
  'appointment.visit': '{service} for {pet}',
  'appointment.duration': '{at} ({duration} minutes)',
  'appointment.theClinic': 'the clinic',
  'appointment.fact.when': 'When',
  'appointment.fact.where': 'Where',
  'appointment.fact.pet': 'Pet',
  'appointment.fact.service': 'Service',
  'appointment.fact.clinicPhone': 'Clinic phone',
  'appointment.fact.owner': 'Owner',
  'appointment.fact.consultationPrice': 'Consultation price',
  'appointment.fact.price': 'Price',
  'appointment.fact.priceList': 'Price list',
  'appointment.includingVat': '{price} including VAT',
  'appointment.link.manage': 'Cancel or change',
  'appointment.link.addToCalendar': 'Add to calendar',
  'appointment.link.clinicDashboard': 'Open your clinic dashboard',
  'appointment.booked.subject': 'Booking received: {visit} at {clinic}, {at}',
  'appointment.booked.pending':
    '{clinic} has received your booking. It is awaiting confirmation by the clinic: we will email you as soon as they confirm.',
  'appointment.booked.confirmed': '{clinic} has received your booking and already confirmed it.',
  'appointment.booked.invitation':
    'The attached calendar invitation keeps the time in your calendar.',
  'appointment.booked.clinicSubject': 'New booking: {visit}, {at}',
  'appointment.booked.clinicBody':
    '{owner} booked {visit}. Please confirm it (or cancel it) in your dashboard.',
  'appointment.booked.notes': 'Notes from the owner: {notes}',
  'appointment.confirmed.subject': 'Confirmed: {visit} at {clinic}, {at}',
  'appointment.confirmed.body': '{clinic} has confirmed your appointment. See you there!',
  'appointment.cancelled.subject': 'Cancelled: {visit} at {clinic}, {at}',
  'appointment.cancelled.byClinic': '{clinic} has cancelled your appointment.',
  'appointment.cancelled.byClinicPhone':
    '{clinic} has cancelled your appointment. You can reach them on {phone}.',
  'appointment.cancelled.byOwner': 'Your appointment is cancelled, as you asked.',
  'appointment.cancelled.reason': 'Reason given: {reason}',
  'appointment.cancelled.bookAgain': 'You can book another time on PetVet whenever you like.',
  'appointment.cancelled.clinicSubject': 'Cancelled by the owner: {visit}, {at}',
  'appointment.cancelled.clinicBody':
    '{owner} has cancelled this appointment; the time is free again.',
  'appointment.moved.subject': 'Moved: {visit} at {clinic}, now {at}',
  'appointment.moved.fromTo': 'Your appointment has moved from {previous} to {at}.',
  'appointment.moved.to': 'Your appointment has moved to {at}.',
  'appointment.moved.awaiting': 'It is awaiting confirmation by the clinic.',
  'appointment.moved.invitation': 'The attached invitation updates the time in your calendar.',
  'appointment.moved.byClinicSubject': 'Moved by {clinic}: {visit}, now {at}',
  'appointment.moved.byClinicFromTo':
    '{clinic} has moved your appointment from {previous} to {at}.',
  'appointment.moved.byClinicTo': '{clinic} has moved your appointment to {at}.',
  'appointment.moved.clinicSubject': 'Moved by the owner: {visit}, now {at}',
  'appointment.moved.clinicFromTo': "{owner}'s appointment has moved from {previous} to {at}.",
  'appointment.moved.clinicTo': "{owner}'s appointment has moved to {at}.",
  'appointment.reminder.subject': 'Reminder: {visit} at {clinic}, {at}',
  'appointment.reminder.body':
    'A reminder that {pet} has an appointment at {clinic} in about 24 hours: {at}.',
  'appointment.reminder.pending':
    'The clinic has not confirmed it yet; call them if you are unsure.',
  'appointment.reminder.confirmed':
    'If you cannot make it, please cancel or move it from your dashboard so the time goes to someone else.',
  'calendar.summary': '{service} for {pet}',
  'calendar.withClinician': '{summary} with {clinician}',
  'calendar.atClinic': '{summary} at {clinic}',
};

/** A message's name: every catalogue holds each of them (a missing one is a type error). */
export type MailMessageKey = keyof typeof en;

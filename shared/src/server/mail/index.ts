export * from './queue-mail';
export * from './mail-config';
export * from './mail-transport';
export { sendMailEvent, queueDueReminders, type MailSender } from './send-mail';
export { appointmentCalendar } from './appointment-calendar';
export { createMailRepository, type AppointmentFacts } from './mail.repository';
export { placeLine, timeInZone, zoneWords } from './mail-words';
export * from './visit-links';
export { CLAIM_VALID_DAYS, UNCLAIMED_PASSWORD_HASH, hashClaimToken } from './compose-claim';

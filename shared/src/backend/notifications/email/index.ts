export * from './mail-config';
export * from './mail-transport';
export { createEmailChannel, sendMailEvent, type MailSender } from './email-channel';
export { appointmentCalendar } from './appointment-calendar';
export { createMailRepository, type AppointmentFacts } from './mail.repository';
export { placeLine, timeInZone, zoneWords } from './mail-words';
export * from './visit-links';
export { hashInvitationToken } from './compose-staff';
export { CLAIM_VALID_DAYS, UNCLAIMED_PASSWORD_HASH, hashClaimToken } from './compose-claim';

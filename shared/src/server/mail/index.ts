export * from './queue-mail';
export * from './mail-config';
export * from './mail-transport';
export { sendMailEvent, queueDueReminders, type MailSender } from './send-mail';
export { CLAIM_VALID_DAYS, UNCLAIMED_PASSWORD_HASH, hashClaimToken } from './compose-claim';

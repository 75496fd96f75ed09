/**
 * Notifications: domain events (notify-events.ts) published in the producer's transaction, and
 * delivered on every channel, each delivery logged by event, channel and recipient role.
 */
export {
  appointmentEventSchema,
  notificationEventKey,
  notificationEventSchema,
  NOTIFY_JOB_OPTIONS,
  type AppointmentEvent,
  type NotificationEvent,
} from '../../jobs/notify-events';
export type { ChannelDeliveries, Delivery, DeliveryContext, NotificationChannel } from './channel';
export { createDeliveryLog, type DeliveryEntry } from './delivery-log.repository';
export { deliverNotification, type Dispatcher, type DispatchResult } from './dispatch';
export { publishNotification } from './publish';
export {
  queueDueReminders,
  REMINDER_LEAD_MS,
  REMINDER_WINDOW_MS,
  VACCINATION_NOTICE_DAYS,
} from './due-events';
export * from './email';

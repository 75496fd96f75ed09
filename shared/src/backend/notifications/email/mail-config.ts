import { z } from 'zod';
import { envValue } from '../../../server/base-config';

/** The mail settings of the process that sends (the notify worker). */
export const mailConfigShape = {
  /**
   * The relay, e.g. smtp://user:pass@mail.example:587 or smtps://...:465. Unset (the embedded
   * default): each email is written as an .eml file under DATA_DIR/mail instead.
   */
  SMTP_URL: envValue(
    z
      .string()
      .regex(/^smtps?:\/\/[^/]+/, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  /**
   * The API's signing secret, for the "Add to calendar" links it must accept. Unset: the one the
   * API keeps in DATA_DIR (the embedded default and `npm start` share that folder).
   */
  JWT_SECRET: envValue(z.string().min(32, 'must be at least 32 characters').optional()),
  /** The sender every email names. */
  MAIL_FROM: envValue(z.string().min(3).default('PetVet <no-reply@petvet.localhost>')),
};

export const mailConfigSchema = z.object(mailConfigShape);
export type MailConfig = z.infer<typeof mailConfigSchema>;

import { z } from 'zod';
import { envValue } from '../base-config';

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
  /** The sender every email names. */
  MAIL_FROM: envValue(z.string().min(3).default('PetVet <no-reply@petvet.localhost>')),
};

export const mailConfigSchema = z.object(mailConfigShape);
export type MailConfig = z.infer<typeof mailConfigSchema>;

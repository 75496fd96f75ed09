import type { Locale } from '../../../i18n/locales';
import { mailText } from './mail-i18n';

/** The few pieces every email is made of, as plain text and as simple HTML. */
export interface MailBody {
  /** The recipient's language (its HTML's `lang`, the text's "label: value"); English if none. */
  locale?: Locale;
  greeting: string;
  paragraphs: string[];
  /** Label and value lines (when, where, who). */
  facts: Array<[string, string]>;
  action?: { label: string; url: string };
  /** Further links after the main action (an appointment's "Cancel or change", "Add to calendar"). */
  links?: Array<{ label: string; url: string }>;
  footer?: string;
}

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/**
 * "Wednesday 25 November 2026" ("Mittwoch, 25. November 2026", "mercredi 25 novembre 2026",
 * "miércoles, 25 de noviembre de 2026"): a local date read as it is written, whatever the server
 * zone, in the reader's language.
 */
export function formatDate(date: string, locale: Locale = 'en'): string {
  const options: Intl.DateTimeFormatOptions = {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  };
  const day = new Date(`${date}T00:00:00Z`);
  if (locale !== 'en') return new Intl.DateTimeFormat(locale, options).format(day);
  const parts = new Intl.DateTimeFormat('en-GB', options).formatToParts(day);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
}

/** "14:05 on Wednesday 25 November 2026" in the given zone, in the reader's language. */
export function formatInstant(instant: Date, timeZone: string, locale: Locale = 'en'): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return mailText(locale, 'mail.instant', {
    time: `${part('hour')}:${part('minute')}`,
    date: formatDate(`${part('year')}-${part('month')}-${part('day')}`, locale),
  });
}

export function renderText(body: MailBody): string {
  const line = (label: string, value: string) =>
    mailText(body.locale ?? 'en', 'layout.fact', { label, value });
  const lines = [body.greeting, '', ...body.paragraphs.flatMap((p) => [p, ''])];
  if (body.facts.length > 0) {
    lines.push(...body.facts.map(([label, value]) => line(label, value)), '');
  }
  if (body.action) lines.push(line(body.action.label, body.action.url), '');
  for (const link of body.links ?? []) lines.push(line(link.label, link.url), '');
  lines.push(body.footer ?? 'PetVet');
  return lines.join('\n');
}

export function renderHtml(body: MailBody): string {
  const facts = body.facts
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:2px 12px 2px 0;color:#555">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const action = body.action
    ? `<p><a href="${escapeHtml(body.action.url)}" style="display:inline-block;padding:10px 16px;background:#0f766e;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(body.action.label)}</a></p>`
    : '';
  const links = (body.links ?? [])
    .map(
      (link) =>
        `<a href="${escapeHtml(link.url)}" style="display:inline-block;margin:0 12px 8px 0;padding:8px 14px;border:1px solid #0f766e;color:#0f766e;text-decoration:none;border-radius:6px">${escapeHtml(link.label)}</a>`,
    )
    .join('');
  return [
    `<!doctype html><html${body.locale ? ` lang="${body.locale}"` : ''}><body style="font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#1f2937;max-width:560px">`,
    `<p>${escapeHtml(body.greeting)}</p>`,
    ...body.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    facts ? `<table role="presentation" cellspacing="0">${facts}</table>` : '',
    action,
    links ? `<p>${links}</p>` : '',
    `<p style="color:#6b7280;font-size:13px">${escapeHtml(body.footer ?? 'PetVet')}</p>`,
    '</body></html>',
  ].join('\n');
}

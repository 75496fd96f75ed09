import { describe, expect, it } from 'vitest';
import { formatDate, formatInstant, renderHtml, renderText } from './mail-layout';
import { notificationEventKey } from '../../../jobs/notify-events';

describe('email layout', () => {
  it('when names hold markup, then the HTML shows them as text and the plain text keeps them', () => {
    const body = {
      greeting: 'Hello <b>Olivia</b>,',
      paragraphs: ['Dr "Jo" & <script>alert(1)</script> confirmed.'],
      facts: [['Clinic', "O'Neil <Vets>"]] as Array<[string, string]>,
      action: { label: 'Open', url: 'https://petvet.test/dashboard?a=1&b="2"' },
    };
    const html = renderHtml(body);
    expect(html).not.toMatch(/<script>|<b>Olivia/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('O&#39;Neil &lt;Vets&gt;');
    expect(html).toContain('href="https://petvet.test/dashboard?a=1&amp;b=&quot;2&quot;"');
    expect(renderText(body)).toContain("Clinic: O'Neil <Vets>");
  });

  it('when a local date or an instant in a zone is written, then it reads the same whatever the server zone', () => {
    expect(formatDate('2026-03-29')).toBe('Sunday 29 March 2026');
    expect(formatInstant(new Date('2026-03-29T00:30:00Z'), 'America/Los_Angeles')).toBe(
      '17:30 on Saturday 28 March 2026',
    );
  });

  it('when event keys are made, then they hold no colon (BullMQ refuses most) and name the event exactly', () => {
    const id = '6f1c1e9e-7c2a-4f57-9d3b-0c4b2f3e9a10';
    const keys = [
      notificationEventKey({ kind: 'booked', appointmentId: id }),
      notificationEventKey({
        kind: 'rescheduled',
        appointmentId: id,
        previous: { date: '2026-03-23', time: '11:00:00' },
      }),
      notificationEventKey({
        kind: 'reminder',
        appointmentId: id,
        at: { date: '2026-03-24', time: '14:15' },
      }),
      notificationEventKey({ kind: 'waitlist-offer', holdId: id }),
      notificationEventKey({ kind: 'vaccination-due', vaccinationId: id, dueDate: '2026-03-24' }),
    ];
    expect(keys).toEqual([
      `booked-${id}`,
      `rescheduled-${id}-2026-03-23T1100`,
      `reminder-${id}-2026-03-24T1415`,
      `offer-${id}`,
      `vaccination-due-${id}-2026-03-24`,
    ]);
    for (const key of keys) expect(key).not.toContain(':');
  });
});

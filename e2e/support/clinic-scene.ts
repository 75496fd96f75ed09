import { addCalendarDays } from '@petvet/shared';
import type { Page } from 'playwright-core';
import { apiCall } from './booking-scene';
import type { Session } from './seed';

/** The first Sunday after `date`: a day the journey's working hours keep closed. */
export function sundayAfter(date: string): string {
  let day = addCalendarDays(date, 1);
  while (new Date(`${day}T12:00:00Z`).getUTCDay() !== 0) day = addCalendarDays(day, 1);
  return day;
}

/**
 * The first day after today (in London) that the journey's working hours keep open: tomorrow,
 * unless tomorrow is a Sunday, which they close.
 */
export function nextOpenDayInLondon(today: string): string {
  const tomorrow = addCalendarDays(today, 1);
  return new Date(`${tomorrow}T12:00:00Z`).getUTCDay() === 0
    ? addCalendarDays(tomorrow, 1)
    : tomorrow;
}

/** One bookable half hour the clinic adds by hand (outside its generated hours). */
export async function addSlot(business: Session, date: string, startTime: string, endTime: string) {
  await apiCall('POST', '/vet-business/time-slots', business, {
    date,
    startTime,
    endTime,
    service: 'General Consultation',
    duration: 30,
  });
}

/**
 * Drags a calendar event by its top edge to a date column at a time row, in small mouse steps as
 * a hand would (FullCalendar starts a drag only after the pointer has moved a few pixels).
 */
export async function dragEventTo(page: Page, eventText: string, date: string, time: string) {
  const event = page.locator('.fc-timegrid-event', { hasText: eventText }).first();
  // The mouse reaches only what is on screen: bring the event to the middle of it first.
  await event.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const from = await event.boundingBox();
  const column = await page.locator(`td.fc-timegrid-col[data-date="${date}"]`).boundingBox();
  const row = await page.locator(`td.fc-timegrid-slot-lane[data-time="${time}:00"]`).boundingBox();
  if (!from || !column || !row) throw new Error(`cannot find ${eventText} or ${date} ${time}`);
  const start = { x: from.x + from.width / 2, y: from.y + 4 };
  const end = { x: column.x + column.width / 2, y: row.y + 4 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x, start.y + 10, { steps: 5 });
  await page.mouse.move(end.x, end.y, { steps: 20 });
  await page.mouse.up();
}

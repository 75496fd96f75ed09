import { getApiBaseUrl } from '../../lib/api-base';

/**
 * The .ics needs the bearer token, which a plain link cannot send: fetch it, then hand the
 * browser a blob to save.
 */
export async function downloadAppointmentCalendar(
  appointmentId: string,
  token: string,
): Promise<void> {
  const response = await fetch(
    `${getApiBaseUrl()}/appointments/${encodeURIComponent(appointmentId)}/calendar.ics`,
    {
      headers: { authorization: `Bearer ${token}` },
    },
  );
  if (!response.ok) throw new Error(`calendar download failed: ${response.status}`);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `appointment-${appointmentId}.ics`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

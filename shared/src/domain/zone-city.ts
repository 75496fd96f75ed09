/**
 * "Asia/Tokyo" as "Tokyo", "America/Argentina/Buenos_Aires" as "Buenos Aires": the city a zone is
 * named after reads better than its identifier; zones without a city ("UTC") keep their name.
 */
export function zoneCity(zone: string): string {
  const last = zone.split('/').pop() ?? zone;
  return last.replace(/_/g, ' ');
}

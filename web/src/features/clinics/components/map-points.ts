import { paths } from '@petvet/shared';
import type { ClinicView } from '../types';

export interface MapPoint {
  id: string;
  name: string;
  latitude: number;
  longitude: number;
  address?: string;
  href?: string;
}

export function clinicPoints(clinics: ClinicView[], query: string): MapPoint[] {
  return clinics
    .filter((c) => typeof c.latitude === 'number' && typeof c.longitude === 'number')
    .map((c) => ({
      id: c.id,
      name: c.businessName,
      latitude: c.latitude as number,
      longitude: c.longitude as number,
      address: c.address,
      href: paths.clinic(c.id, query),
    }));
}

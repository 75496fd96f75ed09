import { useEffect, useMemo } from 'react';
import { Marker, Popup, useMap } from 'react-leaflet';
import L from 'leaflet';
import { Link } from '../../../lib/router';
import { mapPin, OsmMap } from '../../../components/ui/OsmMap';
import { useT } from '../../../i18n';
import type { MapPoint } from './map-points';

function FitBounds({ points, zoom }: { points: MapPoint[]; zoom: number }) {
  const map = useMap();
  useEffect(() => {
    if (points.length === 0) return;
    if (points.length === 1) {
      map.setView([points[0]!.latitude, points[0]!.longitude], zoom);
      return;
    }
    map.fitBounds(
      L.latLngBounds(points.map((p) => [p.latitude, p.longitude] as [number, number])),
      { padding: [30, 30], maxZoom: 14 },
    );
  }, [map, points, zoom]);
  return null;
}

/** The search results (or one clinic) as pins with a popup each, framed to fit them all. */
export default function ResultsMap({
  points,
  zoom = 12,
  label,
}: {
  points: MapPoint[];
  zoom?: number;
  label: string;
}) {
  const t = useT();
  const center = useMemo<[number, number]>(
    () => (points[0] ? [points[0].latitude, points[0].longitude] : [51.5074, -0.1278]),
    [points],
  );
  return (
    <OsmMap label={label} center={center} zoom={zoom}>
      {points.map((point) => (
        <Marker
          key={point.id}
          position={[point.latitude, point.longitude]}
          icon={mapPin}
          title={point.name}
          alt={point.name}
        >
          <Popup>
            <strong>{point.name}</strong>
            {point.address && <div>{point.address}</div>}
            {point.href && <Link to={point.href}>{t('clinics.card.viewDetails')}</Link>}
          </Popup>
        </Marker>
      ))}
      <FitBounds points={points} zoom={zoom} />
    </OsmMap>
  );
}

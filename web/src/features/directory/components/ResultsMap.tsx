import { useEffect, useMemo } from 'react';
import { Marker, Popup, useMap } from 'react-leaflet';
import L from 'leaflet';
import { mapPin, OsmMap } from '../../../components/ui/OsmMap';

export interface PracticePoint {
  id: number;
  name: string;
  lat: number;
  lng: number;
}

const activePin = L.divIcon({
  className: '',
  html: '<span class="map-pin map-pin--active" aria-hidden="true"></span>',
  iconSize: [32, 32],
  iconAnchor: [16, 32],
  popupAnchor: [0, -30],
});

function FitBounds({ points }: { points: PracticePoint[] }) {
  const map = useMap();
  useEffect(() => {
    if (points.length === 0) return;
    map.fitBounds(L.latLngBounds(points.map((p) => [p.lat, p.lng] as [number, number])), {
      padding: [30, 30],
      maxZoom: 14,
    });
  }, [map, points]);
  return null;
}

/** The page's practices as pins; the one picked in the list stands out, and a pin picks its card. */
export default function ResultsMap({
  points,
  activeId,
  onPick,
}: {
  points: PracticePoint[];
  activeId: number | null;
  onPick: (id: number) => void;
}) {
  const center = useMemo<[number, number]>(
    () => (points[0] ? [points[0].lat, points[0].lng] : [51.5074, -0.1278]),
    [points],
  );
  return (
    <OsmMap label="Map of the practices found" center={center} zoom={11}>
      {points.map((p) => (
        <Marker
          key={p.id}
          position={[p.lat, p.lng]}
          icon={p.id === activeId ? activePin : mapPin}
          zIndexOffset={p.id === activeId ? 1000 : 0}
          title={p.name}
          alt={p.name}
          eventHandlers={{ click: () => onPick(p.id) }}
        >
          <Popup>
            <strong>{p.name}</strong>
          </Popup>
        </Marker>
      ))}
      <FitBounds points={points} />
    </OsmMap>
  );
}

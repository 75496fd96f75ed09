import { useEffect, useMemo } from 'react';
import { Marker, Popup, useMap } from 'react-leaflet';
import L from 'leaflet';
import { OsmMap, openingCenter, pinLook } from '../../../components/ui/OsmMap';
import { useT } from '../../../i18n';

export interface PracticePoint {
  id: number;
  name: string;
  lat: number;
  lng: number;
}

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
  const t = useT();
  const center = useMemo(() => openingCenter(points), [points]);
  return (
    <OsmMap label={t('directory.results.mapLabel')} center={center} zoom={11}>
      {points.map((p) => (
        <Marker
          key={p.id}
          position={[p.lat, p.lng]}
          {...pinLook(p.name, p.id === activeId)}
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

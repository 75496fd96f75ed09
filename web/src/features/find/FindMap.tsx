import { useEffect, useMemo } from 'react';
import { Marker, Tooltip, useMap } from 'react-leaflet';
import L from 'leaflet';
import { OsmMap, openingCenter, pinLook } from '../../components/ui/OsmMap';
import { useT } from '../../i18n';

export interface FindPoint {
  id: number;
  name: string;
  lat: number;
  lng: number;
}

function FitAndResize({ points, shown }: { points: FindPoint[]; shown: boolean }) {
  const map = useMap();
  useEffect(() => {
    // A map shown after being hidden (the phone's Map view) measures its frame again.
    map.invalidateSize();
    if (points.length === 0) return;
    // Room above each pin for its height and the lit one's name, so none sits under the edge.
    map.fitBounds(L.latLngBounds(points.map((p) => [p.lat, p.lng] as [number, number])), {
      paddingTopLeft: [48, 80],
      paddingBottomRight: [48, 24],
      maxZoom: 14,
    });
  }, [map, points, shown]);
  return null;
}

/**
 * The results as pins. Pointing at or focusing a pin (Tab reaches them; Enter picks) lights its
 * row, and the row lit in the list lights its pin.
 */
export default function FindMap({
  points,
  activeId,
  shown,
  onActivate,
  onPick,
}: {
  points: FindPoint[];
  activeId: number | null;
  shown: boolean;
  onActivate: (id: number | null) => void;
  onPick: (id: number) => void;
}) {
  const t = useT();
  const center = useMemo(() => openingCenter(points), [points]);
  return (
    <OsmMap label={t('clinics.find.mapLabel')} center={center} zoom={12}>
      {points.map((p) => (
        <Marker
          key={p.id}
          position={[p.lat, p.lng]}
          {...pinLook(p.name, p.id === activeId)}
          eventHandlers={{
            click: () => onPick(p.id),
            mouseover: () => onActivate(p.id),
            mouseout: () => onActivate(null),
            add: (event) => {
              const element = (event.target as L.Marker).getElement();
              element?.addEventListener('focus', () => onActivate(p.id));
            },
          }}
        >
          {p.id === activeId && (
            <Tooltip direction="top" offset={[0, -30]} permanent>
              {p.name}
            </Tooltip>
          )}
        </Marker>
      ))}
      <FitAndResize points={points} shown={shown} />
    </OsmMap>
  );
}

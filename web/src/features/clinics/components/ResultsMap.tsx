import { useEffect, useMemo } from 'react';
import { MapContainer, Marker, Popup, TileLayer, useMap } from 'react-leaflet';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { Link } from 'react-router';

import type { MapPoint } from './map-points';

const pinIcon = L.divIcon({
  className: '',
  html: '<span class="map-pin" aria-hidden="true"></span>',
  iconSize: [26, 26],
  iconAnchor: [13, 26],
  popupAnchor: [0, -24],
});

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

/** OpenStreetMap tiles (no key); markers are plain CSS pins so no image assets are needed. */
export default function ResultsMap({
  points,
  zoom = 12,
  label,
}: {
  points: MapPoint[];
  zoom?: number;
  label: string;
}) {
  const center = useMemo<[number, number]>(
    () => (points[0] ? [points[0].latitude, points[0].longitude] : [51.5074, -0.1278]),
    [points],
  );
  return (
    <div role="region" aria-label={label} style={{ height: '100%' }}>
      <MapContainer
        center={center}
        zoom={zoom}
        scrollWheelZoom={false}
        style={{ height: '100%', width: '100%' }}
      >
        <TileLayer
          attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
          url="https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png"
        />
        {points.map((point) => (
          <Marker
            key={point.id}
            position={[point.latitude, point.longitude]}
            icon={pinIcon}
            title={point.name}
            alt={point.name}
          >
            <Popup>
              <strong>{point.name}</strong>
              {point.address && <div>{point.address}</div>}
              {point.href && <Link to={point.href}>View Details</Link>}
            </Popup>
          </Marker>
        ))}
        <FitBounds points={points} zoom={zoom} />
      </MapContainer>
    </div>
  );
}

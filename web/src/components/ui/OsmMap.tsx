import type { ReactNode } from 'react';
import { MapContainer, TileLayer } from 'react-leaflet';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';

/** Markers are plain CSS pins, so no image assets are needed. */
export const mapPin = L.divIcon({
  className: '',
  html: '<span class="map-pin" aria-hidden="true"></span>',
  iconSize: [26, 26],
  iconAnchor: [13, 26],
  popupAnchor: [0, -24],
});

/** OpenStreetMap tiles (no key) in a labelled region that fills its frame; markers go inside. */
export function OsmMap({
  label,
  center,
  zoom,
  children,
}: {
  label: string;
  center: [number, number];
  zoom: number;
  children: ReactNode;
}) {
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
        {children}
      </MapContainer>
    </div>
  );
}

import type { ReactNode } from 'react';
import { MapContainer, TileLayer } from 'react-leaflet';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useT } from '../../i18n';

const OSM_LINK = '<a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

/** Markers are plain CSS pins, so no image assets are needed. */
export const mapPin = L.divIcon({
  className: '',
  html: '<span class="map-pin" aria-hidden="true"></span>',
  iconSize: [26, 26],
  iconAnchor: [13, 26],
  popupAnchor: [0, -24],
});

/** The pin of the point picked in the list: larger than the rest. */
export const activeMapPin = L.divIcon({
  className: '',
  html: '<span class="map-pin map-pin--active" aria-hidden="true"></span>',
  iconSize: [32, 32],
  iconAnchor: [16, 32],
  popupAnchor: [0, -30],
});

/** A marker's look: the picked one lit and drawn above the others; named for pointer and reader. */
export function pinLook(name: string, picked: boolean) {
  return {
    icon: picked ? activeMapPin : mapPin,
    zIndexOffset: picked ? 1000 : 0,
    title: name,
    alt: name,
  };
}

/** Where a map opens before it frames its points: the first one, or London when there are none. */
export function openingCenter(points: Array<{ lat: number; lng: number }>): [number, number] {
  return points[0] ? [points[0].lat, points[0].lng] : [51.5074, -0.1278];
}

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
  const t = useT();
  return (
    <div role="region" aria-label={label} style={{ height: '100%' }}>
      <MapContainer
        center={center}
        zoom={zoom}
        scrollWheelZoom={false}
        style={{ height: '100%', width: '100%' }}
      >
        <TileLayer
          // Leaflet takes the credit as HTML: the link to the licence sits inside the sentence.
          attribution={t('common.ui.place.mapCredit', { osm: OSM_LINK })}
          url="https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png"
        />
        {children}
      </MapContainer>
    </div>
  );
}

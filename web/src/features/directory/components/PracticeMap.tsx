import { MapContainer, Marker, TileLayer } from 'react-leaflet';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';

const pin = L.divIcon({
  className: '',
  html: '<span class="map-pin" aria-hidden="true"></span>',
  iconSize: [26, 26],
  iconAnchor: [13, 26],
});

/** OpenStreetMap tiles, zoom 15, one marker. */
export default function PracticeMap({
  name,
  latitude,
  longitude,
  zoom,
}: {
  name: string;
  latitude: number;
  longitude: number;
  zoom: number;
}) {
  return (
    <div role="region" aria-label={`Map of ${name}`} style={{ height: '100%' }}>
      <MapContainer
        center={[latitude, longitude]}
        zoom={zoom}
        scrollWheelZoom={false}
        style={{ height: '100%', width: '100%' }}
      >
        <TileLayer
          attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
          url="https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png"
        />
        <Marker position={[latitude, longitude]} icon={pin} title={name} alt={name} />
      </MapContainer>
    </div>
  );
}

import { Marker } from 'react-leaflet';
import { mapPin, OsmMap } from '../../../components/ui/OsmMap';
import { useT } from '../../../i18n';

/** One marker at the practice. */
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
  const t = useT();
  return (
    <OsmMap
      label={t('directory.map.practice', { name })}
      center={[latitude, longitude]}
      zoom={zoom}
    >
      <Marker position={[latitude, longitude]} icon={mapPin} title={name} alt={name} />
    </OsmMap>
  );
}

import { Icon } from '../../../components/ui/Icon';
import { speciesTone } from '../pet-display';
import '../pets.css';

export function PetAvatar({ species, size = 'md' }: { species: string; size?: 'md' | 'lg' }) {
  return (
    <span
      className={`pet-avatar pet-avatar--${speciesTone(species)}${size === 'lg' ? ' pet-avatar--lg' : ''}`}
      aria-hidden="true"
    >
      <Icon name="paw" size={size === 'lg' ? 26 : 22} />
    </span>
  );
}

import { Icon, type IconName } from './Icon';

interface IconButtonProps {
  icon: IconName;
  /** The button's accessible name: the icon alone says nothing to a screen reader. */
  label: string;
  onClick: () => void;
  /** Red, for buttons that delete. */
  danger?: boolean;
  size?: number;
}

export function IconButton({ icon, label, onClick, danger, size }: IconButtonProps) {
  return (
    <button
      type="button"
      className={danger ? 'icon-button icon-button--danger' : 'icon-button'}
      aria-label={label}
      onClick={onClick}
    >
      <Icon name={icon} size={size} />
    </button>
  );
}

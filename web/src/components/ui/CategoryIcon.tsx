import { Icon, type IconName } from './Icon';

/**
 * A service category stores an emoji (the spec's data); it is drawn with the app's own icons,
 * as many systems have no emoji font and show an empty box instead.
 */
const BY_EMOJI: Record<string, IconName> = {
  '🏥': 'hospital',
  '🦷': 'tooth',
  '💉': 'syringe',
  '🔬': 'flask',
  '🩺': 'stethoscope',
  '🚑': 'alert',
  '⚕️': 'pulse',
  '⚕': 'pulse',
  '✂️': 'scissors',
  '✂': 'scissors',
};

export function categoryIconName(emoji: string | null | undefined): IconName {
  return (emoji && BY_EMOJI[emoji.trim()]) || 'hospital';
}

export function CategoryIcon({ emoji, size }: { emoji: string | null | undefined; size?: number }) {
  return <Icon name={categoryIconName(emoji)} size={size} className="category-icon" />;
}

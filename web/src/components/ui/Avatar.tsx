import './avatar.css';

/** "Dr Amara Patel" -> "AP": titles are not initials. */
export function initialsOf(name: string): string {
  const words = name
    .replace(/\b(dr|mr|mrs|ms|mx|prof)\.?(?=\s)/gi, '')
    .split(/\s+/)
    .filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** A person's photo, or their initials on a tint when there is none. Decorative: the name is beside it. */
export function Avatar({
  name,
  photoUrl,
  size = 40,
}: {
  name: string;
  photoUrl: string | null;
  size?: number;
}) {
  const style = { width: size, height: size, fontSize: size * 0.38 };
  return photoUrl ? (
    <img className="avatar" src={photoUrl} alt="" style={style} loading="lazy" />
  ) : (
    <span className="avatar avatar--initials" aria-hidden="true" style={style}>
      {initialsOf(name)}
    </span>
  );
}

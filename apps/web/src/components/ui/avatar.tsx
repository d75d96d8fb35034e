export const DEFAULT_AVATAR = '/images/default-avatar.svg';

interface AvatarProps {
  /** The photo's address; none shows the default avatar. */
  src: string | null | undefined;
  /** The text alternative: the person's name, or '' beside a heading that names them. */
  alt: string;
  /** Width and height in pixels. */
  size: number;
  /** Size and ring classes. */
  className?: string;
  /** The page's largest picture loads at once; pictures in a list wait until they are near. */
  eager?: boolean;
}

/** A person's round photo; the default avatar when they have none or it fails to load. */
export function Avatar({ src, alt, size, className = '', eager = false }: AvatarProps) {
  return (
    <img
      src={src || DEFAULT_AVATAR}
      alt={alt}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={`shrink-0 rounded-full object-cover ${className}`}
      onError={(event) => {
        if (!event.currentTarget.src.endsWith(DEFAULT_AVATAR)) {
          event.currentTarget.src = DEFAULT_AVATAR;
        }
      }}
    />
  );
}

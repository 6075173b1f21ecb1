import { cx } from '../lib/cx';

export interface AvatarProps {
  firstName: string;
  lastName: string;
  image?: string | null;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/**
 * The user's photo, or their initials. SPEC.md §9 has the initials come from a public avatar service, but the CSP
 * (`img-src 'self' data: blob:`) keeps third-party images out, so the initials are drawn here instead.
 */
export function Avatar({ firstName, lastName, image, size = 'md', className }: AvatarProps) {
  const initials = `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase() || '?';
  if (image) return <img src={image} alt="" className={cx('avatar', `avatar--${size}`, className)} />;
  return (
    <span className={cx('avatar avatar--initials', `avatar--${size}`, className)} aria-hidden="true">
      {initials}
    </span>
  );
}

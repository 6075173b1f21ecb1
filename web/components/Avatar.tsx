import { cx } from '../lib/cx';

export interface AvatarProps {
  firstName: string;
  lastName: string;
  image?: string | null;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** The initials image the app serves itself (SPEC.md §9 fallback), so no name is sent to a third party. */
export const initialsImageUrl = (name: string) => `/api/avatars/initials.svg?name=${encodeURIComponent(name.trim() || '?')}`;

/** The user's photo, or their initials image when they have none. */
export function Avatar({ firstName, lastName, image, size = 'md', className }: AvatarProps) {
  const src = image || initialsImageUrl(`${firstName} ${lastName}`);
  return <img src={src} alt="" className={cx('avatar', `avatar--${size}`, className)} />;
}

import { useState } from 'react';
import { initialsSvg } from '../../contracts/format/initials-svg';
import { cx } from '../lib/cx';

export interface AvatarProps {
  firstName: string;
  lastName: string;
  /** The photo URL exactly as the profile, chat or member payload gives it (it carries its own access token). */
  image?: string | null;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/**
 * The initials image (docs/product.md "Constants and limits" fallback), drawn in the browser as the server's /api/avatars/initials.svg draws it: no
 * name is sent to a third party, and no request is made for it (a phone's first screen has one round trip less).
 */
export const initialsImageUrl = (name: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(initialsSvg(name.trim() || '?'))}`;

/** The user's photo, or their initials image when they have none or the photo is no longer theirs to show. */
export function Avatar({ firstName, lastName, image, size = 'md', className }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const photo = image && failed !== image ? image : null;
  const src = photo ?? initialsImageUrl(`${firstName} ${lastName}`);
  return (
    <img src={src} alt="" className={cx('avatar', `avatar--${size}`, className)} onError={photo ? () => setFailed(photo) : undefined} />
  );
}

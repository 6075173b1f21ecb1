import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './Avatar';

describe('Avatar', () => {
  it('shows the photo when the user has one', () => {
    const { container } = render(<Avatar firstName="Jane" lastName="Doe" image="/api/users/4/image" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/api/users/4/image');
  });

  it("falls back to the app's own initials image, never a third-party service", () => {
    const { container } = render(<Avatar firstName="Jane" lastName="Doe" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/api/avatars/initials.svg?name=Jane%20Doe');
  });

  it('shows the initials when the photo cannot be loaded (a match closed, a new photo), and a new URL again', () => {
    const { container, rerender } = render(<Avatar firstName="Jane" lastName="Doe" image="/api/users/4/image?v=abc" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/api/avatars/initials.svg?name=Jane%20Doe');
    rerender(<Avatar firstName="Jane" lastName="Doe" image="/api/users/4/image?v=def" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/api/users/4/image?v=def');
  });
});

import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initialsSvg } from '../../contracts/format/initials-svg';
import { Avatar, initialsImageUrl } from './Avatar';

describe('Avatar', () => {
  it('shows the photo when the user has one', () => {
    const { container } = render(<Avatar firstName="Jane" lastName="Doe" image="/api/users/4/image" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/api/users/4/image');
  });

  it("falls back to the initials image drawn in the browser, the server's own, never a third-party service", () => {
    const { container } = render(<Avatar firstName="Jane" lastName="Doe" />);
    const src = container.querySelector('img')!.getAttribute('src')!;
    expect(src.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    const svg = decodeURIComponent(src.slice(src.indexOf(',') + 1));
    expect(svg).toBe(initialsSvg('Jane Doe'));
    expect(svg).toContain('>JD</text>');
  });

  it('shows the initials when the photo cannot be loaded (a match closed, a new photo), and a new URL again', () => {
    const { container, rerender } = render(<Avatar firstName="Jane" lastName="Doe" image="/api/users/4/image?v=abc" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')?.getAttribute('src')).toBe(initialsImageUrl('Jane Doe'));
    rerender(<Avatar firstName="Jane" lastName="Doe" image="/api/users/4/image?v=def" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/api/users/4/image?v=def');
  });
});

import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListingGridSkeletonItems, listingItemClass, SKELETON_COUNT } from './ListingGridSkeleton';

const renderItems = (layout: Parameters<typeof ListingGridSkeletonItems>[0]['layout']) =>
  render(
    <ul>
      <ListingGridSkeletonItems layout={layout} />
    </ul>,
  ).container.querySelectorAll('li');

describe('the listing grid skeleton', () => {
  it('lays its placeholders out in the loaded list’s columns, for each layout', () => {
    expect(listingItemClass('cards')).toBe('col-12 col-md-6 col-xl-4');
    expect(listingItemClass('cards-beside-panel')).toBe('col-12 col-sm-6');
    expect(listingItemClass('rows')).toBe('col-12');
    for (const layout of ['cards', 'cards-beside-panel', 'rows'] as const) {
      const items = renderItems(layout);
      expect(items).toHaveLength(SKELETON_COUNT[layout]);
      for (const item of items) expect(item.className).toBe(listingItemClass(layout));
    }
  });

  it('draws cards shaped like ListingCard (badges, headline, place, three figures, badges) and rows like the seller’s', () => {
    const card = renderItems('cards')[0]!.querySelector('.card')!;
    expect(card.classList.contains('h-100')).toBe(true);
    expect(card.querySelector('.h5')?.querySelectorAll('.placeholder')).toHaveLength(3);
    expect(card.querySelectorAll('.row-cols-3 > .col')).toHaveLength(3);
    expect(card.querySelector('.listing-skeleton__star')).not.toBeNull();
    const row = renderItems('rows')[0]!;
    expect(row.querySelector('.card.h-100')).toBeNull();
    expect(row.querySelectorAll('.btn.placeholder')).toHaveLength(2);
  });

  it('has no text, heading or control for assistive technology to read', () => {
    const items = renderItems('cards');
    for (const item of items) {
      expect(item.textContent?.trim()).toBe('');
      expect(item.querySelector('h1, h2, h3, h4, h5, h6, a, button, input')).toBeNull();
    }
  });
});

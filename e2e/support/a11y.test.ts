import { describe, expect, it } from 'vitest';
import { formatFindings, routePattern } from './a11y';

describe('routePattern', () => {
  it('names a screen by its path, numeric ids as :id, without query, hash or trailing slash', () => {
    expect(routePattern('http://localhost:3310/listings/details/42?tab=files#top')).toBe('/listings/details/:id');
    expect(routePattern('http://localhost:3310/buyer-deals/7/')).toBe('/buyer-deals/:id');
    expect(routePattern('http://localhost:3310/messages?chat=17')).toBe('/messages');
    expect(routePattern('http://localhost:3310/')).toBe('/');
  });

  it('keeps words with digits in them', () => {
    expect(routePattern('http://localhost:3310/listings/status/2fa-pending')).toBe('/listings/status/2fa-pending');
  });
});

describe('formatFindings', () => {
  it('lists rule, impact, route, URL and each target', () => {
    const text = formatFindings([
      {
        rule: 'color-contrast',
        impact: 'serious',
        help: 'Elements must meet minimum color contrast ratio thresholds',
        route: '/messages',
        url: 'http://localhost:3310/messages?chat=3',
        targets: Array.from({ length: 10 }, (_, index) => `.item:nth-child(${index + 1})`),
      },
    ]);
    expect(text).toContain('1 serious or critical');
    expect(text).toContain('- color-contrast (serious) on /messages — Elements must meet');
    expect(text).toContain('at http://localhost:3310/messages?chat=3');
    expect(text).toContain('.item:nth-child(8)');
    expect(text).not.toContain('.item:nth-child(9)');
    expect(text).toContain('… and 2 more');
  });
});

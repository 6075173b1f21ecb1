import { describe, expect, it } from 'vitest';
import { findIdentifyingDetails } from '../../contracts/public-face/identifying-details';
import { DEMO_LISTINGS } from './demo-listings';
import { PEOPLE } from './demo-people';

describe('the demo listings’ public face', () => {
  it('holds nothing the identifying-details check refuses (issue #33: no false positive on the demo listings)', () => {
    for (const listing of DEMO_LISTINGS) {
      const { headline, description, metro, firm_name, city, address } = listing.answers;
      const owner = PEOPLE.find((person) => person.key === listing.owner)!;
      const identity = { firmName: firm_name, city, address, firstName: owner.firstName, lastName: owner.lastName };
      expect(findIdentifyingDetails({ headline, description, metro }, identity), listing.key).toEqual([]);
    }
  });
});

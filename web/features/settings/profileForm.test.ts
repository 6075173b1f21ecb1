import { describe, expect, it } from 'vitest';
import type { Profile } from '../../app/session/profile';
import {
  checkPhoto,
  contactChanges,
  PHOTO_MESSAGES,
  profileFormValues,
  profileRequestFields,
  profileSavedMessage,
  reverificationNotice,
} from './profileForm';

const user = { first_name: 'Ada', last_name: 'Byron', email: 'Ada@Firm.test', phone: '15551234567' } as Profile;

describe('profile form', () => {
  it('starts from the profile, phone as digits', () => {
    expect(profileFormValues(user)).toEqual({ first_name: 'Ada', last_name: 'Byron', email: 'Ada@Firm.test', phone: '15551234567' });
  });

  it('tells a changed contact from the same one written differently', () => {
    expect(contactChanges(user, { email: ' ada@firm.test ', phone: '+1 (555) 123-4567' })).toEqual({ email: false, phone: false });
    expect(contactChanges(user, { email: 'ada@newfirm.test', phone: '5551234567' })).toEqual({ email: true, phone: true });
  });

  it('sends trimmed names, digits-only phone, and the photo only when one was chosen', () => {
    const values = { first_name: ' Ada ', last_name: 'Byron', email: 'ada@firm.test', phone: '(555) 123-4567' };
    expect(profileRequestFields(values, null)).toEqual({
      first_name: 'Ada',
      last_name: 'Byron',
      email: 'ada@firm.test',
      phone: '5551234567',
    });
    const photo = new File(['x'], 'me.png', { type: 'image/png' });
    expect(profileRequestFields(values, photo).image).toBe(photo);
  });

  it('refuses photos the server would refuse, with its wording', () => {
    expect(checkPhoto({ type: 'image/gif', size: 10 })).toBe(PHOTO_MESSAGES.type);
    expect(checkPhoto({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe(PHOTO_MESSAGES.size);
    expect(checkPhoto({ type: 'image/webp', size: 5 * 1024 * 1024 })).toBeNull();
  });

  it('says which contact must be verified again', () => {
    expect(reverificationNotice({ email: false, phone: false })).toBeNull();
    expect(reverificationNotice({ email: true, phone: true })).toMatch(/new e-mail address and phone number must be verified again/);
    expect(profileSavedMessage({ email: false, phone: true })).toBe('Your profile is saved. Verify your new phone number to continue.');
    expect(profileSavedMessage({ email: false, phone: false })).toBe('Your profile is saved.');
  });
});

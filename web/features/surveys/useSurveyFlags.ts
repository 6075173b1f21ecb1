import { useEffect, useState } from 'react';
import { surveysForGroup, type SurveyKey } from '../../../contracts/surveys/constants';
import { userGroup } from '../../../contracts/users/users';
import type { Profile } from '../../app/session/profile';
import { localStore, STORAGE_KEYS } from '../../lib/storageKeys';
import { isSurveySubmitted } from './surveysApi';

export type SurveyFlags = Partial<Record<SurveyKey, boolean>>;

const stored = (key: SurveyKey): boolean | undefined => {
  const value = localStore.get(STORAGE_KEYS[key]);
  return value === null ? undefined : value === 'true';
};

/**
 * docs/product.md "Surveys": when the user is set, the marketing-form lookup runs for their group's surveys; each is_submitted is
 * kept locally (sellerSurvey, buyerSurvey, valuationSurvey). A failed lookup is only logged. The caller may hold the
 * lookup until `ready` (the member layout: until the first screen has shown). While staff act as the member there is no
 * survey at all, whatever this device remembers: staff never answer as the member (issue #34).
 */
export function useSurveyFlags(user: Pick<Profile, 'id' | 'user_type'> | null, impersonating: boolean, ready = true) {
  const keys = user && !impersonating ? surveysForGroup(userGroup(user.user_type)) : [];
  const [flags, setFlags] = useState<SurveyFlags>(() => Object.fromEntries(keys.map((key) => [key, stored(key)])));
  const userId = user?.id;
  const group = userGroup(user?.user_type);
  useEffect(() => {
    if (userId === undefined || impersonating || !ready) return;
    let live = true;
    for (const key of surveysForGroup(group)) {
      isSurveySubmitted(key).then(
        (submitted) => {
          localStore.set(STORAGE_KEYS[key], String(submitted));
          if (live) setFlags((current) => ({ ...current, [key]: submitted }));
        },
        (error: unknown) => console.warn(`[surveys] the ${key} lookup failed`, error),
      );
    }
    return () => {
      live = false;
    };
  }, [userId, group, impersonating, ready]);
  const markSubmitted = (key: SurveyKey) => {
    localStore.set(STORAGE_KEYS[key], 'true');
    setFlags((current) => ({ ...current, [key]: true }));
  };
  return { keys, flags, markSubmitted };
}

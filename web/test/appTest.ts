import { afterEach } from 'vitest';
import { resetFirstScreenShown } from '../app/first-screen/firstScreenShown';
import { queryClient } from '../app/queryClient';
import { session } from '../app/session/sessionStore';

/** Screen tests share the app's singletons: start each test logged out with an empty cache. */
export function resetAppBetweenTests() {
  afterEach(() => {
    session.clear();
    queryClient.clear();
    resetFirstScreenShown();
  });
}

import { useCallback, useRef, useState, type ReactNode } from 'react';
import { isApiError } from '../../lib/api';
import { ConfirmPasswordModal } from './ConfirmPasswordModal';
import { isPasswordConfirmed } from './settingsApi';

/** docs/api.md: a call needing a confirmed password answers 423 when the confirmation is missing or older than 3 hours. */
export const isPasswordConfirmationRequired = (error: unknown) => isApiError(error) && error.status === 423;

export interface ConfirmedPassword {
  /**
   * Runs `action` with a confirmed password: asks for it first when GET confirmed-password-status says so, and again
   * if the action still meets a 423 (the confirmation ran out in between). Resolves to undefined when the user cancels.
   */
  withConfirmedPassword: <T>(action: () => Promise<T>) => Promise<T | undefined>;
  /** The modal, to render wherever the section is. */
  modal: ReactNode;
}

export function useConfirmedPassword(): ConfirmedPassword {
  const [asking, setAsking] = useState(false);
  const answer = useRef<((confirmed: boolean) => void) | null>(null);

  const ask = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        answer.current = resolve;
        setAsking(true);
      }),
    [],
  );

  const settle = (confirmed: boolean) => {
    setAsking(false);
    answer.current?.(confirmed);
    answer.current = null;
  };

  const withConfirmedPassword = useCallback(
    async <T,>(action: () => Promise<T>): Promise<T | undefined> => {
      if (!(await isPasswordConfirmed()) && !(await ask())) return undefined;
      try {
        return await action();
      } catch (error) {
        if (!isPasswordConfirmationRequired(error)) throw error;
        return (await ask()) ? action() : undefined;
      }
    },
    [ask],
  );

  const modal = asking ? <ConfirmPasswordModal onConfirmed={() => settle(true)} onCancel={() => settle(false)} /> : null;
  return { withConfirmedPassword, modal };
}

import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { SignedDocument } from '../../../contracts/documents/documents';
import { isApiError } from '../../lib/api';
import { signatureApiErrors, signatureErrors, type SignatureErrors } from './SignatureFields';

interface UseSignatureOptions {
  /** Sends the signature (with the hash the dialog showed). */
  sign: (signature: { full_name: string; consent: true }) => Promise<SignedDocument>;
  onSigned: (document: SignedDocument) => void;
  /** Said when the document changed since it was shown (409), after which `onStale` refetches it. */
  staleMessage: string;
  onStale: () => void;
}

/**
 * The state of a signing dialog: the typed name and the consent, checked before the signature is sent, and the
 * server's refusals as field messages. `fields` goes to SignatureFields as is.
 */
export function useSignature({ sign, onSigned, staleMessage, onStale }: UseSignatureOptions) {
  const [fullName, setFullName] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<SignatureErrors>({});
  const mutation = useMutation({
    mutationFn: () => sign({ full_name: fullName, consent: true }),
    onSuccess: onSigned,
    onError: (error) => {
      if (!isApiError(error)) return;
      if (error.status === 409) {
        setErrors({ form: staleMessage });
        onStale();
        return;
      }
      setErrors(signatureApiErrors(error));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = signatureErrors(fullName, consent);
    setErrors(next);
    if (!next.full_name && !next.consent) mutation.mutate();
  };
  return {
    fields: { fullName, consent, errors, onFullNameChange: setFullName, onConsentChange: setConsent },
    submit,
    isPending: mutation.isPending,
  };
}

import { zodResolver } from '@hookform/resolvers/zod';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { ConfirmPasswordSchema, type ConfirmPasswordInput } from '../../../contracts/auth/auth';
import { FormAlert } from '../../components/form/FormAlert';
import { PasswordField } from '../../components/form/PasswordField';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useServerForm } from '../../components/form/useServerForm';
import { confirmPassword } from './settingsApi';

interface ConfirmPasswordModalProps {
  onConfirmed: () => void;
  onCancel: () => void;
}

/** Asks for the password before two-factor settings; the server then trusts this session for 3 hours. */
export function ConfirmPasswordModal({ onConfirmed, onCancel }: ConfirmPasswordModalProps) {
  const {
    register,
    submitWith,
    formError,
    formState: { errors, isSubmitting },
  } = useServerForm<ConfirmPasswordInput>({
    serverFields: ['password'],
    resolver: zodResolver(ConfirmPasswordSchema),
    defaultValues: { password: '' },
  });

  const submit = submitWith(async ({ password }) => {
    await confirmPassword(password);
    onConfirmed();
  });

  return (
    <Modal show onHide={onCancel} centered aria-labelledby="confirm-password-title">
      <form onSubmit={submit} noValidate>
        <Modal.Header closeButton closeLabel="Cancel">
          <Modal.Title id="confirm-password-title" as="h2" className="h5">
            Confirm your password
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>For your security, enter your password before changing two-factor settings. We will not ask again for 3 hours.</p>
          <FormAlert>{formError}</FormAlert>
          <PasswordField
            label="Password"
            autoComplete="current-password"
            autoFocus
            error={errors.password?.message}
            {...register('password')}
          />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
          <SubmitButton busy={isSubmitting} busyLabel="Checking…" variant="primary">
            Confirm
          </SubmitButton>
        </Modal.Footer>
      </form>
    </Modal>
  );
}

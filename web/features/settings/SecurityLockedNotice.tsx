/** Why a security section is inert while staff act as the user (decision 0007: the server answers 403 anyway). */
export function SecurityLockedNotice() {
  return (
    <p className="small text-body-secondary d-flex gap-2 mb-3">
      <i className="bi bi-lock" aria-hidden="true" />
      <span>
        You are acting as this user. Staff cannot change a user&apos;s password or two-factor settings; the user must do it from their own
        account.
      </span>
    </p>
  );
}

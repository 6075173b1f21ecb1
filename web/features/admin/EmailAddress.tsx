/**
 * An e-mail address that may wrap only after its @ (and never inside a word): "denise.alvarez@" over "example.com",
 * not "denise.alvarez@e" over "xample.com".
 */
export function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

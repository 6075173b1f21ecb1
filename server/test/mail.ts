/** The first link in a mail that starts with the given prefix (quoted-printable soft breaks undone). */
export function linkIn(mail: string, prefix: string): string {
  const text = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const start = text.indexOf(prefix);
  if (start < 0) throw new Error(`No link starting with ${prefix} in the mail.`);
  return text.slice(start).match(/^[^\s"<>]+/)![0];
}

import type { MailMessage } from '../../platform/mail/mail.types';
import { renderMail } from '../../platform/mail/render';

/** The account e-mails: each a subject plus renderMail's html and text. */
export function verifyEmailMail(to: string, firstName: string, url: string): MailMessage {
  const subject = 'Verify your e-mail address';
  return {
    to,
    subject,
    ...renderMail({
      preheader: 'Confirm your e-mail address to continue with Lexchange.',
      title: subject,
      paragraphs: [
        `Hello ${firstName},`,
        'Please confirm that this is your e-mail address by clicking the button below. The link is valid for 60 minutes.',
        'If you did not create a Lexchange account, you can ignore this e-mail.',
      ],
      action: { label: 'Verify e-mail address', url },
    }),
  };
}

export function resetPasswordMail(to: string, firstName: string, url: string): MailMessage {
  const subject = 'Reset your password';
  return {
    to,
    subject,
    ...renderMail({
      preheader: 'A link to choose a new Lexchange password.',
      title: subject,
      paragraphs: [
        `Hello ${firstName},`,
        'We received a request to reset the password of your Lexchange account. The link below is valid for 60 minutes and can be used once.',
        'If you did not ask for this, no action is needed: your password stays the same.',
      ],
      action: { label: 'Reset password', url },
    }),
  };
}

import { NOTIFICATION_EVENTS, type NotificationEvent } from '../../../contracts/notifications';
import type { MailMessage } from '../../platform/mail/mail.types';
import { renderMail } from '../../platform/mail/render';
import { unsubscribeUrl } from './unsubscribe-link';

export interface NotificationMailInput {
  to: string;
  firstName: string;
  userId: number;
  event: NotificationEvent;
  subject: string;
  body: string;
  url: string;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A notification as an e-mail with a signed one-click unsubscribe link and the RFC 8058 headers. */
export function notificationMail(config: { appUrl: string; sessionSecret: string }, input: NotificationMailInput): MailMessage {
  const unsubscribe = unsubscribeUrl(config.appUrl, config.sessionSecret, input.userId, input.event);
  const label = NOTIFICATION_EVENTS.find((event) => event.key === input.event)?.label ?? input.event;
  const subject = capitalised(input.subject);
  return {
    to: input.to,
    subject,
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    ...renderMail({
      preheader: input.body || subject,
      title: subject,
      paragraphs: [`Hello ${input.firstName},`, ...(input.body ? [input.body] : [])],
      action: { label: 'Open Lexchange', url: `${config.appUrl}${input.url}` },
      footer: `You receive this e-mail because "${label}" e-mails are on in Settings → Notification. Unsubscribe from these e-mails: ${unsubscribe}`,
    }),
  };
}

export interface NotificationDigestInput {
  to: string;
  firstName: string;
  userId: number;
  event: NotificationEvent;
  subject: string;
  intro: string;
  /** One line each: a title and an app path. */
  items: { title: string; url: string }[];
  /** The button: an app path. */
  action: { label: string; url: string };
}

/** Several notifications of one event in one e-mail (see DIGEST_EMAIL_EVENTS in notify.ts), with the same unsubscribe link. */
export function notificationDigestMail(config: { appUrl: string; sessionSecret: string }, input: NotificationDigestInput): MailMessage {
  const unsubscribe = unsubscribeUrl(config.appUrl, config.sessionSecret, input.userId, input.event);
  const label = NOTIFICATION_EVENTS.find((event) => event.key === input.event)?.label ?? input.event;
  const subject = capitalised(input.subject);
  return {
    to: input.to,
    subject,
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    ...renderMail({
      preheader: input.items.map((item) => item.title).join(' · ').slice(0, 200) || subject,
      title: subject,
      paragraphs: [`Hello ${input.firstName},`, input.intro, ...input.items.map((item) => `• ${item.title}: ${config.appUrl}${item.url}`)],
      action: { label: input.action.label, url: `${config.appUrl}${input.action.url}` },
      footer: `You receive this e-mail because "${label}" e-mails are on in Settings → Notification. Unsubscribe from these e-mails: ${unsubscribe}`,
    }),
  };
}

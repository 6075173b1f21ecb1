import { NOTIFICATION_EVENTS, type NotificationEvent } from '../../../contracts/notifications/notifications';
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

interface MailContent {
  preheader: string;
  paragraphs: string[];
  action: { label: string; url: string };
}

/** The parts every notification e-mail shares: subject, signed one-click unsubscribe link and RFC 8058 headers, footer. */
function eventMail(
  config: { appUrl: string; sessionSecret: string },
  recipient: { to: string; userId: number; event: NotificationEvent; subject: string },
  content: (subject: string) => MailContent,
): MailMessage {
  const unsubscribe = unsubscribeUrl(config.appUrl, config.sessionSecret, recipient.userId, recipient.event);
  const label = NOTIFICATION_EVENTS.find((event) => event.key === recipient.event)?.label ?? recipient.event;
  const subject = capitalised(recipient.subject);
  const { preheader, paragraphs, action } = content(subject);
  return {
    to: recipient.to,
    subject,
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    ...renderMail({
      preheader,
      title: subject,
      paragraphs,
      action: { label: action.label, url: `${config.appUrl}${action.url}` },
      footer: `You receive this e-mail because "${label}" e-mails are on in Settings → Notification. Unsubscribe from these e-mails: ${unsubscribe}`,
    }),
  };
}

/** A notification as an e-mail with a signed one-click unsubscribe link and the RFC 8058 headers. */
export function notificationMail(config: { appUrl: string; sessionSecret: string }, input: NotificationMailInput): MailMessage {
  return eventMail(config, input, (subject) => ({
    preheader: input.body || subject,
    paragraphs: [`Hello ${input.firstName},`, ...(input.body ? [input.body] : [])],
    action: { label: 'Open Lexchange', url: input.url },
  }));
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
  return eventMail(config, input, (subject) => ({
    preheader:
      input.items
        .map((item) => item.title)
        .join(' · ')
        .slice(0, 200) || subject,
    paragraphs: [`Hello ${input.firstName},`, input.intro, ...input.items.map((item) => `• ${item.title}: ${config.appUrl}${item.url}`)],
    action: input.action,
  }));
}

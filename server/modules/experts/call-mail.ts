/** The e-mails of a booked call: an invitation (or its cancellation) as .ics, to the member and to the expert. */
import { DateTime } from 'luxon';
import type { Config } from '../../config';
import type { MailMessage } from '../../platform/mail/mail.types';
import { renderMail } from '../../platform/mail/render';
import { callInvitation } from './ics';

export interface CallParty {
  name: string;
  email: string;
  timeZone: string;
}

export interface CallMailInput {
  kind: 'booked' | 'rescheduled' | 'cancelled';
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  topic: string;
  note: string | null;
  member: CallParty;
  expert: CallParty;
  now: Date;
}

/** "Sunday, March 14, 2027 at 9:00 AM EDT": the recipient's own clock and zone. */
export const callTime = (start: Date, zone: string) => DateTime.fromJSDate(start, { zone }).toFormat("cccc, LLLL d, yyyy 'at' h:mm a ZZZZ");

const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from;

const HEADLINES = {
  booked: (other: string) => `Your call with ${other} is booked`,
  rescheduled: (other: string) => `Your call with ${other} has a new time`,
  cancelled: (other: string) => `Your call with ${other} is cancelled`,
};

export function callMails(config: Pick<Config, 'appUrl' | 'mail'>, input: CallMailInput): MailMessage[] {
  const method = input.kind === 'cancelled' ? 'CANCEL' : 'REQUEST';
  const ics = callInvitation({
    method,
    uid: input.uid,
    sequence: input.sequence,
    start: input.start,
    end: input.end,
    stamp: input.now,
    summary: `Lexchange call: ${input.topic} (${input.member.name} with ${input.expert.name})`,
    description: [`Topic: ${input.topic}`, input.note ? `Note: ${input.note}` : null, `Manage the call: ${config.appUrl}/book-a-call`]
      .filter(Boolean)
      .join('\n'),
    organizer: { name: 'Lexchange', email: addressOf(config.mail.from) },
    attendees: [
      { name: input.member.name, email: input.member.email },
      { name: input.expert.name, email: input.expert.email },
    ],
    url: `${config.appUrl}/book-a-call`,
  });
  return [
    [input.member, input.expert],
    [input.expert, input.member],
  ].map(([recipient, other]) => {
    const subject = HEADLINES[input.kind](other!.name);
    const when = callTime(input.start, recipient!.timeZone);
    const paragraphs =
      input.kind === 'cancelled'
        ? [`The 30-minute call on ${when} (${input.topic}) will not take place. The attached update removes it from your calendar.`]
        : [
            `${input.kind === 'booked' ? 'The call is' : 'The call is now'} on ${when}, for 30 minutes.`,
            `Topic: ${input.topic}.${input.note ? ` Note: ${input.note}` : ''}`,
            'The attached invitation adds it to your calendar. You can change or cancel the call up to 2 hours before it starts.',
          ];
    return {
      to: recipient!.email,
      subject,
      ...renderMail({
        preheader: `${when}: ${input.topic}`,
        title: subject,
        paragraphs,
        action: { label: 'See your calls', url: `${config.appUrl}/book-a-call` },
      }),
      attachments: [
        {
          filename: input.kind === 'cancelled' ? 'cancel.ics' : 'invite.ics',
          content: ics,
          contentType: `text/calendar; charset=UTF-8; method=${method}`,
        },
      ],
    };
  });
}

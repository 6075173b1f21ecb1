/** The staff Outbox calls, typed by contracts/outbox. */
import { outboxRoutes } from '../../../../contracts/outbox/routes';
import { api, isApiError, type ApiClient } from '../../../lib/api';
import { callApi } from '../../../lib/callApi';

export const outboxKeys = {
  channels: ['outbox', 'channels'] as const,
  mails: ['outbox', 'mails'] as const,
  mail: (id: string) => ['outbox', 'mails', id] as const,
  texts: ['outbox', 'texts'] as const,
};

/** Which channels write to the outbox; none (the API's 404) once e-mail and SMS are both really sent. */
export async function fetchOutboxChannels(signal?: AbortSignal, client: ApiClient = api) {
  try {
    return await callApi(outboxRoutes.channels, { signal, client, silent: true });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return { mail: false, sms: false };
    throw error;
  }
}

export const fetchOutboxMails = (signal?: AbortSignal, client: ApiClient = api) => callApi(outboxRoutes.mails, { signal, client });

export const fetchOutboxMail = (id: string, signal?: AbortSignal, client: ApiClient = api) =>
  callApi(outboxRoutes.mail, { params: { id }, signal, client });

export const fetchOutboxTexts = (signal?: AbortSignal, client: ApiClient = api) => callApi(outboxRoutes.texts, { signal, client });

import { useQuery } from '@tanstack/react-query';
import { fetchOutboxChannels, outboxKeys } from './outboxApi';

/** Whether e-mails or texts are written to the outbox (issue #36), asked once per session and only for staff. */
export function useOutboxInUse(staff: boolean): boolean {
  const channels = useQuery({
    queryKey: outboxKeys.channels,
    queryFn: ({ signal }) => fetchOutboxChannels(signal),
    staleTime: Infinity,
    enabled: staff,
  });
  return Boolean(channels.data?.mail || channels.data?.sms);
}

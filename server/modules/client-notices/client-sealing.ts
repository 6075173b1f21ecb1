/**
 * The client list sealed at rest as the conflict lists are (decision 0012, server/platform/sealed-text.ts): its own
 * key label, and each client's ciphertext bound to its deal and row so it cannot be moved to another.
 */
import type { ClientEntry } from '../../../contracts/client-notices/client-notices';
import { openText, sealText, sealingKey, type Sealed } from '../../platform/sealed-text';

const LABEL = 'lexchange.deal-client-list.v1';
const boundTo = (dealId: number, position: number) => `deal:${dealId}:client:${position}`;

export function sealClient(secret: string, dealId: number, position: number, client: ClientEntry): Sealed {
  return sealText(
    sealingKey(secret, LABEL),
    JSON.stringify([client.name, client.email, client.address, client.matter]),
    boundTo(dealId, position),
  );
}

export function openClient(secret: string, row: Sealed & { dealId: number; position: number }): ClientEntry {
  const [name, email, address, matter] = JSON.parse(openText(sealingKey(secret, LABEL), row, boundTo(row.dealId, row.position))) as [
    string,
    string | null,
    string | null,
    string | null,
  ];
  return { name, email, address, matter };
}

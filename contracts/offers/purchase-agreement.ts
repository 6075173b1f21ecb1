/**
 * The purchase agreement (issue #32): the seller uploads the agreed PDF, or has Lexchange draw a first draft from the
 * signed letter of intent; either becomes a document of kind `purchase_agreement` both sides sign.
 */
import { z } from 'zod';
import { UploadedFileSchema } from '../common/common';

export const PURCHASE_AGREEMENT_MAX_BYTES = 20 * 1024 * 1024;

export const PURCHASE_AGREEMENT_STAGE = 'Purchase agreement';
export const PURCHASE_AGREEMENT_SIGNED_NOTE = 'both parties signed the purchase agreement';

export const PURCHASE_AGREEMENT_MESSAGES = {
  file: 'Choose the purchase agreement as a PDF.',
  empty: (filename: string) => `${filename} is empty.`,
  size: (filename: string) => `${filename} is larger than ${PURCHASE_AGREEMENT_MAX_BYTES / 1024 / 1024} MB.`,
  type: (filename: string) => `${filename} is not a PDF.`,
  sellerOnly: 'Only the seller adds the purchase agreement; the buyer reviews and signs it.',
  staff: 'Staff can read the purchase agreement but not add one.',
  impersonating: 'Staff acting as a member can read documents but never add or sign them.',
  loiFirst: 'Both sides sign the letter of intent before the purchase agreement.',
  signed: 'Both sides have signed the purchase agreement: it can no longer be replaced.',
  dealClosed: 'This deal is closed.',
  gate: 'Waiting for both sides to sign the purchase agreement.',
} as const;

/** POST /deals/{id}/purchase-agreement (multipart `file`). */
export const PurchaseAgreementUploadSchema = z.object({ file: UploadedFileSchema });

/** The rules the server checks an uploaded agreement against (server/platform/uploads/). */
export const PURCHASE_AGREEMENT_UPLOADS = {
  maxBytes: PURCHASE_AGREEMENT_MAX_BYTES,
  types: [{ mime: 'application/pdf', ext: 'pdf' }],
  messages: { empty: PURCHASE_AGREEMENT_MESSAGES.empty, size: PURCHASE_AGREEMENT_MESSAGES.size, type: PURCHASE_AGREEMENT_MESSAGES.type },
} as const;

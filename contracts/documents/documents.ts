import { z } from 'zod';
import { UploadedFileSchema } from '../common/common';

/** docs/api.md "Signed documents". */
export const DOCUMENT_KINDS = ['nda', 'loi', 'purchase_agreement'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const DOCUMENT_SIDES = ['buyer', 'seller'] as const;
/** `superseded`: a newer version replaced it before both sides signed (a purchase agreement uploaded again). */
export const DOCUMENT_STATUSES = ['awaiting_signatures', 'signed', 'superseded'] as const;
export type DocumentSide = (typeof DOCUMENT_SIDES)[number];

export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  nda: 'Confidentiality agreement (NDA)',
  loi: 'Letter of intent',
  purchase_agreement: 'Purchase agreement',
};

/** The largest file the verification page takes; every PDF Lexchange issues is far smaller. */
export const VERIFY_MAX_BYTES = 20 * 1024 * 1024;

export const DOCUMENT_MESSAGES = {
  fullName: 'Type your full name exactly as it appears on your account.',
  consent: 'Tick the box to agree to sign electronically.',
  sha256: 'The document’s fingerprint (SHA-256) is missing or malformed.',
  staleHash: 'The document changed since you opened it. Read it again before signing.',
  /** The signing dialog's 409: the PDF is read outside the dialog, so it is opened again. */
  stalePdf: 'This document changed since you opened it. Open it again before signing.',
  impersonating: 'Staff acting as a member can read documents but never sign them.',
  notFound: 'No such document.',
  superseded: 'A newer version replaced this document: open the current version to sign it.',
  verifyFile: 'Choose the PDF to check.',
  verifyNotPdf: 'This file is not a PDF.',
  verifyTooLarge: `The file is larger than ${VERIFY_MAX_BYTES / 1024 / 1024} MB: no document Lexchange issues is that large.`,
} as const;

export const Sha256Schema = z.string({ error: DOCUMENT_MESSAGES.sha256 }).regex(/^[0-9a-f]{64}$/, DOCUMENT_MESSAGES.sha256);

/** POST /documents/{id}/sign and POST /listings/{id}/nda: the typed name, the consent and the hash the signer was shown. */
export const SignDocumentSchema = z.object({
  full_name: z.string({ error: DOCUMENT_MESSAGES.fullName }).trim().min(1, DOCUMENT_MESSAGES.fullName).max(200, DOCUMENT_MESSAGES.fullName),
  consent: z.literal(true, { error: DOCUMENT_MESSAGES.consent }),
  sha256: Sha256Schema,
});
export type SignDocumentInput = z.infer<typeof SignDocumentSchema>;

export const DocumentPartySchema = z.object({
  side: z.enum(DOCUMENT_SIDES),
  unique_id: z.string().nullable(),
  /** The name the party signed with; null until they sign. */
  name: z.string().nullable(),
  signed_at: z.string().nullable(),
});

export const DocumentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(DOCUMENT_KINDS),
  deal_id: z.number().int().nullable(),
  listing_id: z.number().int().nullable(),
  title: z.string(),
  status: z.enum(DOCUMENT_STATUSES),
  sha256: z.string(),
  final_sha256: z.string().nullable(),
  parties: z.array(DocumentPartySchema),
  created_at: z.string(),
});
export type SignedDocument = z.infer<typeof DocumentSchema>;

export const DocumentListSchema = z.object({ data: z.array(DocumentSchema) });
export type DocumentList = z.infer<typeof DocumentListSchema>;

/** POST /documents/verify (multipart `file`). */
export const VerifyDocumentSchema = z.object({ file: UploadedFileSchema });

export const VerifyResultSchema = z.object({
  valid: z.boolean(),
  document: z
    .object({
      id: z.number().int(),
      kind: z.enum(DOCUMENT_KINDS),
      title: z.string(),
      status: z.enum(DOCUMENT_STATUSES),
      signed_at: z.array(z.string()),
    })
    .nullable(),
});
export type VerifyResult = z.infer<typeof VerifyResultSchema>;

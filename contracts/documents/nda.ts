import { z } from 'zod';
import { DocumentSchema } from './documents';

/** What a seller may add to the platform's NDA: a few short clauses of their own. */
export const NDA_CLAUSES_MAX = 10;
export const NDA_CLAUSE_MAX_LENGTH = 2000;

export const NDA_MESSAGES = {
  clause: `Each clause is 1 to ${NDA_CLAUSE_MAX_LENGTH} characters.`,
  clauses: `At most ${NDA_CLAUSES_MAX} clauses.`,
  notSigned: 'Sign the listing’s confidentiality agreement before requesting access.',
  ownListing: 'This is your own listing: there is no confidentiality agreement to sign.',
} as const;

/** GET /listings/{id}/nda: the current version, its PDF's hash and its text; the caller's signed copy, if any. */
export const ListingNdaSchema = z.object({
  version: z.number().int(),
  sha256: z.string(),
  text: z.string(),
  /** The seller's own clauses of this version (also inside `text`). */
  clauses: z.array(z.string()),
  signed: DocumentSchema.nullable(),
});
export type ListingNda = z.infer<typeof ListingNdaSchema>;

/** PUT /listings/{id}/nda (the seller): the clauses that follow the platform's text; a change makes a new version. */
export const NdaClausesSchema = z.object({
  clauses: z
    .array(z.string().trim().min(1, NDA_MESSAGES.clause).max(NDA_CLAUSE_MAX_LENGTH, NDA_MESSAGES.clause))
    .max(NDA_CLAUSES_MAX, NDA_MESSAGES.clauses),
});
export type NdaClausesInput = z.infer<typeof NdaClausesSchema>;

import { z } from 'zod';
import { defineCall } from '../call.ts';

/**
 * Identity verification (KYC, §7 uploadKyc, addKyc and kyc): the player uploads a photo of an ID
 * document and a selfie, then submits the details for an operator's review.
 * docs/decisions/036 and 043 describe the choices the spec leaves open.
 *
 * A rule refused the request: HTTP 200, code 200, errcode N (2130-2136, inside the payments
 * range 2100-2199). Nothing was written. These codes were PaymentErrcode members first, and
 * PaymentErrcode still carries them as aliases (calls/payments.ts); the numbers never change. Whether a withdrawal is refused for
 * want of a verified identity (2110, 2111) is exchange's rule, so those stay PaymentErrcode's.
 */
export const KycErrcode = {
  /** uploadKyc: the file is not a JPEG, PNG or WebP image (judged by its content, not its name). */
  KycFileType: 2130,
  /** uploadKyc: the file is larger than the limit (5 MB by default). */
  KycFileTooLarge: 2131,
  /** addKyc: a file id is unknown, not the player's own, already used, or of the other kind. */
  KycFileNotFound: 2132,
  /** addKyc: the birth date makes the player younger than 21 (§6). */
  KycUnderAge: 2133,
  /** addKyc: a submission is already waiting for review. */
  KycAlreadyPending: 2134,
  /** addKyc: the identity is already verified. */
  KycAlreadyApproved: 2135,
  /** uploadKyc: too many files uploaded and not yet submitted; submit or wait a day. */
  KycUploadLimit: 2136,
} as const;
export type KycErrcode = (typeof KycErrcode)[keyof typeof KycErrcode];

const EpochMs = z.number().int().describe('ms since epoch');

/** A person's name: letters (any script), spaces, `.`, `'` and `-`, starting with a letter. Also the rule of an account holder's name (payments.ts). */
export const NAME_PATTERN = /^\p{L}[\p{L}\p{M} .'-]*$/u;
export const NAME_RULE = "must be letters, spaces, . ' or -";

export const KycStatuses = ['none', 'pending', 'approved', 'rejected'] as const;
export type KycStatus = (typeof KycStatuses)[number];
/** Philippine identity documents accepted for KYC. */
export const KycIdTypes = [
  'passport', 'driversLicense', 'umid', 'sss', 'philId', 'prc', 'postal', 'voters', 'tin', 'philhealth',
] as const;
export type KycIdType = (typeof KycIdTypes)[number];
/** An uploaded KYC image is a photo of the ID document or a selfie holding it. */
export const KycFileKinds = ['idPhoto', 'selfie'] as const;
export type KycFileKind = (typeof KycFileKinds)[number];

export const KycState = z.object({
  status: z.enum(KycStatuses),
  reason: z.string().describe('why the last submission was rejected; empty otherwise'),
  idType: z.enum(KycIdTypes).nullable(),
  idNumber: z.string().describe('masked; empty when none'),
  submitTime: EpochMs.nullable(),
  reviewTime: EpochMs.nullable(),
  dueTime: EpochMs.describe('KYC is due before the first withdrawal or by this time (registration + 7 days, §9)'),
});
export type KycState = z.infer<typeof KycState>;

const PersonName = z.string().trim().min(1).max(64).regex(NAME_PATTERN, NAME_RULE);
const FileId = z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'must be a file id from uploadKyc');

export const uploadKyc = defineCall({
  name: 'uploadKyc', anonymous: false,
  summary: 'multipart/form-data (not JSON, not enriched): a field `kind` (idPhoto or selfie) followed by one file part `file`, a JPEG, PNG or WebP image of at most 5 MB. Answers the file id for addKyc. Files are never served back.',
  body: z.object({ kind: z.enum(KycFileKinds) }),
  response: z.object({ fileId: z.string(), kind: z.enum(KycFileKinds), size: z.number().int(), mime: z.string() }),
});

export const addKyc = defineCall({
  name: 'addKyc', anonymous: false,
  summary: 'Submit identity for review: ID type and number, names, birth date (21 or older, §6), and the uploaded ID photo and selfie.',
  body: z.object({
    idType: z.enum(KycIdTypes),
    idNumber: z.string().trim().min(4).max(32).regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, 'must be letters, digits, spaces or -'),
    firstName: PersonName,
    middleName: z.string().trim().max(64).regex(/^(\p{L}[\p{L}\p{M} .'-]*)?$/u, NAME_RULE).default(''),
    lastName: PersonName,
    birthDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD'),
    photoFileId: FileId,
    selfieFileId: FileId,
  }),
  response: KycState,
});

/** An identity submission as the server takes it (addKyc's body, middleName defaulted). */
export type KycSubmission = z.infer<typeof addKyc.body>;

export const kyc = defineCall({
  name: 'kyc', anonymous: false,
  summary: 'The player\'s identity verification state: none, pending, approved, or rejected with the reason.',
  body: z.object({}),
  response: KycState,
});

/** The KYC calls, in the order of the call list (calls/index.ts). */
export const kycCalls = { uploadKyc, addKyc, kyc } as const;

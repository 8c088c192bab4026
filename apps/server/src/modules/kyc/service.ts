import { createHash, randomBytes } from 'node:crypto';
import { isOfAge, isRealDate, KYC_DUE_DAYS, KycErrcode, Limits } from '@casino/contract';
import type { KycFileKind, KycState, KycSubmission } from '@casino/contract';
import type { Clock } from '../../platform/clock.ts';
import { DAY_MS } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { isUniqueViolation } from '../../platform/db.ts';
import type { EventPublisher } from '../../platform/events.ts';
import { badInputRefusal, refusal } from '../../platform/refusal.ts';
import type { Refusal } from '../../platform/refusal.ts';
import { OperatorRefusal, recordAudit } from '../audit/index.ts';
import { sniffImage } from './files.ts';
import type { KycStorage } from './files.ts';
import * as store from './store.ts';
import type { KycFileRow, SubmissionRow } from './store.ts';
import { hasApprovedKyc, kycStatusOf } from './status.ts';

/**
 * Identity verification (docs/decisions/036): the player uploads an ID photo and a selfie,
 * then submits the ID details; an operator approves or rejects with a reason. Approved KYC is
 * required before the first withdrawal. Players reach only their own files, and never their
 * content: nothing serves a file back.
 */

/** Uploads not yet used by a submission a player may hold per day (a disk-filling guard). */
export const MAX_UNUSED_UPLOADS_PER_DAY = 10;
const PH_OFFSET_MS = 8 * 60 * 60 * 1000;

/** An image over the limit (2131): the service and the upload route's body limit refuse alike. */
export const fileTooLarge = (maxFileBytes: number): Refusal =>
  refusal(KycErrcode.KycFileTooLarge, `The image must be at most ${Math.floor(maxFileBytes / (1024 * 1024))} MB`);

const maskIdNumber = (id: string) => {
  const compact = id.replace(/[\s-]/g, '');
  return `${'*'.repeat(Math.max(0, compact.length - 4))}${compact.slice(-4)}`;
};

/** A real calendar date, not in the future. */
function checkBirthDate(birthDate: string, today: string): void {
  if (!isRealDate(birthDate)) throw badInputRefusal('birthDate', 'must be a real date (YYYY-MM-DD)');
  if (birthDate > today) throw badInputRefusal('birthDate', 'must not be in the future');
}

export type KycService = ReturnType<typeof createKycService>;

export interface KycDeps {
  db: Db;
  clock: Clock;
  storage: KycStorage;
  maxFileBytes: number;
  /** kycDecided goes out inside the review's transaction. */
  events: EventPublisher;
}

export function createKycService(deps: KycDeps) {
  const { db, clock, storage, events } = deps;
  const phToday = () => new Date(clock.now().getTime() + PH_OFFSET_MS).toISOString().slice(0, 10);

  async function state(playerId: number): Promise<KycState> {
    const [latest, registered] = await Promise.all([store.latestSubmission(db, playerId), store.playerCreatedAt(db, playerId)]);
    const dueTime = (registered ?? clock.now()).getTime() + KYC_DUE_DAYS * DAY_MS;
    if (!latest) return { status: 'none', reason: '', idType: null, idNumber: '', submitTime: null, reviewTime: null, dueTime };
    return {
      status: latest.status,
      reason: latest.reason,
      idType: latest.id_type,
      idNumber: maskIdNumber(latest.id_number),
      submitTime: new Date(latest.created_at).getTime(),
      reviewTime: latest.reviewed_at ? new Date(latest.reviewed_at).getTime() : null,
      dueTime,
    };
  }

  /** What the audit log keeps of a submission: its state, not the identity details. */
  const auditView = (s: SubmissionRow) => ({ status: s.status, reason: s.reason, playerId: Number(s.player_id) });

  async function review(id: number, operator: string, decision: 'approved' | 'rejected', reason: string): Promise<SubmissionRow> {
    if (decision === 'rejected' && reason.trim() === '') throw new OperatorRefusal('a reason is required to reject');
    return db.transaction(async (tx) => {
      const now = clock.now();
      const before = await store.lockSubmission(tx, id);
      if (!before) throw new OperatorRefusal(`no KYC submission ${id}`);
      if (before.status !== 'pending') throw new OperatorRefusal(`KYC submission ${id} is ${before.status}, not pending`);
      const after = await store.reviewSubmission(tx, id, decision, reason.trim(), operator, now);
      await recordAudit(tx, {
        operator, action: decision === 'approved' ? 'kyc.approve' : 'kyc.reject', subjectKind: 'kyc', subjectId: String(id),
        before: auditView(before), after: auditView(after), ...(reason.trim() ? { detail: { reason: reason.trim() } } : {}), at: now,
      });
      await events.publish(tx, 'kycDecided', {
        playerId: Number(after.player_id), submissionId: Number(after.id), approved: decision === 'approved', reason: after.reason, operator, at: now,
      });
      return after;
    });
  }

  return {
    maxFileBytes: deps.maxFileBytes,
    state,
    /** Where a player's verification stands (none, pending, approved, rejected), in the caller's transaction when given one. */
    kycStatusOf,
    /** hasKyc of the user info: the identity is verified. */
    hasApprovedKyc,
    /** Other players who submitted this ID number (flagged to operators: one account per person). */
    otherPlayersWithIdNumber: (q: Pick<Db, 'query'>, idNumber: string, playerId: number) => store.otherPlayersWithIdNumber(q, idNumber, playerId),
    /** The identity of the player's latest submission (checked against the restricted list at login); null when none. */
    async identityOf(q: Pick<Db, 'query'>, playerId: number): Promise<{ fullName: string; birthDate: string; idNumber: string } | null> {
      const latest = await store.latestSubmission(q, playerId);
      // Removed by the retention: nothing is left to compare.
      if (!latest || latest.redacted_at !== null) return null;
      const fullName = [latest.first_name, latest.middle_name, latest.last_name].filter((part) => part !== '').join(' ');
      return { fullName, birthDate: latest.birth_date, idNumber: latest.id_number };
    },

    /** uploadKyc: stores one image (JPEG, PNG or WebP by content) and answers its id. */
    async upload(playerId: number, kind: KycFileKind, bytes: Buffer): Promise<{ fileId: string; kind: KycFileKind; size: number; mime: string }> {
      if (bytes.length > deps.maxFileBytes) throw fileTooLarge(deps.maxFileBytes);
      const mime = sniffImage(bytes);
      if (mime === null) throw refusal(KycErrcode.KycFileType, 'The file must be a JPEG, PNG or WebP image');
      const now = clock.now();
      if ((await store.countUnusedFiles(db, playerId, new Date(now.getTime() - DAY_MS))) >= MAX_UNUSED_UPLOADS_PER_DAY) {
        throw refusal(KycErrcode.KycUploadLimit, 'Too many images uploaded; submit your details or try again tomorrow');
      }
      const storageName = await storage.save(bytes);
      const fileId = `kf_${randomBytes(16).toString('hex')}`;
      try {
        await store.insertFile(db, {
          id: fileId, player_id: playerId, kind, mime, size: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'), storage_name: storageName, created_at: now,
        });
      } catch (err) {
        await storage.remove(storageName);
        throw err;
      }
      return { fileId, kind, size: bytes.length, mime };
    },

    /** addKyc: the identity details with the two uploaded images, for review. */
    async submit(playerId: number, input: KycSubmission): Promise<KycState> {
      const today = phToday();
      checkBirthDate(input.birthDate, today);
      if (!isOfAge(input.birthDate, today)) throw refusal(KycErrcode.KycUnderAge, `Players must be ${Limits.minimumAge} or older`);
      if (input.photoFileId === input.selfieFileId) throw badInputRefusal('selfieFileId', 'must be another file than photoFileId');
      try {
        await db.transaction(async (tx) => {
          const latest = await store.latestSubmission(tx, playerId);
          if (latest?.status === 'pending') throw refusal(KycErrcode.KycAlreadyPending, 'Your identity verification is already being reviewed');
          if (latest?.status === 'approved') throw refusal(KycErrcode.KycAlreadyApproved, 'Your identity is already verified');
          const usable = (file: KycFileRow | undefined, kind: KycFileKind) => file !== undefined && file.kind === kind && file.submission_id === null;
          const photo = await store.lockOwnFile(tx, playerId, input.photoFileId);
          if (!usable(photo, 'idPhoto')) throw refusal(KycErrcode.KycFileNotFound, 'photoFileId: no unused ID photo of yours has that id');
          const selfie = await store.lockOwnFile(tx, playerId, input.selfieFileId);
          if (!usable(selfie, 'selfie')) throw refusal(KycErrcode.KycFileNotFound, 'selfieFileId: no unused selfie of yours has that id');
          const submission = await store.insertSubmission(tx, {
            playerId, idType: input.idType, idNumber: input.idNumber.trim(), firstName: input.firstName.trim(),
            middleName: input.middleName.trim(), lastName: input.lastName.trim(), birthDate: input.birthDate,
            photoFileId: input.photoFileId, selfieFileId: input.selfieFileId, at: clock.now(),
          });
          await store.attachFiles(tx, submission.id, [input.photoFileId, input.selfieFileId]);
          await events.publish(tx, 'kycSubmitted', {
            playerId, submissionId: Number(submission.id), birthDate: input.birthDate, idType: input.idType, idNumber: submission.id_number,
            fullName: [submission.first_name, submission.middle_name, submission.last_name].filter((part) => part !== '').join(' '),
            at: new Date(submission.created_at),
          });
        });
      } catch (err) {
        if (isUniqueViolation(err, store.ONE_OPEN_SUBMISSION)) throw refusal(KycErrcode.KycAlreadyPending, 'Your identity verification is already being reviewed');
        throw err;
      }
      return state(playerId);
    },

    // ---- operators ----
    listSubmissions: (status: SubmissionRow['status'] | undefined, limit: number) => store.listSubmissions(db, status, limit),
    approve: (id: number, operator: string) => review(id, operator, 'approved', ''),
    reject: (id: number, operator: string, reason: string) => review(id, operator, 'rejected', reason),

    /** An operator reads a submission's identity details; the read itself is audited. */
    async showSubmission(id: number, operator: string): Promise<SubmissionRow> {
      return db.transaction(async (tx) => {
        const submission = await store.lockSubmission(tx, id);
        if (!submission) throw new OperatorRefusal(`no KYC submission ${id}`);
        await recordAudit(tx, {
          operator, action: 'kyc.view', subjectKind: 'kyc', subjectId: String(id), before: null, after: null,
          detail: { playerId: Number(submission.player_id) }, at: clock.now(),
        });
        return submission;
      });
    },

    /** An operator reads an image; the read itself is audited. */
    async readFile(fileId: string, operator: string): Promise<{ file: KycFileRow; bytes: Buffer }> {
      const file = await store.findFile(db, fileId);
      if (!file) throw new OperatorRefusal(`no KYC file ${fileId}`);
      const bytes = await storage.read(file.storage_name);
      await recordAudit(db, {
        operator, action: 'kyc.readFile', subjectKind: 'kycFile', subjectId: fileId, before: null, after: null,
        detail: { playerId: Number(file.player_id), submissionId: file.submission_id === null ? null : Number(file.submission_id) }, at: clock.now(),
      });
      return { file, bytes };
    },
  };
}

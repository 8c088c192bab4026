/** The events the kyc module publishes, inside the transaction that makes them true. */
declare module '../../platform/events.ts' {
  interface DomainEvents {
    /** A player submitted their identity for review (the submission's transaction). */
    kycSubmitted: {
      playerId: number;
      submissionId: number;
      /** First, middle and last name as submitted, one space between. */
      fullName: string;
      /** YYYY-MM-DD. */
      birthDate: string;
      idType: string;
      idNumber: string;
      at: Date;
    };
    /** An operator approved or rejected a submission (the review's transaction, with its audit row). */
    kycDecided: {
      playerId: number;
      submissionId: number;
      approved: boolean;
      /** The operator's reason for a rejection; '' for an approval. */
      reason: string;
      /** Who decided, as the audit log names them. */
      operator: string;
      at: Date;
    };
  }
}

export {};

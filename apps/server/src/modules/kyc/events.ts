/** The events the kyc module publishes, inside the transaction that makes them true. */
declare module '../../platform/events.ts' {
  interface DomainEvents {
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

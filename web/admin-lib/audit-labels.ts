/** The Spanish descriptions live beside the vocabulary: the CSV export writes them too. */
export * from '@schemas/audit-labels';

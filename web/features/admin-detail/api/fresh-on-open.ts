/**
 * The detail dialogs show someone else's live data, which other staff (or the user) may have
 * changed since it was last read: each opening reads it again, showing what is cached meanwhile.
 */
export const FRESH_ON_OPEN = { refetchOnMount: 'always' } as const;

import { z } from 'zod';

/** GET /api/admin/chain-status: how far the balance follower has read the chain. */
export const chainStatus = z.object({
  /** The last block whose transfers are recorded (null: the follower has not started). */
  syncedBlock: z.number().int().nullable(),
  /** The chain's head as the follower last read it (every pass): the status never waits on the node. */
  headBlock: z.number().int().nullable(),
  lagBlocks: z.number().int().nullable(),
  lastSuccessAt: z.string().nullable(),
  /** The last pass's failure, until a pass succeeds. */
  lastError: z.string().nullable(),
  /** More than 10 minutes without a successful pass: the panel warns. */
  late: z.boolean(),
});
export type ChainStatus = z.infer<typeof chainStatus>;

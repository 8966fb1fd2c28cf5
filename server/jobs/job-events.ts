import { EventEmitter } from 'node:events';

/** One finished pass of a background job, for the metrics (docs/product/operations.md#metrics). */
export interface JobPass {
  job: string;
  ok: boolean;
  /** When it ended, in milliseconds since the epoch. */
  at: number;
}

/** Every job's passes in this process; listeners must be removed when their app closes. */
export const jobEvents = new EventEmitter<{ pass: [JobPass] }>();

import { adminWithdrawal, type AdminWithdrawal } from '@schemas/admin-withdrawals';

/**
 * A withdrawal order as the admin queue lists it, for component and API tests: pending, verified
 * creditor, one approval needed, staff may approve or reject; `changes` set what a test is about.
 */
export const anOrder = (changes: Partial<AdminWithdrawal> = {}): AdminWithdrawal =>
  adminWithdrawal.parse({
    id: 'o1',
    userId: 'u1',
    userEmail: 'ana@example.com',
    userName: 'Ana López',
    walletId: 'w1',
    walletName: 'Principal',
    walletAddress: '0x1111111111111111111111111111111111111111',
    withdrawalAddress: '0x2222222222222222222222222222222222222222',
    amount: '1250.5',
    status: 'pending',
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    rejectionReason: null,
    payoutTxHash: null,
    identity: 'verified',
    approvedBy: null,
    approvedAt: null,
    completedBy: null,
    completedAt: null,
    rejectedBy: null,
    rejectedAt: null,
    cancelledBy: null,
    cancelledAt: null,
    assignee: null,
    destinationProblem: null,
    approvals: [],
    requiredApprovals: 1,
    signals: [],
    allowedMoves: ['approved', 'rejected'],
    ...changes,
  });

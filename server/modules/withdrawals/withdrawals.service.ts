import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import type {
  AdminWithdrawal,
  RejectWithdrawalInput,
  WithdrawalQueue,
  WithdrawalQueueQuery,
} from '@schemas/admin-withdrawals';
import { identityStatus } from '@schemas/identity-status';
import {
  formatUsdt,
  formatUsdtExact,
  isPositiveAmount,
  orderableUsdt,
  sameAmount,
} from '@schemas/money';
import {
  PENDING_WITHDRAWAL,
  PROFILE_REQUIRED,
  withdrawalStatus,
  type CreateWithdrawalInput,
  type CreatedWithdrawal,
  type DestinationCheck,
  type DestinationCheckInput,
  type WithdrawalListItem,
  type WithdrawalStatus,
} from '@schemas/withdrawals';
import { payoutFrozenMessage } from '@schemas/payout-safety';
import type { ChainClient } from '../../adapters/chain';
import { insertAccountEvent } from '../account/account.service';
import { placeOf, type RequestOrigin } from '../account/client-place';
import { activeFreeze } from '../account/payout-freeze';
import type { Clock } from '../../adapters/clock';
import type { Db, DbOrTx } from '../../db/client';
import { cursorPart, decodeCursor, toPage } from '../../db/keyset';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../errors';
import type { ReadForSession } from '../auth/auth.service';
import { assertMayAct } from '../assignment/assignment-guard';
import type { StaffActor } from '../audit/staff-actor';
import { findUserById } from '../users/users.service';
import { USER_NOT_FOUND } from '../users/user-admin.service';
import { UNKNOWN_WALLET } from '../wallets/wallet-admin.service';
import { findWalletWithOwner } from '../wallets/wallets.service';
import type { MailOutbox } from '../mail/outbox.service';
import {
  parseDestination,
  refusedDestination,
  type DestinationRules,
} from './withdrawal-destination';
import {
  assertCanMove,
  moveWithdrawal,
  type MovedWithdrawal,
  openWithdrawal,
  PAYOUT_ALREADY_USED,
  PAYOUT_REQUIRED,
  requiredApprovals,
  staffMoves,
  WITHDRAWAL_NOT_FOUND,
} from './withdrawal-workflow';
import { withdrawalFilterConditions } from './withdrawal-filters';
import { checkPayoutProof } from './payout-proof';
import { riskSignals } from './risk-signals';
import { withdrawalRegisteredMail, withdrawalStatusMail } from './withdrawal-mail';
import {
  countOpenOrders,
  findOrderPaidBy,
  findWalletOwnerEmail,
  findOwnWalletForWithdrawal,
  findWithdrawal,
  hasOpenWithdrawal,
  listAdminOrders,
  listApprovals,
  listQueuePage,
  orderAssigneeCondition,
  listWithdrawalsForSession,
  lockIdentityFacts,
  type AdminWithdrawalRow,
  type WithdrawalItemRow,
} from './withdrawals.repo';

export const WALLET_NOT_FOUND = 'La cartera solicitada no existe o no tienes acceso a ella.';

const toListItem = (row: WithdrawalItemRow): WithdrawalListItem => ({
  id: row.id,
  walletId: row.walletId,
  status: withdrawalStatus.parse(row.status),
  createdAt: row.createdAt.toISOString(),
  amount: row.amount,
  withdrawalAddress: row.withdrawalAddress,
  wallet: row.walletAddress === null ? null : { name: row.walletName, address: row.walletAddress },
  rejectionReason: row.rejectionReason,
  payoutTxHash: row.payoutTxHash,
});

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** Whose wallet of ours an address is, seen from the creditor of an order. */
const walletOf = (ownerEmail: string | null | undefined, creditorEmail: string) =>
  ownerEmail == null ? undefined : ownerEmail === creditorEmail ? 'creditor' : 'someone-else';

/** What the staff view of an order adds to its row: its approvals and how many it needs. */
interface AdminExtras {
  rules: DestinationRules;
  approvals: { by: string; at: Date }[];
  requiredApprovals: number;
  /** PAYOUT_FREEZE_HOURS: how far back a reset flagged the orders before it. */
  freezeHours: number;
}

const toAdminWithdrawal = (
  { withdrawal: w, ...row }: AdminWithdrawalRow,
  { rules, approvals, requiredApprovals, freezeHours }: AdminExtras,
): AdminWithdrawal => ({
  id: w.id,
  userId: w.userId,
  userEmail: row.userEmail,
  userName: row.userName,
  walletId: w.walletId,
  walletName: row.walletName,
  walletAddress: row.walletAddress,
  withdrawalAddress: w.withdrawalAddress,
  amount: w.amount,
  status: withdrawalStatus.parse(w.status),
  allowedMoves: staffMoves(withdrawalStatus.parse(w.status)),
  createdAt: w.createdAt.toISOString(),
  updatedAt: w.updatedAt.toISOString(),
  rejectionReason: w.rejectionReason,
  payoutTxHash: w.payoutTxHash,
  identity: identityStatus(row.identity),
  approvedBy: w.approvedBy,
  approvedAt: iso(w.approvedAt),
  completedBy: w.completedBy,
  completedAt: iso(w.completedAt),
  rejectedBy: w.rejectedBy,
  rejectedAt: iso(w.rejectedAt),
  cancelledBy: w.cancelledBy,
  cancelledAt: iso(w.cancelledAt),
  destinationProblem:
    refusedDestination(w.withdrawalAddress, rules, {
      sourceWallet: row.walletAddress ?? '',
      walletOf: walletOf(row.destinationOwner, row.userEmail),
    }) ?? null,
  approvals: approvals.map((a) => ({ by: a.by, at: a.at.toISOString() })),
  requiredApprovals,
  signals: riskSignals({ withdrawal: w, ...row }, freezeHours),
  assignee: w.assigneeId && row.assigneeName ? { id: w.assigneeId, name: row.assigneeName } : null,
});

/** What the profile still lacks for an order, in the user's words. */
function missingForOrder(facts: Parameters<typeof identityStatus>[0]) {
  const blank = (value: string | null) => !value?.trim();
  const missing = [
    blank(facts.fullName) && 'tu nombre completo',
    blank(facts.cellphone) && 'tu teléfono',
    (blank(facts.idPhotoFront) || blank(facts.idPhotoBack)) && 'las dos fotos de tu identificación',
  ].filter((part): part is string => typeof part === 'string');
  const list =
    missing.length > 1 ? `${missing.slice(0, -1).join(', ')} y ${missing.at(-1)}` : missing[0];
  return `${PROFILE_REQUIRED}: falta ${list}.`;
}

const queueKey = z.tuple([cursorPart.exactTimestamp, cursorPart.id]);

/** Staff's words on a move: the rejection's reason, the completed order's payout; the rules an approval checks. */
interface MoveDetails {
  reason?: string;
  payoutTxHash?: `0x${string}`;
  expectedFrom?: WithdrawalStatus;
  destinationRules?: DestinationRules;
  dualApprovalUsdt?: string;
}

interface Requester {
  id: string;
  email: string;
}

export function createWithdrawalsService({
  db,
  clock,
  outbox,
  appName,
  destinationRules,
  dualApprovalUsdt,
  freezeHours,
  chain,
  readForSession,
}: {
  db: Db;
  clock: Clock;
  outbox: MailOutbox;
  appName: string;
  /** The USDT contract and the operator's blocked addresses: never withdrawal destinations. */
  destinationRules: DestinationRules;
  /** Orders of at least this many USDT need two staff approvals (PAYOUT_DUAL_APPROVAL_USDT). */
  dualApprovalUsdt: string;
  /** PAYOUT_FREEZE_HOURS: the orders a reset flags, as staff read them. */
  freezeHours: number;
  /** Reads payout transactions (proofs) and gives the explorer for the links. */
  chain: ChainClient;
  /** Checks a session the way the session guard does (GET /api/withdrawals reads without it). */
  readForSession: ReadForSession;
}) {
  /** Staff views of these orders, with their approvals read in one query. */
  async function toAdmin(rows: AdminWithdrawalRow[]) {
    const approvals = await listApprovals(
      db,
      rows.map((r) => r.withdrawal.id),
    );
    return rows.map((row) =>
      toAdminWithdrawal(row, {
        rules: destinationRules,
        approvals: approvals.filter((a) => a.withdrawalId === row.withdrawal.id),
        requiredApprovals: requiredApprovals(row.withdrawal.amount, dualApprovalUsdt),
        freezeHours,
      }),
    );
  }

  /**
   * The destination checksummed, or a Spanish 400 saying why it cannot receive; the wallet must
   * be the user's (404).
   */
  async function checkDestination(
    tx: DbOrTx,
    user: Requester,
    input: DestinationCheckInput,
    wallet: { address: string } | undefined,
  ) {
    const parsed = parseDestination(input.withdrawalAddress);
    if ('refused' in parsed) throw badRequest(parsed.refused);
    if (!wallet) throw notFound(WALLET_NOT_FOUND);
    const refused = refusedDestination(parsed.address, destinationRules, {
      sourceWallet: wallet.address,
      walletOf: walletOf(await findWalletOwnerEmail(tx, parsed.address), user.email),
    });
    if (refused) throw badRequest(refused);
    return parsed.address;
  }

  const payoutUrl = (hash: string | null) => (hash ? `${chain.explorerUrl}/tx/${hash}` : null);

  async function adminOrder(id: string): Promise<AdminWithdrawal> {
    const [row] = await listAdminOrders(db, { id });
    if (!row) throw notFound(WITHDRAWAL_NOT_FOUND);
    const [order] = await toAdmin([row]);
    return order!;
  }

  /** The e-mail telling the creditor of a move, queued in the move's transaction. */
  const queueStatusMail = (tx: DbOrTx, moved: MovedWithdrawal) =>
    outbox.queue(
      tx,
      withdrawalStatusMail(
        {
          appName,
          to: moved.userEmail,
          amount: moved.withdrawal.amount,
          walletName: moved.walletName,
          walletAddress: moved.walletAddress,
          destination: moved.withdrawal.withdrawalAddress,
        },
        withdrawalStatus.parse(moved.withdrawal.status),
        {
          reason: moved.withdrawal.rejectionReason,
          payoutUrl: payoutUrl(moved.withdrawal.payoutTxHash),
        },
      ),
    );

  /** One workflow move and the e-mail telling the user, in one transaction; sent after it. */
  async function move(id: string, to: WithdrawalStatus, staff: StaffActor, details: MoveDetails) {
    const mailId = await db.transaction(async (tx) => {
      const moved = await moveWithdrawal(tx, {
        withdrawalId: id,
        to,
        ...staff,
        at: clock.now(),
        ...details,
      });
      // A first approval of two changes nothing the creditor sees: no e-mail yet.
      return moved.statusChanged ? queueStatusMail(tx, moved) : undefined;
    });
    if (mailId) await outbox.deliver(mailId);
    return adminOrder(id);
  }

  return {
    /** GET /api/withdrawals: checks the session in the same query; 401 without a live session. */
    async listForSession(token: string | undefined): Promise<WithdrawalListItem[]> {
      const rows = await readForSession(token, (live) => listWithdrawalsForSession(db, live));
      if (!rows) throw unauthorized();
      return rows.map(toListItem);
    },

    /** Every destination rule for an order from this wallet (the destination step asks first). */
    async checkDestination(
      user: Requester,
      input: DestinationCheckInput,
    ): Promise<DestinationCheck> {
      const wallet = await findOwnWalletForWithdrawal(db, input.walletId, user.email);
      return { withdrawalAddress: await checkDestination(db, user, input, wallet) };
    },

    /**
     * Registers an order for the wallet's balance cut to USDT's 6 decimals (what lies below
     * stays on the wallet) and tells the user by e-mail. Needs a complete profile.
     */
    async create(
      user: Requester,
      input: CreateWithdrawalInput,
      from?: RequestOrigin,
    ): Promise<CreatedWithdrawal> {
      const at = clock.now();
      const { withdrawal, wallet, mailId } = await db.transaction(async (tx) => {
        const wallet = await findOwnWalletForWithdrawal(tx, input.walletId, user.email);
        const destination = await checkDestination(tx, user, input, wallet);
        if (!wallet) throw notFound(WALLET_NOT_FOUND);
        const facts = await lockIdentityFacts(tx, user.id);
        // The user row is share-locked: a reset committing meanwhile is seen or waits for this order.
        const frozenUntil = activeFreeze(facts?.payoutFrozenUntil ?? null, at);
        if (frozenUntil) throw forbidden(payoutFrozenMessage(frozenUntil));
        if (!facts || identityStatus(facts) === 'incomplete') {
          throw forbidden(facts ? missingForOrder(facts) : `${PROFILE_REQUIRED}.`);
        }
        const balance = wallet.pretokenizedBalance;
        const amount = orderableUsdt(balance);
        if (!isPositiveAmount(amount)) {
          throw badRequest(
            isPositiveAmount(balance)
              ? `Esta cartera no tiene fondos para retirar: su saldo de ${formatUsdtExact(balance)} es menor que 0.000001 USDT, lo mínimo que USDT puede transferir.`
              : 'Esta cartera no tiene fondos para retirar',
          );
        }
        if (await hasOpenWithdrawal(tx, wallet.id)) throw conflict(PENDING_WITHDRAWAL);
        // The screen showed the whole balance or the cut amount; anything else is out of date.
        if (
          input.amount &&
          !sameAmount(input.amount, balance) &&
          !sameAmount(input.amount, amount)
        ) {
          throw badRequest(
            `El saldo de la cartera cambió: el retiro ahora es de ${formatUsdt(amount)}. Revisa el monto y confirma de nuevo.`,
          );
        }
        const withdrawal = await openWithdrawal(tx, {
          userId: user.id,
          walletId: wallet.id,
          withdrawalAddress: destination,
          amount,
          actor: `user:${user.id}`,
          at,
        });
        await insertAccountEvent(tx, {
          userId: user.id,
          kind: 'withdrawal-placed',
          at,
          ...placeOf(from),
        });
        const mailId = await outbox.queue(
          tx,
          withdrawalRegisteredMail({
            appName,
            to: user.email,
            amount: withdrawal.amount,
            walletName: wallet.name,
            walletAddress: wallet.address,
            destination,
          }),
        );
        return { withdrawal, wallet, mailId };
      });
      const mail = await outbox.deliver(mailId);
      // The order stands either way; the user is told when the confirmation could not go out yet.
      return {
        ...toListItem({ ...withdrawal, walletName: wallet.name, walletAddress: wallet.address }),
        emailSent: mail.sent,
      };
    },

    /**
     * The creditor cancels their own pending order (docs/product/withdrawals.md#cancelling-an-order):
     * the wallet is available again. Racing an approval or another cancel, the order's row lock
     * lets one win; the other answers 409.
     */
    async cancel(user: Requester, id: string, from?: RequestOrigin): Promise<WithdrawalListItem> {
      const at = clock.now();
      const { moved, mailId } = await db.transaction(async (tx) => {
        const moved = await moveWithdrawal(tx, {
          withdrawalId: id,
          to: 'cancelled',
          actor: `user:${user.id}`,
          at,
        });
        await insertAccountEvent(tx, {
          userId: user.id,
          kind: 'withdrawal-cancelled',
          at,
          ...placeOf(from),
        });
        return { moved, mailId: await queueStatusMail(tx, moved) };
      });
      await outbox.deliver(mailId);
      const { withdrawal, walletName, walletAddress } = moved;
      return toListItem({ ...withdrawal, walletName, walletAddress });
    },

    /** Every order of a user, or of a wallet, newest first (admin detail dialogs). */
    async listForAdmin(owner: { userId: string } | { walletId: string }) {
      const exists =
        'userId' in owner
          ? await findUserById(db, owner.userId)
          : await findWalletWithOwner(db, { id: owner.walletId });
      if (!exists) throw notFound('userId' in owner ? USER_NOT_FOUND : UNKNOWN_WALLET);
      return toAdmin(await listAdminOrders(db, owner));
    },

    /** The staff queue: one status (default: pending and approved), oldest first, by cursor. */
    async queue(query: WithdrawalQueueQuery, meId: string): Promise<WithdrawalQueue> {
      const after = query.cursor ? decodeCursor(query.cursor, queueKey) : undefined;
      const rows = await listQueuePage(
        db,
        [...withdrawalFilterConditions(query), orderAssigneeCondition(query.assignee, meId)].filter(
          (condition): condition is SQL => condition !== undefined,
        ),
        after && { at: after[0], id: after[1] },
        query.limit + 1,
        query.order === 'desc',
      );
      const page = toPage(rows, query.limit, (r) => [r.createdAtKey, r.withdrawal.id]);
      return {
        withdrawals: await toAdmin(page.items),
        counts: await countOpenOrders(db),
        hasMore: page.hasMore,
        nextCursor: page.nextCursor,
      };
    },

    /** One order as staff see it (GET /api/admin/withdrawals/:id). */
    order: adminOrder,

    /** One staff approval; the order becomes approved with the last one it needs. */
    approve: (id: string, staff: StaffActor) =>
      move(id, 'approved', staff, { destinationRules, dualApprovalUsdt }),

    reject: (id: string, staff: StaffActor, { reason, from }: RejectWithdrawalInput) =>
      move(id, 'rejected', staff, { reason, expectedFrom: from }),

    /**
     * Completes an approved order with the payout's hash, checked before anything is written:
     * unused by another order, and on chain the exact amount to the destination (payout-proof.ts).
     */
    async complete(id: string, staff: StaffActor, payoutTxHash: `0x${string}` | undefined) {
      if (!payoutTxHash) throw badRequest(PAYOUT_REQUIRED);
      const order = await findWithdrawal(db, id);
      if (!order) throw notFound(WITHDRAWAL_NOT_FOUND);
      // Refused before asking the chain; checked again under the lock (docs/decisions/assignment.md).
      await assertMayAct(db, { kind: 'withdrawal', assigneeId: order.assigneeId }, staff.actor);
      assertCanMove(withdrawalStatus.parse(order.status), 'completed');
      if (await findOrderPaidBy(db, payoutTxHash, id)) throw conflict(PAYOUT_ALREADY_USED);
      await checkPayoutProof(chain, order, payoutTxHash);
      return move(id, 'completed', staff, { payoutTxHash });
    },
  };
}

export type WithdrawalsService = ReturnType<typeof createWithdrawalsService>;

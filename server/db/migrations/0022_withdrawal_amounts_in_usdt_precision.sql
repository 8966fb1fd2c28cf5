-- Who approved, completed or rejected each existing order, and when: from the audit log (the
-- last entry of each move; 'admin:<username>' becomes the username).
UPDATE "withdrawals" w SET "approved_by" = CASE WHEN a."actor" LIKE 'admin:%' THEN substr(a."actor", 7) ELSE a."actor" END, "approved_at" = a."created_at"
FROM (SELECT DISTINCT ON ("target") "target", "actor", "created_at" FROM "audit_log" WHERE "action" = 'withdrawal.approved' ORDER BY "target", "created_at" DESC) a
WHERE a."target" = 'withdrawal:' || w."id"::text;--> statement-breakpoint
UPDATE "withdrawals" w SET "completed_by" = CASE WHEN a."actor" LIKE 'admin:%' THEN substr(a."actor", 7) ELSE a."actor" END, "completed_at" = a."created_at"
FROM (SELECT DISTINCT ON ("target") "target", "actor", "created_at" FROM "audit_log" WHERE "action" = 'withdrawal.completed' ORDER BY "target", "created_at" DESC) a
WHERE a."target" = 'withdrawal:' || w."id"::text;--> statement-breakpoint
UPDATE "withdrawals" w SET "rejected_by" = CASE WHEN a."actor" LIKE 'admin:%' THEN substr(a."actor", 7) ELSE a."actor" END, "rejected_at" = a."created_at"
FROM (SELECT DISTINCT ON ("target") "target", "actor", "created_at" FROM "audit_log" WHERE "action" = 'withdrawal.rejected' ORDER BY "target", "created_at" DESC) a
WHERE a."target" = 'withdrawal:' || w."id"::text;--> statement-breakpoint
-- An order is for an amount USDT can carry (6 decimals): every order with more is cut, with an
-- audit entry each. What was cut stays on the wallet: an open order has not lowered the balance
-- yet, and a completed one gives the part no USDT transfer could have paid back to its wallet.
INSERT INTO "audit_log" ("actor", "action", "target", "user_id", "details")
SELECT 'system', 'withdrawal.amount_cut', 'withdrawal:' || "id"::text, "user_id",
  jsonb_build_object(
    'from', "amount"::text,
    'amount', trunc("amount", 6)::text,
    'leftOnWallet', ("amount" - trunc("amount", 6))::text,
    'status', "status",
    'walletId', "wallet_id",
    'returnedToWallet', "status" = 'completed' AND "wallet_id" IS NOT NULL)
FROM "withdrawals" WHERE "amount" <> trunc("amount", 6);--> statement-breakpoint
UPDATE "wallets" SET "pretokenized_balance" = "pretokenized_balance" + d."rest"
FROM (SELECT "wallet_id", sum("amount" - trunc("amount", 6)) AS "rest" FROM "withdrawals"
      WHERE "status" = 'completed' AND "wallet_id" IS NOT NULL AND "amount" <> trunc("amount", 6)
      GROUP BY "wallet_id") d
WHERE "wallets"."id" = d."wallet_id";--> statement-breakpoint
UPDATE "users" u SET "total_balance" = (SELECT coalesce(sum("pretokenized_balance"), 0) FROM "wallets" WHERE "user_email" = u."email")::numeric(15,2)
WHERE u."email" IN (SELECT w."user_email" FROM "wallets" w JOIN "withdrawals" o ON o."wallet_id" = w."id"
                    WHERE o."status" = 'completed' AND o."amount" <> trunc(o."amount", 6));--> statement-breakpoint
UPDATE "withdrawals" SET "amount" = trunc("amount", 6) WHERE "amount" <> trunc("amount", 6);

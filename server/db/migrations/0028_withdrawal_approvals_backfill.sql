-- Orders approved before approvals were counted keep their one approval (who and when) as a row,
-- so the queue's 'Aprobaciones' reads the same for old and new orders.
INSERT INTO "withdrawal_approvals" ("withdrawal_id", "approved_by", "approved_at")
SELECT "id", "approved_by", "approved_at" FROM "withdrawals"
WHERE "approved_by" IS NOT NULL AND "approved_at" IS NOT NULL
ON CONFLICT DO NOTHING;

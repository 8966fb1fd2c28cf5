-- Rows the old retry loop stopped trying (10 attempts) are given up, as the new outbox marks them.
UPDATE "mail_outbox" SET "gave_up_at" = "next_attempt_at" WHERE "sent_at" IS NULL AND "attempts" >= 10;

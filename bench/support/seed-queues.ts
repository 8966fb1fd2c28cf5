import type pg from 'pg';

/**
 * Long lists for the mediation board and the withdrawal queue, written straight into the
 * database (what bench:admin-ui measures and the browser tests scroll: not how cases and orders
 * are made, which the API tests cover). `emailLike` picks the users (a LIKE pattern).
 */

/**
 * Puts every matching user not in mediation into `stage`, one minute apart (the oldest first in
 * the stage's order), as an invitation would (selected, stage, entry time).
 */
export async function seedStageCases(client: pg.ClientBase, emailLike: string, stage: string) {
  const { rowCount } = await client.query(
    `update users u
        set selected_for_mediation = 1, mediation_status = $2,
            mediation_stage_at = now() - n.rank * interval '1 minute'
       from (select id, row_number() over (order by email) as rank
               from users where email like $1 and mediation_status is null) n
      where u.id = n.id`,
    [emailLike, stage],
  );
  return rowCount ?? 0;
}

/**
 * One pending withdrawal order for each wallet of the matching users that has no open one, each
 * to its own destination, one minute apart.
 */
export async function seedPendingOrders(client: pg.ClientBase, emailLike: string) {
  const { rowCount } = await client.query(
    `insert into withdrawals (user_id, wallet_id, withdrawal_address, amount, status, created_at)
     select u.id, w.id, '0x' || lpad(to_hex(w.rank), 40, '0'), (100 + w.rank % 900 || '.25')::numeric,
            'pending', now() - w.rank * interval '1 minute'
       from (select id, user_email, row_number() over (order by address) as rank
               from wallets
              where user_email like $1
                and id not in (select wallet_id from withdrawals
                                where wallet_id is not null and status in ('pending', 'approved'))) w
       join users u on u.email = w.user_email`,
    [emailLike],
  );
  return rowCount ?? 0;
}

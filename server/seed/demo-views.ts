import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { admins } from '../db/schema';
import { insertView } from '../modules/saved-views/saved-views.repo';

/** The demo's shared view of Usuarios (docs/product/staff-at-scale.md#lists-filters-and-saved-views). */
export const DEMO_SHARED_VIEW = {
  name: 'México con saldo > 1,000',
  list: 'users' as const,
  query: 'country=MX&minBalance=1000&sort=balance&order=desc',
  shared: true,
};

/** Saves the demo's shared view under `owner` (the demo admin). */
export async function seedDemoViews(tx: DbOrTx, owner: string) {
  const [admin] = await tx.select({ id: admins.id }).from(admins).where(eq(admins.username, owner));
  if (admin) await insertView(tx, { ...DEMO_SHARED_VIEW, ownerId: admin.id });
}

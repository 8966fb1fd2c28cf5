import { Suspense, useEffect, useState, type ComponentProps } from 'react';
import type { UserDetailDialog as UserDialog } from '@/features/admin-detail/components/user-detail-dialog';
import type { WalletDetailDialog as WalletDialog } from '@/features/admin-detail/components/wallet-detail-dialog';
import { loadablePage } from '@/lib/loadable-page';

const userDialog = loadablePage<ComponentProps<typeof UserDialog>>(() =>
  import('@/features/admin-detail/components/user-detail-dialog').then((m) => ({
    default: m.UserDetailDialog,
  })),
);
const walletDialog = loadablePage<ComponentProps<typeof WalletDialog>>(() =>
  import('@/features/admin-detail/components/wallet-detail-dialog').then((m) => ({
    default: m.WalletDetailDialog,
  })),
);

/**
 * True from the first time `open` is, so a dialog renders once it is first opened. Its code
 * loads before that, once the browser is idle after the list appeared, so a first open paints
 * as fast as the next ones instead of suspending (docs/decisions/admin-lists.md#what-a-frame-costs-and-opening-a-detail).
 */
function useOpenedOnce(open: boolean, preload: () => Promise<unknown>) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') return;
    const idle = requestIdleCallback(() => void preload().catch(() => undefined));
    return () => cancelIdleCallback(idle);
  }, [preload]);
  return opened;
}

/** The user detail dialog (then kept, to animate). */
export function UserDetailDialog(props: ComponentProps<typeof UserDialog>) {
  if (!useOpenedOnce(props.user !== null, userDialog.preload)) return null;
  return (
    <Suspense fallback={null}>
      <userDialog.Page {...props} />
    </Suspense>
  );
}

/** The wallet detail dialog (then kept, to animate). */
export function WalletDetailDialog(props: ComponentProps<typeof WalletDialog>) {
  if (!useOpenedOnce(props.wallet !== null, walletDialog.preload)) return null;
  return (
    <Suspense fallback={null}>
      <walletDialog.Page {...props} />
    </Suspense>
  );
}

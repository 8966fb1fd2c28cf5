import { lazy, Suspense, useState, type ComponentProps } from 'react';
import type { UserDetailDialog as UserDialog } from '@/features/admin-detail/components/user-detail-dialog';
import type { WalletDetailDialog as WalletDialog } from '@/features/admin-detail/components/wallet-detail-dialog';

const LazyUserDialog = lazy(() =>
  import('@/features/admin-detail/components/user-detail-dialog').then((m) => ({
    default: m.UserDetailDialog,
  })),
);
const LazyWalletDialog = lazy(() =>
  import('@/features/admin-detail/components/wallet-detail-dialog').then((m) => ({
    default: m.WalletDetailDialog,
  })),
);

/** True from the first time `open` is, so a dialog's code loads when it is first opened. */
function useOpenedOnce(open: boolean) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}

/** The user detail dialog, its code loaded the first time it opens (then kept, to animate). */
export function UserDetailDialog(props: ComponentProps<typeof UserDialog>) {
  if (!useOpenedOnce(props.user !== null)) return null;
  return (
    <Suspense fallback={null}>
      <LazyUserDialog {...props} />
    </Suspense>
  );
}

/** The wallet detail dialog, its code loaded the first time it opens (then kept, to animate). */
export function WalletDetailDialog(props: ComponentProps<typeof WalletDialog>) {
  if (!useOpenedOnce(props.wallet !== null)) return null;
  return (
    <Suspense fallback={null}>
      <LazyWalletDialog {...props} />
    </Suspense>
  );
}

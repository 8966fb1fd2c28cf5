import type { AdminWallet } from '@schemas/admin-wallets';
import { shortenAdminAddress } from '@/admin-lib/format';
import type { VirtualRowProps } from '@/admin-lib/virtual-rows';
import { CopyAddressButton } from '@/components/copy-address-button';
import { formatUsdt } from '@schemas/money';

interface WalletRowProps {
  wallet: AdminWallet;
  /** Its place in a virtual list (web/admin-lib/virtual-rows.tsx). */
  rowProps?: VirtualRowProps;
  /** Opens the wallet detail (the page renders the dialog). */
  onOpen: (wallet: AdminWallet) => void;
}

/**
 * One wallet of the Carteras list (docs/product/admin-panel.md#wallets-tab): owner, shortened address with copy, 'Sin
 * Tokenizar' balance. A click anywhere but the copy button opens the detail; the owner's name
 * is a button, so the keyboard reaches it.
 */
export function WalletRow({ wallet, rowProps, onOpen }: WalletRowProps) {
  return (
    // A click anywhere on the row is for the mouse; the keyboard gets the button inside.
    <li
      {...rowProps}
      data-testid="wallet-row"
      onClick={() => onOpen(wallet)}
      className="flex cursor-pointer flex-col gap-2 rounded-lg border border-border bg-card p-3 shadow-card hover:border-input sm:p-4 lg:flex-row lg:items-center lg:gap-6"
    >
      <button
        type="button"
        className="min-w-0 flex-1 cursor-pointer rounded-md text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <span className="block truncate font-semibold" title={wallet.userName}>
          {wallet.userName}
        </span>
        <span className="block truncate text-sm text-muted-foreground" title={wallet.userEmail}>
          {wallet.userEmail}
        </span>
      </button>
      <div className="flex items-center gap-1 lg:w-80">
        <span className="min-w-0">
          <span className="block font-mono text-sm" title={wallet.address}>
            {shortenAdminAddress(wallet.address)}
          </span>
          <span className="block truncate text-xs text-muted-foreground">
            {wallet.name || 'Sin nombre'}
          </span>
        </span>
        {/* Copying must not open the detail. */}
        <span className="ml-auto lg:ml-0" onClick={(e) => e.stopPropagation()}>
          <CopyAddressButton
            address={wallet.address}
            variant="ghost"
            copiedDescription="Dirección de cartera copiada al portapapeles"
          />
        </span>
      </div>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 border-t border-border/70 pt-2 lg:w-60 lg:flex-col lg:items-end lg:gap-0 lg:border-0 lg:pt-0">
        <span className="text-xs text-muted-foreground">Sin Tokenizar</span>
        <span className="font-semibold whitespace-nowrap tabular">
          {formatUsdt(wallet.balanceSinTokenizar)}
        </span>
      </div>
    </li>
  );
}

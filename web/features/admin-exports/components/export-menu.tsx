import { ChevronDown, Download, FileSpreadsheet } from 'lucide-react';
import { ADMIN_EXPORTS } from '@schemas/admin-exports';
import { Button } from '@/components/ui/button';
import { DropdownMenu } from '@/components/ui/dropdown-menu';
import { useDownloadExport } from '../api/download-export';

/** The header's export menu (owners): users, wallets or withdrawals as CSV. */
export function ExportMenu({ className }: { className?: string }) {
  const download = useDownloadExport();
  return (
    <DropdownMenu
      trigger={
        <Button
          variant="outline"
          className={className}
          pending={download.isPending}
          pendingLabel="Exportando..."
        >
          <Download aria-hidden />
          Exportar
          <ChevronDown aria-hidden />
        </Button>
      }
    >
      {(Menu) => (
        <Menu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-56 rounded-lg border border-border bg-card p-1 text-card-foreground shadow-card"
        >
          <Menu.Label className="px-3 py-2 text-xs font-semibold text-muted-foreground">
            Descargar CSV
          </Menu.Label>
          {ADMIN_EXPORTS.map(({ kind, label }) => (
            <Menu.Item
              key={kind}
              onSelect={() => download.mutate(kind)}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-3 text-sm outline-none select-none data-[highlighted]:bg-muted"
            >
              <FileSpreadsheet className="size-4 text-primary" aria-hidden />
              {label} (CSV)
            </Menu.Item>
          ))}
        </Menu.Content>
      )}
    </DropdownMenu>
  );
}

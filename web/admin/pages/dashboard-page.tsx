import { Search, Users, Wallet } from 'lucide-react';
import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { loadablePage } from '@/lib/loadable-page';
import { useSearchParams } from 'wouter';
import { useCan } from '@/admin-lib/use-admin-session';
import { useTabScrollMemory } from '@/admin-lib/use-tab-scroll-memory';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { UserDetailDialog, WalletDetailDialog } from '../components/detail-dialogs';
import type { AdminUserRef, AdminWalletRef } from '@/features/admin-detail/types';
import { ChainStatusLine } from '@/features/admin-chain-status/components/chain-status-line';
import { ExportMenu } from '@/features/admin-exports/components/export-menu';
import { IdentitiesToVerify } from '@/features/admin-identities/components/identities-to-verify';
import { MailOutboxStatusLine } from '@/features/admin-mail-outbox/components/mail-outbox-status';
import { MediationPanel } from '@/features/admin-mediation/components/mediation-panel';
import { OverdueCases } from '@/features/admin-mediation/components/overdue-cases';
import { ViewsMenu } from '@/features/admin-saved-views/components/views-menu';
import { StatsCards } from '@/features/admin-stats/components/stats-cards';
import { TestEmailButton } from '@/features/admin-test-email/components/test-email-button';
import { AdminLayout, PAGE_ACTION } from '../components/admin-layout';

// Each tab is its own chunk, loaded the first time it is opened, or before a page the server
// rendered hydrates (`preloadParts`).
const tabs = {
  usuarios: loadablePage(() => import('@/features/admin-users/components/users-tab')),
  carteras: loadablePage(() => import('@/features/admin-wallets/components/wallets-tab')),
  busqueda: loadablePage(() => import('@/features/admin-users/components/search-tab')),
};
const UsersTab = tabs.usuarios.Page;
const WalletsTab = tabs.carteras.Page;
const SearchTab = tabs.busqueda.Page;
// Only operators pick users, and only once they do: the bar loads then.
const BulkActionBar = lazy(() =>
  import('@/features/admin-bulk-jobs/components/bulk-action-bar').then((m) => ({
    default: m.BulkActionBar,
  })),
);

type TabId = 'usuarios' | 'carteras' | 'busqueda';

/** The tab an address opens ('Usuarios' unless it names another). */
const tabOf = (asked: string | null): TabId =>
  asked && Object.hasOwn(tabs, asked) ? (asked as TabId) : 'usuarios';

/** The open tab's code, so the page the server rendered hydrates whole. */
export const preloadParts = (search: string) =>
  tabs[tabOf(new URLSearchParams(search).get('tab'))].preload();

const TABS: { id: TabId; label: string; icon: ReactNode; loading: string }[] = [
  { id: 'usuarios', label: 'Usuarios', icon: <Users />, loading: 'Cargando usuarios...' },
  { id: 'carteras', label: 'Carteras', icon: <Wallet />, loading: 'Cargando carteras...' },
  { id: 'busqueda', label: 'Búsqueda', icon: <Search />, loading: 'Cargando búsqueda...' },
];

/**
 * /{prefix}/dashboard (docs/product/admin-panel.md#dashboard): the screen's actions by role, the five statistics, the mail
 * outbox and chain follower lines, and the Usuarios,
 * Carteras and Búsqueda tabs. A tab once opened stays mounted (hidden when not shown), so each
 * list keeps its pages and its place; rows open the detail dialogs rendered here.
 */
export default function DashboardPage() {
  const canAct = useCan('operator');
  const canExport = useCan('owner');
  // The tab and the lists' filters live in the address: a link is a view, Back and reload work
  // (docs/decisions/admin-lists.md#url-state-and-saved-views-on-the-server).
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const [opened, setOpened] = useState<ReadonlySet<TabId>>(() => new Set([tab]));
  if (!opened.has(tab)) setOpened(new Set([...opened, tab]));
  const [user, setUser] = useState<AdminUserRef | null>(null);
  const [wallet, setWallet] = useState<AdminWalletRef | null>(null);
  const tabsRef = useRef<HTMLDivElement>(null);
  const tabsTop = useCallback(
    () => (tabsRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY,
    [],
  );
  const leavingTab = useTabScrollMemory(tab, tabsTop);

  const show = (next: string) => {
    const id = next as TabId;
    leavingTab();
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id === 'usuarios') next.delete('tab');
      else next.set('tab', id);
      return next;
    });
  };
  const usersQuery = new URLSearchParams(params);
  usersQuery.delete('tab');
  usersQuery.delete('q'); // Búsqueda's term is not part of a Usuarios view.
  const content: Record<TabId, ReactNode> = {
    usuarios: (
      <UsersTab
        active={tab === 'usuarios'}
        onOpenUser={setUser}
        renderBulkBar={
          canAct
            ? (selection) => (
                // Its own boundary: the list stays on screen while the bar's code loads.
                <Suspense fallback={null}>
                  <BulkActionBar
                    selection={selection}
                    actions={canExport ? ['invite', 'remind', 'export'] : ['invite', 'remind']}
                  />
                </Suspense>
              )
            : undefined
        }
        views={
          <ViewsMenu
            list="users"
            query={usersQuery.toString()}
            onApply={(query) => setParams(new URLSearchParams(query))}
          />
        }
      />
    ),
    carteras: <WalletsTab active={tab === 'carteras'} onOpenWallet={setWallet} />,
    busqueda: <SearchTab active={tab === 'busqueda'} onOpenUser={setUser} />,
  };

  return (
    <AdminLayout
      title="Panel Administrativo"
      subtitle="Usuarios, carteras y el estado del sistema"
      actions={
        (canAct || canExport) && (
          <>
            {canAct && <TestEmailButton className={PAGE_ACTION} />}
            {canExport && <ExportMenu className={PAGE_ACTION} />}
          </>
        )
      }
    >
      <StatsCards
        onOpenList={(list) => {
          show(list);
          tabsRef.current?.scrollIntoView({ block: 'start' });
        }}
      />
      <IdentitiesToVerify onOpenUser={setUser} />
      <OverdueCases />
      <MailOutboxStatusLine />
      <ChainStatusLine />
      <Tabs value={tab} onValueChange={show} className="mt-4" ref={tabsRef}>
        {/* Stays in view while a long list scrolls, so switching never means scrolling back up. */}
        <div className="sticky top-0 z-20 -mx-4 bg-background px-4 py-2 sm:-mx-6 sm:px-6">
          <TabsList className="w-full sm:w-auto">
            {TABS.map((t) => (
              // Three fit at 320 px: icons from 640 px on.
              <TabsTrigger key={t.id} value={t.id} className="px-2 max-sm:[&_svg]:hidden sm:px-5">
                {t.icon}
                {t.label}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        {TABS.map((t) => (
          <TabsContent key={t.id} value={t.id} forceMount className="data-[state=inactive]:hidden">
            {opened.has(t.id) && (
              <Suspense
                fallback={
                  <div className="flex justify-center py-6 text-muted-foreground">
                    <Spinner label={t.loading} showLabel />
                  </div>
                }
              >
                {content[t.id]}
              </Suspense>
            )}
          </TabsContent>
        ))}
      </Tabs>
      <UserDetailDialog
        user={user}
        onClose={() => setUser(null)}
        renderMediation={(member) => <MediationPanel user={member} />}
      />
      <WalletDetailDialog
        wallet={wallet}
        onClose={() => setWallet(null)}
        onOpenUser={(owner) => {
          setWallet(null);
          setUser(owner);
        }}
      />
    </AdminLayout>
  );
}

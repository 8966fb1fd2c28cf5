import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Redirect } from 'wouter';
import type { AdminRole } from '@schemas/admin-roles';
import { hasAdminToken } from '@/admin-lib/session';
import { useAdminSession, useCan } from '@/admin-lib/use-admin-session';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { adminPaths } from '@/admin-lib/route-paths';

/** Without a token the admin pages send the visitor to the admin login (docs/product/admin-panel.md#where-the-panel-lives). */
export function RequireAdmin({ children }: { children: ReactNode }) {
  return hasAdminToken() ? children : <Redirect to={adminPaths.login} replace />;
}

/** A screen only some roles may use; the server refuses the calls anyway. */
export function RequireRole({ minRole, children }: { minRole: AdminRole; children: ReactNode }) {
  const session = useAdminSession();
  const allowed = useCan(minRole);
  if (!session) return <Spinner label="Cargando tu sesión…" showLabel />;
  if (allowed) return children;
  return (
    <Alert variant="warning">
      <ShieldAlert aria-hidden />
      <AlertTitle>Tu rol no permite ver esta pantalla.</AlertTitle>
      <AlertDescription>
        <Link href={adminPaths.dashboard} className="font-semibold underline underline-offset-4">
          Volver al panel
        </Link>
      </AlertDescription>
    </Alert>
  );
}

import type { ComponentType, ReactNode } from 'react';
import { Redirect, Route } from 'wouter';
import { FullScreenSpinner } from '@/components/layout/full-screen-spinner';
import { useAuth } from '@/lib/auth';
import { paths, type UserPath } from './route-paths';

/** A route for signed-in users: spinner while the session loads, else /auth. */
export function ProtectedRoute({
  path,
  component: Page,
}: {
  path: UserPath;
  component: ComponentType;
}) {
  return (
    <Route path={path}>
      <RequireUser>
        <Page />
      </RequireUser>
    </Route>
  );
}

function RequireUser({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <FullScreenSpinner label="Cargando sesión…" />;
  if (!user) return <Redirect to={paths.auth.getHref()} replace />;
  return children;
}

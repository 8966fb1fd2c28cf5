import { useEffect } from 'react';
import { useAppName } from '@/lib/queries/app-config';

/** Keeps the tab title on the product name (APP_NAME), after an optional screen name. */
export function DocumentTitle({ screen }: { screen?: string }) {
  const appName = useAppName();
  useEffect(() => {
    document.title = screen ? `${screen} · ${appName}` : appName;
  }, [screen, appName]);
  return null;
}

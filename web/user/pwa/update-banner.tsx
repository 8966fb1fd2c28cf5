import { lazy, Suspense } from 'react';
import { useServiceWorkerUpdate } from './service-worker';

// Rarely shown: its code loads when a new version is waiting, not with the first screen.
const UpdateBannerCard = lazy(() =>
  import('./update-banner-card').then((m) => ({ default: m.UpdateBannerCard })),
);

/** 'Nueva versión disponible' when a new service worker waits. */
export function UpdateBanner() {
  const { updateAvailable, update, dismiss } = useServiceWorkerUpdate();
  if (!updateAvailable) return null;
  return (
    <Suspense fallback={null}>
      <UpdateBannerCard update={update} dismiss={dismiss} />
    </Suspense>
  );
}

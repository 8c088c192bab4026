import { useEffect } from 'react';
import { useNavigation } from 'react-router';
import NProgress from 'nprogress';
import { ProgressBar } from '@casino/contract';

NProgress.configure({
  minimum: ProgressBar.minimum,
  speed: ProgressBar.speed,
  trickleSpeed: ProgressBar.trickleSpeed,
  showSpinner: false,
});

/** The thin bar at the top while a navigation loads its screen. */
export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  useEffect(() => {
    if (busy) NProgress.start();
    else NProgress.done();
  }, [busy]);
  return null;
}

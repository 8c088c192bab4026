import { useEffect } from 'react';
import type NProgressApi from 'nprogress';
import { ProgressBar } from '@casino/contract';
import { useNavigation } from '../shared/router/index.ts';

let progress: Promise<typeof NProgressApi> | null = null;

/** The bar's code and style load with the first navigation that needs them, not with the first screen. */
function loadProgress(): Promise<typeof NProgressApi> {
  progress ??= Promise.all([import('nprogress'), import('nprogress/nprogress.css')]).then(([module]) => {
    const bar = module.default;
    bar.configure({
      minimum: ProgressBar.minimum,
      speed: ProgressBar.speed,
      trickleSpeed: ProgressBar.trickleSpeed,
      showSpinner: false,
    });
    return bar;
  });
  return progress;
}

/** The thin bar at the top while a navigation loads its screen. */
export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  useEffect(() => {
    if (busy) void loadProgress().then((bar) => bar.start());
    else if (progress) void progress.then((bar) => bar.done());
  }, [busy]);
  return null;
}

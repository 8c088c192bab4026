import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import 'antd-mobile/es/global';
import { RouterProvider, createBrowserRouter } from '../shared/router/index.ts';
import type { Router } from '../shared/router/index.ts';
import '../shared/ui/theme.css';
import { listenForInstallOffer } from '../features/install/index.ts';
import { startAppUpdates } from '../features/app-updates/index.ts';
import { preloadHomeImage } from '../features/lobby/index.ts';
import { Platform, setPlatform } from '../shared/device/platform.ts';
import { bootstrap } from './bootstrap.ts';
import { dismissBootSplashWhenReady } from './boot-splash.ts';
import { detectLayout } from './device.ts';
import { Providers } from './providers.tsx';
import { queryClient } from './query-client.ts';
import { setUpTexts } from './i18n/index.ts';
import { applyRootFontSize } from './root-font.ts';
import { desktopRoutes } from './routes/desktop.tsx';
import { mobileRoutes } from './routes/mobile.tsx';

// The modules are evaluated in this task; the start runs in the next ones, so none holds the main
// thread long (a phone's long task delays the first tap): the router, which asks for the first
// screen's chunks; the session and config requests; then the root and its first render.
function start(): void {
  setUpTexts();
  // The browser's install offer comes once per page load, whichever screen the visit opens on.
  listenForInstallOffer();

  const layout = detectLayout();
  setPlatform(layout === 'desktop' ? Platform.Desktop : Platform.Mobile);
  document.documentElement.dataset.layout = layout;
  applyRootFontSize(layout);

  const router = createBrowserRouter(layout === 'desktop' ? desktopRoutes : mobileRoutes);
  // Timers of equal delay run in the order they were set.
  setTimeout(() => {
    bootstrap(router);
    preloadHomeImage();
    dismissBootSplashWhenReady(router);
  }, 0);
  setTimeout(() => render(router), 0);
}

function render(router: Router): void {
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole tree: taps and the splash's animation stay responsive.
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => {
    root.render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  });
}
setTimeout(start, 0);

// The push stream (features/push) and the service worker (offline shell, new versions) start after
// the page's load event, when the browser is idle: the first screen needs neither, and loading
// their code was part of the start's longest task. The toast and dialog code loads at its first
// use (from the service worker's cache once installed): evaluating it and applying its styles
// ahead of time was the longest task after the first screen.
const whenIdle = window.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 1500));
const afterFirstScreen = () => whenIdle(() => {
  startAppUpdates();
  void import('../features/push/index.ts').then(({ startPush }) => startPush(queryClient));
});
if (document.readyState === 'complete') afterFirstScreen();
else window.addEventListener('load', afterFirstScreen, { once: true });

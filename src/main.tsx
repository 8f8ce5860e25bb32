// Mantine's global sheets; each component's CSS comes with it (vite/mantine-css.ts), the toasts' with them.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import { preparePortal, renderPortal } from './start';

async function start() {
  // Mock builds only: the literal check lets a production build drop MSW (and faker) entirely.
  if (import.meta.env.VITE_MSW === 'true') {
    const { startBrowserMocks } = await import('../mocks/browser');
    await startBrowserMocks();
  }
  // Development and mock builds only: the replay panel (mocks/replay/). Before the router reads the address.
  if (import.meta.env.DEV || import.meta.env.VITE_REPLAY === 'true') {
    const [{ installReplay }, { applyWorldLink, payCheckout }, { mockProvider }] = await Promise.all([
      import('../mocks/replay/install'),
      import('../mocks/world/link'),
      import('./lib/payment/mock-provider'),
    ]);
    await applyWorldLink();
    // The mock checkout's Pay tells the world the session is paid (mocks/world/control.ts).
    mockProvider.pay = async (session) => {
      await payCheckout(session);
    };
    installReplay();
  }
  renderPortal(await preparePortal());
}

void start();

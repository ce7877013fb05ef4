import { createRoot } from 'react-dom/client';
import type { Analytics } from '../../src/services/analytics';
import { DebugPanel } from './DebugPanel';
import './debug-panel.css';

/** Opens the developer analytics panel (debug mode only): its own root, appended to body. */
export async function startDebugPanel(analytics: Promise<Analytics> | undefined): Promise<void> {
  const instance = await analytics?.catch(() => undefined);
  await instance?.command('debug', true);
  const container = document.createElement('div');
  container.setAttribute('data-locator-debug-panel', '');
  document.body.append(container);
  createRoot(container).render(<DebugPanel analytics={instance} />);
}

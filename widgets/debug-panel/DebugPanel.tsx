import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { Analytics } from '../../src/services/analytics';
import { trackedElements } from './scopes';

const TABS = ['Events', 'Scopes', 'Settings'] as const;
type Tab = (typeof TABS)[number];

/** Developer panel for tracked event names (spec §1): tabs Events, Scopes, Settings. Not for end users. */
export function DebugPanel({ analytics }: { analytics: Analytics | undefined }) {
  const [tab, setTab] = useState<Tab>('Events');
  const [events, setEvents] = useState<readonly string[]>(() => [...(analytics?.events ?? [])]);
  const [open, setOpen] = useState(true);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => analytics?.onEvent(() => setEvents([...analytics.events])), [analytics]);

  const onKey = (event: KeyboardEvent) => {
    const index = TABS.indexOf(tab);
    const next = event.key === 'ArrowRight' ? index + 1 : event.key === 'ArrowLeft' ? index - 1 : null;
    if (next === null) return;
    const target = TABS[(next + TABS.length) % TABS.length]!;
    setTab(target);
    tabs.current[TABS.indexOf(target)]?.focus();
  };

  return (
    <aside className="locator-debug" aria-label="Analytics debug">
      <button type="button" className="locator-debug__toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
        Analytics debug
      </button>
      {open && (
        <>
          <div role="tablist" aria-label="Debug views" onKeyDown={onKey}>
            {TABS.map((name, i) => (
              <button
                key={name}
                ref={(el) => void (tabs.current[i] = el)}
                role="tab"
                type="button"
                id={`locator-debug-tab-${name}`}
                aria-selected={tab === name}
                aria-controls={`locator-debug-panel-${name}`}
                tabIndex={tab === name ? 0 : -1}
                onClick={() => setTab(name)}
              >
                {name}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`locator-debug-panel-${tab}`} aria-labelledby={`locator-debug-tab-${tab}`} tabIndex={0}>
            {tab === 'Events' && <EventList events={events} />}
            {tab === 'Scopes' && <ScopeList />}
            {tab === 'Settings' && <Settings analytics={analytics} />}
          </div>
        </>
      )}
    </aside>
  );
}

function EventList({ events }: { events: readonly string[] }) {
  if (!events.length) return <p>No event tracked yet. Click a tracked element.</p>;
  return (
    <ol aria-live="polite">
      {events.map((name, i) => (
        <li key={i}>{name}</li>
      ))}
    </ol>
  );
}

function ScopeList() {
  const items = trackedElements();
  if (!items.length) return <p>No tracked element on this page.</p>;
  return (
    <ul>
      {items.map((item, i) => (
        <li key={i}>
          <code>{item.name || '(not trackable)'}</code> {item.label}
        </li>
      ))}
    </ul>
  );
}

function Settings({ analytics }: { analytics: Analytics | undefined }) {
  const site = analytics?.site;
  if (!site) return <p>Analytics is not initialised: the page has no site data with businessId and siteId.</p>;
  return (
    <dl>
      {Object.entries(site).map(([key, value]) => (
        <div key={key}>
          <dt>{key}</dt>
          <dd>{String(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

// A WidgetContext for component tests (imported by tests only).
import type { WidgetContext } from '../../src/loader/types';

export function testContext(serverHtml = '<table class="theme-table"></table>'): WidgetContext & { controller: AbortController; failures: unknown[] } {
  const controller = new AbortController();
  const failures: unknown[] = [];
  const template = document.createElement('template');
  template.innerHTML = serverHtml;
  return {
    controller,
    failures,
    element: document.createElement('div'),
    widget: 'hours',
    id: 'store-hours',
    locale: 'en',
    server: template.content,
    signal: controller.signal,
    emit: () => {},
    guard:
      (fn) =>
      (...args) => {
        try {
          return fn(...args);
        } catch (error) {
          failures.push(error);
          return undefined;
        }
      },
    report: () => {},
  };
}

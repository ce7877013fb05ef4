import { useLayoutEffect, useRef } from 'react';
import type { VanillaWidgetDefinition, WidgetDefinition, WidgetProps } from '../types';

/** Adapts a React-free widget to the same root, boundary and lifecycle as every other widget. */
export function fromVanilla<C>(definition: VanillaWidgetDefinition<C>): WidgetDefinition<C> {
  function VanillaWidget({ config, context }: WidgetProps<C>) {
    const ref = useRef<HTMLDivElement>(null);
    useLayoutEffect(() => {
      const target = definition.mode === 'replace' ? ref.current! : context.element;
      return definition.mount(target, config, context) ?? undefined;
    }, [config, context]);
    return <div ref={ref} style={{ display: 'contents' }} />;
  }
  return { mode: definition.mode, parse: definition.parse, Component: VanillaWidget, signalsReady: definition.signalsReady };
}

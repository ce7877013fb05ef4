import { useRef, useState, type DragEvent, type MouseEvent, type PointerEvent } from 'react';
import { INITIAL_VIEW, panBy, zoomAt, type Size, type View } from '../../src/core/region-map/view';

/** Drag to pan and double-click to zoom (shift: out); no zoom buttons and no scroll zoom (spec §2). */
export function usePanZoom(size: Size) {
  const [view, setView] = useState<View>(INITIAL_VIEW);
  const drag = useRef<{ x: number; y: number; moved: number } | null>(null);

  const scaleOf = (svg: SVGSVGElement) => svg.getBoundingClientRect().width / size.width || 1;
  const toMap = (svg: SVGSVGElement, clientX: number, clientY: number) => {
    const rect = svg.getBoundingClientRect();
    const scale = scaleOf(svg) * view.zoom;
    return { x: view.x + (clientX - rect.left) / scale, y: view.y + (clientY - rect.top) / scale };
  };

  return {
    view,
    handlers: {
      onPointerDown(event: PointerEvent<SVGSVGElement>) {
        if (event.button !== 0) return;
        drag.current = { x: event.clientX, y: event.clientY, moved: 0 };
      },
      onPointerMove(event: PointerEvent<SVGSVGElement>) {
        const start = drag.current;
        if (!start) return;
        const dx = event.clientX - start.x;
        const dy = event.clientY - start.y;
        const wasDragging = start.moved > 3;
        start.moved += Math.abs(dx) + Math.abs(dy);
        // Capture only once it is a drag: capturing at pointerdown would retarget a plain click away from the link.
        if (!wasDragging && start.moved > 3) event.currentTarget.setPointerCapture?.(event.pointerId);
        start.x = event.clientX;
        start.y = event.clientY;
        // Read the element now: React clears currentTarget once the handler returns, before the updater runs.
        const scale = scaleOf(event.currentTarget);
        if (start.moved > 3) setView((current) => panBy(current, dx, dy, scale, size));
      },
      onPointerUp() {
        // Keep the record until the click that follows, so a drag does not follow a region's link.
        setTimeout(() => (drag.current = null));
      },
      // Links are draggable by default: a native link drag would swallow the pan and could drop onto the page.
      onDragStart(event: DragEvent<SVGSVGElement>) {
        event.preventDefault();
      },
      onClickCapture(event: MouseEvent<SVGSVGElement>) {
        if ((drag.current?.moved ?? 0) > 3) event.preventDefault();
      },
      onDoubleClick(event: MouseEvent<SVGSVGElement>) {
        event.preventDefault();
        const point = toMap(event.currentTarget, event.clientX, event.clientY);
        setView((current) => zoomAt(current, event.shiftKey ? -1 : 1, point, size));
      },
    },
  };
}

import { useRef, useState, type DragEvent, type FocusEvent, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { INITIAL_VIEW, panBy, reveal, zoomAt, type Size, type View } from '../../src/core/region-map/view';

/** The region (map units) drawn by a focused link, if the event came from one. */
function regionBox(target: EventTarget): DOMRect | null {
  const path = target instanceof Element ? target.closest('a')?.querySelector('path') : null;
  return path ? path.getBBox() : null;
}

/**
 * Drag to pan and double-click to zoom (shift: out); no zoom buttons and no scroll zoom (spec §2). From the keyboard:
 * a region link that takes focus is brought into view, and + or - zoom around it.
 */
export function usePanZoom(size: Size) {
  const [view, setView] = useState<View>(INITIAL_VIEW);
  /** `slop`: how far (px) a press may move and still be a click: 3 for a mouse, 10 for a finger or a pen (the
   * 10 px the spec gives the reviews carousel's swipe, §9). */
  const drag = useRef<{ x: number; y: number; moved: number; slop: number } | null>(null);

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
        drag.current = { x: event.clientX, y: event.clientY, moved: 0, slop: event.pointerType === 'mouse' ? 3 : 10 };
      },
      onPointerMove(event: PointerEvent<SVGSVGElement>) {
        const start = drag.current;
        if (!start) return;
        // A mouse press released off the map before it became a drag (the pointer is captured only then) sent no
        // pointerup here: a move without the button down ends it, or the map would pan under a mere hover. (A mouse
        // only: a pen's eraser presses another button, and a touch has no moves without contact.)
        if (event.pointerType === 'mouse' && (event.buttons & 1) === 0) {
          drag.current = null;
          return;
        }
        const dx = event.clientX - start.x;
        const dy = event.clientY - start.y;
        const wasDragging = start.moved > start.slop;
        start.moved += Math.abs(dx) + Math.abs(dy);
        // Capture only once it is a drag: capturing at pointerdown would retarget a plain click away from the link.
        if (!wasDragging && start.moved > start.slop) event.currentTarget.setPointerCapture?.(event.pointerId);
        start.x = event.clientX;
        start.y = event.clientY;
        // Read the element now: React clears currentTarget once the handler returns, before the updater runs.
        const scale = scaleOf(event.currentTarget);
        if (start.moved > start.slop) setView((current) => panBy(current, dx, dy, scale, size));
      },
      onPointerUp() {
        // Keep the record until the click that follows, so a drag does not follow a region's link.
        setTimeout(() => (drag.current = null));
      },
      // The browser took the pointer over (a touch that scrolls the page): no click follows.
      onPointerCancel() {
        drag.current = null;
      },
      // Links are draggable by default: a native link drag would swallow the pan and could drop onto the page.
      onDragStart(event: DragEvent<SVGSVGElement>) {
        event.preventDefault();
      },
      onClickCapture(event: MouseEvent<SVGSVGElement>) {
        const press = drag.current;
        if (press && press.moved > press.slop) event.preventDefault();
      },
      onFocus(event: FocusEvent<SVGSVGElement>) {
        // Keyboard focus only: a press on a half-hidden region, to drag the map, must not make the map jump first.
        if (!(event.target instanceof Element) || !event.target.matches(':focus-visible')) return;
        const box = regionBox(event.target);
        if (box) setView((current) => reveal(current, box, size));
      },
      onKeyDown(event: KeyboardEvent<SVGSVGElement>) {
        const steps = event.key === '+' || event.key === '=' ? 1 : event.key === '-' ? -1 : 0;
        const box = steps && !event.ctrlKey && !event.metaKey && !event.altKey ? regionBox(event.target) : null;
        if (!box) return;
        event.preventDefault();
        const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
        setView((current) => reveal(zoomAt(current, steps, centre, size), box, size));
      },
      onDoubleClick(event: MouseEvent<SVGSVGElement>) {
        event.preventDefault();
        const point = toMap(event.currentTarget, event.clientX, event.clientY);
        setView((current) => zoomAt(current, event.shiftKey ? -1 : 1, point, size));
      },
    },
  };
}

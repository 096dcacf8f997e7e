import { useLayoutEffect, useState } from 'react';

/**
 * Whether an element's content is wider than the element (it scrolls sideways), kept up to date as
 * either resizes. A scrolling box with nothing focusable inside must itself take the focus, or
 * keyboard users cannot scroll it (WCAG 2.1.1). Returns the ref to put on the element, and the answer.
 */
export function useOverflows(): [(element: HTMLElement | null) => void, boolean] {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth);
    measure();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, overflows];
}

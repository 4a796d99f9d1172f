// Whether a box is narrower than its content (a wide table in its frame), kept up to date as either resizes.
import { useLayoutEffect, useState, type RefObject } from 'react';

export function useScrollsSideways(box: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, [box]);
  return scrolls;
}

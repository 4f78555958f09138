import { useEffect, useState } from 'react';

/**
 * Publishes the height of the element given to the returned ref as the CSS variable `name` on the page's root
 * (0px while there is none), and keeps it current: a fixed notice over the page tells the layout how much room to
 * leave, so that it covers nothing a person needs to read.
 */
export function useReservedHeight(name: string): (element: HTMLElement | null) => void {
  const [element, setElement] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const root = document.documentElement.style;
    if (!element) {
      root.removeProperty(name);
      return;
    }
    const publish = () => root.setProperty(name, `${Math.ceil(element.getBoundingClientRect().height)}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty(name);
    };
  }, [element, name]);
  return setElement;
}

import { useEffect, useState } from 'react';

/**
 * True while the page is being scrolled down, false while it is scrolled up or sits at the top:
 * the navbar is solid on the way down and transparent on the way up.
 */
export function useSolidOnScrollDown(): boolean {
  const [solid, setSolid] = useState(false);

  useEffect(() => {
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y <= 0) setSolid(false);
      else if (y !== lastY) setSolid(y > lastY);
      lastY = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return solid;
}

import { useEffect, useState } from 'react';

const QUERY = '(orientation: landscape)';

/** True in landscape: the login page shows the sliding-overlay variant there (spec). */
export function useIsLandscape(): boolean {
  const [landscape, setLandscape] = useState(
    () => typeof window !== 'undefined' && window.matchMedia?.(QUERY).matches === true,
  );
  useEffect(() => {
    const media = window.matchMedia?.(QUERY);
    if (!media) return;
    const onChange = () => setLandscape(media.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);
  return landscape;
}

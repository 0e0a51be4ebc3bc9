import { useEffect, useState } from 'react';

/**
 * A value only the browser knows (a media query, the location's hash), starting from `initial`, the value the build
 * or the server rendered with, so that hydration finds the same HTML, then following the browser's. React's
 * `useSyncExternalStore` takes a server snapshot for this; Preact's (the app's React, scripts/preact-aliases.mjs)
 * ignores it and reads the browser's value during the render, which does not exist on the server.
 * `subscribe` and `read` must keep their identity between renders (module-level functions).
 */
export function useBrowserValue<T>(subscribe: (onChange: () => void) => () => void, read: () => T, initial: T): T {
  const [value, setValue] = useState(initial);
  useEffect(() => {
    setValue(read());
    return subscribe(() => setValue(read()));
  }, [subscribe, read]);
  return value;
}

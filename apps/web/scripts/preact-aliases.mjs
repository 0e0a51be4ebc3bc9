/**
 * React's API served by Preact (`preact/compat`) in every build of the web app: the browser's, the build-time
 * render of the public pages and the server render of the in-app screens, so what the server renders is what the
 * browser hydrates. The source, antd-mobile, React Router and TanStack Query keep importing `react`; measured, this
 * takes 35 KB gzip off what every screen loads before it is interactive
 * (docs/decisions/0035-bytes-before-a-screen-is-interactive-react-s-api.md).
 */
export const PREACT_ALIASES = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

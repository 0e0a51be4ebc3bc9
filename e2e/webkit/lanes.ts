import path from 'node:path';

/** Which WebKit a test file drives: WebKitGTK (today's Safari) in the phone shell, or WPE WebKit 2.38 (Safari 16.0). */
export type Lane = 'gtk' | 'wpe';

const here = import.meta.dirname;

/** The app server the lanes share, started like the Playwright webServer but on a port and data folder of its own. */
export const SERVER_PORT = Number(process.env.WEBKIT_PORT ?? 4393);
export const ORIGIN = `http://127.0.0.1:${SERVER_PORT}`;
export const SERVER_DATA_DIR = path.join(here, '..', 'artifacts', 'webkit-server-data');

export interface LaneDriver {
  /** The WebDriver server's command and its arguments. */
  command: string;
  args: string[];
  port: number;
  /** Extra environment of the driver (the display and the pixel ratio for WebKitGTK). */
  env: Record<string, string>;
  /** The new-session capabilities. */
  capabilities: Record<string, unknown>;
  /** WPE's WebDriver refuses element clicks in its headless platform; a script click stands in there. */
  scriptClicks: boolean;
}

export const DISPLAY = `:${process.env.WEBKIT_DISPLAY ?? 93}`;

export function laneDriver(lane: Lane): LaneDriver {
  if (lane === 'gtk') {
    const port = Number(process.env.WEBKIT_DRIVER_PORT ?? 4494);
    return {
      command: 'WebKitWebDriver',
      args: [`--port=${port}`],
      port,
      env: { DISPLAY, GDK_SCALE: '2', GDK_BACKEND: 'x11' },
      capabilities: {
        'webkitgtk:browserOptions': { binary: path.join(here, 'shell.py'), args: ['--automation'] },
      },
      scriptClicks: false,
    };
  }
  const port = Number(process.env.WPE_DRIVER_PORT ?? 4495);
  return {
    command: 'WPEWebDriver',
    args: [`--port=${port}`],
    port,
    env: {},
    capabilities: {
      'wpe:browserOptions': {
        binary: 'cog',
        args: ['--automation', '--platform=headless', '--scale=2', '--platform-params=width=390,height=844'],
      },
    },
    scriptClicks: true,
  };
}

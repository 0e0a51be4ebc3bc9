/**
 * The captcha's characters as polylines on a 6 × 10 grid (x right, y down). No font is involved: the server draws
 * these strokes itself. Characters that read alike, straight or bent (0/O/D/Q, 1/I/L, 2/Z, 4, 5/S, 6/G,
 * 7/T, 8/B, 9/3, A/N/M, F/E, V/U/Y, W/N, X/K), are left out: a stranger must read them bent, crossed and overlapped.
 */
export type Point = readonly [number, number];
export type Stroke = readonly Point[];

export const GLYPHS: Record<string, readonly Stroke[]> = {
  '3': [
    [
      [0, 1],
      [2, 0],
      [5, 0],
      [6, 1.5],
      [6, 3.5],
      [4.5, 5],
      [2, 5],
    ],
    [
      [4.5, 5],
      [6, 6.5],
      [6, 8.5],
      [5, 10],
      [2, 10],
      [0, 9],
    ],
  ],
  C: [
    [
      [6, 1.5],
      [4.5, 0],
      [2, 0],
      [0, 2],
      [0, 8],
      [2, 10],
      [4.5, 10],
      [6, 8.5],
    ],
  ],
  E: [
    [
      [6, 0],
      [0, 0],
      [0, 10],
      [6, 10],
    ],
    [
      [0, 5],
      [4.5, 5],
    ],
  ],
  H: [
    [
      [0, 0],
      [0, 10],
    ],
    [
      [6, 0],
      [6, 10],
    ],
    [
      [0, 5],
      [6, 5],
    ],
  ],
  K: [
    [
      [0, 0],
      [0, 10],
    ],
    [
      [6, 0],
      [0, 6],
    ],
    [
      [2, 4.5],
      [6, 10],
    ],
  ],
  M: [
    [
      [0, 10],
      [0, 0],
      [3, 6],
      [6, 0],
      [6, 10],
    ],
  ],
  N: [
    [
      [0, 10],
      [0, 0],
      [6, 10],
      [6, 0],
    ],
  ],
  P: [
    [
      [0, 10],
      [0, 0],
      [4.5, 0],
      [6, 1.5],
      [6, 3.5],
      [4.5, 5],
      [0, 5],
    ],
  ],
  R: [
    [
      [0, 10],
      [0, 0],
      [4.5, 0],
      [6, 1.5],
      [6, 3.5],
      [4.5, 5],
      [0, 5],
    ],
    [
      [3, 5],
      [6, 10],
    ],
  ],
  T: [
    [
      [0, 0],
      [6, 0],
    ],
    [
      [3, 0],
      [3, 10],
    ],
  ],
  U: [
    [
      [0, 0],
      [0, 8],
      [1.5, 10],
      [4.5, 10],
      [6, 8],
      [6, 0],
    ],
  ],
  Y: [
    [
      [0, 0],
      [3, 5],
      [6, 0],
    ],
    [
      [3, 5],
      [3, 10],
    ],
  ],
};

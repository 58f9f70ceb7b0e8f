// The two sizes shopper journeys run at: a desktop window and a phone's screen.
export const DESKTOP = { width: 1280, height: 900 } as const;
export const PHONE = { width: 390, height: 844 } as const;

/** One `test.describe` per size: `for (const [size, viewport] of JOURNEY_SIZES)`, each with `test.use({ viewport })`. */
export const JOURNEY_SIZES: [string, { width: number; height: number }][] = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
];

import { DEFAULT_HEALTH_OPTIONS, healthFromEnv, teamEmailsFor } from './healthOptions';

describe('healthFromEnv', () => {
  it('defaults to aborting at 200 page views and one point worse, telling the owners', () => {
    expect(healthFromEnv({})).toEqual(DEFAULT_HEALTH_OPTIONS);
    expect(DEFAULT_HEALTH_OPTIONS.thresholds).toEqual({ minViews: 200, marginPoints: 1 });
  });

  it('reads the thresholds, the switch and each team’s addresses, a remote’s own before the shared one', () => {
    const options = healthFromEnv({
      CANARY_ABORT_MIN_VIEWS: '50',
      CANARY_ABORT_MARGIN: '0.5',
      CANARY_AUTO_ABORT: 'off',
      TEAM_EMAIL: 'web@example.com',
      TEAM_EMAIL_CART: 'cart@example.com, lead@example.com',
      TEAM_EMAIL_GIFT_CARDS: 'gifts@example.com',
    });
    expect(options.autoAbort).toBe(false);
    expect(options.thresholds).toEqual({ minViews: 50, marginPoints: 0.5 });
    expect(teamEmailsFor(options, 'cart')).toEqual(['cart@example.com', 'lead@example.com']);
    expect(teamEmailsFor(options, 'gift-cards')).toEqual(['gifts@example.com']);
    expect(teamEmailsFor(options, 'catalog')).toEqual(['web@example.com']);
    // Two decimals, whatever binary floating point makes of them.
    expect(healthFromEnv({ CANARY_ABORT_MARGIN: '0.29' }).thresholds.marginPoints).toBe(0.29);
  });

  it('stops the start on a setting it cannot use, naming it', () => {
    expect(() => healthFromEnv({ CANARY_ABORT_MIN_VIEWS: '0' })).toThrow('CANARY_ABORT_MIN_VIEWS must be a whole number from 1 to 10000000, got "0"');
    expect(() => healthFromEnv({ CANARY_ABORT_MARGIN: '1.005' })).toThrow(/CANARY_ABORT_MARGIN must be percentage points/);
    expect(() => healthFromEnv({ CANARY_ABORT_MARGIN: '-1' })).toThrow(/CANARY_ABORT_MARGIN/);
    expect(() => healthFromEnv({ CANARY_AUTO_ABORT: 'maybe' })).toThrow('CANARY_AUTO_ABORT must be on or off, got "maybe"');
    expect(() => healthFromEnv({ TEAM_EMAIL_CART: 'cart team' })).toThrow('TEAM_EMAIL_CART must be a comma list of e-mail addresses, got "cart team"');
  });
});

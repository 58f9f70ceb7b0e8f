import { reloadWhenRestoredFromCache } from './paymentRedirect';

const pageshow = (persisted: boolean) => {
  const event = new Event('pageshow');
  Object.defineProperty(event, 'persisted', { value: persisted });
  window.dispatchEvent(event);
};

describe('back from the payment provider', () => {
  it('reloads a checkout restored from the back/forward cache', () => {
    const reload = jest.fn();
    reloadWhenRestoredFromCache(reload);
    pageshow(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload a page that was loaded afresh', () => {
    const reload = jest.fn();
    reloadWhenRestoredFromCache(reload);
    pageshow(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

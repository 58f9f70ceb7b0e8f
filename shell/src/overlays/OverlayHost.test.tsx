import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterNextPaint, openOverlay, useAppDispatch, type OverlayComponentProps, type OverlayName } from '@storefront/shared';
import { expectConsoleError, renderWithProviders, type RenderWithProvidersOptions } from '@storefront/shared/testing';
import { withRemotes } from '../testing/remotes';
import { loadRemoteOverlay } from './loadRemoteOverlay';
import { OverlayHost } from './OverlayHost';

jest.mock('./loadRemoteOverlay', () => ({ loadRemoteOverlay: jest.fn() }));
const loadOverlay = loadRemoteOverlay as jest.MockedFunction<typeof loadRemoteOverlay>;

/** A stand-in for a remote's overlay: a dialog with two buttons, one of which opens the wishlist modal instead. */
function fakeOverlay(title: string) {
  return function FakeOverlay({ close }: OverlayComponentProps) {
    const dispatch = useAppDispatch();
    return (
      <div role="dialog" aria-modal="true" aria-label={title}>
        <button type="button" onClick={close}>
          Close {title}
        </button>
        <button type="button" onClick={() => dispatch(openOverlay({ name: 'wishlistModal' }))}>
          Open wishlist
        </button>
      </div>
    );
  };
}

function Opener({ name }: { name: OverlayName }) {
  const dispatch = useAppDispatch();
  return (
    <button type="button" onClick={() => dispatch(openOverlay({ name }))}>
      Open {name}
    </button>
  );
}

function renderHost(name: OverlayName = 'cartModal', options: RenderWithProvidersOptions = {}) {
  return renderWithProviders(
    <>
      <a href="#before">Before the opener</a>
      <Opener name={name} />
      <OverlayHost />
    </>,
    { wrapper: withRemotes(), ...options },
  );
}

beforeEach(() => {
  loadOverlay.mockReset();
  loadOverlay.mockImplementation(async (_remote, name) => fakeOverlay(name === 'cartModal' ? 'Cart' : 'Wishlist'));
});

type User = ReturnType<typeof renderHost>['user'];

/** Clicks the opener (which focuses it, as a click does) and waits for the dialog. */
const openFrom = async (user: User, name: string, dialog: string) => {
  const opener = screen.getByRole('button', { name: `Open ${name}` });
  await user.click(opener);
  await screen.findByRole('dialog', { name: dialog });
  return opener;
};

describe('OverlayHost', () => {
  it('mounts the open overlay from the remote that lists it in remotes.json', async () => {
    const { user } = renderHost();
    await openFrom(user, 'cartModal', 'Cart');
    expect(loadOverlay).toHaveBeenCalledWith('cart', 'cartModal', false);
  });

  it("loads the overlay's code once its layer has painted, after the work its press left for then (decision 0044)", async () => {
    const order: string[] = [];
    loadOverlay.mockImplementation(async () => {
      order.push('overlay code');
      return fakeOverlay('Cart');
    });
    function PressThatAddsLater() {
      const dispatch = useAppDispatch();
      const press = () => {
        dispatch(openOverlay({ name: 'cartModal' }));
        afterNextPaint(() => order.push('cart line'));
      };
      return (
        <button type="button" onClick={press}>
          Add
        </button>
      );
    }
    const { user } = renderWithProviders(
      <>
        <PressThatAddsLater />
        <OverlayHost />
      </>,
      { wrapper: withRemotes() },
    );
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(loadOverlay).not.toHaveBeenCalled();
    await screen.findByRole('dialog', { name: 'Cart' });
    expect(order).toEqual(['cart line', 'overlay code']);
  });

  it('shows one overlay at a time: opening another replaces the first', async () => {
    const { user } = renderHost();
    await openFrom(user, 'cartModal', 'Cart');
    await user.click(screen.getByRole('button', { name: 'Open wishlist' }));
    await screen.findByRole('dialog', { name: 'Wishlist' });
    expect(screen.queryByRole('dialog', { name: 'Cart' })).toBeNull();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const { user } = renderHost();
    const opener = await openFrom(user, 'cartModal', 'Cart');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close Cart' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('gives focus to the element before the opener when the opener was disabled meanwhile (ADD TO CART → Already Added)', async () => {
    const { user } = renderHost();
    const opener = await openFrom(user, 'cartModal', 'Cart');
    opener.setAttribute('disabled', '');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('link', { name: 'Before the opener' })).toHaveFocus();
  });

  it('gives focus next to the opener when the click disabled it before the overlay opened (Chromium then blurs it)', async () => {
    const { user } = renderHost();
    const opener = screen.getByRole('button', { name: 'Open cartModal' });
    opener.focus();
    // What Chromium does to a focused button that becomes disabled ('Already Added'): focus leaves it for the body,
    // and its focusout comes while it is disabled (jsdom does neither by itself). Then the click's own handler runs,
    // on a button already disabled: fireEvent replays that order, which user-event (rightly) refuses to click.
    opener.blur();
    opener.setAttribute('disabled', '');
    fireEvent.focusOut(opener);
    fireEvent.click(opener);
    await screen.findByRole('dialog', { name: 'Cart' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('link', { name: 'Before the opener' })).toHaveFocus();
  });

  it('leaves Escape to a control inside the overlay that handled it', async () => {
    // A search field that clears itself on Escape, as a combobox or search box inside an overlay does.
    loadOverlay.mockImplementation(async () => () => (
      <div role="dialog" aria-label="Cart">
        <input aria-label="Search" onKeyDown={(event) => event.key === 'Escape' && event.preventDefault()} />
      </div>
    ));
    const { user } = renderHost();
    await openFrom(user, 'cartModal', 'Cart');
    await user.click(screen.getByRole('textbox', { name: 'Search' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Cart' })).toBeInTheDocument();
  });

  it('closes on every route change', async () => {
    const { router, store, user } = renderHost();
    await openFrom(user, 'cartModal', 'Cart');
    await act(() => router.navigate('/store'));
    expect(store.getState().ui.overlay).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes when the backdrop is clicked', async () => {
    const { container, user } = renderHost();
    await openFrom(user, 'cartModal', 'Cart');
    await user.click(container.ownerDocument.querySelector<HTMLElement>('[data-overlay] > [aria-hidden="true"]')!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('traps Tab inside the overlay', async () => {
    const { user } = renderHost();
    await openFrom(user, 'cartModal', 'Cart');
    const first = screen.getByRole('button', { name: 'Close Cart' });
    const last = screen.getByRole('button', { name: 'Open wishlist' });
    await waitFor(() => expect(first).toHaveFocus());
    await user.tab();
    expect(last).toHaveFocus();
    await user.tab();
    expect(first).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
  });

  it('moves focus into a replacing overlay and still returns it to the first opener', async () => {
    const { user } = renderHost();
    const opener = await openFrom(user, 'cartModal', 'Cart');
    await user.click(screen.getByRole('button', { name: 'Open wishlist' }));
    await screen.findByRole('dialog', { name: 'Wishlist' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close Wishlist' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Close Wishlist' }));
    expect(opener).toHaveFocus();
  });

  it('shows the fallback when the owning remote fails, keeps the page working, and Retry loads again', async () => {
    loadOverlay.mockRejectedValueOnce(new Error('remote down'));
    const { user } = renderHost();
    await user.click(screen.getByRole('button', { name: 'Open cartModal' }));
    const fallback = await screen.findByRole('dialog', { name: 'Unavailable' });
    expect(fallback).toHaveTextContent('This part of the store is unavailable');
    expect(fallback).toHaveTextContent('The cart and wishlist could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('dialog', { name: 'Cart' });
    // The retry asks for the remote again from the network, not from the failed attempt.
    expect(loadOverlay).toHaveBeenLastCalledWith('cart', 'cartModal', true);
    await user.click(screen.getByRole('button', { name: 'Close Cart' }));
    expect(screen.getByRole('button', { name: 'Open cartModal' })).toBeEnabled();
  });

  it('shows the fallback in place of an overlay that throws while rendering, and the page keeps working', async () => {
    const logged = expectConsoleError('[shell] remote "cart" is unavailable (render: Error: overlay crashed)');
    const caught: unknown[] = [];
    loadOverlay.mockImplementation(async () => () => {
      throw new Error('overlay crashed');
    });
    const { user } = renderHost('cartModal', { onCaughtError: (error) => void caught.push(error) });
    await user.click(screen.getByRole('button', { name: 'Open cartModal' }));
    await screen.findByText('This part of the store is unavailable');
    expect(logged).toHaveLength(1);
    expect(caught).toEqual([new Error('overlay crashed')]);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('This part of the store is unavailable')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open cartModal' })).toBeEnabled();
  });

  it('shows the fallback naming the overlay when no remote lists it in remotes.json, without loading anything', async () => {
    const { user } = renderHost('search');
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    const fallback = await screen.findByRole('dialog', { name: 'Unavailable' });
    expect(fallback).toHaveTextContent('The search could not be loaded.');
    expect(loadOverlay).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

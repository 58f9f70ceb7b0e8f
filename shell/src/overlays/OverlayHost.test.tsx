import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { openOverlay, useAppDispatch, type OverlayComponentProps, type OverlayName } from '@storefront/shared';
import { renderWithStore } from '../testing/renderWithStore';
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

function renderHost(name: OverlayName = 'cartModal') {
  return renderWithStore(null, {
    routes: [
      {
        path: '*',
        element: (
          <>
            <a href="#before">Before the opener</a>
            <Opener name={name} />
            <OverlayHost />
          </>
        ),
      },
    ],
  });
}

beforeEach(() => {
  loadOverlay.mockReset();
  loadOverlay.mockImplementation(async (_remote, name) => fakeOverlay(name === 'cartModal' ? 'Cart' : 'Wishlist'));
});

const openFrom = async (name: string, dialog: string) => {
  const opener = screen.getByRole('button', { name: `Open ${name}` });
  opener.focus();
  fireEvent.click(opener);
  await screen.findByRole('dialog', { name: dialog });
  return opener;
};

describe('OverlayHost', () => {
  it('mounts the open overlay from the remote that lists it in remotes.json', async () => {
    renderHost();
    await openFrom('cartModal', 'Cart');
    expect(loadOverlay).toHaveBeenCalledWith('cart', 'cartModal', false);
  });

  it('shows one overlay at a time: opening another replaces the first', async () => {
    renderHost();
    await openFrom('cartModal', 'Cart');
    fireEvent.click(screen.getByRole('button', { name: 'Open wishlist' }));
    await screen.findByRole('dialog', { name: 'Wishlist' });
    expect(screen.queryByRole('dialog', { name: 'Cart' })).toBeNull();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    renderHost();
    const opener = await openFrom('cartModal', 'Cart');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close Cart' })).toHaveFocus());
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('gives focus to the element before the opener when the opener was disabled meanwhile (ADD TO CART → Already Added)', async () => {
    renderHost();
    const opener = await openFrom('cartModal', 'Cart');
    opener.setAttribute('disabled', '');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('link', { name: 'Before the opener' })).toHaveFocus();
  });

  it('gives focus next to the opener when the click disabled it before the overlay opened (Chromium then blurs it)', async () => {
    renderHost();
    const opener = screen.getByRole('button', { name: 'Open cartModal' });
    opener.focus();
    // What Chromium does to a focused button that becomes disabled ('Already Added'): focus leaves it for the body,
    // and its focusout comes while it is disabled (jsdom does neither by itself).
    opener.blur();
    opener.setAttribute('disabled', '');
    fireEvent.focusOut(opener);
    fireEvent.click(opener);
    await screen.findByRole('dialog', { name: 'Cart' });
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('link', { name: 'Before the opener' })).toHaveFocus();
  });

  it('leaves Escape to a control inside the overlay that handled it', async () => {
    renderHost();
    await openFrom('cartModal', 'Cart');
    const event = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    event.preventDefault();
    act(() => {
      document.dispatchEvent(event);
    });
    expect(screen.getByRole('dialog', { name: 'Cart' })).toBeInTheDocument();
  });

  it('closes on every route change', async () => {
    const { router, store } = renderHost();
    await openFrom('cartModal', 'Cart');
    await act(() => router.navigate('/store'));
    expect(store.getState().ui.overlay).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes when the backdrop is clicked', async () => {
    const { container } = renderHost();
    await openFrom('cartModal', 'Cart');
    fireEvent.click(container.ownerDocument.querySelector('[data-overlay] > [aria-hidden="true"]')!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('traps Tab inside the overlay', async () => {
    renderHost();
    await openFrom('cartModal', 'Cart');
    const first = screen.getByRole('button', { name: 'Close Cart' });
    const last = screen.getByRole('button', { name: 'Open wishlist' });
    await waitFor(() => expect(first).toHaveFocus());
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(first).toHaveFocus();
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
    expect(last).toHaveFocus();
  });

  it('moves focus into a replacing overlay and still returns it to the first opener', async () => {
    renderHost();
    const opener = await openFrom('cartModal', 'Cart');
    fireEvent.click(screen.getByRole('button', { name: 'Open wishlist' }));
    await screen.findByRole('dialog', { name: 'Wishlist' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close Wishlist' })).toHaveFocus());
    fireEvent.click(screen.getByRole('button', { name: 'Close Wishlist' }));
    expect(opener).toHaveFocus();
  });

  it('locks the page scroll while open and restores it afterwards', async () => {
    document.body.style.overflow = 'auto';
    renderHost();
    await openFrom('cartModal', 'Cart');
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(screen.getByRole('button', { name: 'Close Cart' }));
    expect(document.body.style.overflow).toBe('auto');
  });

  it('shows the fallback when the owning remote fails, keeps the page working, and Retry loads again', async () => {
    loadOverlay.mockRejectedValueOnce(new Error('remote down'));
    renderHost();
    fireEvent.click(screen.getByRole('button', { name: 'Open cartModal' }));
    const fallback = await screen.findByRole('dialog', { name: 'Unavailable' });
    expect(fallback).toHaveTextContent('This part of the store is unavailable');
    expect(fallback).toHaveTextContent('The cart and wishlist could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('dialog', { name: 'Cart' });
    // The retry asks for the remote again from the network, not from the failed attempt.
    expect(loadOverlay).toHaveBeenLastCalledWith('cart', 'cartModal', true);
    fireEvent.click(screen.getByRole('button', { name: 'Close Cart' }));
    expect(screen.getByRole('button', { name: 'Open cartModal' })).toBeEnabled();
  });

  it('shows the fallback in place of an overlay that throws while rendering, and the page keeps working', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loadOverlay.mockImplementation(async () => () => {
      throw new Error('overlay crashed');
    });
    renderHost();
    fireEvent.click(screen.getByRole('button', { name: 'Open cartModal' }));
    await screen.findByText('This part of the store is unavailable');
    expect(log.mock.calls.filter(([line]) => String(line).includes('remote "cart" is unavailable (render: Error: overlay crashed)'))).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('This part of the store is unavailable')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open cartModal' })).toBeEnabled();
    log.mockRestore();
  });

  it('shows the fallback naming the owner for an overlay no remote lists yet, without loading anything', async () => {
    renderHost('search');
    fireEvent.click(screen.getByRole('button', { name: 'Open search' }));
    const fallback = await screen.findByRole('dialog', { name: 'Unavailable' });
    expect(fallback).toHaveTextContent('The catalogue could not be loaded.');
    expect(loadOverlay).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

// Says the wishlist's products could not be read (SPEC §8's message) and offers Retry; the wishlist page and panel.
export function WishlistLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <p role="alert">
      {message}{' '}
      <button type="button" onClick={onRetry}>
        Retry
      </button>
    </p>
  );
}

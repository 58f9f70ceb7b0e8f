// Says a catalogue call failed (SPEC §8's message) and offers Retry; search results, carousels, compare, recently viewed.
interface Props {
  message: string;
  onRetry: () => void;
  className?: string;
}

export function LoadError({ message, onRetry, className }: Props) {
  return (
    <p role="alert" className={className}>
      {message}{' '}
      <button type="button" onClick={onRetry}>
        Retry
      </button>
    </p>
  );
}

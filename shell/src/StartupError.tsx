// Shown when the shell cannot read its remotes manifest: nothing can be composed without it.
export function StartupError() {
  return (
    <main style={{ maxWidth: 560, margin: '15vh auto', padding: '0 1rem', textAlign: 'center' }}>
      <h1>The store could not start</h1>
      <p>Its configuration could not be loaded. Please check your connection and try again.</p>
      <button type="button" onClick={() => window.location.reload()}>
        Try again
      </button>
    </main>
  );
}

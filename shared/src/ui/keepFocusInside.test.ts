import { focusableIn, keepFocusInside } from './keepFocusInside';

function layer(): HTMLElement {
  document.body.innerHTML = `<button>outside</button><div id="layer"><button>first</button><input aria-label="middle"><button disabled>off</button><a href="/x">last</a></div>`;
  return document.getElementById('layer')!;
}

const tab = (shiftKey = false) => {
  const event = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true });
  document.activeElement!.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('keepFocusInside', () => {
  it('lists what Tab reaches, skipping disabled controls', () => {
    expect(focusableIn(layer()).map((element) => element.textContent || element.getAttribute('aria-label'))).toEqual(['first', 'middle', 'last']);
  });

  it('wraps Tab from the last to the first and Shift+Tab from the first to the last, and leaves the rest to the browser', () => {
    const root = layer();
    const stop = keepFocusInside(root);
    const [first, middle, last] = focusableIn(root);
    last.focus();
    expect(tab()).toBe(true);
    expect(document.activeElement).toBe(first);
    expect(tab(true)).toBe(true);
    expect(document.activeElement).toBe(last);
    middle.focus();
    expect(tab()).toBe(false);
    stop();
    last.focus();
    expect(tab()).toBe(false);
    expect(document.activeElement).toBe(last);
  });
});

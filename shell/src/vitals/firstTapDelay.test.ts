import { firstTapDelay } from './firstTapDelay';

function control(html: string): Element {
  document.body.innerHTML = html;
  return document.body.querySelector('[data-tapped]')!;
}

describe('the first tap’s delay', () => {
  it('is the event’s own next paint when the page had started before the tap', () => {
    const button = control('<button data-tapped>Add to cart</button>');
    expect(firstTapDelay({ name: 'pointerdown', startTime: 2000, duration: 48, target: button }, 1500)).toBe(48);
  });

  it('runs to the start of the scripts when the tap came before them', () => {
    const link = control('<a href="/store"><span data-tapped>Store</span></a>');
    expect(firstTapDelay({ name: 'pointerdown', startTime: 900, duration: 16, target: link }, 2600)).toBe(1700);
  });

  it('counts taps on controls only, and not keys', () => {
    const text = control('<p data-tapped>Some words</p>');
    expect(firstTapDelay({ name: 'pointerdown', startTime: 900, duration: 16, target: text }, 1000)).toBeNull();
    const button = control('<button data-tapped>Buy</button>');
    expect(firstTapDelay({ name: 'keydown', startTime: 900, duration: 16, target: button }, 1000)).toBeNull();
  });

  it('counts a tap on a control the page has removed since (the link it followed), not one on a node nobody names', () => {
    const link = control('<a href="/product-detail/341"><img data-tapped alt="Midnight Pulse"></a>');
    link.closest('a')!.remove();
    expect(firstTapDelay({ name: 'click', startTime: 900, duration: 16, target: link }, 1000)).toBe(100);
    expect(firstTapDelay({ name: 'click', startTime: 900, duration: 16, target: null }, 1000)).toBeNull();
  });
});

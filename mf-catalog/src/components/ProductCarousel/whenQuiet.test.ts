import { whenQuiet } from './whenQuiet';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function area(): HTMLElement {
  document.body.innerHTML = '<div id="row"><button>ADD TO CART</button></div>';
  return document.getElementById('row')!;
}
const pointer = (target: EventTarget, type: string) => target.dispatchEvent(new Event(type, { bubbles: true }));

describe('whenQuiet', () => {
  it('runs the work in the next idle moment when nothing is pressed', () => {
    const work = jest.fn();
    whenQuiet(area(), work);
    expect(work).not.toHaveBeenCalled();
    jest.runOnlyPendingTimers();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('waits while a press inside the area lasts, and runs once after its release', () => {
    const row = area();
    const work = jest.fn();
    whenQuiet(row, work);
    pointer(row.querySelector('button')!, 'pointerdown');
    jest.runOnlyPendingTimers();
    jest.runOnlyPendingTimers();
    expect(work).not.toHaveBeenCalled();
    pointer(window, 'pointerup');
    jest.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
    // Later presses do not run it again.
    pointer(row, 'pointerdown');
    pointer(window, 'pointerup');
    jest.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled', () => {
    const work = jest.fn();
    const cancel = whenQuiet(area(), work);
    cancel();
    jest.runAllTimers();
    expect(work).not.toHaveBeenCalled();
  });
});

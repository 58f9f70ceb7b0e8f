import { renderToString } from 'react-dom/server';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { AudioPlayer, SAMPLE_FAILED_MESSAGE } from './AudioPlayer';

const TITLE = 'Golden Hour';
const player = () => <AudioPlayer src="/media/audio/341.wav" title={TITLE} />;

/** jsdom plays nothing: play() and pause() here do what a browser's do to `paused` and the events the player follows. */
function stubPlayback(play: (audio: HTMLMediaElement) => Promise<void> = async () => undefined) {
  let paused = true;
  jest.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(() => paused);
  const playSpy = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    paused = false;
    this.dispatchEvent(new Event('play'));
    return play(this);
  });
  const pauseSpy = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    paused = true;
    this.dispatchEvent(new Event('pause'));
  });
  return { playSpy, pauseSpy };
}

/** Sets what the <audio> element reports and fires the event a browser would. */
function mediaReports(audio: HTMLMediaElement, event: 'durationchange' | 'timeupdate', values: { duration?: number; currentTime?: number }) {
  if (values.duration !== undefined) Object.defineProperty(audio, 'duration', { configurable: true, value: values.duration });
  if (values.currentTime !== undefined) Object.defineProperty(audio, 'currentTime', { configurable: true, writable: true, value: values.currentTime });
  act(() => {
    audio.dispatchEvent(new Event(event));
  });
}

const audioOf = (container: HTMLElement) => container.querySelector('audio') as HTMLAudioElement;
const playButton = () => screen.getByRole('button', { name: `Play the sample of ${TITLE}` });
const slider = () => screen.getByRole('slider', { name: `Position in the sample of ${TITLE}` });

afterEach(() => jest.restoreAllMocks());

describe('AudioPlayer', () => {
  it('server-renders its own controls, not ready, over an <audio> without the built-in controls (decision 0038)', () => {
    const html = renderToString(player());
    expect(html).toMatch(/<audio[^>]*src="\/media\/audio\/341.wav"/);
    expect(html).not.toMatch(/<audio[^>]*controls/);
    expect(html).toMatch(/<audio[^>]*preload="none"/);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*aria-busy="true"[^>]*aria-label="Play the sample of Golden Hour"/);
  });

  it('plays and pauses the sample, the button saying which it will do', () => {
    const { playSpy, pauseSpy } = stubPlayback();
    render(player());
    expect(playButton()).toBeEnabled();
    fireEvent.click(playButton());
    expect(playSpy).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: `Pause the sample of ${TITLE}` }));
    expect(pauseSpy).toHaveBeenCalledTimes(1);
    expect(playButton()).toBeInTheDocument();
  });

  it('shows the position and length, and moves the sample where the slider is put', () => {
    stubPlayback();
    const { container } = render(player());
    const audio = audioOf(container);
    expect(slider()).toBeDisabled();
    expect(slider()).toHaveAttribute('aria-valuetext', '0:00 of a length not known until it plays');

    mediaReports(audio, 'durationchange', { duration: 30.5 });
    mediaReports(audio, 'timeupdate', { currentTime: 12.4 });
    expect(slider()).toBeEnabled();
    expect(slider()).toHaveAttribute('max', '30.5');
    expect(slider()).toHaveAttribute('aria-valuetext', '0:12 of 0:30');
    expect(container).toHaveTextContent('0:12 / 0:30');

    fireEvent.change(slider(), { target: { value: '20' } });
    expect(audio.currentTime).toBe(20);
    expect(slider()).toHaveAttribute('aria-valuetext', '0:20 of 0:30');
  });

  it('turns back to Play at the end of the sample', () => {
    stubPlayback();
    const { container } = render(player());
    fireEvent.click(playButton());
    act(() => {
      audioOf(container).dispatchEvent(new Event('ended'));
    });
    expect(playButton()).toBeInTheDocument();
  });

  it('says so when the sample cannot be loaded, and clears that on the next try', () => {
    stubPlayback();
    const { container } = render(player());
    act(() => {
      audioOf(container).dispatchEvent(new Event('error'));
    });
    expect(screen.getByRole('alert')).toHaveTextContent(SAMPLE_FAILED_MESSAGE);
    fireEvent.click(playButton());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the browser refuses to play, but not when a pause stopped the play', async () => {
    stubPlayback(() => Promise.reject(new DOMException('aborted by pause()', 'AbortError')));
    render(player());
    await act(async () => fireEvent.click(playButton()));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    jest.restoreAllMocks();
    stubPlayback(() => Promise.reject(new DOMException('no supported source', 'NotSupportedError')));
    fireEvent.click(screen.getByRole('button', { name: /the sample of/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SAMPLE_FAILED_MESSAGE);
  });

  it('stops the sample when the player goes away', () => {
    const { pauseSpy } = stubPlayback();
    const { unmount } = render(player());
    fireEvent.click(playButton());
    unmount();
    expect(pauseSpy).toHaveBeenCalled();
  });
});

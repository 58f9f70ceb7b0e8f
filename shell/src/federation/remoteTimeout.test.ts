import { DEFAULT_REMOTE_TIMEOUT_MS, remoteTimeoutMs, setRemoteTimeout, withinRemoteTimeout } from './remoteTimeout';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  setRemoteTimeout();
});

const never = () => new Promise<never>(() => undefined);

describe('withinRemoteTimeout', () => {
  it('gives up on a remote that never answers after 5 s by default', async () => {
    expect(remoteTimeoutMs).toBe(DEFAULT_REMOTE_TIMEOUT_MS);
    expect(DEFAULT_REMOTE_TIMEOUT_MS).toBe(5000);
    const outcome = jest.fn();
    withinRemoteTimeout(never(), 'remote "cart"').catch(outcome);
    await jest.advanceTimersByTimeAsync(4999);
    expect(outcome).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith(new Error('remote "cart" did not answer within 5000 ms'));
  });

  it('uses the timeout remotes.json sets', async () => {
    setRemoteTimeout(1200);
    const outcome = jest.fn();
    withinRemoteTimeout(never(), 'remote "cart"').catch(outcome);
    await jest.advanceTimersByTimeAsync(1200);
    expect(outcome).toHaveBeenCalledWith(new Error('remote "cart" did not answer within 1200 ms'));
  });

  it('passes on what arrives in time, and its failure', async () => {
    await expect(withinRemoteTimeout(Promise.resolve('module'), 'x')).resolves.toBe('module');
    await expect(withinRemoteTimeout(Promise.reject(new Error('404')), 'x')).rejects.toThrow('404');
  });
});

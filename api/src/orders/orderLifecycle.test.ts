import type { Transaction } from '../db/types';
import { createOrderLifecycle } from './orderLifecycle';

const tx = {} as Transaction;

describe('order lifecycle', () => {
  it('runs each part registered for a moment, in the order added, with the transaction', async () => {
    const calls: string[] = [];
    const lifecycle = createOrderLifecycle();
    lifecycle.add({ paid: async (given, id) => void calls.push(`first ${id} ${given === tx}`) });
    lifecycle.add({ placed: async () => void calls.push('placed only') });
    lifecycle.add({ paid: async (_given, id) => void calls.push(`second ${id}`) });
    await lifecycle.run('paid', tx, 'order-1');
    expect(calls).toEqual(['first order-1 true', 'second order-1']);
  });

  it('stops at a part that throws, so the surrounding transaction rolls back', async () => {
    const lifecycle = createOrderLifecycle();
    const later = jest.fn();
    lifecycle.add({ paid: async () => Promise.reject(new Error('mail table missing')) });
    lifecycle.add({ paid: later });
    await expect(lifecycle.run('paid', tx, 'order-1')).rejects.toThrow('mail table missing');
    expect(later).not.toHaveBeenCalled();
  });
});

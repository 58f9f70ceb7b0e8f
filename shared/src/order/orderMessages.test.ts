import { failedVerificationMessage, placeOrderErrorMessage, rejectedOrderMessage, verificationErrorMessage } from './orderMessages';

describe('order placement messages (SPEC §8)', () => {
  it("a server message gives 'Failed to place order: {message}'", () => {
    expect(placeOrderErrorMessage({ status: 422, data: { message: 'Out of stock' } })).toBe('Failed to place order: Out of stock');
    expect(placeOrderErrorMessage({ status: 400, data: { error: 'Bad email' } })).toBe('Failed to place order: Bad email');
  });

  it("no message gives 'Server error occurred'", () => {
    expect(placeOrderErrorMessage({ status: 500, data: '<html>' })).toBe('Server error occurred');
    expect(placeOrderErrorMessage({ status: 500, data: { message: '' } })).toBe('Server error occurred');
  });

  it("no response gives 'Network error. Please check your connection and try again.'", () => {
    expect(placeOrderErrorMessage({ status: 'FETCH_ERROR' })).toBe('Network error. Please check your connection and try again.');
    expect(placeOrderErrorMessage({ status: 'TIMEOUT_ERROR' })).toBe('Network error. Please check your connection and try again.');
  });

  it("a success flag of false with no message gives 'Failed to place order'", () => {
    expect(rejectedOrderMessage({})).toBe('Failed to place order');
    expect(rejectedOrderMessage({ message: 'Cart is empty' })).toBe('Cart is empty');
  });
});

describe('payment verification messages (SPEC §8)', () => {
  it("success false uses the server message, else 'Payment verification failed'", () => {
    expect(failedVerificationMessage({ message: 'Declined' })).toBe('Declined');
    expect(failedVerificationMessage({})).toBe('Payment verification failed');
  });

  it("a request error uses the server message, else 'Error verifying payment'", () => {
    expect(verificationErrorMessage({ status: 400, data: { message: 'Unknown reference' } })).toBe('Unknown reference');
    expect(verificationErrorMessage({ status: 'FETCH_ERROR' })).toBe('Error verifying payment');
    expect(verificationErrorMessage(undefined)).toBe('Error verifying payment');
  });
});

import { GENERAL_FAILURE, apiMessage } from './apiMessage';

describe('apiMessage', () => {
  it("shows the API's message, else the general one", () => {
    expect(apiMessage({ status: 401, data: { message: 'The e-mail address or password is not right.' } })).toBe('The e-mail address or password is not right.');
    expect(apiMessage({ status: 'FETCH_ERROR', error: 'TypeError' })).toBe(GENERAL_FAILURE);
    expect(apiMessage({ status: 500, data: 'Internal' })).toBe(GENERAL_FAILURE);
    expect(apiMessage(null)).toBe(GENERAL_FAILURE);
  });
});

import { mailFailureReason } from './mailFailureReason';

describe('mailFailureReason', () => {
  it('gives the error code and the server reply, with addresses masked', () => {
    const refused = Object.assign(new Error("Can't send mail - all recipients were rejected: 550 5.1.1 <ada@example.com>: mailbox unavailable"), {
      code: 'EENVELOPE',
      responseCode: 550,
    });
    expect(mailFailureReason(refused)).toBe("EENVELOPE: Can't send mail - all recipients were rejected: 550 5.1.1 <a***@example.com>: mailbox unavailable");
  });

  it('describes network failures and values that are not errors', () => {
    expect(mailFailureReason(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:2525'), { code: 'ESOCKET' }))).toBe(
      'ESOCKET: connect ECONNREFUSED 127.0.0.1:2525',
    );
    expect(mailFailureReason('gone')).toBe('gone');
  });
});

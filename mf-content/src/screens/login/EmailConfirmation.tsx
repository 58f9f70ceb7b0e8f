// Confirms the e-mail address when the login page is opened from the e-mail's link (`/login?verify=…`): posts the
// link's token once and says whether the address is confirmed, above the login form.
import { useEffect, useRef, useState } from 'react';
import { useVerifyEmailMutation } from '@storefront/shared';
import { apiMessage } from '../../account/apiMessage';
import { FormNotice, type Notice } from '../../account/FormNotice';

export function EmailConfirmation({ token }: { token: string }) {
  const [verify] = useVerifyEmailMutation();
  const [notice, setNotice] = useState<Notice>(null);
  const sent = useRef<string | null>(null);

  useEffect(() => {
    // Once per token: a second post would find the link spent and say so.
    if (sent.current === token) return;
    sent.current = token;
    verify({ token })
      .unwrap()
      .then((answer) => setNotice({ tone: 'success', text: answer.message }))
      .catch((error: unknown) => setNotice({ tone: 'error', text: apiMessage(error) }));
  }, [token, verify]);

  return <FormNotice notice={notice} />;
}

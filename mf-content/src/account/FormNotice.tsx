// The line under an account form that says how its submit went: in a polite live region when it went well, in an
// alert when not. Both regions are always in the page, so a screen reader hears what appears in them.
import forms from '../components/forms.module.css';

export type Notice = { tone: 'success' | 'error'; text: string } | null;

export function FormNotice({ notice }: { notice: Notice }) {
  return (
    <>
      <div role="status">{notice?.tone === 'success' && <p className={forms.success}>{notice.text}</p>}</div>
      <div role="alert">{notice?.tone === 'error' && <p className={forms.error}>{notice.text}</p>}</div>
    </>
  );
}

// Ends the session on the server; the console then shows the sign-in form.
import { useSignOutMutation } from '../apiClient/adminApi';
import ui from '../components/ui.module.css';

export function SignOutButton() {
  const [signOut, { isLoading }] = useSignOutMutation();
  return (
    <button type="button" className={ui.secondary} onClick={() => signOut()} disabled={isLoading}>
      Sign out
    </button>
  );
}

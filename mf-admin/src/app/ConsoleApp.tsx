// The console as the shell mounts it at /admin and /admin/*: the sign-in gate and the console's frame around the
// screen for the address.
import './consoleStore';
import { Suspense } from 'react';
import { AdminFrame } from '../layout/AdminFrame';
import { ConsoleScreen } from './ConsoleScreen';

export default function ConsoleApp() {
  return (
    <AdminFrame>
      <Suspense fallback={<p role="status">Loading…</p>}>
        <ConsoleScreen />
      </Suspense>
    </AdminFrame>
  );
}

// The control socket's command that signs a preview link (operatorSocket.ts): `npm run preview -w mf-<name>` cannot
// open a PGlite data directory a running store holds, so it asks that store to sign the link with its composition key.
import type { SocketHandler } from '../admin/operators/operatorSocket';
import type { BrowserComposition } from './browserComposition';
import { previewLinkOf, previewSignature } from './previewLink';

export const SIGN_PREVIEW_LINK_COMMAND = 'sign-preview-link';

export function signPreviewLinkCommand(composition: BrowserComposition): SocketHandler {
  return async (request) => {
    const link = previewLinkOf((request ?? {}) as Record<string, unknown>);
    if (!link) return { ok: false, message: 'a preview link names a remote, a release id and when it expires (seconds since 1970)' };
    return { ok: true, signature: previewSignature(link, await composition.signingKey()) };
  };
}

// Where the contact form finds its e-mail sending service: the optional `contact` block of /remotes.json, the
// per-environment file the shell already reads (see mf-content/README.md). Keys never live in the bundle.
// No block, an incomplete one, or no /remotes.json at all (standalone dev) means "not configured".

export interface EmailServiceConfig {
  publicKey: string;
  serviceId: string;
  templateId: string;
}

export const RUNTIME_CONFIG_URL = '/remotes.json';

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The three values SPEC §5 says the service needs, or null when any is missing. */
export function readEmailServiceConfig(runtimeConfig: unknown): EmailServiceConfig | null {
  const block = (runtimeConfig as { contact?: Partial<EmailServiceConfig> } | null)?.contact;
  if (!block || !filled(block.publicKey) || !filled(block.serviceId) || !filled(block.templateId)) return null;
  return { publicKey: block.publicKey.trim(), serviceId: block.serviceId.trim(), templateId: block.templateId.trim() };
}

export async function fetchEmailServiceConfig(url = RUNTIME_CONFIG_URL): Promise<EmailServiceConfig | null> {
  try {
    const response = await fetch(url, { headers: { accept: 'application/json' } });
    return response.ok ? readEmailServiceConfig(await response.json()) : null;
  } catch {
    return null;
  }
}

// The Delivery shape (contract-17): one digital line of a paid order as its buyer sees it, in the order lookup,
// verify_payment, track_order and the renew answer.
import { Type, type Static } from 'typebox';

export const DeliverySchema = Type.Object({
  /** The order line's number. */
  line_number: Type.Integer(),
  product_id: Type.Integer(),
  title: Type.String(),
  /** The tier, e.g. "Premium". */
  license_type: Type.String(),
  /** Five groups of four Crockford base32 characters, e.g. "7KQ4-M2XD-9PTA-HC3W-R8NE". */
  license_key: Type.String(),
  /** Revoked after a refund. */
  status: Type.Enum(['active', 'revoked']),
  download: Type.Object({
    /** Absolute URL of the signed download link. */
    url: Type.String(),
    filename: Type.String(),
    size_bytes: Type.Integer(),
    downloads_left: Type.Integer(),
    /** ISO date-time. */
    expires_at: Type.String(),
    /** Where the link stands: it works, or why it no longer does. */
    state: Type.Enum(['active', 'expired', 'exhausted', 'revoked']),
  }),
  /** Absolute URL of the license certificate PDF. */
  certificate_url: Type.String(),
  /** Whether a fresh link may be asked for (not revoked, fresh links left). */
  can_renew: Type.Boolean(),
});
export type Delivery = Static<typeof DeliverySchema>;
export type DownloadLinkState = Delivery['download']['state'];

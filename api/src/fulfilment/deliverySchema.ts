// The Delivery shape (contract-17): one digital line of a paid order as its buyer sees it, in the order lookup,
// verify_payment, track_order and the renew answer.
import { Type, type Static } from 'typebox';

export const DeliverySchema = Type.Object({
  line_number: Type.Integer(),
  product_id: Type.Integer(),
  title: Type.String(),
  license_type: Type.String(),
  license_key: Type.String(),
  status: Type.Enum(['active', 'revoked']),
  download: Type.Object({
    url: Type.String(),
    filename: Type.String(),
    size_bytes: Type.Integer(),
    downloads_left: Type.Integer(),
    expires_at: Type.String(),
    state: Type.Enum(['active', 'expired', 'exhausted', 'revoked']),
  }),
  certificate_url: Type.String(),
  can_renew: Type.Boolean(),
});
export type Delivery = Static<typeof DeliverySchema>;

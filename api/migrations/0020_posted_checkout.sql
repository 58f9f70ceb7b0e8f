-- What a shopper last posted with the checkout form without the page's scripts (decision 0066): the form, their
-- payment choice and the messages it was answered with, so /checkout is rendered again with them. Beside the record,
-- not in it: the scripted store's PUT of the record leaves it alone, and GET /shopper does not hand it out.
ALTER TABLE shopper_records ADD COLUMN checkout jsonb;

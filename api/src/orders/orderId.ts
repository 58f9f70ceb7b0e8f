// Order ids: random v4 UUIDs (122 random bits), so knowing one order id tells nothing about any other.
import { randomUUID } from 'node:crypto';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export const newOrderId = (): string => randomUUID();

export const isOrderId = (value: string): boolean => UUID_V4.test(value);

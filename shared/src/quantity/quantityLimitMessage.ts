// What a quantity control says when the shopper asks for more than one line may hold (decision 0014).
import { MAX_QUANTITY } from '../cart/quantity';

export const QUANTITY_LIMIT_MESSAGE = `You can buy at most ${MAX_QUANTITY} of one item.`;

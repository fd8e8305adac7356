// The subscription's schema, a chunk of its own that the subscription source loads with its first check.
export { subscriptionSchema } from '@app/contracts';

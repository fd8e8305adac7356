export { startStripeDouble, type RunningStripeDouble, type StripeDoubleOptions } from './stripe-double';

import { z } from 'zod';
import { languageSchema } from '../common/language';

/** Body of `POST /checkout` and `POST /portal`: the language of the Pro page Stripe sends the person back to. */
export const billingPageInputSchema = z.object({ language: languageSchema }).strict().meta({ id: 'BillingPageInput' });
export type BillingPageInput = z.infer<typeof billingPageInputSchema>;

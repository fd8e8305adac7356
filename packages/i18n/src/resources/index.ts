import { account } from './account';
import { api } from './api';
import { auth } from './auth';
import { common } from './common';
import { home } from './home';
import { legal } from './legal';
import { meta } from './meta';
import { pro } from './pro';
import { sharing } from './sharing';
import { symptoms } from './symptoms';

export { account, api, auth, common, home, legal, meta, pro, sharing, symptoms };
export type { Translations, TranslationTree, TranslationValue } from './types';

/** Every namespace of the product, keyed by namespace name. */
export const resources = { common, home, legal, meta, api, symptoms, account, pro, sharing, auth };
export type Namespace = keyof typeof resources;
export const NAMESPACES = Object.keys(resources) as Namespace[];
